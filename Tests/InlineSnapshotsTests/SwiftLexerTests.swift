@testable import InlineSnapshots
import SwiftLexing
import Testing

@Suite("Swift lexer")
struct SwiftLexerTests {
    /// The tokens of `source` as `kind:text` strings, trivia left out unless asked for.
    private func tokens(_ source: String, trivia: Bool = false) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(in: bytes).filter { trivia || !$0.isTrivia }.map { token in
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            let kind: String = switch token.kind {
            case .whitespace: "ws"
            case .newline: "nl"
            case .lineComment: "line-comment"
            case .blockComment: "block-comment"
            case .identifier: "id"
            case .poundKeyword: "pound"
            case .number: "number"
            case .string(let shape): "string\(shape.hashes)\(shape.isMultiline ? "m" : "")\(shape.hasInterpolation ? "i" : "")"
            case .regex: "regex"
            case .operator: "op"
            case .punctuation: "punct"
            case .unterminated: "unterminated"
            }
            return kind + ":" + text
        }
    }

    @Test("Tokens cover the source byte for byte")
    func coverage() {
        let source = "let a = f(x: \"s\\(1)\") // c\r\n/* a /* b */ c */ #if os(Linux)\n\t`default`"
        let bytes = Array(source.utf8)
        let all = SwiftLexer.tokens(in: bytes)
        #expect(all.first?.start == 0)
        #expect(all.last?.end == bytes.count)
        #expect(zip(all, all.dropFirst()).allSatisfy { $0.end == $1.start })
        #expect(tokens(source, trivia: true) == [
            "id:let", "ws: ", "id:a", "ws: ", "op:=", "ws: ", "id:f", "punct:(", "id:x", "punct::", "ws: ",
            #"string0i:"s\(1)""#, "punct:)", "ws: ", "line-comment:// c", "nl:\r\n", "block-comment:/* a /* b */ c */", "ws: ",
            "pound:#if", "ws: ", "id:os", "punct:(", "id:Linux", "punct:)", "nl:\n", "ws:\t", "id:`default`",
        ])
    }

    @Test("String literals of every kind, with quotes, escapes and interpolations inside")
    func strings() {
        #expect(tokens(###"f("a\"b", #"c"d"#, ##"e"#f"##)"###) == [
            "id:f", "punct:(", #"string0:"a\"b""#, "punct:,", ##"string1:#"c"d"#"##, "punct:,", ###"string2:##"e"#f"##"###, "punct:)",
        ])
        // An interpolation holds code: strings, parentheses and comments in it do not end the literal.
        #expect(tokens(#"x = "a\(f(")", /* ) */ "b\("c")"))d""#) == ["id:x", "op:=", #"string0i:"a\(f(")", /* ) */ "b\("c")"))d""#])
        // In a raw literal `\(` is text; `\#(` interpolates.
        #expect(tokens(##"#"\(x)"# + #"\#(x)"#"##) == [##"string1:#"\(x)"#"##, "op:+", ##"string1i:#"\#(x)"#"##])
        let multiline = "s = \"\"\"\n  one \"quoted\" \"\"\n  \\\"\"\"\n  \"\"\"\nnext"
        #expect(tokens(multiline) == ["id:s", "op:=", "string0m:\"\"\"\n  one \"quoted\" \"\"\n  \\\"\"\"\n  \"\"\"", "id:next"])
        #expect(tokens("#\"\"\"\n\"\"\" still\n\"\"\"#") == ["string1m:#\"\"\"\n\"\"\" still\n\"\"\"#"])
    }

    @Test("A one-line raw string may start with quotes: #\"\"\"# is the text \" (the compiler's rule)")
    func rawStringsOfQuotes() {
        // After the `#`s and three quotes, a `"` followed by as many `#`s on the same line
        // makes a one-line string; otherwise `#"""` opens a multi-line one.
        #expect(tokens(##"a(#"""#) b"##) == ["id:a", "punct:(", ##"string1:#"""#"##, "punct:)", "id:b"])
        #expect(tokens(##"x = #""""# + #""""foo""#"##) == ["id:x", "op:=", ##"string1:#""""#"##, "op:+", ##"string1:#""""foo""#"##])
        #expect(tokens(###"##"""#"## y"###) == [###"string2:##"""#"##"###, "id:y"])
        // `"#` after `#"""` on the line makes it one line, whatever comes between.
        #expect(tokens(##"#""" text "# z"##) == [##"string1:#""" text "#"##, "id:z"])
        // Without it, the literal spans lines; and `"""` without `#`s is always multi-line.
        #expect(tokens("#\"\"\"\nq\"\n\"\"\"# w") == ["string1m:#\"\"\"\nq\"\n\"\"\"#", "id:w"])
        #expect(tokens("#\"\"\" \"\n\"\"\"#") == ["string1m:#\"\"\" \"\n\"\"\"#"])
        #expect(tokens("\"\"\"\"#\n\"\"\"") == ["string0m:\"\"\"\"#\n\"\"\""])
    }

    @Test("Unterminated strings and comments stop at their line or at the end")
    func unterminated() {
        #expect(tokens("a \"open\nb") == ["id:a", "unterminated:\"open", "id:b"])
        #expect(tokens("a /* open /* nested */ b") == ["id:a", "unterminated:/* open /* nested */ b"])
        #expect(tokens("\"\"\"\nnever closed") == ["unterminated:\"\"\"\nnever closed"])
        #expect(tokens("\"a\\") == ["unterminated:\"a\\"])
    }

    @Test("Regex literals: extended always, bare where the compiler reads one")
    func regexes() {
        #expect(tokens(#"let r = #/a"b/#"#) == ["id:let", "id:r", "op:=", #"regex:#/a"b/#"#])
        #expect(tokens(#"x = a / b / c"#) == ["id:x", "op:=", "id:a", "op:/", "id:b", "op:/", "id:c"])
        #expect(tokens("return /\"/") == ["id:return", "regex:/\"/"])
        // A `/` free on its left and bound on its right starts a regex whatever comes before.
        #expect(tokens(#"x = f(a) /2/ 3"#) == ["id:x", "op:=", "id:f", "punct:(", "id:a", "punct:)", "regex:/2/", "number:3"])
        #expect(tokens("let a = b\n/\\//") == ["id:let", "id:a", "op:=", "id:b", "regex:/\\//"])
        // Bound on its left: division.
        #expect(tokens("x/y/z") == ["id:x", "op:/", "id:y", "op:/", "id:z"])
        #expect(tokens("x=/a/") == ["id:x", "op:=/", "id:a", "op:/"])
        // A space before the closing `/` is not a regex (an escaped one is).
        #expect(tokens("let r = /a /") == ["id:let", "id:r", "op:=", "op:/", "id:a", "op:/"])
        #expect(tokens("let r = /a\\ /") == ["id:let", "id:r", "op:=", "regex:/a\\ /"])
        // A `/` closes it even inside a class; an unbalanced `)` makes it division.
        #expect(tokens(#"let r = /"[/]"/"#) == ["id:let", "id:r", "op:=", #"regex:/"[/"#, "punct:]", "unterminated:\"/"])
        #expect(tokens("f(/a)/") == ["id:f", "punct:(", "op:/", "id:a", "punct:)", "op:/"])
        #expect(tokens("let r = /[)]/ + /\\)/") == ["id:let", "id:r", "op:=", "regex:/[)]/", "op:+", "regex:/\\)/"])
        // Free on both sides: a regex only where an expression starts.
        #expect(tokens("{ / a/ }") == ["punct:{", "regex:/ a/", "punct:}"])
        #expect(tokens("foo(/ 1 /)") == ["id:foo", "punct:(", "op:/", "number:1", "op:/", "punct:)"])
        #expect(tokens("x / a/") == ["id:x", "op:/", "id:a", "op:/"])
        #expect(tokens("reduce(1, /)") == ["id:reduce", "punct:(", "number:1", "punct:,", "op:/", "punct:)"])
        #expect(tokens("x /= 2") == ["id:x", "op:/=", "number:2"])
        // A prefix operator before it, a comment after it, `func /`.
        #expect(tokens("!/abc/") == ["op:!", "regex:/abc/"])
        #expect(tokens("a ? /b/ : /c/") == ["id:a", "op:?", "regex:/b/", "punct::", "regex:/c/"])
        #expect(tokens("static func /(a: T)") == ["id:static", "id:func", "op:/", "punct:(", "id:a", "punct::", "id:T", "punct:)"])
        #expect(tokens("/abc//", trivia: true) == ["op:/", "id:abc", "line-comment://"])
        // A `.` ends an operator that does not start with one: `/.* "/` is a regex after a value.
        #expect(tokens("\"a\"\n/.* \"/") == ["string0:\"a\"", "regex:/.* \"/"])
        // Not across lines.
        #expect(tokens("let r = /abc\ndef/") == ["id:let", "id:r", "op:=", "op:/", "id:abc", "id:def", "op:/"])
    }

    @Test("Numbers, operators, unicode identifiers, pound keywords")
    func words() {
        #expect(tokens("1..<5 0x1F 1_000.5e-3 a?.b! ->") == [
            "number:1", "op:..<", "number:5", "number:0x1F", "number:1_000.5e-3", "id:a", "op:?", "op:.", "id:b", "op:!", "op:->",
        ])
        #expect(tokens("let café = $0 + 日本 #selector(f)") == ["id:let", "id:café", "op:=", "id:$0", "op:+", "id:日本", "pound:#selector", "punct:(", "id:f", "punct:)"])
        #expect(tokens("a+//b", trivia: true) == ["id:a", "op:+", "line-comment://b"])
    }
}

