import TextRendering
import TextUI

/// A row of the books app's lists: a bold title over a dimmed subtitle of up to two lines.
/// Configured from the two strings a view model gives for the row.
///
/// ```
/// ノルウェイの森, by 村上 春樹
/// Available now for €12.50
/// ```
package final class TitledRowView: View, Configurable {
    /// The first line.
    package let titleLabel = Label(style: .bold)
    /// The lines under it.
    package let subtitleLabel = Label(style: .dim, numberOfLines: 0)

    package required init() {
        super.init()
        subtitleLabel.numberOfLines = 2
        addSubview(titleLabel)
        addSubview(subtitleLabel)
    }

    /// Shows `viewData.title` and `viewData.subtitle`.
    package func configure(viewData: (title: String, subtitle: String)) {
        titleLabel.text = viewData.title
        subtitleLabel.text = viewData.subtitle
    }
}
