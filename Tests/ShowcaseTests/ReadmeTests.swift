import Foundation
import Testing

@Suite("README")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `<!-- snapshot: PATH -->` in the README is followed by a text block that is the
    /// reference snapshot at PATH, exactly: the README shows real output.
    @Test func theScreensInTheReadmeAreTheReferenceSnapshots() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- snapshot: ") {
            let path = line.dropFirst("<!-- snapshot: ".count).replacingOccurrences(of: " -->", with: "")
            #expect(lines[index + 1] == "```text", "line \(index + 2) should open a text block for \(path)")
            guard let close = lines[(index + 2)...].firstIndex(of: "```") else {
                Issue.record("the block for \(path) is not closed")
                continue
            }
            let shown = lines[(index + 2)..<close].joined(separator: "\n") + "\n"
            let reference = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(shown == reference, "README line \(index + 1): \(path) has changed; run Scripts/update-readme-screens.py")
            checked += 1
        }
        #expect(checked >= 8)
    }

    /// Every ```swift block after `<!-- compiled: PATH -->` in the README is in the test file
    /// at PATH, line for line (indentation aside): the README's examples compile and run as
    /// tests, so they cannot go stale.
    @Test func theExamplesInTheReadmeAreCompiledTests() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        func trimmed(_ lines: some Sequence<Substring>) -> [String] {
            lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- compiled: ") {
            let path = line.dropFirst("<!-- compiled: ".count).replacingOccurrences(of: " -->", with: "")
            #expect(lines[index + 1] == "```swift", "line \(index + 2) should open a swift block for \(path)")
            guard let close = lines[(index + 2)...].firstIndex(of: "```") else {
                Issue.record("the block after line \(index + 1) is not closed")
                continue
            }
            let example = trimmed(lines[(index + 2)..<close])
            let source = trimmed(try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8).split(separator: "\n"))
            let found = source.indices.contains { start in
                start + example.count <= source.count && Array(source[start..<start + example.count]) == example
            }
            #expect(found, "README line \(index + 1): the example is not in \(path) as written")
            checked += 1
        }
        #expect(checked >= 8)
    }

    /// Every `<!-- file: PATH -->` in the README is followed by a fenced block that is the file
    /// at PATH, exactly: the "first screen" walkthrough is a package in this repository, which
    /// `Scripts/first-screen-e2e.sh` builds and tests.
    @Test func theFilesInTheReadmeAreTheRepositorysFiles() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var checked: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- file: ") {
            let path = line.dropFirst("<!-- file: ".count).replacingOccurrences(of: " -->", with: "")
            #expect(lines[index + 1].hasPrefix("```"), "line \(index + 2) should open a block for \(path)")
            guard let close = lines[(index + 2)...].firstIndex(of: "```") else {
                Issue.record("the block for \(path) is not closed")
                continue
            }
            let shown = lines[(index + 2)..<close].joined(separator: "\n") + "\n"
            let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(shown == file, "README line \(index + 1): the block differs from \(path)")
            checked.append(path)
        }
        #expect(checked == [
            "Examples/FirstScreen/Package.swift",
            "Examples/FirstScreen/Sources/Greeting/InboxHeader.swift",
            "Examples/FirstScreen/Tests/GreetingTests/InboxHeaderTests.swift",
            "Examples/FirstScreen/Snapshots/InboxHeaderTests/inboxHeader.1.txt",
            "Examples/FirstScreen/Snapshots/InboxHeaderTests/inboxHeader.2.txt",
            "Examples/FirstScreen/Sources/Greeting/Episodes.swift",
            "Examples/FirstScreen/Tests/GreetingTests/EpisodesTests.swift",
            "Examples/FirstScreen/Snapshots/EpisodesTests/episodeWithANote.1.txt",
            "Examples/FirstScreen/Tests/GreetingTests/InboxHeaderInlineTests.swift",
        ])
    }
}
