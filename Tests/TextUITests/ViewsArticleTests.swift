import Testing
import TextRendering
import TextUI

protocol CommentViewData {
    var title: String { get }
    var age: String { get }
    var body: String { get }
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

// The examples of the article "Views that configure themselves from view data"
// (Sources/TextUI/TextUI.docc/ViewsFromViewData.md): each ```swift block after a
// `<!-- compiled: … -->` line there is in this file line for line (ReadmeTests checks it).

struct Comment: CommentViewData {
    var author: String
    var text: String
    var minutesAgo: Int

    var title: String { author }
    var age: String { "\(minutesAgo) min ago" }
    var body: String { text }
}

@Suite("The views article's examples")
struct ViewsArticleTests {
    @Test func commentView() {
        let comment = Comment(author: "Ada 👩‍🔬", text: "Views configure themselves from view data: 日本語も折り返します。", minutesAgo: 3)
        let view = CommentView()
        view.configure(viewData: comment)
        #expect(view.render(width: 36).plainText == """
            ╭──────────────────────────────────╮
            │ Ada 👩‍🔬                 3 min ago │
            │ Views configure themselves from  │
            │ view data: 日本語も折り返しま    │
            │ す。                             │
            ╰──────────────────────────────────╯
            """)
    }

    @Test func aRowWhoseEndsGiveWay() {
        let meta = Label("Episode 12 · 48 min · 東京")
        let status = Label("Downloaded ✓")
        let row = StackView(axis: .horizontal, arrangedSubviews: [meta, Spacer(minLength: 1), status])
        #expect(row.render(width: 50).plainText == "Episode 12 · 48 min · 東京            Downloaded ✓")
        #expect(row.render(width: 30).plainText == "Episode 12 · 48 … Downloaded ✓")   // equal priorities: the widest first
        status.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(row.render(width: 30).plainText == "Episode 12 · 48 min · 東京 Do…")   // the status gives way first
    }
}
