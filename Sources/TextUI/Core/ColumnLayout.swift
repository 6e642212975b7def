/// Shares the rows of a column among views stacked top to bottom.
enum ColumnLayout {
    /// The height of each view in a column of `available` rows, each view `widths[i]` wide
    /// (or `width` for all).
    ///
    /// Views that do not expand get their height at their width. Views that expand share the
    /// rows left over equally, without being measured (so tables of a thousand rows cost
    /// nothing here). When the rows run short, expanding views get none and the rest keep
    /// their heights, to be clipped.
    ///
    /// When `isNatural` (the column is as tall as it measured), every view gets its own height,
    /// expanding ones included.
    static func heights(
        of views: [View], width: Int, widths: [Int]? = nil, available: Int, spacing: Int = 0, isNatural: Bool = false
    ) -> [Int] {
        var heights = views.indices.map { index in
            views[index].expandsVertically && !isNatural ? 0 : views[index].height(forWidth: widths?[index] ?? width)
        }
        if isNatural { return heights }
        let expanding = views.indices.filter { views[$0].expandsVertically }
        guard !expanding.isEmpty else { return heights }
        let used = heights.reduce(0, +) + spacing * max(0, views.count - 1)
        let shares = Distribution.equal(max(0, available - used), count: expanding.count)
        for (index, share) in zip(expanding, shares) { heights[index] = share }
        return heights
    }
}

/// Whole-cell arithmetic for sharing space.
enum Distribution {
    /// `total` split in proportion to `weights`, in whole cells that add up to `total`
    /// (remainders go to the largest fractions, earlier ones first on ties).
    static func proportional(_ total: Int, weights: [Int]) -> [Int] {
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
    static func equal(_ total: Int, count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let base = max(0, total) / count
        let extra = max(0, total) % count
        return (0..<count).map { base + ($0 < extra ? 1 : 0) }
    }
}
