import Foundation
import TextRendering

/// A row of a `TableView`: a content view, a default title and detail label, and an accessory
/// at the right edge.
///
/// Subclasses add their views to `contentView`; the default cell shows `textLabel` and
/// `detailTextLabel` side by side. Cells are reused: override `prepareForReuse()` to reset
/// what `configure` sets.
open class TableViewCell: View {
    /// What a cell shows at its right edge.
    public struct Accessory: Sendable, Hashable {
        let symbol: String?
        private init(_ symbol: String?) { self.symbol = symbol }
        /// Nothing.
        public static let none = Accessory(nil)
        /// `›`: the row leads somewhere.
        public static let disclosureIndicator = Accessory("›")
        /// `✓`: the row is chosen.
        public static let checkmark = Accessory("✓")
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; add custom views here.
    public let contentView = View()
    /// The default title, at the left.
    public let textLabel = Label()
    /// The default detail, at the right of the title, dimmed.
    public let detailTextLabel = Label()
    /// The symbol at the right edge.
    public var accessoryType: Accessory = .none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }
    /// Whether the table shows the cell as selected; set by the table, which then calls
    /// `selectionDidChange()`.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { selectionDidChange() } }
    }

    private let defaultRow = StackView()

    /// Creates a cell for `reuseIdentifier`; tables call this for registered classes.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        detailTextLabel.style = .dim
        defaultRow.axis = .horizontal
        defaultRow.spacing = 1
        defaultRow.addArrangedSubview(textLabel)
        defaultRow.addArrangedSubview(detailTextLabel)
        contentView.addSubview(defaultRow)
        addSubview(contentView)
        updateDefaultRow()
    }

    /// Creates a cell without a reuse identifier.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// Resets the cell before the table hands it out again: the default labels are emptied and
    /// the accessory removed. Call `super` from overrides.
    open func prepareForReuse() {
        textLabel.text = ""
        detailTextLabel.text = ""
        accessoryType = .none
        isSelected = false
    }

    /// Called when the table selects the cell or deselects it; override it to show the
    /// selection in the cell's own views (the table already draws the row inverted).
    open func selectionDidChange() {}

    private func updateDefaultRow() {
        defaultRow.isHidden = textLabel.text.isEmpty && detailTextLabel.text.isEmpty
        detailTextLabel.isHidden = detailTextLabel.text.isEmpty
    }

    private var accessoryWidth: Int { accessoryType.symbol == nil ? 0 : 2 }

    /// `row "Margherita" = "8.50" [selected]`: the default labels' text, and the elements of
    /// views added to `contentView`.
    open override var accessibilityElement: AccessibilityElement? {
        let detail = detailTextLabel.text
        return AccessibilityElement(
            role: .row, label: accessibilityLabel ?? textLabel.text, value: accessibilityValue ?? (detail.isEmpty ? nil : detail),
            traits: isSelected ? .selected : [])
    }

    /// The views added to `contentView`; the default labels are the row's own label and value.
    open override var accessibilitySubviews: [View] {
        contentView.subviews.filter { $0 !== defaultRow }
    }

    open override func contentWidths() -> LayoutWidths {
        updateDefaultRow()
        return contentView.widths.adding(accessoryWidth)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        updateDefaultRow()
        return max(1, contentView.height(forWidth: max(0, width - accessoryWidth)))
    }

    open override func layoutSubviews() {
        updateDefaultRow()
        let area = contentRect
        contentView.frame = Rect(x: area.minX, y: area.minY, width: max(0, area.width - accessoryWidth), height: area.height)
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard let symbol = accessoryType.symbol, rect.width >= 2 else { return }
        canvas.draw(symbol, at: Point(x: rect.maxX - 1, y: rect.minY), style: .dim, clip: clip)
    }
}
