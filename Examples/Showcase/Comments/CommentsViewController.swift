import Foundation
import TextRendering
import TextUI

/// The list of comments: a table of `GenericTableCell<CommentView>`, each configured straight
/// from its `Comment`, and a reply field under it.
package final class CommentsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The comments.
    package let feed: CommentFeed
    /// The table.
    package let tableView = TableView()
    /// The reply field, shown while replying.
    package let replyField = TextField(placeholder: "Write a reply, ⏎ to post, ⎋ to cancel")
    private let replyPrompt = Label(style: .bold)
    private let replyError = Label(style: Style.plain.foreground(.red))
    private let composer = StackView()
    private let emptyLabel = Label("No comments yet.", style: .dim, numberOfLines: 0)
    /// The time the timestamps are relative to.
    package var now: Date { didSet { if now != oldValue { tableView.reloadRows(at: tableView.indexPathsForVisibleRows) } } }
    /// The comment being replied to.
    package private(set) var replyingTo: Int?

    static let cellIdentifier = "comment"

    /// Creates the list of `feed`'s comments, timestamps relative to `now`.
    package init(feed: CommentFeed, now: Date) {
        self.feed = feed
        self.now = now
        super.init()
        title = "Comments"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<CommentView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.separatorStyle = .singleLine
        tableView.dataSource = self
        tableView.delegate = self
        if !feed.comments.isEmpty { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
        replyField.onSubmit = { [weak self] _ in self?.postReply() }
        replyField.onChange = { [weak self] _ in self?.replyError.text = "" }
        composer.axis = .vertical
        composer.border = ViewBorder(.rounded, lineStyle: .dim)
        composer.padding = EdgeInsets(horizontal: 1)
        composer.addArrangedSubview(replyPrompt)
        composer.addArrangedSubview(replyField)
        composer.addArrangedSubview(replyError)
        composer.isHidden = true
        replyError.isHidden = true
        emptyLabel.padding = EdgeInsets(horizontal: 1)
        emptyLabel.isHidden = !feed.comments.isEmpty
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
        view.addSubview(composer)
        feed.onChange = { [weak self] in self?.feedDidChange() }
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        if replyingTo == nil { tableView.becomeFirstResponder() } else { replyField.becomeFirstResponder() }
        feed.onChange = { [weak self] in self?.feedDidChange() }
    }

    private func feedDidChange() {
        emptyLabel.isHidden = !feed.comments.isEmpty
        let selected = tableView.selectedIndexPath
        tableView.reloadData()
        tableView.selectRow(at: selected, scrollPosition: .nearest)
    }

    /// The comment the selection is on.
    package var selectedComment: Comment? {
        tableView.selectedIndexPath.flatMap { feed.comments.indices.contains($0.row) ? feed.comments[$0.row] : nil }
    }

    // MARK: - Replying

    /// Opens the reply field for the selected comment.
    package func startReply() {
        guard let comment = selectedComment else { return }
        replyingTo = comment.id
        replyPrompt.text = "Reply to \(comment.commenter)"
        replyField.text = ""
        replyError.text = ""
        replyError.isHidden = true
        composer.isHidden = false
        replyField.becomeFirstResponder()
    }

    /// Closes the reply field without posting.
    package func cancelReply() {
        replyingTo = nil
        composer.isHidden = true
        tableView.becomeFirstResponder()
    }

    private func postReply() {
        guard let id = replyingTo else { return }
        do {
            try feed.reply(to: id, text: replyField.text, author: "You", at: now)
            cancelReply()
        } catch {
            replyError.text = error.message
            replyError.isHidden = false
        }
    }

    package override func handle(_ key: Key) -> Bool {
        if replyingTo != nil {
            if key == .escape { cancelReply(); return true }
            return false
        }
        if key == .character("r") {
            startReply()
            return true
        }
        return false
    }

    // MARK: - Table

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        feed.comments.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard let commentCell = cell as? GenericTableCell<CommentView> else { return cell }
        commentCell.customView.now = now
        commentCell.customView.maximumSubtitleLines = 2
        // The model is the view data.
        commentCell.configure(viewData: feed.comments[indexPath.row])
        return commentCell
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard feed.comments.indices.contains(indexPath.row) else { return }
        let detail = CommentDetailViewController(feed: feed, commentID: feed.comments[indexPath.row].id, now: now)
        navigationController?.push(detail)
    }
}
