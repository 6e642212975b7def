import Foundation
import Testing
@testable import TextRendering

@Suite("Line breaking conformance (Unicode 15.0 LineBreakTest.txt)")
struct LineBreakConformanceTests {
    /// Lines of LineBreakTest.txt that the breaker is known to get wrong, by line number, each
    /// with the rule that explains it. Empty: every line passes. A line listed here still runs,
    /// but its failure is not counted against the test; any other failing line fails it, and so
    /// does a listed line that passes (the list cannot go stale).
    static let knownFailures: [Int: String] = [:]

    @Test("Every line of LineBreakTest.txt breaks as the file says")
    func lineBreakTest() throws {
        let text = try resourceText("LineBreakTest")
        var checked = 0
        var passed = 0
        var failures: [String] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            guard let testCase = LineBreakTestCase(line) else { continue }
            checked += 1
            let actual = scalarBreakPositions(in: testCase.text)
            if actual == testCase.breaks {
                passed += 1
                if Self.knownFailures[lineNumber] != nil {
                    failures.append("line \(lineNumber) is listed as a known failure but passes: take it off the list")
                }
            } else if Self.knownFailures[lineNumber] == nil {
                failures.append(
                    """
                    line \(lineNumber): \(testCase.source)
                      expected breaks after scalars \(testCase.breaks)
                      actual breaks after scalars   \(actual)
                    """)
            }
        }
        // Each listed line is a test case of the file and names the rule that explains it.
        let testLines = Set(text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { LineBreakTestCase($0.element) != nil }.map { $0.offset + 1 })
        for (line, reason) in Self.knownFailures.sorted(by: { $0.key < $1.key }) {
            if !testLines.contains(line) { failures.append("known failure line \(line) is not a test case of the file") }
            if !reason.contains("LB") { failures.append("known failure line \(line) needs the rule that explains it, got '\(reason)'") }
        }
        print("LineBreakTest.txt: \(passed)/\(checked) lines pass")
        #expect(checked == 7_654)  // "# Lines: 7654" in the file's header
        #expect(Double(passed) >= 0.995 * Double(checked), "only \(passed) of \(checked) lines pass")
        if !failures.isEmpty {
            Issue.record(
                "\(failures.count) unexpected failures; the first ones:\n\(failures.prefix(8).joined(separator: "\n"))")
        }
    }

    /// The breaks `scalarLineBreakOpportunities` finds, as counts of scalars before each.
    private func scalarBreakPositions(in text: String) -> [Int] {
        let scalars = text.unicodeScalars
        return scalarLineBreakOpportunities(in: text[...]).map { scalars.distance(from: scalars.startIndex, to: $0.index) }
    }
}

/// One line of LineBreakTest.txt: `× 0028 × 0030 ÷ 0020 ÷  # comment`.
struct LineBreakTestCase {
    /// The line without its comment.
    var source: Substring
    /// The scalars.
    var text: String
    /// The positions marked `÷`, as counts of scalars before each (never 0: the mark before
    /// the first scalar is the start of text, which is never a break).
    var breaks: [Int]

    /// Parses a line; nil for comments and blank lines.
    init?(_ line: Substring) {
        let source = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
        guard !source.isEmpty else { return nil }
        self.source = source[...]
        text = ""
        breaks = []
        var scalarCount = 0
        for field in source.split(separator: " ") {
            switch field {
            case "÷" where scalarCount > 0:
                breaks.append(scalarCount)
            case "÷", "×":
                continue
            default:
                guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                text.unicodeScalars.append(scalar)
                scalarCount += 1
            }
        }
    }
}
