import TextRendering
import TextUI

/// A restaurant in the list: its name and minimum order on one line, its cuisine and menu
/// size under them.
///
/// ```
/// Ramen Ichiraku 一楽              min. €15.00
/// Japanese · 5 dishes
/// ```
public final class RestaurantView: View, Configurable {
    /// The restaurant's name.
    public let nameLabel = Label("", style: .bold)
    /// `min. €15.00`.
    public let minimumLabel = Label()
    /// `Japanese · 5 dishes`.
    public let cuisineLabel = Label("", style: .dim)

    public required init() {
        super.init()
        let top = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [nameLabel, Spacer(), minimumLabel])
        addSubview(StackView(axis: .vertical, arrangedSubviews: [top, cuisineLabel]))
    }

    /// Shows `viewData`.
    public func configure(viewData: RestaurantRowViewModel) {
        nameLabel.text = viewData.name
        minimumLabel.text = viewData.formattedMinimumOrderValue
        cuisineLabel.text = "\(viewData.cuisine) · \(viewData.dishes)"
    }
}
