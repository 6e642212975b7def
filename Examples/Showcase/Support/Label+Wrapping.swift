import TextRendering
import TextUI

extension Label {
    /// A label that wraps words over as many lines as it needs.
    static func wrapping(_ text: String = "", style: Style = .plain) -> Label {
        let label = Label(text, style: style)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        return label
    }
}
