import Testing
import TextRendering
import TextUI

// The example in README.md, kept true.

protocol CommentViewData {
    var title: String { get }
    var age: String { get }
    var body: String { get }
}

struct Comment: CommentViewData {
    var author: String
    var text: String
    var minutesAgo: Int

    var title: String { author }
    var age: String { "\(minutesAgo) min ago" }
    var body: String { text }
}

final class CommentView: View, Configurable {
    let titleLabel = Label(style: .bold)
    let ageLabel = Label(style: .dim)
    let bodyLabel = Label(numberOfLines: 0)   // wraps by words; 2 would end the second line in …

    required init() {
        super.init()
        border = ViewBorder(.rounded)
        padding = EdgeInsets(horizontal: 1)
        addSubview(StackView(axis: .horizontal, arrangedSubviews: [titleLabel, Spacer(), ageLabel]))
        addSubview(bodyLabel)
    }

    func configure(viewData: any CommentViewData) {
        titleLabel.text = viewData.title
        ageLabel.text = viewData.age
        bodyLabel.text = viewData.body
    }
}

@Suite("TextUI README example")
struct ReadmeExampleTests {
    @Test func commentView() {
        let view = CommentView()
        view.configure(viewData: Comment(author: "Ada 👩‍🔬", text: "Views configure themselves from view data: 日本語も折り返します。", minutesAgo: 3))
        #expect(view.render(width: 36).plainText == """
            ╭──────────────────────────────────╮
            │ Ada 👩‍🔬                 3 min ago │
            │ Views configure themselves from  │
            │ view data: 日本語も折り返しま    │
            │ す。                             │
            ╰──────────────────────────────────╯
            """)
    }
}
