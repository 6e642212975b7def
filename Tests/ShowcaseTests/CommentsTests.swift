import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Comments (ViewData)")
struct CommentsTests {
    let now = Showcase.referenceDate

    @Test func aCommentIsItsOwnViewData() {
        let comment = Comment(
            id: 1, text: "Hello", commenter: "Ada Lovelace", createdAt: now - 125,
            avatarURL: URL(string: "https://example.com/ada.png"))
        let viewData: any CommentViewData = comment
        #expect(viewData.title == "Ada Lovelace")
        #expect(viewData.subtitle == "Hello")
        #expect(viewData.replyText == "Reply")
        #expect(viewData.avatarURL?.lastPathComponent == "ada.png")
        #expect(viewData.timestamp(relativeTo: now) == "2 min ago")
    }

    @Test func replyTextCountsReplies() {
        var comment = Comment(id: 1, text: "Hi", commenter: "A", createdAt: now)
        comment.replies = [Comment(id: 2, text: "Yes", commenter: "B", createdAt: now)]
        #expect(comment.replyText == "Reply · 1 reply")
        comment.replies.append(Comment(id: 3, text: "No", commenter: "C", createdAt: now))
        #expect(comment.replyText == "Reply · 2 replies")
    }

    static let relativeTimeCases: [(Double, String)] = [
        (0, "just now"), (59, "just now"), (60, "1 min ago"), (3_599, "59 min ago"), (3_600, "1 h ago"),
        (86_399, "23 h ago"), (86_400, "yesterday"), (2 * 86_400, "2 days ago"), (40 * 86_400, "2 Feb 2026"), (-30, "just now"),
    ]

    @Test(arguments: relativeTimeCases)
    func relativeTimes(secondsAgo: Double, text: String) {
        #expect(RelativeTime.text(for: now - secondsAgo, relativeTo: now) == text)
    }

    @Test func initialsComeFromTheFirstTwoWords() {
        #expect("Ada Lovelace".initials == "AL")
        #expect("山田 花子".initials == "山花")
        #expect("grace".initials == "G")
        #expect("  ".initials == "?")
        #expect("\u{1B}[31m Eve".initials == "E")
    }

    @Test func theViewConfiguresItselfFromTheViewData() {
        let view = CommentView()
        view.now = now
        view.configure(viewData: Comment(id: 1, text: "Short and sweet.", commenter: "Ada Lovelace", createdAt: now - 3_600))
        #expect(view.render(width: 40).plainText == """
             AL  Ada Lovelace · 1 h ago
                 Short and sweet.
                 [ ↩ Reply ]
            """)
    }

    @Test func replyingAddsToTheFeedAndRefusesEmptyText() throws {
        let feed = CommentFeed(comments: Comment.samples(now: now))
        try feed.reply(to: 2, text: "  とても良い  ", author: "You", at: now)
        #expect(feed.comment(withID: 2)?.replies.map(\.text) == ["とても良い"])
        #expect(throws: ReplyError("A reply needs some text.")) { try feed.reply(to: 2, text: " \n ", author: "You", at: now) }
        #expect(throws: ReplyError("Comment 99 is gone.")) { try feed.reply(to: 99, text: "Hi", author: "You", at: now) }
        let long = String(repeating: "x", count: 281)
        #expect(throws: ReplyError("A reply can be at most 280 characters; this one has 281.")) {
            try feed.reply(to: 2, text: long, author: "You", at: now)
        }
        // Replies get identifiers no other comment has.
        try feed.reply(to: 1, text: "Again", author: "You", at: now)
        let ids = feed.comments.flatMap { [$0.id] + $0.replies.map(\.id) }
        #expect(Set(ids).count == ids.count)
    }

    @Test func timestampsFollowTheAppsClockTheMomentTheyChange() throws {
        let app = CommentsApp(now: now)
        #expect(app.screen(size: Size(width: 80, height: 24)).plainText.contains("Grace Hopper · just now"))
        // Grace posted 30 seconds before `now`: "1 min ago" is true 30 seconds later, not before.
        #expect(!app.advanceTime(to: now + 29))
        #expect(app.advanceTime(to: now + 30))
        #expect(app.screen(size: Size(width: 80, height: 24)).plainText.contains("Grace Hopper · 1 min ago"))
        #expect(!app.advanceTime(to: now + 31))
    }

    @Test func theAvatarBadgeIsFourCellsAndShowsWhetherThereIsAPicture() {
        let view = CommentView()
        view.now = now
        view.configure(viewData: Comment(id: 1, text: "x", commenter: "山田 花子", createdAt: now, avatarURL: URL(string: "https://example.com/a.png")))
        let withPicture = view.render(width: 30)
        #expect(withPicture.plainText.hasPrefix("山花 山田 花子"))
        #expect(withPicture[0, 0].style.background == .cyan)
        view.configure(viewData: Comment(id: 2, text: "x", commenter: "Eve", createdAt: now))
        let without = view.render(width: 30)
        #expect(without.plainText.hasPrefix(" E   Eve"))
        #expect(without[0, 0].style.background == .white)
    }

    @Test func anEmptyFeedSaysSo() throws {
        let app = CommentsApp(now: now)
        let empty = CommentsViewController(feed: CommentFeed(comments: []), now: now)
        let window = Window(rootViewController: NavigationController(rootViewController: empty), size: Size(width: 30, height: 5))
        #expect(window.render().plainText.contains("No comments yet."))
        #expect(!app.screen(size: Size(width: 30, height: 5)).plainText.contains("No comments yet."))
    }

    @Test func previews() {
        for preview in CommentsPreviews.previews {
            for width in Set([40, 80, preview.width]).sorted() {
                let canvas = preview.render(width: width)
                #expect(canvas.width == width)
                #expect(canvas.lines.allSatisfy { $0.displayWidth <= width })
                assertSnapshot(of: canvas, as: .text(width: width), named: "\(preview.name) \(width)")
            }
        }
    }

    @Test func hostileTextStaysInItsCell() {
        let app = CommentsApp(now: now)
        let screen = app.screen(size: Size(width: 80, height: 40))
        #expect(!screen.ansiText.contains("\u{1B}[2J"))
        #expect(!screen.plainText.contains("\u{202E}"))
        #expect(screen.plainText.contains("␛[2J"))
    }

    @Test func quitOnlyWhenNotTyping() throws {
        let app = CommentsApp(now: now)
        try screen(of: app, after: "rq")
        #expect(!app.isFinished)
        try screen(of: app, after: "⎋q")
        #expect(app.isFinished)
    }

    @Test(arguments: [40, 80])
    func walkthrough(width: Int) throws {
        try assertWalkthrough(CommentsApp.self, width: width)
    }
}
