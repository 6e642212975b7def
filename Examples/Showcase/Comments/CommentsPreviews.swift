import Foundation
import TextRendering
import TextUI

/// The comment screens with mock data.
enum CommentsPreviews {
    static var previews: [Preview] {
        let now = Showcase.referenceDate
        return [
            Preview("one comment", group: "Comments") {
                let view = CommentView()
                view.now = now
                view.configure(viewData: Comment.samples(now: now)[0])
                return view
            },
            Preview("list", group: "Comments", height: 22) {
                NavigationController(rootViewController: CommentsViewController(feed: CommentFeed(comments: Comment.samples(now: now)), now: now))
            },
            Preview("replying", group: "Comments", height: 22, prepare: { window in
                window.send(.character("r"))
                window.type("Lovely 👏")
            }) {
                NavigationController(rootViewController: CommentsViewController(feed: CommentFeed(comments: Comment.samples(now: now)), now: now))
            },
            Preview("detail", group: "Comments", height: 22) {
                let feed = CommentFeed(comments: Comment.samples(now: now))
                let navigation = NavigationController(rootViewController: CommentsViewController(feed: feed, now: now))
                navigation.push(CommentDetailViewController(feed: feed, commentID: 1, now: now))
                return navigation
            },
            Preview("no comments", group: "Comments", height: 8) {
                NavigationController(rootViewController: CommentsViewController(feed: CommentFeed(comments: []), now: now))
            },
        ]
    }
}
