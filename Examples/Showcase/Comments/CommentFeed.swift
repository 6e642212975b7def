import Foundation

/// The comments the screens show, and the one way to add to them: replying.
package final class CommentFeed {
    /// The comments, newest activity first as posted.
    package private(set) var comments: [Comment]
    /// Called after every change.
    package var onChange: (() -> Void)?
    private var nextID: Int

    /// Creates a feed of `comments`.
    package init(comments: [Comment]) {
        self.comments = comments
        nextID = (comments.flatMap { [$0.id] + $0.replies.map(\.id) }.max() ?? 0) + 1
    }

    /// The comment with `id`.
    package func comment(withID id: Int) -> Comment? {
        comments.first { $0.id == id }
    }

    /// Adds a reply by `author` to comment `id`.
    ///
    /// - Throws: `ReplyError` when the text is empty or too long, or the comment is gone.
    package func reply(to id: Int, text: String, author: String, at date: Date) throws(ReplyError) {
        let text = text.trimmingWhitespace()
        guard !text.isEmpty else { throw ReplyError("A reply needs some text.") }
        guard text.count <= 280 else { throw ReplyError("A reply can be at most 280 characters; this one has \(text.count).") }
        guard let index = comments.firstIndex(where: { $0.id == id }) else {
            throw ReplyError("Comment \(id) is gone.")
        }
        comments[index].replies.append(Comment(id: nextID, text: text, commenter: author, createdAt: date))
        nextID += 1
        onChange?()
    }
}

/// A reply that cannot be posted, with a sentence for the user.
package struct ReplyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    package var message: String

    init(_ message: String) { self.message = message }

    package var description: String { message }
}
