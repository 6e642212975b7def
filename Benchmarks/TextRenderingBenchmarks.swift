import TextRendering

enum TextRenderingBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("width/ascii", { widthASCII }),
        ("width/mixed", { widthMixed }),
        ("wrap/mixed", { wrapMixed }),
        ("wrap/styled", { wrapStyled }),
        ("canvas/screen", { canvasScreen }),
        ("canvas/restyle", { canvasRestyle }),
        ("canvas/compose-links", { canvasComposeLinks }),
    ] }

    static var widthASCII: BenchmarkCase {
        let text = Corpus.ascii(bytes: 10_000_000)
        let scalars = text.utf8.count
        return BenchmarkCase(
            name: "width/ascii", inputSize: formatBytes(scalars), work: Double(scalars), workUnit: "scalars",
            body: { text.displayWidth },
            note: { seconds in "target ≥ 500 M scalars/s" })
    }

    static var widthMixed: BenchmarkCase {
        let text = Corpus.mixed(bytes: 10_000_000)
        let scalars = text.unicodeScalars.count
        let countSeconds = BenchmarkRunner(filter: nil).median { text.count }.seconds
        return BenchmarkCase(
            name: "width/mixed", inputSize: formatBytes(text.utf8.count), work: Double(scalars), workUnit: "scalars",
            body: { text.displayWidth },
            note: { seconds in
                "String.count \(formatTime(countSeconds)); ratio \(format(seconds / countSeconds, digits: 2))× (target ≤ 2×)"
            })
    }

    /// 1 MB of mixed-script prose wrapped at 80 columns.
    static var wrapMixed: BenchmarkCase {
        let text = Corpus.mixed(bytes: 1_000_000)
        return BenchmarkCase(
            name: "wrap/mixed", inputSize: formatBytes(text.utf8.count), work: Double(text.utf8.count), workUnit: "B",
            body: { text.wrapped(toWidth: 80).count },
            note: { _ in "target ≤ 50 ms" })
    }

    /// `wrap/mixed`'s text with a run of its own (bold, a colour or a link, in turn) every
    /// eight words, wrapped at 80 columns into lines that keep their runs.
    static var wrapStyled: BenchmarkCase {
        let text = Corpus.mixed(bytes: 1_000_000)
        let link = try? Hyperlink("https://example.com/docs")
        let styles = [Style.bold, Style.plain.foreground(.cyan), Style.underline.link(link)]
        var styled = StyledText("")
        var runs = 0
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { styled.append(" ") }
            if index % 8 == 7 {
                styled.append(String(word), style: styles[runs % styles.count])
                runs += 1
            } else {
                styled.append(String(word))
            }
        }
        let plainSeconds = BenchmarkRunner(filter: nil).median { text.wrapped(toWidth: 80).count }.seconds
        return BenchmarkCase(
            name: "wrap/styled", inputSize: formatBytes(text.utf8.count), work: Double(text.utf8.count), workUnit: "B",
            body: { styled.wrapped(toWidth: 80).count },
            note: { seconds in
                "\(runs) runs; wrap/mixed \(formatTime(plainSeconds)); ratio \(format(seconds / plainSeconds, digits: 2))× (target ≤ 1.5×)"
            })
    }

    /// A 200×50 screen: 50 rows of mixed-script text drawn in a few styles, then `plainText`.
    static var canvasScreen: BenchmarkCase {
        let source = Corpus.mixed(bytes: 40_000).split(separator: "\n").joined(separator: " ")
        var rows: [String] = []
        var rest = source[...]
        for _ in 0..<50 {
            let end = rest.index(rest.startIndex, offsetBy: 150, limitedBy: rest.endIndex) ?? rest.endIndex
            rows.append(String(rest[..<end]))
            rest = rest[end...]
        }
        let styles: [Style] = [.plain, .bold, Style.plain.foreground(.cyan), .dim]
        return BenchmarkCase(
            name: "canvas/screen", inputSize: "200×50", work: 1, workUnit: "screens",
            body: {
                var canvas = Canvas(width: 200, height: 50)
                for (y, row) in rows.enumerated() {
                    canvas.draw(row, at: Point(x: 0, y: y), style: styles[y % styles.count])
                }
                return canvas.plainText.utf8.count
            },
            note: { _ in "target ≤ 1 ms" })
    }

    /// A 1000×1000 canvas, every other row a link (one of ten addresses), restyled whole: a
    /// selection highlight over a big canvas, each cell's style read, changed and kept again.
    static var canvasRestyle: BenchmarkCase {
        let canvas = linkedCanvas()
        return BenchmarkCase(
            name: "canvas/restyle", inputSize: "1000×1000", work: 1_000_000, workUnit: "cells",
            body: {
                var copy = canvas
                copy.restyle(copy.bounds) { $0.adding(.inverse) }
                return copy.width
            },
            note: { _ in "half the cells linked" })
    }

    /// The canvas of `canvas/restyle` drawn onto another: a screen composed of canvases, the
    /// links of the one drawn numbered in the other's table.
    static var canvasComposeLinks: BenchmarkCase {
        let canvas = linkedCanvas()
        return BenchmarkCase(
            name: "canvas/compose-links", inputSize: "1000×1000", work: 1_000_000, workUnit: "cells",
            body: {
                var target = Canvas(width: 1_000, height: 1_000)
                target.draw(canvas, at: .zero)
                return target.width
            },
            note: { _ in "half the cells linked" })
    }

    /// 1000×1000 cells of text, every other row linked to one of ten addresses.
    static func linkedCanvas() -> Canvas {
        let links = (0..<10).map { try! Hyperlink("https://example.com/page/\($0)") }
        let line = String(repeating: "link text ", count: 100)
        var canvas = Canvas(width: 1_000, height: 1_000)
        for row in 0..<1_000 {
            canvas.draw(line, at: Point(x: 0, y: row), style: row % 2 == 0 ? Style.underline.link(links[row % 10]) : .plain)
        }
        return canvas
    }
}
