/// Whole-cell arithmetic for sharing space.
package enum Distribution {
    /// `total` split in proportion to `weights`, in whole cells that add up to `total`
    /// (remainders go to the largest fractions, earlier ones first on ties).
    package static func proportional(_ total: Int, weights: [Int]) -> [Int] {
        let sum = weights.reduce(0, +)
        guard total > 0, sum > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { total * $0 / sum }
        var remainder = total - shares.reduce(0, +)
        let order = weights.indices.sorted { a, b in
            let fractionA = total * weights[a] % sum
            let fractionB = total * weights[b] % sum
            return fractionA != fractionB ? fractionA > fractionB : a < b
        }
        var index = 0
        while remainder > 0 {
            shares[order[index % order.count]] += 1
            remainder -= 1
            index += 1
        }
        return shares
    }

    /// `total` split into `count` equal parts, the first ones a cell larger when it does not
    /// divide evenly.
    package static func equal(_ total: Int, count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let base = max(0, total) / count
        let extra = max(0, total) % count
        return (0..<count).map { base + ($0 < extra ? 1 : 0) }
    }
}

/// Fitting ideal widths into a row: a stack's views, a table's columns.
package enum RowSizing {
    /// Ideal widths, or, when they do not fit in `room`, narrower ones: the widest first, down
    /// to their minimums; then, if that is not enough, all in proportion, down to nothing.
    package static func fit(_ widths: [LayoutWidths], into room: Int) -> [Int] {
        fit(widths, resistances: [Int](repeating: 0, count: widths.count), into: room)
    }

    /// As `fit(_:into:)`, the groups made by `resistances` (a view's compression resistance
    /// priority, one per width), the lowest giving way first.
    package static func fit<Resistance: Comparable & Hashable>(
        _ widths: [LayoutWidths], resistances: [Resistance], into room: Int
    ) -> [Int] {
        var lengths = widths.map(\.ideal)
        var excess = lengths.reduce(0, +) - room
        guard excess > 0 else { return lengths }
        let minimums = widths.map(\.minimum)
        for priority in Set(resistances).sorted() {
            let group = widths.indices.filter { resistances[$0] == priority }
            shrinkWidestFirst(group, &lengths, minimums: minimums, excess: &excess)
            guard excess > 0 else { return lengths }
            // The minimums do not fit either: take from the whole group in proportion.
            let available = group.reduce(0) { $0 + lengths[$1] }
            let cuts = Distribution.proportional(min(excess, available), weights: group.map { lengths[$0] })
            for (index, cut) in zip(group, cuts) {
                lengths[index] = max(0, lengths[index] - cut)
            }
            excess = lengths.reduce(0, +) - room
            guard excess > 0 else { return lengths }
        }
        return lengths
    }

    /// Shrinks the widest of `group` toward the next widest, step by step, down to their
    /// minimums, until `excess` is taken or nothing can shrink.
    private static func shrinkWidestFirst(_ group: [Int], _ lengths: inout [Int], minimums: [Int], excess: inout Int) {
        while excess > 0 {
            let shrinkable = group.filter { lengths[$0] > minimums[$0] }
            guard let widest = shrinkable.map({ lengths[$0] }).max() else { return }
            let widestOnes = shrinkable.filter { lengths[$0] == widest }
            let next = max(
                shrinkable.map { lengths[$0] }.filter { $0 < widest }.max() ?? 0,
                widestOnes.map { minimums[$0] }.max() ?? 0)
            let step = min(excess, (widest - next) * widestOnes.count)
            guard step > 0 else { return }
            var taken = 0
            for (index, cut) in zip(widestOnes, Distribution.equal(step, count: widestOnes.count)) {
                let applied = min(cut, lengths[index] - minimums[index])
                lengths[index] -= applied
                taken += applied
            }
            excess -= taken
        }
    }
}
