import Testing
import TextRendering
import TextSnapshots
import TextUI

@Suite("Window snapshots")
struct WindowSnapshotTests {
    /// A screen at its window's own size: a comment pushed onto a navigation stack, with the
    /// blank rows below it that the terminal shows too.
    @Test func commentScreen() {
        let detail = ViewController()
        detail.title = "Comment"
        let comment = CommentView()
        comment.configure(viewData: Comment(author: "Ada", text: "Snapshots of the whole screen.", minutesAgo: 3))
        detail.view.addSubview(comment)
        let navigation = NavigationController(rootViewController: RecordingViewController("Inbox"))
        navigation.push(detail)
        let window = Window(rootViewController: navigation, size: Size(width: 36, height: 8))
        assertSnapshot(of: window, as: .text)
    }
}
