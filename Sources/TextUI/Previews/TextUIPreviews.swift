import Foundation
import TextRendering

/// Previews of every view and controller in TextUI, with text in many scripts and text that
/// tries to break out of its cells.
package enum TextUIPreviews: PreviewProvider {
    /// Sample texts: what layouts must get right.
    package enum Sample {
        /// Latin prose.
        package static let latin = "Presentation code driven by data, proven by text."
        /// Japanese, which wraps between characters.
        package static let cjk = "日本語のテキストは文字の間で折り返されます。"
        /// Emoji ZWJ sequences, a flag and a modifier sequence.
        package static let emoji = "Team 👩‍🔬👨‍👩‍👧 ships 🇯🇵 👍🏽"
        /// Letters with combining marks.
        package static let combining = "Cafe\u{301} cre\u{300}me, n\u{303}andu\u{301}"
        /// Arabic and Hebrew.
        package static let rightToLeft = "مرحبا بالعالم — שלום עולם"
        /// Escape sequences (clear screen, an OSC 8 link) and a bidi override.
        package static let hostile = "\u{1B}[2J\u{1B}]8;;http://evil\u{07}click\u{1B}]8;;\u{07} \u{202E}gnp.exe"
        /// Runs of styles over mixed scripts: bold, a colour, italic emoji, a link, and hostile
        /// text in a run of its own.
        package static var styled: StyledText {
            let docs = try? Hyperlink("https://example.com/docs")
            return """
                \("Ann", style: .bold) replied to \("日本語のスレッド", style: Style.plain.foreground(.cyan)): \
                \("👩‍🔬 great", style: .italic) Cafe\u{301} \("docs", style: Style.underline.link(docs)) \
                \(hostile, style: .dim) \("end", style: .strikethrough)
                """
        }
        /// Every sample, named.
        package static let all: [(name: String, text: String)] = [
            ("Latin", latin), ("CJK", cjk), ("emoji", emoji), ("combining marks", combining),
            ("right-to-left", rightToLeft), ("hostile", hostile),
        ]
    }

    /// Every preview of the module.
    package static var previews: [Preview] {
        labels + controls + containers + tables + controllers + consoleWidgets
    }

    // MARK: - Labels

    static var labels: [Preview] {
        var previews = Sample.all.map { sample in
            Preview("\(sample.name) text", group: "Label") {
                let label = Label(sample.text)
                label.numberOfLines = 0
                label.lineBreakMode = .byWordWrapping
                return label
            }
        }
        previews.append(Preview("line break modes", group: "Label") {
            let modes: [(String, LineBreakMode)] = [
                ("word", .byWordWrapping), ("char", .byCharWrapping), ("head", .byTruncatingHead),
                ("middle", .byTruncatingMiddle), ("tail", .byTruncatingTail),
            ]
            return StackView(axis: .vertical, spacing: 1, arrangedSubviews: modes.map { name, mode in
                let label = Label("\(name): \(Sample.latin) \(Sample.cjk)")
                label.lineBreakMode = mode
                label.numberOfLines = mode.truncation == nil ? 0 : 1
                return label
            })
        })
        previews.append(Preview("attributed text", group: "Label") {
            let modes: [(String, LineBreakMode, Int)] = [
                ("word", .byWordWrapping, 0), ("char", .byCharWrapping, 0), ("head", .byTruncatingHead, 1),
                ("middle", .byTruncatingMiddle, 1), ("tail", .byTruncatingTail, 1), ("two lines", .byTruncatingTail, 2),
            ]
            return StackView(axis: .vertical, spacing: 1, arrangedSubviews: modes.map { name, mode, lines in
                let label = Label(style: Style.plain.foreground(.yellow))
                label.attributedText = "\(name, style: .inverse) " + Sample.styled
                label.lineBreakMode = mode
                label.numberOfLines = lines
                return label
            })
        })
        previews.append(Preview("two lines, aligned", group: "Label") {
            StackView(axis: .vertical, arrangedSubviews: [TextAlignment.leading, .center, .trailing].map { alignment in
                let label = Label(Sample.latin + " " + Sample.emoji, style: .bold)
                label.numberOfLines = 2
                label.lineBreakMode = .byWordWrapping
                label.alignment = alignment
                return label
            })
        })
        return previews
    }

    // MARK: - Controls

    static var controls: [Preview] {
        [
            Preview("states", group: "Button") {
                let disabled = Button("Delete 🗑")
                disabled.isEnabled = false
                return StackView(axis: .horizontal, spacing: 1, alignment: .leading, arrangedSubviews: [
                    Button("Reply"), Button("Share", image: Image("share", symbol: "↗")), disabled,
                    Button(Sample.hostile),
                ])
            },
            Preview("focused", group: "Button", height: 3, prepare: { window in window.send(.tab) }) {
                StackView(axis: .horizontal, spacing: 2, alignment: .leading, arrangedSubviews: [Button("Pay"), Button("Cancel")])
            },
            Preview("box and inline", group: "ImageView") {
                let box = ImageView(image: Image("avatar.png", altText: "Ada, smiling, in front of a whiteboard", aspectRatio: 1.5))
                box.preferredWidth = 24
                let small = ImageView(image: Image("icon.png"))
                small.preferredWidth = 4
                let row = StackView(axis: .horizontal, spacing: 2, alignment: .leading, arrangedSubviews: [box, small])
                return row
            },
            Preview("field, switch, progress", group: "Controls") {
                StackView(axis: .vertical, spacing: 1, arrangedSubviews: [
                    TextField(placeholder: "Search time zones"),
                    TextField(placeholder: "Name", text: "Zürich 中文 👩‍🔬"),
                    Switch("Notifications", isOn: true),
                    Switch(Sample.rightToLeft),
                    ProgressView(progress: 0.35, title: "Uploading"),
                    ProgressView(progress: nil, title: "Loading accounts"),
                ])
            },
            Preview("focused field", group: "Controls", height: 3, prepare: { window in
                window.send(.tab)
                window.type("Tōkyō")
            }) {
                TextField(placeholder: "Search")
            },
        ]
    }

    // MARK: - Containers

    /// A bordered box holding one label, for stack previews.
    static func box(_ text: String) -> View {
        let label = Label(text)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let view = View()
        view.border = ViewBorder(.single)
        view.addSubview(label)
        return view
    }

    static var containers: [Preview] {
        let distributions: [(String, StackView.Distribution)] = [
            ("fill", .fill), ("fill equally", .fillEqually), ("fill proportionally", .fillProportionally),
            ("equal spacing", .equalSpacing),
        ]
        var previews = distributions.map { name, distribution in
            Preview("row, \(name)", group: "StackView") {
                StackView(axis: .horizontal, spacing: 1, distribution: distribution, arrangedSubviews: [
                    box("One"), box("中文 two"), box("👩‍🔬 three and more"),
                ])
            }
        }
        previews.append(Preview("column alignments", group: "StackView") {
            StackView(axis: .vertical, arrangedSubviews: [StackView.Alignment.leading, .center, .trailing, .fill].map { alignment in
                let row = StackView(axis: .vertical, alignment: alignment, arrangedSubviews: [box("aligned " + Sample.combining)])
                return row
            })
        })
        previews.append(contentsOf: [
            Preview("nested, with title", group: "Panel") {
                PanelView(title: "Order #42 · 注文", content: [
                    Label("2 × Margherita"),
                    Divider(caption: "Delivery"),
                    PanelView(title: Sample.hostile, style: .double, content: [Label(Sample.rightToLeft)]),
                    StackView(axis: .horizontal, arrangedSubviews: [Label("Total"), Spacer(), Label("€ 24.50")]),
                ])
            },
            Preview("scrolled", group: "ScrollView") {
                let text = Label((1...20).map { "Line \($0): \(Sample.all[$0 % Sample.all.count].text)" }.joined(separator: "\n"))
                text.numberOfLines = 0
                let scroll = ScrollView(content: text, viewportHeight: 6)
                scroll.contentOffset = 4
                return scroll
            },
        ])
        return previews
    }

    // MARK: - Tables

    /// A data source of fixed sections for table previews.
    final class SampleTableSource: TableViewDataSource {
        var sections: [(title: String?, rows: [(String, String)])]

        init(sections: [(title: String?, rows: [(String, String)])]) {
            self.sections = sections
        }

        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let (title, detail) = sections[indexPath.section].rows[indexPath.row]
            cell.textLabel.text = title
            cell.detailTextLabel.text = detail
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A table kept alive with its data source (tables hold data sources weakly).
    final class SampleTableView: TableView {
        var source: SampleTableSource?
    }

    static func sampleTable() -> SampleTableView {
        let table = SampleTableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = SampleTableSource(sections: [
            ("Europe", [("Zürich", "UTC+1"), ("Lisboa", "UTC+0")]),
            ("アジア", [("東京", "UTC+9"), ("Kolkata", "UTC+5:30")]),
            (nil, [(Sample.hostile, "?"), (Sample.emoji, "🕐")]),
        ])
        table.source = source
        table.dataSource = source
        return table
    }

    static var tables: [Preview] {
        [
            Preview("sections and selection", group: "TableView") {
                let table = sampleTable()
                table.selectRow(at: IndexPath(row: 1, section: 1))
                return table
            },
            Preview("separators", group: "TableView") {
                let table = sampleTable()
                table.separatorStyle = .singleLine
                table.allowsSelection = false
                return table
            },
            Preview("editing", group: "TableView") {
                let table = sampleTable()
                table.isEditing = true
                return table
            },
            Preview("scrolled to a row", group: "TableView", height: 6, prepare: { window in
                let table = window.rootViewController.view as? TableView
                table?.scrollToRow(at: IndexPath(row: 1, section: 2), at: .bottom)
            }) {
                sampleTable()
            },
            Preview("mixed scripts", group: "DataTable") {
                DataTable(columns: [
                    .init("Script"), .init("Sample"), .init("Cells", alignment: .trailing),
                ], rows: Sample.all.map { name, text in
                    [StyledText(name), StyledText(text), StyledText("\(text.terminalSafe.displayWidth)")]
                }, footer: [StyledText("Total"), "", StyledText("\(Sample.all.reduce(0) { $0 + $1.text.terminalSafe.displayWidth })")])
            },
            Preview("ellipsis and limits, no box", group: "DataTable") {
                let table = DataTable(columns: [
                    .init("Zone", maximumWidth: 12, overflow: .ellipsis),
                    .init("Note"),
                    .init("Offset", alignment: .center, minimumWidth: 8),
                ], rows: [
                    ["America/Argentina/Buenos_Aires", StyledText(Sample.latin), "−3"],
                    ["Asia/Tokyo", StyledText(Sample.cjk), "+9"],
                ])
                table.boxStyle = nil
                table.expands = true
                return table
            },
        ]
    }

    // MARK: - Controllers

    /// A controller showing one label.
    final class TextViewController: ViewController {
        let text: String

        init(title: String, text: String) {
            self.text = text
            super.init()
            self.title = title
        }

        override func viewDidLoad() {
            let label = Label(text)
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            view.padding = EdgeInsets(horizontal: 1)
            view.addSubview(label)
        }
    }

    /// A state of primitives, rendered by `CounterViewController`.
    struct CounterState: Equatable {
        var title: String
        var count: Int
    }

    /// A state-driven controller: it renders a `CounterState` and nothing else.
    final class CounterViewController: StateViewController<CounterState> {
        let label = Label()
        private(set) var renderCount = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
        }

        override func render(state: CounterState) {
            renderCount += 1
            label.text = "\(state.title): \(state.count)"
        }
    }

    static var controllers: [Preview] {
        [
            Preview("pushed detail with bar buttons", group: "NavigationController", height: 8) {
                let navigation = NavigationController(rootViewController: TextViewController(title: "Time zones", text: "Zürich\nTōkyō"))
                let detail = TextViewController(title: "東京 Tōkyō", text: Sample.cjk)
                detail.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit", key: .character("e"))]
                navigation.push(detail)
                return navigation
            },
            Preview("side by side and collapsed", group: "SplitViewController", width: 120, height: 8) {
                let split = SplitViewController(
                    master: NavigationController(rootViewController: TextViewController(title: "Zones", text: "Zürich\n東京\nKolkata")),
                    detail: TextViewController(title: "Zürich", text: Sample.latin))
                split.showDetail(TextViewController(title: "東京", text: Sample.cjk))
                return split
            },
            Preview("modal sheet", group: "Window", height: 10, prepare: { window in
                window.rootViewController.present(TextViewController(title: "Pick a zone", text: Sample.emoji))
            }) {
                TextViewController(title: "Clock", text: String(repeating: Sample.latin + " ", count: 6))
            },
            Preview("state-driven", group: "StateViewController") {
                let controller = CounterViewController(state: CounterState(title: "Reviews", count: 3))
                controller.state.count = 4
                return controller
            },
        ]
    }

    // MARK: - Console widgets

    static var consoleWidgets: [Preview] {
        [
            Preview("scripts, wrapping and hostile labels", group: "Tree") {
                WidgetView(Tree("ViewDataKit", style: .bold, children: [
                    Tree.Node("TextRendering", children: [
                        Tree.Node("Width: " + Sample.cjk),
                        Tree.Node(Sample.emoji),
                    ]),
                    Tree.Node("TextUI", style: .underline, children: [Tree.Node(Sample.combining)]),
                    Tree.Node(Sample.hostile),
                    Tree.Node(Sample.latin + " " + Sample.latin),
                ]))
            },
            Preview("without its root", group: "Tree") {
                var tree = Tree("hidden", children: [Tree.Node("Sydney"), Tree.Node("東京", children: [Tree.Node("渋谷")])])
                tree.showsRoot = false
                return WidgetView(tree)
            },
            Preview("mixed scripts", group: "Columns") {
                WidgetView(Columns([
                    "Sydney", "東京", "Kathmandu", "Zürich", StyledText("London", style: .bold), "🇳🇿 Auckland",
                    "São Paulo", "Cafe\u{301}", "مرحبا", StyledText(Sample.hostile, style: .dim), "👩‍🔬 Lab", "New York",
                ]))
            },
            Preview("an item wider than the width", group: "Columns") {
                WidgetView(Columns(["short", StyledText(Sample.latin + " " + Sample.cjk), "end"]))
            },
            Preview("styled runs", group: "Widgets") {
                var table = Table(columns: [Table.Column("Who", style: .dim), Table.Column("What", alignment: .trailing, overflow: .ellipsis), "Notes"])
                table.addRow(["\("Ann", style: .bold) K.", "\("$12", style: .strikethrough) \("$9", style: .bold)", Sample.styled])
                table.addRow(["東京", StyledText("plain"), "\("中文", style: .underline)字符 \("👍🏽", style: .inverse)"])
                var title: StyledText = "Order \("#42", style: .bold)"
                title.style = .italic
                var panel = Panel(Sample.styled)
                panel.title = title
                return StackView(axis: .vertical, arrangedSubviews: [
                    WidgetView(table),
                    WidgetView(Tree("\("Sources", style: .bold)/", children: [Tree.Node(Sample.styled), Tree.Node("\("done", style: .dim) ✓")])),
                    WidgetView(Columns(["\("a", style: .bold)b", Sample.styled, "\("中", style: .italic)文"])),
                    WidgetView(Rule("Results \("(3)", style: Style.plain.foreground(.green))")),
                    WidgetView(panel),
                ])
            },
            Preview("titles and alignments", group: "Rule") {
                StackView(axis: .vertical, arrangedSubviews: [
                    WidgetView(Rule()),
                    WidgetView(Rule("Results")),
                    WidgetView(Rule("日本語のタイトル", alignment: .leading)),
                    WidgetView(Rule("👩‍🔬 Lab", alignment: .trailing, lineStyle: .double)),
                    WidgetView(Rule(Sample.hostile, lineStyle: .heavy)),
                ])
            },
        ]
    }
}
