import Greeting
import Testing
import TextSnapshots

@Test func inboxHeader() {
    let header = InboxHeader()
    header.configure(viewData: InboxHeaderViewData(
        name: "Ada", unread: 3,
        lastMessage: "The engine might compose elaborate and scientific pieces of music of any degree of complexity."))
    assertSnapshot(of: header, as: .text(width: 36))
    // What the text does not show: each element's role and state (a disabled button, a focus).
    assertSnapshot(of: header, as: .accessibility(width: 36))
}
