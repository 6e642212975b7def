import TestSupport
import Testing
import TextRendering
@testable import TextUI

/// Random trees of views, rendered at random widths: whatever the content, no line is wider
/// than the width, every box that is drawn is closed, and right borders line up in display
/// columns (the width a terminal gives each grapheme).
@Suite("Invariants of random view trees")
struct InvariantTests {
    static let texts = [
        "Ada", "Presentation code driven by data", "日本語のテキスト", "👩‍🔬👨‍👩‍👧 🇯🇵", "e\u{301}a\u{308}", "مرحبا שלום",
        "\u{1B}[2J\u{202E}evil\u{9B}", "a\tb", "", "x", "中文 ok 👍🏽 done", "line one\nline two",
    ]

    struct Builder {
        var generator: SeededGenerator
        /// Data sources of the tables made (tables hold theirs weakly).
        var sources: [NumberedRows] = []

        mutating func text() -> String {
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in InvariantTests.texts.randomElement(using: &generator)! }
                .joined(separator: " ")
        }

        mutating func leaf() -> View {
            switch Int.random(in: 0..<12, using: &generator) {
            case 9:
                let columns = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    Table.Column(text(), overflow: Bool.random(using: &generator) ? .wrap : .ellipsis)
                }
                let table = DataTable(columns: columns, rows: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    columns.map { _ in StyledText(text()) }
                })
                table.expands = Bool.random(using: &generator)
                return table
            case 10:
                let label = Label((0..<Int.random(in: 1...8, using: &generator)).map { _ in text() }.joined(separator: "\n"))
                label.numberOfLines = 0
                let scroll = ScrollView(content: label, viewportHeight: Int.random(in: 1...4, using: &generator))
                scroll.contentOffset = Int.random(in: 0...5, using: &generator)
                return scroll
            case 11:
                let source = NumberedRows(counts: [Int.random(in: 0...4, using: &generator)], titles: [Bool.random(using: &generator) ? text() : nil])
                sources.append(source)
                let table = TableView()
                table.register(TableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                table.isEditing = Bool.random(using: &generator)
                return table
            case 0, 1, 2:
                let label = Label(text())
                label.numberOfLines = Int.random(in: 0...2, using: &generator)
                label.lineBreakMode = [.byWordWrapping, .byCharWrapping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
                    .randomElement(using: &generator)!
                label.alignment = [.leading, .center, .trailing].randomElement(using: &generator)!
                return label
            case 3: return Button(text())
            case 4: return Switch(text(), isOn: Bool.random(using: &generator))
            case 5: return TextField(placeholder: text(), text: Bool.random(using: &generator) ? text() : "")
            case 6: return ProgressView(progress: Bool.random(using: &generator) ? Double.random(in: 0...1, using: &generator) : nil, title: text())
            case 7: return Divider(caption: Bool.random(using: &generator) ? text() : nil)
            default:
                let image = ImageView(image: Image(text(), altText: text(), aspectRatio: Double.random(in: 0.5...3, using: &generator)))
                image.preferredWidth = Int.random(in: 2...30, using: &generator)
                return image
            }
        }

