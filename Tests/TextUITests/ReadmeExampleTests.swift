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

@Suite("Console README example")
struct ConsoleReadmeExampleTests {
    struct Episode {
        var title: String
        var length: String
    }

    /// The README's three-line table, built from runtime strings as a new user writes it.
    @Test func aTableFromYourOwnData() {
        let episodes = [Episode(title: "Pilot", length: "48 min"), Episode(title: "東京の夜", length: "62 min")]
        let table = DataTable(columns: ["#", "Episode", "Length"])
        for (number, episode) in episodes.enumerated() { table.addRow(["\(number + 1)", episode.title, episode.length]) }
        #expect(table.render(width: 60).plainText == """
            ╭───┬──────────┬────────╮
            │ # │ Episode  │ Length │
            ├───┼──────────┼────────┤
            │ 1 │ Pilot    │ 48 min │
            │ 2 │ 東京の夜 │ 62 min │
            ╰───┴──────────┴────────╯
            """)
    }
}
