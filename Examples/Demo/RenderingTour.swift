import CommandLineSupport
import TextRendering

/// The screen `viewdata-demo tour` prints: what TextRendering does,
/// drawn with TextRendering alone.
struct RenderingTour {
    var width: Int
    var profile: WidthProfile = .standard

    static let paragraph = """
        ViewDataKit renders views as terminal text that lines up in every script: \
        日本語のテキストは文字の間で折り返され、「括弧」や句読点。は行頭に来ません。 \
        한국어는 음절 사이에서도 줄을 바꿀 수 있습니다. Emoji sequences such as 👩‍🔬, 👍🏽 and 🇯🇵 \
        take two cells, e\u{301} and a\u{308} take one, and nothing from data can move the cursor.
        """

    static let truncationSample = "Presentation code driven by data and proven by text"

    static let scripts: [(script: String, sample: String)] = [
        ("Latin", "café crème"),
        ("Combining", "e\u{301}a\u{308}o\u{302}"),
        ("CJK", "中文字符"),
        ("Kana", "カタカナ"),
        ("Hangul", "한국어"),
        ("Emoji", "👩‍🔬👍🏽🇯🇵❤️"),
        ("Keycap", "#️⃣1️⃣"),
    ]

    static let hostileSample = "\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}"

    /// Draws the tour; as tall as its content.
    func render() -> Canvas {
        var blocks: [Canvas] = []
        blocks.append(banner())
        blocks.append(heading("Wrapping: UAX #14 line breaks, measured by display width"))
        blocks.append(panel(title: "Paragraph at \(width - 4) columns", lines: Self.paragraph.wrapped(toWidth: width - 4, in: profile)))
        blocks.append(heading("Truncation: never splits a grapheme, never wider than asked"))
        blocks.append(truncationRows())
        blocks.append(heading("Alignment: a table of mixed scripts, columns measured in cells"))
        blocks.append(table())
        blocks.append(heading("Safe text: escape sequences from data are shown, not obeyed"))
        blocks.append(safeTextRows())
        return stack(blocks)
    }

    private func banner() -> Canvas {
        let tagline = "Presentation code driven by data, proven by text."
        var canvas = Canvas(width: width, height: 3, profile: profile)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: "ViewDataKit · TextRendering", lineStyle: Style.plain.foreground(.cyan), titleStyle: .bold)
        canvas.draw(tagline.truncated(toWidth: width - 4, in: profile), at: Point(x: 2, y: 1), style: .italic)
        return canvas
    }

    private func heading(_ text: String) -> Canvas {
        var canvas = Canvas(width: width, height: 2, profile: profile)
        canvas.draw(text.truncated(toWidth: width, in: profile), at: Point(x: 0, y: 1), style: .bold)
        return canvas
    }

    private func panel(title: String, lines: [String]) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count + 2, profile: profile)
        canvas.drawBorder(canvas.bounds, style: .single, title: title, lineStyle: .dim)
        for (row, line) in lines.enumerated() {
            canvas.draw(line, at: Point(x: 2, y: row + 1))
        }
        return canvas
    }

    private func truncationRows() -> Canvas {
        let modes: [(String, TruncationMode)] = [("tail", .tail), ("middle", .middle), ("head", .head)]
        let room = max(1, min(36, width - 10))
        var canvas = Canvas(width: width, height: modes.count + 1, profile: profile)
        for (row, (name, mode)) in modes.enumerated() {
            canvas.draw(name, at: Point(x: 2, y: row), style: .dim)
            canvas.draw(Self.truncationSample.truncated(toWidth: room, mode: mode, in: profile), at: Point(x: 10, y: row))
        }
        let cjk = "中文字符串的截断".truncated(toWidth: min(room, 9), mode: .tail, ellipsis: "...", in: profile)
        canvas.draw("...", at: Point(x: 2, y: modes.count), style: .dim)
        canvas.draw(cjk, at: Point(x: 10, y: modes.count))
        return canvas
    }

    private func table() -> Canvas {
        let headers = ["Script", "Sample", "Cells", "Graphemes"]
        let rows = Self.scripts.map { entry in
            [entry.script, entry.sample, String(entry.sample.displayWidth(in: profile)), String(entry.sample.count)]
        }
        let alignments: [TextAlignment] = [.leading, .leading, .trailing, .trailing]
        var widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map { $0.displayWidth(in: profile) }.max() ?? 0
        }
        // Columns, one space of padding each side, and a border between and around them.
        let available = width - (3 * headers.count + 1)
        while widths.reduce(0, +) > available, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1 {
            widths[widest] -= 1
        }
        let border = BorderStyle.single.resolved(for: profile)
        func rule(_ left: Character, _ joint: Character, _ right: Character) -> String {
            String(left) + widths.map { String(repeating: String(border.top), count: $0 + 2) }.joined(separator: String(joint)) + String(right)
        }
        func cells(_ values: [String]) -> [String] {
            values.indices.map { column in
                values[column].truncated(toWidth: widths[column], in: profile).padded(toWidth: widths[column], alignment: alignments[column], in: profile)
            }
        }
        var canvas = Canvas(width: width, height: rows.count + 4, profile: profile)
        let lineStyle = Style.dim
        canvas.draw(rule(border.topLeft, border.topTee, border.topRight), at: .zero, style: lineStyle)
        canvas.draw(rule(border.leftTee, border.cross, border.rightTee), at: Point(x: 0, y: 2), style: lineStyle)
        canvas.draw(rule(border.bottomLeft, border.bottomTee, border.bottomRight), at: Point(x: 0, y: rows.count + 3), style: lineStyle)
        for (index, values) in ([headers] + rows).enumerated() {
            let y = index == 0 ? 1 : index + 2
            var x = 0
            canvas.draw(String(border.left), at: Point(x: x, y: y), style: lineStyle)
            for (column, text) in cells(values).enumerated() {
                canvas.draw(text, at: Point(x: x + 2, y: y), style: index == 0 ? .bold : .plain)
                x += widths[column] + 3
                canvas.draw(String(border.right), at: Point(x: x, y: y), style: lineStyle)
            }
        }
        return canvas
    }

    private func safeTextRows() -> Canvas {
        var canvas = Canvas(width: width, height: 2, profile: profile)
        canvas.draw("data", at: Point(x: 2, y: 0), style: .dim)
        canvas.draw(Self.hostileSample.debugDescription.truncated(toWidth: width - 10, in: profile), at: Point(x: 10, y: 0))
        canvas.draw("shown", at: Point(x: 2, y: 1), style: .dim)
        canvas.draw(Self.hostileSample, at: Point(x: 10, y: 1), style: Style.plain.foreground(.yellow))
        return canvas
    }

    /// Puts the blocks under each other.
    private func stack(_ blocks: [Canvas]) -> Canvas {
        var canvas = Canvas(width: width, height: blocks.reduce(0) { $0 + $1.height }, profile: profile)
        var y = 0
        for block in blocks {
            canvas.draw(block, at: Point(x: 0, y: y))
            y += block.height
        }
        return canvas
    }
}
