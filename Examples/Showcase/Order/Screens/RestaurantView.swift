import TextRendering
import TextUI

/// A restaurant in the list: its name and minimum order on one line, its cuisine and menu
/// size under them.
///
/// ```
/// Ramen Ichiraku 一楽              min. €15.00
/// Japanese · 5 dishes
/// ```
package final class RestaurantView: View, Configurable {
    /// The restaurant's name.
    package let nameLabel = Label(style: .bold)
    /// `min. €15.00`.
    package let minimumLabel = Label()
    /// `Japanese · 5 dishes`.
    package let cuisineLabel = Label(style: .dim)

    package required init() {
        super.init()
        let top = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [nameLabel, Spacer(), minimumLabel])
        addSubview(StackView(axis: .vertical, arrangedSubviews: [top, cuisineLabel]))
    }

    /// Shows `viewData`.
    package func configure(viewData: RestaurantRowViewModel) {
        nameLabel.text = viewData.name
        minimumLabel.text = viewData.formattedMinimumOrderValue
        cuisineLabel.text = "\(viewData.cuisine) · \(viewData.dishes)"
    }
}
