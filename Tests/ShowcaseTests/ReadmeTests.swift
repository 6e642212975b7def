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
