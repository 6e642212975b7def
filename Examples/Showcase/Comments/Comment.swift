import Foundation

/// A comment, as a server sends it: the model the comment screens show without a view model
/// in between.
package struct Comment: Sendable, Hashable, Codable, Identifiable {
    /// The comment's identifier.
    package var id: Int
    /// What the commenter wrote.
    package var text: String
    /// Who wrote it.
    package var commenter: String
    /// When it was posted.
    package var createdAt: Date
    /// Where the commenter's picture is, if they have one.
    package var avatarURL: URL?
    /// Answers to the comment, oldest first.
    package var replies: [Comment]

    /// Creates a comment.
    package init(id: Int, text: String, commenter: String, createdAt: Date, avatarURL: URL? = nil, replies: [Comment] = []) {
        self.id = id
        self.text = text
        self.commenter = commenter
        self.createdAt = createdAt
        self.avatarURL = avatarURL
        self.replies = replies
    }
}

extension Comment {
    /// A thread of comments posted in the hour before `now`, in several scripts, with one
    /// comment that tries to break out of its cell.
    package static func samples(now: Date) -> [Comment] {
        [
            Comment(
                id: 1, text: "The engine might compose elaborate and scientific pieces of music of any degree of complexity.",
                commenter: "Ada Lovelace", createdAt: now - 12 * 60, avatarURL: URL(string: "https://example.com/avatars/ada.png"),
                replies: [
                    Comment(id: 11, text: "Only if someone writes the program.", commenter: "Charles Babbage", createdAt: now - 9 * 60),
                ]),
            Comment(
                id: 2, text: "文字の幅が正しければ、表は崩れません。", commenter: "山田 花子", createdAt: now - 3 * 3_600,
                avatarURL: URL(string: "https://example.com/avatars/hanako.png")),
            Comment(
                id: 3, text: "Shipped it 🚀👩‍💻 — snapshots green on Linux 🐧", commenter: "Grace Hopper", createdAt: now - 30,
                avatarURL: nil),
            Comment(
                id: 4, text: "\u{1B}[2J\u{1B}]0;pwned\u{07}Nice try \u{202E}txt.exe", commenter: "Mallory \u{1B}[31m",
                createdAt: now - 2 * 86_400),
        ]
    }
}
