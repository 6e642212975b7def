import Foundation

/// What a comment view shows: a slice of a model, in the words the view needs.
///
/// Models conform to it directly (the ViewData pattern), so a table can hand its rows'
/// models to their views without a view model in between:
///
/// ```swift
/// cell.configure(viewData: comments[indexPath.row])   // Comment is a CommentViewData
/// ```
package protocol CommentViewData {
    /// The first line, in bold: who wrote the comment.
    var title: String { get }
    /// The comment itself.
    var subtitle: String { get }
    /// The text of the reply button.
    var replyText: String { get }
    /// Where the commenter's picture is.
    var avatarURL: URL? { get }
    /// How long ago the comment was posted, seen from `now` (the app's clock, so that tests
    /// can fix it).
    func timestamp(relativeTo now: Date) -> String
}

extension Comment: CommentViewData {
    package var title: String { commenter }

    package var subtitle: String { text }

    package var replyText: String {
        switch replies.count {
        case 0: "Reply"
        case 1: "Reply · 1 reply"
        default: "Reply · \(replies.count) replies"
        }
    }

    // `avatarURL` is the model's own property: it conforms as it is.

    package func timestamp(relativeTo now: Date) -> String {
        RelativeTime.text(for: createdAt, relativeTo: now)
    }
}
