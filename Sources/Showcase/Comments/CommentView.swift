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
public final class CommentView: View, Configurable {
    /// The commenter's initials, standing in for the avatar image.
    public let avatarLabel = Label()
    /// The commenter.
    public let titleLabel = Label("", style: .bold)
    /// How long ago.
    public let timestampLabel = Label("", style: .dim)
    /// The comment's text.
    public let subtitleLabel = Label.wrapping()
    /// The reply button.
    public let replyButton = Button("", image: Image("reply", altText: "Reply", symbol: "↩"))
    /// The time the timestamp is relative to; set it before configuring.
    public var now = Date(timeIntervalSince1970: 0)

    public required init() {
        super.init()
        avatarLabel.style = Style.bold.foreground(.black).background(.cyan)
        avatarLabel.backgroundStyle = avatarLabel.style
        avatarLabel.padding = EdgeInsets(horizontal: 1)
        let header = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [titleLabel, Label("·", style: .dim), timestampLabel])
        let body = StackView(axis: .vertical, arrangedSubviews: [header, subtitleLabel, replyButton])
        body.alignment = .leading
        let row = StackView(axis: .horizontal, spacing: 1, alignment: .leading, arrangedSubviews: [avatarLabel, body])
        addSubview(row)
    }

    /// Sets the views from `viewData`.
    public func configure(viewData: any CommentViewData) {
        avatarLabel.text = viewData.title.initials
        titleLabel.text = viewData.title
        timestampLabel.text = viewData.timestamp(relativeTo: now)
        subtitleLabel.text = viewData.subtitle
        replyButton.title = viewData.replyText
    }

    /// The lines of the comment's text shown at most; 0 for all of them.
    public var maximumSubtitleLines: Int {
        get { subtitleLabel.numberOfLines }
        set { subtitleLabel.numberOfLines = newValue }
    }
}
