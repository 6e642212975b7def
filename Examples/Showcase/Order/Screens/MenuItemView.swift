import TextRendering
import TextUI

/// A product on the menu: its name, how many the order holds, and its price at the right.
///
/// ```
/// 醤油ラーメン Shōyu                ×2  €11.50
/// ```
package final class MenuItemView: View, Configurable {
    /// The product's name.
    package let nameLabel = Label()
    /// `×2`, hidden while the order holds none.
    package let amountLabel = Label(style: Style.bold.foreground(.cyan))
    /// The price, right-aligned.
    package let priceLabel = Label()

    package required init() {
        super.init()
        // No spacing: the padded price keeps the columns apart, and a name that must be cut
        // short gets every column there is.
        addSubview(StackView(axis: .horizontal, arrangedSubviews: [nameLabel, Spacer(), amountLabel, priceLabel]))
    }

    /// Shows `viewData`.
    package func configure(viewData: MenuItemViewModel) {
        nameLabel.text = viewData.productName
        amountLabel.text = viewData.amountInOrder.isEmpty ? "" : " " + viewData.amountInOrder
        amountLabel.isHidden = viewData.amountInOrder.isEmpty
        priceLabel.text = viewData.formattedPrice.padded(toWidth: Self.priceWidth, alignment: .trailing)
    }

    /// The width prices are right-aligned in: `€999.99` and a space before it.
    static let priceWidth = 8
}
