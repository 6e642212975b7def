import TestSupport
import Testing
@testable import TextUI
import TextWidgets

@Suite("Widgets in views")
struct WidgetHostingTests {
    /// A widget shown by a view draws as the widget alone: a random table in a `DataTable` (its
    /// measurements kept between layouts, the data changed between renders), and every other
    /// widget in a `WidgetView`, in both width profiles.
    @Test func aHostedWidgetDrawsAsTheWidgetAlone() {
        let seed = propertyTestSeed(default: 0x40_57ED)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["word", "Zürich", "中文", "👩‍🔬", "e\u{301}", "\n", "\u{1B}[2J", "supercalifragilistic", "…"]
        func text() -> String {
            (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
        }
        for round in 0..<40 {
            let profile = Bool.random(using: &generator) ? WidthProfile.standard : .eastAsian
            let width = Int.random(in: 0...70, using: &generator)
            let context = "seed \(seed) round \(round) at \(width) in \(profile)"
            var table = Table(columns: [Table.Column(text()), Table.Column(text(), alignment: .center, maximumWidth: 12)])
            for _ in 0..<Int.random(in: 0...5, using: &generator) { table.addRow([StyledText(text(), style: .bold), StyledText(text())]) }
            table.expands = Bool.random(using: &generator)
            let view = DataTable(table)
            view.widthProfile = profile
            #expect(view.render(width: width) == table.render(width: width, profile: profile), "\(context)")
            // Changed through the view: laid out again, not drawn from the old measurements.
            view.addRow([StyledText(text()), "中文"])
            view.boxStyle = Bool.random(using: &generator) ? nil : .heavy
            table.addRow(view.rows.last!)
            table.boxStyle = view.boxStyle
            #expect(view.render(width: width) == table.render(width: width, profile: profile), "\(context), changed")

            let widgets: [any Widget] = [
                Tree(text(), children: [Tree.Node(text(), children: [Tree.Node(text())])]), Columns([StyledText(text()), "東京", "Kathmandu"]),
                Rule(text(), alignment: .trailing), Panel(StyledText(text()), title: text()), StyledText(text()),
                ProgressBar(description: text(), completed: 3, total: 7, elapsed: 2), Spinner(text()),
            ]
            for widget in widgets {
                #expect(hosted(widget, profile: profile).render(width: width) == widget.render(width: width, profile: profile), "\(context): \(widget)")
            }
        }
    }

    /// A view of `widget` in `profile`.
    private func hosted(_ widget: some Widget, profile: WidthProfile) -> View {
        let view = WidgetView(widget)
        view.widthProfile = profile
        return view
    }

    @Test func aWidgetViewTakesPartInLayoutAndRedrawsWhenItsContentChanges() {
        let tree = WidgetView(Tree("Sources", children: [Tree.Node("TextUI")]))
        let rule = WidgetView(Rule("中文", alignment: .leading))
        let stack = StackView(axis: .vertical, arrangedSubviews: [rule, tree])
        // A rule's ideal width is its title's and three cells of line each side.
        #expect(rule.contentWidths() == LayoutWidths(minimum: 1, ideal: 10))
        #expect(stack.render(width: 16).plainText == """
            ── 中文 ────────
            Sources
            └── TextUI
            """)
        // A label too long for its row wraps under itself, inside the view's border.
        tree.content?.root.children.append(Tree.Node("TextWidgets", style: .bold))
        tree.border = ViewBorder(.rounded, title: "tree")
        #expect(stack.render(width: 16).plainText == """
            ── 中文 ────────
            ╭─ tree ───────╮
            │Sources       │
            │├── TextUI    │
            │└── TextWidget│
            │    s         │
            ╰──────────────╯
            """)
    }

    /// A widget view made without content (as a generic table cell makes its view) takes no
    /// room and draws nothing until it is given some.
    @Test func aWidgetViewWithoutContentDrawsNothing() {
        let cell = GenericTableCell<WidgetView<ProgressBar>>(reuseIdentifier: "bar")
        #expect(cell.customView.contentWidths() == .zero)
        #expect(cell.customView.render(width: 12).height == 0)
        cell.customView.content = ProgressBar(completed: 1, total: 2)
        #expect(cell.customView.render(width: 12).plainText == "━━━━━━──────")
    }

    /// A divider's caption is a rule's title: the same line, caption and styles.
    @Test func aCaptionedDividerIsARule() {
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let divider = Divider(caption: "Delivery 配達", style: .bold)
            divider.captionAlignment = alignment
            divider.captionStyle = .underline
            divider.lineStyle = .double
            let rule = Rule("Delivery 配達", alignment: alignment, style: .bold, titleStyle: .underline, lineStyle: .double)
            for width in [0, 3, 7, 30] {
                #expect(divider.render(width: width) == rule.render(width: width), "\(alignment) at \(width)")
            }
        }
    }
}
