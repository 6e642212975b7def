import Testing
@testable import InlineSnapshots

@Suite("Inline rewriting refuses what it cannot do safely")
struct InlineRewriterTests {
    private func rewrite(_ source: String, line: Int, column: Int, text: String = "x", offset: Int = 0) throws(InlineEditError) -> String {
        let site = InlineSite(line: line, column: column, trailingClosureOffset: offset)
        let output = try InlineRewriter.rewrite(SwiftSourceText(Array(source.utf8)), [.init(site: site, text: text)], file: "T.swift")
        return String(decoding: output, as: UTF8.self)
    }

    /// The error of rewriting, or `nil` when it succeeds.
    private func failure(_ source: String, line: Int, column: Int, offset: Int = 0) -> InlineEditError? {
        do {
            _ = try rewrite(source, line: line, column: column, offset: offset)
            return nil
        } catch {
            return error
        }
    }

    @Test("A position that is not a call is refused, naming the file, line and column")
    func notACall() {
        let source = "let a = 1\nassertInlineSnapshot(of: a, as: .lines)\n"
        #expect(failure(source, line: 1, column: 5)?.message == "No call starts at T.swift:1:5: 'a' is not followed by arguments or a closure.")
        #expect(failure(source, line: 1, column: 7)?.message
            == "No call starts at T.swift:1:7: the file changed since the test ran, or the position is not a call.")
        #expect(failure(source, line: 9, column: 1)?.code == .callNotFound)
        #expect(failure(source, line: 2, column: 200)?.code == .callNotFound)
        // `#column` points at the parenthesis; the first letter of the callee works too.
        #expect((try? rewrite(source, line: 2, column: 21)) == (try? rewrite(source, line: 2, column: 1)))
    }

    @Test("An unterminated string or a missing brace refuses the edit")
    func unterminated() {
        #expect(failure("assertInlineSnapshot(of: \"a, as: .lines)\n", line: 1, column: 21)?.code == .unterminated)
        #expect(failure("check(a) {\n  x\n", line: 1, column: 6)?.code == .unterminated)
    }

    @Test("A snapshot closure that is not where the offset says is refused")
    func ambiguous() {
        let source = "check(a) { setUp() } other: { 1 }\n"
        #expect(failure(source, line: 1, column: 6, offset: 1)?.message
            == "The call at T.swift:1:6 has a closure labelled 'other' where its snapshot closure 'matches' should be.")
        #expect(failure("check(a)\n", line: 1, column: 6, offset: 1)?.code == .ambiguousClosure)
    }

    @Test("Two snapshots for one call are refused")
    func twoForOneCall() {
        let source = SwiftSourceText(Array("assertInlineSnapshot(of: a, as: .lines)\n".utf8))
        let site = InlineSite(line: 1, column: 21)
        #expect(throws: InlineEditError.self) {
            try InlineRewriter.rewrite(source, [.init(site: site, text: "a"), .init(site: site, text: "b")], file: "T.swift")
        }
    }

    @Test("A closure's expected text is read back from its literal")
    func expectedText() throws {
        let source = SwiftSourceText(Array("f(a) {\n    return #\"\"\"\n    x\\y\n    \"\"\"#\n}\ng(b) { \"\\(b)\" }\nh(c) {}\n".utf8))
        let first = try InlineCall.find(InlineSite(line: 1, column: 2), in: source, file: "T.swift")
        #expect(first.expectedText(in: source) == "x\\y")
        let interpolated = try InlineCall.find(InlineSite(line: 6, column: 2), in: source, file: "T.swift")
        #expect(interpolated.expectedText(in: source) == nil)
        let empty = try InlineCall.find(InlineSite(line: 7, column: 2), in: source, file: "T.swift")
        #expect(empty.expectedText(in: source) == nil)
    }
}
