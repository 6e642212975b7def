import TextConsole
import TextMarkdown
import TextRendering

enum MarkdownBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("markdown/parse", { parse }),
        ("markdown/render", { render }),
    ] }

    /// 10 MB of Markdown parsed and written as HTML, as `cmark` does
    /// (`Scripts/compare-markdown.sh` times both on its own corpus).
    static var parse: BenchmarkCase {
        let text = document(bytes: 10_000_000)
        return BenchmarkCase(
            name: "markdown/parse", inputSize: formatBytes(text.utf8.count), work: Double(text.utf8.count), workUnit: "B",
            body: { Markdown(text).html.utf8.count },
            note: { _ in "parse + HTML; Scripts/compare-markdown.sh compares with cmark (target ≤ 3×)" })
    }

    /// 1 MB of Markdown parsed and printed as plain text at 100 columns, as `Console` prints it.
    static var render: BenchmarkCase {
        let text = document(bytes: 1_000_000)
        let console = Console(capabilities: .plain(width: 100)) { _ in }
        return BenchmarkCase(
            name: "markdown/render", inputSize: formatBytes(text.utf8.count), work: Double(text.utf8.count), workUnit: "B",
            body: { console.text(of: Markdown(text), width: 100).utf8.count },
            note: { _ in "parse + layout + text; Scripts/compare-markdown.sh compares with Rich (target ≥ 50×)" })
    }

    /// About `bytes` bytes of Markdown: headings, prose in many scripts with emphasis, code
    /// and links, nested lists, quotes, tables and fenced Swift and JSON.
    static func document(bytes: Int) -> String {
        var generator = Corpus.Generator(state: 0x3A5D_0C)
        let words = Corpus.mixedWords + Corpus.englishWords + Corpus.englishWords
        func phrase(_ count: Int) -> String {
            (0..<count).map { index in
                let word = words[generator.next(words.count)]
                switch generator.next(24) {
                case 0: return "*\(word)*"
                case 1: return "**\(word)**"
                case 2: return "`\(word)`"
                case 3: return "[\(word)](https://example.com/\(index))"
                default: return word
                }
            }.joined(separator: " ")
        }
        var text = ""
        text.reserveCapacity(bytes + 4_096)
        var section = 0
        while text.utf8.count < bytes {
            section += 1
            text += "## Section \(section): \(phrase(4))\n\n\(phrase(40)).\n\(phrase(30)).\n\n"
            text += "- \(phrase(8))\n- \(phrase(12))\n  1. \(phrase(6))\n  2. \(phrase(6))\n- [x] \(phrase(5))\n\n"
            text += "> \(phrase(25)).\n\n"
            text += "| Name | Value | Note |\n|:--|--:|:-:|\n| \(phrase(2)) | \(section) | \(phrase(3)) |\n| \(phrase(1)) | \(section * 7) | \(phrase(2)) |\n\n"
            text += "```swift\nstruct Item\(section): Sendable { let name = \"\(phrase(2))\"; var count = \(section) } // \(phrase(3))\n```\n\n"
            text += "```json\n{\"section\": \(section), \"title\": \"\(phrase(2))\", \"done\": true}\n```\n\n"
        }
        return text
    }
}
