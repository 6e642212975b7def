import TextWidgets

/// Shares the rows of a column among views stacked top to bottom.
enum ColumnLayout {
    /// The height of each view in a column of `available` rows, each view `widths[i]` wide
    /// (or `width` for all).
    ///
    /// Views that do not expand get their height at their width. Views that expand share the
    /// rows left over equally, without being measured (so tables of a thousand rows cost
    /// nothing here), never fewer than their `minimumExpandedHeight` (a spacer's `minLength`).
    /// When no view expands, the rows left over go to the last of the views that hug their
    /// content least vertically, if any hugs less than the others.
    ///
    /// When the rows run short, expanding views get only their minimum, and the other views of
    /// a lower vertical compression resistance than the rest give up rows first (a group in
    /// proportion, the lowest group first); views of the highest resistance keep their
    /// heights, to be clipped at the bottom.
    ///
    /// When `isNatural` (the column is as tall as it measured), every view gets its own height,
    /// expanding ones included.
    static func heights(
        of views: [View], width: Int, widths: [Int]? = nil, available: Int, spacing: Int = 0, isNatural: Bool = false
    ) -> [Int] {
        var heights = views.indices.map { index in
            views[index].expandsVertically && !isNatural
                ? views[index].minimumExpandedHeight : views[index].height(forWidth: widths?[index] ?? width)
        }
        if isNatural { return heights }
        let used = heights.reduce(0, +) + spacing * max(0, views.count - 1)
        let expanding = views.indices.filter { views[$0].expandsVertically }
        if used < available {
            if !expanding.isEmpty {
                for (index, share) in zip(expanding, Distribution.equal(available - used, count: expanding.count)) { heights[index] += share }
            } else {
                let hugging = views.map { $0.contentHuggingPriority(for: .vertical) }
                if let loosest = hugging.min(), loosest < hugging.max()!, let last = hugging.lastIndex(of: loosest) {
                    heights[last] += available - used
                }
            }
        } else if used > available {
            // Expanding views keep their minimum; the others give way by their resistance.
            var excess = used - available
            let measured = views.indices.filter { !views[$0].expandsVertically }
            let resistances = views.map { $0.contentCompressionResistancePriority(for: .vertical) }
            let highest = measured.map { resistances[$0] }.max() ?? .required
            for priority in Set(measured.map { resistances[$0] }).sorted() where priority < highest && excess > 0 {
                let group = measured.filter { resistances[$0] == priority }
                let cuts = Distribution.proportional(min(excess, group.reduce(0) { $0 + heights[$1] }), weights: group.map { heights[$0] })
                for (index, cut) in zip(group, cuts) {
                    heights[index] -= cut
                    excess -= cut
                }
            }
        }
        return heights
    }
}
