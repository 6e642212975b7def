import TextRendering
import TextUI

/// A line of the order: the amount and product, the price of one, and the line's total.
///
/// ```
/// 2 × 醤油ラーメン Shōyu          €11.50  €23.00
/// ```
package final class AddedProductView: View, Configurable {
    /// `2 ×`.
    package let amountLabel = Label(style: .bold)
    /// The product's name.
    package let nameLabel = Label()
    /// The price of one, dimmed.
    package let priceLabel = Label(style: .dim)
    /// The line's total.
    package let totalLabel = Label()

    package required init() {
        super.init()
        // No spacing: the padded prices keep the columns apart (as on the menu).
        addSubview(StackView(axis: .horizontal, arrangedSubviews: [amountLabel, nameLabel, Spacer(), priceLabel, totalLabel]))
    }

    /// Shows `viewData`.
    package func configure(viewData: AddedProductViewModel) {
        amountLabel.text = "\(viewData.amount) × "
        nameLabel.text = viewData.productName
        priceLabel.text = viewData.formattedPrice.padded(toWidth: MenuItemView.priceWidth, alignment: .trailing)
        totalLabel.text = viewData.formattedTotalPrice.padded(toWidth: MenuItemView.priceWidth, alignment: .trailing)
    }
}
