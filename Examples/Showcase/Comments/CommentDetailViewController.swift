import Foundation
import TextRendering
import TextUI

/// One comment in full: the avatar's picture, the comment, and its replies.
package final class CommentDetailViewController: ViewController {
    /// The comments.
    package let feed: CommentFeed
    /// The comment shown.
    package let commentID: Int
    /// The time the timestamps are relative to.
    package var now: Date { didSet { if now != oldValue { reload() } } }

    private let avatar = ImageView()
    private let commentView = CommentView()
    private let repliesHeader = Label(style: .bold)
    private let replies = StackView(axis: .vertical, spacing: 1)
    private let scrollView = ScrollView()

    /// Creates the screen for comment `commentID` of `feed`.
    package init(feed: CommentFeed, commentID: Int, now: Date) {
        self.feed = feed
        self.commentID = commentID
        self.now = now
        super.init()
        title = "Comment"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        avatar.preferredWidth = 20
        let avatarRow = StackView(axis: .horizontal, arrangedSubviews: [avatar, Spacer()])
        let content = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [avatarRow, commentView, repliesHeader, replies])
        content.padding = EdgeInsets(horizontal: 1)
        scrollView.contentView = content
        view.addSubview(scrollView)
        reload()
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        reload()
        scrollView.becomeFirstResponder()
    }

    private func reload() {
        guard isViewLoaded, let model = feed.comment(withID: commentID) else { return }
        // Everything shown comes through the view data, as in the list.
        let comment: any CommentViewData = model
        avatar.image = comment.avatarURL.map {
            Image($0.lastPathComponent, altText: "Avatar of \(comment.title) (\($0.lastPathComponent))", aspectRatio: 2)
        }
        avatar.superview?.isHidden = comment.avatarURL == nil
        commentView.now = now
        commentView.configure(viewData: comment)
        repliesHeader.text = model.replies.isEmpty ? "No replies yet" : "Replies (\(model.replies.count))"
        for view in replies.arrangedSubviews {
            replies.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        for reply in model.replies {
            let view = CommentView()
            view.now = now
            view.configure(viewData: reply)
            view.replyButton.isHidden = true
            replies.addArrangedSubview(view)
        }
    }

    package override func handle(_ key: Key) -> Bool {
        guard key == .left else { return false }
        navigationController?.pop()
        return true
    }
}
