import TextRendering
import TextWidgets

/// A view that lines its arranged subviews up in a row or a column.
///
/// ```swift
/// let row = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [avatar, Label("Ada")])
/// let column = StackView(axis: .vertical, arrangedSubviews: [title, body, row])
/// ```
///
/// Hidden arranged subviews take no room (and no spacing), as in UIKit.
open class StackView: View {
    /// The direction arranged subviews are lined up in.
    public typealias Axis = LayoutAxis

    /// Where arranged subviews sit across the axis.
    public struct Alignment: Sendable, Hashable {
        fileprivate enum Storage: Sendable, Hashable { case fill, leading, center, trailing }
        fileprivate let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }
        /// Across the whole stack.
        public static let fill = Alignment(.fill)
        /// At their ideal size, at the start (left, or top).
        public static let leading = Alignment(.leading)
        /// At their ideal size, centred.
        public static let center = Alignment(.center)
        /// At their ideal size, at the end (right, or bottom).
        public static let trailing = Alignment(.trailing)
        /// `leading` under UIKit's name for vertical alignment in a row.
        public static let top = leading
        /// `trailing` under UIKit's name for vertical alignment in a row.
        public static let bottom = trailing
    }

    /// How arranged subviews share the length of the axis.
    public struct Distribution: Sendable, Hashable {
        fileprivate enum Storage: Sendable, Hashable { case fill, fillEqually, fillProportionally, equalSpacing }
        fileprivate let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }
        /// Each at its own size; room left over goes to subviews that expand (spacers), else
        /// to the last one; room missing is taken from the widest first, down to their minimums.
        public static let fill = Distribution(.fill)
        /// All the same size.
        public static let fillEqually = Distribution(.fillEqually)
        /// Sizes in proportion to their ideal sizes.
        public static let fillProportionally = Distribution(.fillProportionally)
        /// Each at its own size, with the room left over shared out as equal gaps.
        public static let equalSpacing = Distribution(.equalSpacing)
    }

    /// Row or column.
    public var axis: Axis = .vertical { didSet { if axis != oldValue { setNeedsLayout() } } }
    /// Cells between neighbouring arranged subviews.
    public var spacing: Int = 0 {
        didSet {
            precondition(spacing >= 0, "spacing must not be negative, got \(spacing)")
            if spacing != oldValue { setNeedsLayout() }
        }
    }
    /// Where arranged subviews sit across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// How arranged subviews share the axis.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsLayout() } } }

    /// The subviews the stack arranges, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates an empty vertical stack.
    public required init() {
        super.init()
    }

    /// Creates a stack of `arrangedSubviews`.
    public convenience init(axis: Axis = .vertical, spacing: Int = 0, alignment: Alignment = .fill,
                            distribution: Distribution = .fill, arrangedSubviews: [View] = []) {
        self.init()
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged subviews (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview until removed from its superview.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override var expandsVertically: Bool {
        visibleArranged.contains { $0.expandsVertically }
    }

    open override var expandsHorizontally: Bool {
        axis == .horizontal && visibleArranged.contains { $0.expandsHorizontally }
    }

    /// Arranged subviews that are not hidden and are still subviews.
    private var visibleArranged: [View] {
        arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    }

    private func totalSpacing(_ count: Int) -> Int { spacing * max(0, count - 1) }

    open override func contentWidths() -> LayoutWidths {
        let views = visibleArranged
        let widths = views.map(\.widths)
        if axis == .vertical {
            return LayoutWidths(minimum: widths.map(\.minimum).max() ?? 0, ideal: widths.map(\.ideal).max() ?? 0)
        }
        let gaps = totalSpacing(views.count)
        if distribution == .fillEqually {
            let count = views.count
            return LayoutWidths(
                minimum: (widths.map(\.minimum).max() ?? 0) * count + gaps, ideal: (widths.map(\.ideal).max() ?? 0) * count + gaps)
        }
        return LayoutWidths(minimum: widths.reduce(0) { $0 + $1.minimum } + gaps, ideal: widths.reduce(0) { $0 + $1.ideal } + gaps)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        let views = visibleArranged
        if axis == .vertical {
            let widths = views.map { crossLength(of: $0, available: width) }
            let heights = zip(views, widths).map { $0.height(forWidth: $1) }
            if distribution == .fillEqually { return (heights.max() ?? 0) * views.count + totalSpacing(views.count) }
            return heights.reduce(0, +) + totalSpacing(views.count)
        }
        let lengths = rowWidths(of: views, available: width)
        return zip(views, lengths).map { $0.height(forWidth: $1) }.max() ?? 0
    }

    /// The width of a subview of a column: the whole width when filling, else its ideal.
    private func crossLength(of view: View, available: Int) -> Int {
        alignment == .fill ? available : min(view.widths.ideal, available)
    }

    /// The widths of the subviews of a row of `available` columns (spacing excluded).
    func rowWidths(of views: [View], available: Int) -> [Int] {
        let room = max(0, available - totalSpacing(views.count))
        let widths = views.map(\.widths)
        switch distribution.storage {
        case .fillEqually:
            return TextWidgets.Distribution.equal(room, count: views.count)
        case .fillProportionally:
            return TextWidgets.Distribution.proportional(room, weights: widths.map { max($0.ideal, 1) })
        case .fill, .equalSpacing:
            var lengths = RowSizing.fit(widths, resistances: views.map { $0.contentCompressionResistancePriority(for: .horizontal) }, into: room)
            let used = lengths.reduce(0, +)
            if distribution == .fill, used < room {
                // The room to spare goes to the views that grow (spacers), else to the last of
                // the views that hug their content least.
                var takers = views.indices.filter { views[$0].expandsHorizontally }
                let hugging = views.map { $0.contentHuggingPriority(for: .horizontal) }
                if takers.isEmpty, let loosest = hugging.min(), let last = hugging.lastIndex(of: loosest) {
                    takers = [last]
                }
                for (index, extra) in zip(takers, TextWidgets.Distribution.equal(room - used, count: takers.count)) {
                    lengths[index] += extra
                }
            }
            return lengths
        }
    }

    open override func layoutSubviews() {
        let views = visibleArranged
        let area = contentRect
        if axis == .horizontal {
            layOutRow(views, in: area)
        } else {
            layOutColumn(views, in: area)
        }
    }

    private func layOutRow(_ views: [View], in area: Rect) {
        let lengths = rowWidths(of: views, available: area.width)
        var gap = spacing
        var x = area.minX
        if distribution == .equalSpacing, views.count > 1 {
            let spare = max(0, area.width - lengths.reduce(0, +))
            let gaps = TextWidgets.Distribution.equal(spare, count: views.count - 1)
            for (index, (view, length)) in zip(views, lengths).enumerated() {
                place(view, x: x, width: length, in: area)
                x += length + (index < gaps.count ? gaps[index] : 0)
            }
            return
        }
        if distribution == .equalSpacing, views.count == 1 { gap = 0 }
        for (view, length) in zip(views, lengths) {
            place(view, x: x, width: length, in: area)
            x += length + gap
        }
    }

    /// Places a subview of a row: across the whole height when filling, else at its height.
    private func place(_ view: View, x: Int, width: Int, in area: Rect) {
        guard alignment != .fill else {
            view.frame = Rect(x: x, y: area.minY, width: width, height: area.height)
            return
        }
        let height = min(view.height(forWidth: width), area.height)
        let y: Int
        switch alignment.storage {
        case .center: y = area.minY + (area.height - height) / 2
        case .trailing: y = area.maxY - height
        default: y = area.minY
        }
        view.frame = Rect(x: x, y: y, width: width, height: height)
    }

    private func layOutColumn(_ views: [View], in area: Rect) {
        let widths = views.map { crossLength(of: $0, available: area.width) }
        var heights: [Int]
        switch distribution.storage {
        case .fillEqually:
            heights = TextWidgets.Distribution.equal(area.height - totalSpacing(views.count), count: views.count)
        case .fillProportionally:
            let natural = zip(views, widths).map { $0.height(forWidth: $1) }
            heights = TextWidgets.Distribution.proportional(area.height - totalSpacing(views.count), weights: natural)
        case .fill, .equalSpacing:
            heights = ColumnLayout.heights(
                of: views, width: area.width, widths: widths, available: area.height,
                spacing: distribution == .equalSpacing ? 0 : spacing, isNatural: isAtNaturalHeight)
        }
        var gaps = Array(repeating: spacing, count: max(0, views.count - 1))
        if distribution == .equalSpacing, views.count > 1 {
            gaps = TextWidgets.Distribution.equal(max(0, area.height - heights.reduce(0, +)), count: views.count - 1)
        }
        var y = area.minY
        for (index, view) in views.enumerated() {
            let width = widths[index]
            let x: Int
            switch alignment.storage {
            case .center: x = area.minX + (area.width - width) / 2
            case .trailing: x = area.maxX - width
            default: x = area.minX
            }
            view.frame = Rect(x: x, y: y, width: width, height: heights[index])
            y += heights[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }
}