        mutating func tree(depth: Int) -> View {
            guard depth > 0, Int.random(in: 0..<3, using: &generator) > 0 else { return leaf() }
            let children = (0..<Int.random(in: 1...4, using: &generator)).map { _ in tree(depth: depth - 1) }
            let container: View
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let stack = StackView(
                    axis: Bool.random(using: &generator) ? .horizontal : .vertical, spacing: Int.random(in: 0...2, using: &generator),
                    alignment: [.fill, .leading, .center, .trailing].randomElement(using: &generator)!,
                    distribution: [.fill, .fillEqually, .fillProportionally, .equalSpacing].randomElement(using: &generator)!,
                    arrangedSubviews: children)
                container = stack
            case 1:
                container = PanelView(title: text(), style: [.single, .rounded, .double, .heavy, .ascii].randomElement(using: &generator)!, content: children)
            default:
                container = View()
                for child in children { container.addSubview(child) }
            }
            if Bool.random(using: &generator) { container.border = ViewBorder([.single, .double].randomElement(using: &generator)!, title: text()) }
            container.padding = EdgeInsets(horizontal: Int.random(in: 0...2, using: &generator), vertical: Int.random(in: 0...1, using: &generator))
            return container
        }
    }

    @Test func linesFitBoxesCloseBordersAlign() {
        let seed = propertyTestSeed(default: 5_150)
        var builder = Builder(generator: SeededGenerator(seed: seed))
        var boxesChecked = 0
        for round in 0..<300 {
            let root = builder.tree(depth: 3)
            let width = Int.random(in: 1...100, using: &builder.generator)
            let profile: WidthProfile = Int.random(in: 0..<5, using: &builder.generator) == 0 ? .eastAsian : .standard
            root.widthProfile = profile
            let canvas = root.render(width: width)
            let context = "seed \(seed) round \(round) width \(width) profile \(profile.ambiguous)"
            let lines = canvas.lines
            for (row, line) in lines.enumerated() where line.displayWidth(in: profile) > width {
                Issue.record("\(context): line \(row) is \(line.displayWidth(in: profile)) wide: \(line.debugDescription)")
                return
            }
            if let problem = checkBoxes(root, canvas: canvas, lines: lines, profile: profile, checked: &boxesChecked) {
                Issue.record("\(context): \(problem)\n\(canvas.plainText)")
                return
            }
        }
        // The trees are varied enough that many boxes are drawn whole and checked.
        #expect(boxesChecked > 200, "seed \(seed): only \(boxesChecked) boxes checked")
    }

    /// The first box that is fully visible but not closed, or whose right border is not at its
    /// display column in the text.
    func checkBoxes(_ root: View, canvas: Canvas, lines: [String], profile: WidthProfile, checked: inout Int) -> String? {
        var pending: [(View, Point, Rect)] = [(root, .zero, canvas.bounds)]
        while let (view, origin, clip) = pending.popLast() {
            guard !view.isHidden else { continue }
            let frame = Rect(origin: origin, size: view.frame.size)
            var boxes: [(Rect, BorderStyle)] = []
            if let border = view.border { boxes.append((frame, border.style)) }
            // A data table's box: as wide as its columns, inside the content.
            if let table = view as? DataTable, let style = table.boxStyle, !table.columns.isEmpty {
                let content = view.contentRect
                let widths = table.columnWidths(forWidth: content.width, profile: profile)
                let boxWidth = widths.reduce(0, +) + 3 * widths.count + 1
                let boxHeight = min(content.height, table.contentHeight(forWidth: content.width))
                // A table clipped by a frame set from above (a window) is not closed, nor meant to be.
                if table.contentHeight(forWidth: content.width) > content.height { continue }
                let box = Rect(x: origin.x + content.minX, y: origin.y + content.minY, width: boxWidth, height: boxHeight)
                if boxWidth <= content.width { boxes.append((box, style)) }
            }
            for (frame, borderStyle) in boxes where frame.width >= 2 && frame.height >= 2 && frame.intersection(clip) == frame {
                checked += 1
                let style = borderStyle.resolved(for: profile)
                let corners = [
                    (Point(x: frame.minX, y: frame.minY), style.topLeft), (Point(x: frame.maxX - 1, y: frame.minY), style.topRight),
                    (Point(x: frame.minX, y: frame.maxY - 1), style.bottomLeft), (Point(x: frame.maxX - 1, y: frame.maxY - 1), style.bottomRight),
                ]
                for (point, character) in corners where canvas[point.x, point.y].character != character {
                    return "\(type(of: view)) at \(frame): corner \(point) is \(canvas[point.x, point.y].character), not \(character)"
                }
                for y in (frame.minY + 1)..<(frame.maxY - 1) {
                    // A data table's rules cross its sides with tees.
                    let lefts: Set<Character> = [style.left, style.leftTee]
                    let rights: Set<Character> = [style.right, style.rightTee]
                    if !lefts.contains(canvas[frame.minX, y].character) || !rights.contains(canvas[frame.maxX - 1, y].character) {
                        return "\(type(of: view)) at \(frame): row \(y) is not closed"
                    }
                    // In the text, the right border sits at its display column.
                    var column = 0
                    var found: Character?
                    for character in lines[y] {
                        if column == frame.maxX - 1 { found = character; break }
                        column += character.displayWidth(in: profile)
                        if column > frame.maxX - 1 { break }
                    }
                    if found.map({ !rights.contains($0) }) ?? true {
                        return "\(type(of: view)) at \(frame): row \(y) has \(String(describing: found)) at column \(frame.maxX - 1): \(lines[y].debugDescription)"
                    }
                }
            }
            let content = view.contentRect
            let contentClip = Rect(x: origin.x + content.minX, y: origin.y + content.minY, width: content.width, height: content.height)
                .intersection(clip).intersection(frame)
            for subview in view.subviews {
                pending.append((subview, Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY), contentClip))
            }
        }
        return nil
    }
}
