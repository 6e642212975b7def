// Content hugging and compression resistance, in UIKit's spelling: which view of a stack takes
// the room to spare, and which gives way first when there is too little.
extension View {
    /// How strongly the view keeps to its ideal size when a stack has room to spare along
    /// `axis`: the room goes to views that grow (a `Spacer`), else, in a row, to the last of the
    /// views of the lowest hugging priority, and in a column to the last view of a lower
    /// hugging priority than the others (when all are equal the rows stay empty at the bottom).
    /// `.defaultLow` (250) by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutPriorities.huggingHorizontal : layoutPriorities.huggingVertical
    }

    /// Sets how strongly the view keeps to its ideal size when there is room to spare.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { layoutPriorities.huggingHorizontal = priority } else { layoutPriorities.huggingVertical = priority }
    }

    /// How strongly the view keeps its size when a stack is too small along `axis`.
    ///
    /// In a row, views of a lower compression resistance give way first, down to their minimum
    /// width (the widest word of a label) and then to nothing, before a view of a higher one
    /// gives a cell; views of the same priority give way together, the widest first. In a
    /// column, views of a lower resistance than the highest among them give up rows, the lowest
    /// first and in proportion to their heights, and views of the highest keep theirs (the
    /// column clips them at the bottom). `.defaultHigh` (750) by default; a `Spacer` with a
    /// `minLength` is `.required`.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutPriorities.resistanceHorizontal : layoutPriorities.resistanceVertical
    }

    /// Sets how strongly the view keeps its size when there is too little room.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { layoutPriorities.resistanceHorizontal = priority } else { layoutPriorities.resistanceVertical = priority }
    }
}
