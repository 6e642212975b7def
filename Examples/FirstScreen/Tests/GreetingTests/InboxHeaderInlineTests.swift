import Greeting
import Testing
import TextSnapshots

@Test func inboxHeaderInline() {
    let header = InboxHeader()
    header.configure(viewData: InboxHeaderViewData(name: "Grace", unread: 1, lastMessage: "Found a moth in relay #70."))
    assertInlineSnapshot(of: header, as: .text(width: 36)) {
        """
        ╭─ Inbox ──────────────────────────╮
        │ Hello, Grace            1 unread │
        │ Found a moth in relay #70.       │
        ╰──────────────────────────────────╯
        """
    }
}
