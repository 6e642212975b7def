/// A line of the order's summary on the confirmation screen: `2 × 醤油ラーメン Shōyu  €23.00`.
package struct OrderSummaryLine: Sendable, Hashable {
    /// `2 × 醤油ラーメン Shōyu`.
    package var text: String
    /// `€23.00`.
    package var formattedTotal: String

    /// Creates a line of the summary.
    ///
    /// - Parameters:
    ///   - text: The amount and the product, `2 × 醤油ラーメン Shōyu`.
    ///   - formattedTotal: The line's total, `€23.00`.
    package init(text: String, formattedTotal: String) {
        self.text = text
        self.formattedTotal = formattedTotal
    }

    /// The summary line of `line`.
    init(_ line: OrderLine) {
        self.init(text: "\(line.amount) × \(line.product.name)", formattedTotal: line.total.description)
    }
}
