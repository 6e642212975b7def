/// A line of the order's summary on the confirmation screen: `2 × 醤油ラーメン Shōyu  €23.00`.
public struct OrderSummaryLine: Sendable, Hashable {
    /// `2 × 醤油ラーメン Shōyu`.
    public var text: String
    /// `€23.00`.
    public var formattedTotal: String

    /// Creates a line of the summary.
    ///
    /// - Parameters:
    ///   - text: The amount and the product, `2 × 醤油ラーメン Shōyu`.
    ///   - formattedTotal: The line's total, `€23.00`.
    public init(text: String, formattedTotal: String) {
        self.text = text
        self.formattedTotal = formattedTotal
    }

    /// The summary line of `line`.
    init(_ line: OrderLine) {
        self.init(text: "\(line.amount) × \(line.product.name)", formattedTotal: line.total.description)
    }
}
