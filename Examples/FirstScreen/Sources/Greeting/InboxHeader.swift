import TextUI

/// What the inbox header shows: primitives only, so tests can make any of them.
public struct InboxHeaderViewData {
    public var name: String
    public var unread: Int
    public var lastMessage: String

    public init(name: String, unread: Int, lastMessage: String) {
        self.name = name
        self.unread = unread
        self.lastMessage = lastMessage
    }
}

/// A card with a greeting, the unread count and the last message, wrapped over two lines.
public final class InboxHeader: View, Configurable {
    private let greeting = Label(style: .bold)
    private let unread = Label(style: .dim)
    private let lastMessage = Label(numberOfLines: 2)

    public required init() {
        super.init()
        border = ViewBorder(.rounded, title: "Inbox")
        padding = EdgeInsets(horizontal: 1)
        addSubview(StackView(axis: .horizontal, arrangedSubviews: [greeting, Spacer(), unread]))
        addSubview(lastMessage)
    }

    public func configure(viewData: InboxHeaderViewData) {
        greeting.text = "Hello, \(viewData.name)"
        unread.text = viewData.unread == 1 ? "1 unread" : "\(viewData.unread) unread"
        lastMessage.text = viewData.lastMessage
    }
}