@Suite("Token kinds")
struct TokenKindTests {
    /// The hand-written `==` agrees with itself for every kind, tells kinds apart, and compares
    /// string shapes by every field (as the synthesized hash does).
    @Test func everyKindEqualsItselfAndNoOther() {
        let shape = StringLiteralShape(hashes: 0, isMultiline: false, hasInterpolation: false)
        let kinds: [SwiftToken.Kind] = [
            .whitespace, .newline, .lineComment, .blockComment, .identifier, .poundKeyword, .number, .string(shape), .regex,
            .operator, .punctuation, .unterminated,
        ]
        for (i, left) in kinds.enumerated() {
            for (j, right) in kinds.enumerated() {
                #expect((left == right) == (i == j), "\(left) and \(right)")
            }
        }
        #expect(SwiftToken.Kind.string(shape) != .string(StringLiteralShape(hashes: 1, isMultiline: false, hasInterpolation: false)))
        #expect(SwiftToken.Kind.string(shape) != .string(StringLiteralShape(hashes: 0, isMultiline: true, hasInterpolation: false)))
        #expect(SwiftToken.Kind.string(shape) != .string(StringLiteralShape(hashes: 0, isMultiline: false, hasInterpolation: true)))
        #expect(Set(kinds).count == kinds.count)
    }
}
