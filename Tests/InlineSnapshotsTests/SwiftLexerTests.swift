import Testing
@testable import InlineSnapshots

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

    @Test("Unterminated strings and comments stop at their line or at the end")
    func unterminated() {
        #expect(tokens("a \"open\nb") == ["id:a", "unterminated:\"open", "id:b"])
        #expect(tokens("a /* open /* nested */ b") == ["id:a", "unterminated:/* open /* nested */ b"])
        #expect(tokens("\"\"\"\nnever closed") == ["unterminated:\"\"\"\nnever closed"])
        #expect(tokens("\"a\\") == ["unterminated:\"a\\"])
    }

    @Test("Regex literals: extended always, bare where an expression starts")
    func regexes() {
        #expect(tokens(#"let r = #/a"b/#"#) == ["id:let", "id:r", "op:=", #"regex:#/a"b/#"#])
        #expect(tokens(#"let r = /"[/]"/"#) == ["id:let", "id:r", "op:=", #"regex:/"[/]"/"#])
        #expect(tokens(#"x = a / b / c"#) == ["id:x", "op:=", "id:a", "op:/", "id:b", "op:/", "id:c"])
        #expect(tokens(#"x = f(a) /2/ 3"#) == ["id:x", "op:=", "id:f", "punct:(", "id:a", "punct:)", "op:/", "number:2", "op:/", "number:3"])
        #expect(tokens("return /\"/") == ["id:return", "regex:/\"/"])
    }

    @Test("Numbers, operators, unicode identifiers, pound keywords")
    func words() {
        #expect(tokens("1..<5 0x1F 1_000.5e-3 a?.b! ->") == [
            "number:1", "op:..<", "number:5", "number:0x1F", "number:1_000.5e-3", "id:a", "op:?.", "id:b", "op:!", "op:->",
        ])
        #expect(tokens("let café = $0 + 日本 #selector(f)") == ["id:let", "id:café", "op:=", "id:$0", "op:+", "id:日本", "pound:#selector", "punct:(", "id:f", "punct:)"])
        #expect(tokens("a+//b", trivia: true) == ["id:a", "op:+", "line-comment://b"])
    }
}
