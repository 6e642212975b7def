import Foundation
import TextRendering
import TextUI

/// A comment: the commenter's initials for an avatar, their name and how long ago they wrote,
/// the text, and a reply button; configured from any `CommentViewData`.
///
/// ```
/// AL  Ada Lovelace · 12 min ago
///     The engine might compose elaborate and
///     scientific pieces of music …
///     [ ↩ Reply · 1 reply ]
/// ```
package final class CommentView: View, Configurable {
    /// The commenter's initials on a badge, standing in for the avatar image.
    package let avatarLabel = Label()
    /// The commenter.
    package let titleLabel = Label(style: .bold)
    /// How long ago.
    package let timestampLabel = Label(style: .dim)
    /// The comment's text.
    package let subtitleLabel = Label(numberOfLines: 0)
    /// The reply button.
    package let replyButton = Button(image: Image("reply", altText: "Reply", symbol: "↩"))
    /// The time the timestamp is relative to (the app's clock); set it before configuring, as
    /// table cells are made by the table and cannot take it in their initializer.
    package var now = Date(timeIntervalSince1970: 0)

    package required init() {
        super.init()
        avatarLabel.alignment = .center
        let header = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [titleLabel, Label("·", style: .dim), timestampLabel])
        let body = StackView(axis: .vertical, arrangedSubviews: [header, subtitleLabel, replyButton])
        body.alignment = .leading
        let row = StackView(axis: .horizontal, spacing: 1, alignment: .leading, arrangedSubviews: [avatarLabel, body])
        addSubview(row)
    }

    /// Sets the views from `viewData`.
    package func configure(viewData: any CommentViewData) {
        // The avatar's picture stands as the initials on a coloured badge; without a picture,
        // on a grey one. Four cells wide whatever the initials, so the text lines up.
        avatarLabel.text = viewData.title.initials.padded(toWidth: Self.avatarWidth, alignment: .center)
        avatarLabel.style = Style.bold.foreground(.black).background(viewData.avatarURL == nil ? .white : .cyan)
        avatarLabel.backgroundStyle = avatarLabel.style
        titleLabel.text = viewData.title
        timestampLabel.text = viewData.timestamp(relativeTo: now)
        subtitleLabel.text = viewData.subtitle
        replyButton.title = viewData.replyText
    }

    /// The width of the avatar badge.
    static let avatarWidth = 4

    /// The lines of the comment's text shown at most; 0 for all of them.
    package var maximumSubtitleLines: Int {
        get { subtitleLabel.numberOfLines }
        set { subtitleLabel.numberOfLines = newValue }
    }
}
