import TextRendering
import TextUI

/// The layout the books app's forms share: a caption column, then the control.
enum BookForm {
    /// The columns of the caption column, the gap after it included.
    static let captionWidth = 7

    /// A row of a form: `caption` padded to the caption column, then `control` taking the rest
    /// of the width. Without a caption the control lines up with the others.
    static func row(_ caption: String?, _ control: View) -> StackView {
        // A blank label, not a `Spacer(length:)`: a fixed spacer is as tall as it is wide.
        let leading = Label((caption ?? "").padded(toWidth: captionWidth))
        return StackView(axis: .horizontal, arrangedSubviews: [leading, control])
    }

    /// The style of a message that something went wrong.
    static let errorStyle = Style.plain.foreground(.red)
    /// The style of a message that something worked.
    static let successStyle = Style.plain.foreground(.green)
}
