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
            == "No call starts at T.swift:1:7: '=' is there, not a call (the file changed since the test ran).")
        #expect(failure(source, line: 9, column: 1)?.code == .callNotFound)
        #expect(failure(source, line: 2, column: 200)?.code == .callNotFound)
        // `#column` points at the parenthesis; the first letter of the callee works too.
        #expect((try? rewrite(source, line: 2, column: 21)) == (try? rewrite(source, line: 2, column: 1)))
    }

    @Test("A refusal says why: outside the file, in an interpolation, in a comment, or a file the lexer cannot read")
    func refusalsSayWhy() {
        let source = "let s = \"\\(assertInlineSnapshot(of: a, as: .lines))\"\n// assertInlineSnapshot(of: a, as: .lines)\nf(a)\n"
        #expect(failure(source, line: 1, column: 31)?.message
            == "No call starts at T.swift:1:31: the position is inside a string literal's interpolation (line 1), where inline "
            + "snapshots cannot be written; call the assertion outside the string.")
        #expect(failure(source, line: 2, column: 24)?.message
            == "No call starts at T.swift:2:24: the position is inside a comment (the file changed since the test ran).")
        #expect(failure(source, line: 9, column: 1)?.message == "No call starts at T.swift:9:1: the file has 4 lines (it changed since the test ran).")
        #expect(failure(source, line: 3, column: 40)?.message == "No call starts at T.swift:3:40: line 3 is shorter (the file changed since the test ran).")
        #expect(failure("let s = \"open\nf(a)\n", line: 2, column: 2)?.message
            == "The lexer could not read T.swift:2:2: the string, comment or regex at line 1 has no end, so nothing after it can be found safely.")
        #expect(failure("f(a) {\n  g(]\n}\n", line: 1, column: 2)?.message
            == "A closure of the call at T.swift:1:2 could not be read: its '{' is closed by the ']' at line 2; the lexer could not "
            + "read this file (brackets must pair), so nothing is written.")
        // A bracket of another kind anywhere in the file: the lexer misread it, so nothing is written.
        #expect(failure("f(a)\nlet x = [1)\n", line: 1, column: 2)?.message
            == "The lexer could not read T.swift: the ')' at T.swift:2 does not pair with a bracket of its kind; nothing is written.")
    }

    @Test("A trailing closure on the line after the call is the call's: it is filled, not doubled")
    func closureOnNextLine() throws {
        #expect(try rewrite("check(a)\n{\n}\n", line: 1, column: 6) == "check(a)\n{\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        #expect(try rewrite("check(a)\n\n{ \"old\" } other: {}\n", line: 1, column: 6)
            == "check(a)\n\n{\n    \"\"\"\n    x\n    \"\"\"\n} other: {}\n")
    }

    @Test("A call with trailing closures only is found from its brace, as #column gives it")
    func trailingClosuresOnly() throws {
        #expect(try rewrite("check { 1 }\n", line: 1, column: 7, offset: 1) == "check { 1 } matches: {\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        #expect(try rewrite("check\n{ 1 }\n", line: 2, column: 1, offset: 1) == "check\n{ 1 } matches: {\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        #expect(failure("let a = 1 { 1 }\n", line: 1, column: 11)?.message
            == "No call starts at T.swift:1:11: nothing is called right before the brace (the file changed since the test ran).")
    }

    @Test("Closure arguments that end the parentheses count first, as swift-snapshot-testing counts them")
    func closureArgumentsCount() throws {
        // Offset 1 after one closure argument is the first trailing closure, unlabelled.
        #expect(try rewrite("check(of: { 1 })\n", line: 1, column: 6, offset: 1) == "check(of: { 1 }) {\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        #expect(try rewrite("check({ 1 }, { 2 }) { 3 }\n", line: 1, column: 6, offset: 2) == "check({ 1 }, { 2 }) {\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        // A closure argument before a value does not count.
        #expect(try rewrite("check({ 1 }, 2)\n", line: 1, column: 6) == "check({ 1 }, 2) {\n    \"\"\"\n    x\n    \"\"\"\n}\n")
        // Offset 1 with nothing before it to hold: refused rather than written as a first closure.
        #expect(failure("check(a)\n", line: 1, column: 6, offset: 1)?.message
            == "The call at T.swift:1:6 lacks the closure before its snapshot closure 'matches' (number 2), so it cannot be added.")
    }

    @Test("An unterminated string or a missing brace refuses the edit")
    func unterminated() {
        #expect(failure("assertInlineSnapshot(of: \"a, as: .lines)\n", line: 1, column: 21)?.code == .unterminated)
        #expect(failure("check(a) {\n  x\n", line: 1, column: 6)?.code == .unterminated)
    }

    @Test("A snapshot closure that is not where the offset says is refused")
    func ambiguous() {
        let source = "check(a, other: { 1 })\n"
        #expect(failure(source, line: 1, column: 6, offset: 0)?.message
            == "The call at T.swift:1:6 has a closure labelled 'other' where its snapshot closure 'matches' should be.")
        #expect(failure("check(a)\n", line: 1, column: 6, offset: 1)?.code == .ambiguousClosure)
    }

    @Test("A snapshot closure missing between two trailing closures is inserted before the later one")
    func insertsBetweenClosures() throws {
        // swift-macro-testing's assertMacro without its `fixes:` closure: the site's label is
        // nowhere in the call, and `expansion:` stands at its offset.
        let source = """
            func test() {
              assertMacro {
                "#a"
              } diagnostics: {
                "b"
              } expansion: {
                "c"
              }
            }

            """
        let site = InlineSite(line: 2, column: 15, trailingClosureLabel: "fixes", trailingClosureOffset: 2)
        let output = try InlineRewriter.rewrite(SwiftSourceText(Array(source.utf8)), [.init(site: site, text: "fixed")], file: "T.swift")
        #expect(String(decoding: output, as: UTF8.self) == #"""
            func test() {
              assertMacro {
                "#a"
              } diagnostics: {
                "b"
              } fixes: {
                """
                fixed
                """
              } expansion: {
                "c"
              }
            }

            """#)
        // Two closures missing: each goes where its offset is once the one before it is there,
        // as swift-snapshot-testing adds them one after another (`diagnostics:` and `fixes:`
        // before `expansion:`), and a third after the last.
        let sparse = "assertMacro {\n  \"#a\"\n} expansion: {\n  \"c\"\n}\n"
        let sites = [("fixes", 2), ("diagnostics", 1), ("notes", 4)].map { label, offset in
            InlineRewriter.Replacement(
                site: InlineSite(line: 1, column: 13, trailingClosureLabel: label, trailingClosureOffset: offset), text: label)
        }
        let filled = try InlineRewriter.rewrite(SwiftSourceText(Array(sparse.utf8)), sites, file: "T.swift")
        #expect(String(decoding: filled, as: UTF8.self) == #"""
            assertMacro {
              "#a"
            } diagnostics: {
              """
              diagnostics
              """
            } fixes: {
              """
              fixes
              """
            } expansion: {
              "c"
            } notes: {
              """
              notes
              """
            }

            """#)
        // Where the snapshot's label is in the call already, another is never added.
        let labelled = "check { 1 } fixes: { 2 } expansion: { 3 }\n"
        let existing = InlineSite(line: 1, column: 7, trailingClosureLabel: "fixes", trailingClosureOffset: 2)
        let call = try InlineCall.find(existing, in: SwiftSourceText(Array(labelled.utf8)), file: "T.swift")
        #expect(call.closure.exists)
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
