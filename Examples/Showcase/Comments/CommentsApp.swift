import Foundation
import TextRendering
import TextUI

/// The ViewData app (after Joe Fabisevich's "Building Better Views"): comments whose model
/// conforms to `CommentViewData`, shown by `CommentView`s in a table, with replies.
package final class CommentsApp: ShowcaseApp {
    package static let name = "comments"
    package static let summary = "ViewData: a Comment model conforms to CommentViewData; CommentView configures itself from it"

    package static let walkthrough: [WalkthroughStep] = [
        WalkthroughStep("The comments: each cell's CommentView configured straight from a Comment", keys: ""),
        WalkthroughStep("The selection moved down", keys: "↓"),
        WalkthroughStep("A comment in full, with its avatar and replies", keys: "↑⏎"),
        WalkthroughStep("Back to the list, writing a reply", keys: "⎋rWhat would it play?"),
        WalkthroughStep("The reply posted: the button counts it", keys: "⏎"),
        WalkthroughStep("An empty reply is refused with a message", keys: "↓r⏎"),
    ]

    package let window: Window
    /// The comments.
    package let feed: CommentFeed
    /// The list.
    package let listViewController: CommentsViewController
    private let navigation: NavigationController
    package private(set) var isFinished = false
    private var now: Date

    package init(now: Date) {
        self.now = now
        feed = CommentFeed(comments: Comment.samples(now: now))
        listViewController = CommentsViewController(feed: feed, now: now)
        navigation = NavigationController(rootViewController: listViewController)
        window = Window(rootViewController: navigation, size: Size(width: 80, height: 23))
    }

    package var statusLine: String {
        if listViewController.replyingTo != nil && navigation.topViewController === listViewController {
            return " ⏎ post · ⎋ cancel"
        }
        if navigation.topViewController is CommentDetailViewController {
            return " ↑↓ scroll · ⎋ back · q quit"
        }
        return " ↑↓ select · ⏎ open · r reply · q quit"
    }

    package func handle(_ key: Key) {
        if window.send(key) { return }
        if key == .character("q") { isFinished = true }
    }

    package func advanceTime(to date: Date) -> Bool {
        // Only when a timestamp on screen would read differently: the rows are not rebuilt on
        // every tick, and "1 min ago" shows the moment it is true.
        let shown = feed.comments.flatMap { [$0] + $0.replies }
        let changed = shown.contains { $0.timestamp(relativeTo: now) != $0.timestamp(relativeTo: date) }
        now = date
        guard changed else { return false }
        listViewController.now = date
        (navigation.topViewController as? CommentDetailViewController)?.now = date
        return true
    }
}
