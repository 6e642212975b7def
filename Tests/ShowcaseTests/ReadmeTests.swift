import Foundation
import Testing

/// The README and the documentation's articles (`Sources/**/*.docc/*.md`) show real code and
/// real output: every block is tied to a file of the repository that is compiled, run or
/// compared, so that none can go stale.
@Suite("README and articles")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README and every article of every documentation catalog, as paths from the root.
    static let documents: [String] = {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.path
            if path.hasSuffix(".md"), path.contains(".docc/") {
                paths.append(String(path.dropFirst(root.path.count + 1)))
            }
        }
        return paths.sorted()
    }()

    /// Each marked block of every document: the marker's file, the block's lines and where it is.
    struct Block {
        var document: String
        var line: Int
        var path: String
        var fence: Substring
        var lines: [Substring]
    }

    static func blocks(marked marker: String) throws -> [Block] {
        var blocks: [Block] = []
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("<!-- \(marker): ") {
                let path = line.dropFirst("<!-- \(marker): ".count).replacingOccurrences(of: " -->", with: "")
                guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
                      let close = lines[(index + 2)...].firstIndex(of: "```")
                else {
                    Issue.record("\(document) line \(index + 1): the marker for \(path) is not followed by a closed block")
                    continue
                }
                blocks.append(Block(document: document, line: index + 1, path: path, fence: lines[index + 1], lines: Array(lines[(index + 2)..<close])))
            }
        }
        return blocks
    }

    /// Every `<!-- snapshot: PATH -->` is followed by a text block that is the reference
    /// snapshot at PATH, exactly: the documents show real output.
    @Test func theScreensShownAreTheReferenceSnapshots() throws {
        let blocks = try Self.blocks(marked: "snapshot")
        for block in blocks {
            #expect(block.fence == "```text", "\(block.document) line \(block.line + 1) should open a text block for \(block.path)")
            let reference = try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8)
            #expect(block.lines.joined(separator: "\n") + "\n" == reference,
                    "\(block.document) line \(block.line): \(block.path) has changed; run Scripts/update-readme-screens.py")
        }
        #expect(blocks.count >= 15)
    }

    /// `line` without a `//` comment (one outside a string literal), trimmed.
    static func code(_ line: Substring) -> String {
        var quotes = 0
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quotes += 1 }
            if character == "/", previous == "/", quotes % 2 == 0 {
                return String(line[..<line.index(before: index)]).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// Every ```swift block after `<!-- compiled: PATH -->` is in the file at PATH, line for
    /// line (indentation, blank lines and `//` comments aside: an example may leave out the
    /// source's comments and say things of its own), and PATH is compiled: a test, an example
    /// package's source or test, or a source of the package.
    @Test func theExamplesAreCompiledCode() throws {
        func trimmed(_ lines: some Sequence<Substring>) -> [String] {
            lines.map(Self.code).filter { !$0.isEmpty }
        }
        let blocks = try Self.blocks(marked: "compiled")
        for block in blocks {
            #expect(block.fence == "```swift", "\(block.document) line \(block.line + 1) should open a swift block for \(block.path)")
            #expect(block.path.hasSuffix(".swift") && ["Tests/", "Examples/", "Sources/"].contains { block.path.hasPrefix($0) },
                    "\(block.document) line \(block.line): \(block.path) is not a Swift file that is built")
            let example = trimmed(block.lines)
            #expect(!example.isEmpty, "\(block.document) line \(block.line): the example has no code")
            let source = trimmed(try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8).split(separator: "\n"))
            let found = source.indices.contains { start in
                start + example.count <= source.count && Array(source[start..<start + example.count]) == example
            }
            #expect(found, "\(block.document) line \(block.line): the example is not in \(block.path) as written")
        }
        #expect(blocks.count >= 60)
    }

    /// No Swift is shown that nothing compiles: every ```swift block of the README and of
    /// every article follows a `compiled:` or a `file:` marker.
    @Test func everySwiftBlockIsCompiled() throws {
        var unmarked: [String] = []
        for document in Self.documents {
            let lines = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("```swift") {
                let marker = index > 0 ? lines[index - 1] : ""
                if !marker.hasPrefix("<!-- compiled: ") && !marker.hasPrefix("<!-- file: ") {
                    unmarked.append("\(document) line \(index + 1)")
                }
            }
        }
        #expect(unmarked == [], "Swift blocks no file compiles: \(unmarked.joined(separator: ", "))")
    }

    /// Every `<!-- file: PATH -->` is followed by a fenced block that is the file at PATH,
    /// exactly: the "first screen" walkthrough is a package in this repository, which
    /// `Scripts/first-screen-e2e.sh` builds and tests.
    @Test func theFilesShownAreTheRepositorysFiles() throws {
        let blocks = try Self.blocks(marked: "file")
        for block in blocks {
            let file = try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8)
            #expect(block.lines.joined(separator: "\n") + "\n" == file, "\(block.document) line \(block.line): the block differs from \(block.path)")
        }
        #expect(blocks.map(\.path) == [
            // README.md
            "Examples/FirstScreen/Tests/GreetingTests/InboxHeaderTests.swift",
            "Examples/FirstScreen/Snapshots/InboxHeaderTests/inboxHeader.1.txt",
            // TextSnapshots: FirstScreen.md, InlineSnapshotsWithoutSwiftSyntax.md
            "Examples/FirstScreen/Package.swift",
            "Examples/FirstScreen/Sources/Greeting/InboxHeader.swift",
            "Examples/FirstScreen/Tests/GreetingTests/InboxHeaderTests.swift",
            "Examples/FirstScreen/Snapshots/InboxHeaderTests/inboxHeader.1.txt",
            "Examples/FirstScreen/Snapshots/InboxHeaderTests/inboxHeader.2.txt",
            "Examples/FirstScreen/Tests/GreetingTests/InboxHeaderInlineTests.swift",
            // TextUI: YourOwnScreen.md
            "Examples/FirstScreen/Sources/Greeting/Episodes.swift",
            "Examples/FirstScreen/Tests/GreetingTests/EpisodesTests.swift",
            "Examples/FirstScreen/Snapshots/EpisodesTests/episodeWithANote.1.txt",
        ])
    }
}
