import SwiftLexing
import TextRendering

/// Code, highlighted, optionally with line numbers: Swift read by the package's own lexer (the
/// one its inline snapshots are rewritten with), JSON by a scanner of its own, anything else
/// plain. Rich's `Syntax` (named otherwise here so as not to clash with swift-syntax's
/// `Syntax` in a tool that imports both); Markdown's fenced code is highlighted the same way.
///
/// ```swift
/// console.print(HighlightedCode(source, language: .swift, lineNumbers: true))
/// //  1 │ let greeting = "Hello"
/// //  2 │ print(greeting)
/// ```
///
/// Lines wider than the room wrap, their continuation rows with an empty gutter; tabs are
/// spaces to the next stop of four; the code is untrusted text, drawn terminal-safe. The
/// colours degrade with the console's profile and vanish without colour, bold and dim stay.
public struct HighlightedCode: Widget {
    /// A language the highlighter reads.
    public struct Language: Sendable, Hashable {
        let name: String
        /// Swift, read by the package's lexer.
        public static let swift = Language(name: "swift")
        /// JSON: keys, strings, numbers, `true`, `false`, `null`.
        public static let json = Language(name: "json")
        /// No highlighting.
        public static let plain = Language(name: "plain")

        /// The language a Markdown info string or a file extension names (`swift`, `json`,
        /// `jsonc`, `geojson`), else plain.
        public init(named name: String) {
            switch name.lowercased() {
            case "swift": self = .swift
            case "json", "jsonc", "geojson": self = .json
            default: self = .plain
            }
        }

        private init(name: String) {
            self.name = name
        }
    }

    /// The code.
    public var code: String
    /// How it is read.
    public var language: Language
    /// Whether each line starts with its number, in a gutter.
    public var showsLineNumbers: Bool
    /// The number of the first line.
    public var firstLineNumber: Int
    /// The styles of the kinds of token.
    public var theme: CodeTheme

    /// `code` in `language`, with line numbers from `firstLineNumber` if `lineNumbers`.
    public init(
        _ code: String, language: Language = .plain, lineNumbers: Bool = false, firstLineNumber: Int = 1,
        theme: CodeTheme = .standard
    ) {
        self.code = code
        self.language = language
        showsLineNumbers = lineNumbers
        self.firstLineNumber = firstLineNumber
        self.theme = theme
    }

    /// The code's lines, highlighted and made terminal-safe, tabs expanded; no last empty line
    /// for a final line feed.
    func lines(in profile: WidthProfile) -> [StyledText] {
        var source = Self.expandingTabs(code, in: profile)
        if source.utf8.last == 0x0A { source = String(decoding: source.utf8.dropLast(), as: UTF8.self) }
        return Self.highlighted(source, language: language, theme: theme).terminalSafe.paragraphs()
    }

    /// The gutter's width: the widest number and ` │ `.
    private func gutterWidth(lineCount: Int) -> Int {
        showsLineNumbers ? String(firstLineNumber + max(0, lineCount - 1)).count + 3 : 0
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let lines = lines(in: profile)
        let widest = lines.map { $0.displayWidth(in: profile) }.max() ?? 0
        let gutter = gutterWidth(lineCount: lines.count)
        return LayoutWidths(minimum: gutter + min(widest, 20), ideal: gutter + widest)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        rows(forWidth: width, in: profile).count
    }

    /// Each row: the line number it shows (`nil` on a continuation row) and its text.
    private func rows(forWidth width: Int, in profile: WidthProfile) -> [(number: Int?, text: StyledText)] {
        let lines = lines(in: profile)
        let room = max(1, width - gutterWidth(lineCount: lines.count))
        var rows: [(number: Int?, text: StyledText)] = []
        for (index, line) in lines.enumerated() {
            let pieces = line.text.isEmpty ? [line] : line.wrapped(toWidth: room, in: profile)
            for (piece, text) in (pieces.isEmpty ? [line] : pieces).enumerated() {
                rows.append((piece == 0 ? firstLineNumber + index : nil, text))
            }
        }
        return rows
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let clip = clip.intersection(rect)
        guard !clip.isEmpty else { return }
        let rows = rows(forWidth: rect.width, in: canvas.profile)
        let lineCount = rows.count { $0.number != nil }
        let gutter = gutterWidth(lineCount: lineCount)
        let numberWidth = max(0, gutter - 3)
        let bar = canvas.profile.hasWideAmbiguousCharacters ? "|" : "│"
        for (row, line) in rows.prefix(rect.height).enumerated() {
            let y = rect.minY + row
            if showsLineNumbers {
                let number = line.number.map { String($0).padded(toWidth: numberWidth, alignment: .trailing) } ?? String(repeating: " ", count: numberWidth)
                canvas.draw(number + " " + bar + " ", at: Point(x: rect.minX, y: y), style: theme.lineNumber, clip: clip)
            }
            canvas.draw(line.text, at: Point(x: rect.minX + gutter, y: y), clip: clip)
        }
    }

    /// Code with its tabs as spaces to the next stop of four columns (a tab would otherwise be
    /// drawn as a picture, as every control is).
    package static func expandingTabs(_ code: String, in profile: WidthProfile) -> String {
        guard code.utf8.contains(0x09) else { return code }
        var result = ""
        result.reserveCapacity(code.utf8.count + 16)
        var column = 0
        for character in code {
            if character == "\t" {
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else if character == "\n" {
                result.append(character)
                column = 0
            } else {
                result.append(character)
                column += character.displayWidth(in: profile)
            }
        }
        return result
    }

    /// `code` in `language` as styled text, in `theme`'s styles.
    package static func highlighted(_ code: String, language: Language, theme: CodeTheme) -> StyledText {
        switch language {
        case .swift: swift(code, theme: theme)
        case .json: json(code, theme: theme)
        default: StyledText(code)
        }
    }

    /// Swift's keywords, the words the lexer reads as identifiers but the language reserves.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "actor", "mutating", "override",
        "final", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "indirect", "get", "set", "willSet", "didSet", "macro",
    ]

    static func swift(_ code: String, theme: CodeTheme) -> StyledText {
        let bytes = Array(code.utf8)
        var result = StyledText("")
        for token in SwiftLexer.tokens(in: bytes) {
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            let tokenStyle: Style?
            switch token.kind {
            case .lineComment, .blockComment:
                tokenStyle = theme.comment
            case .string, .regex:
                tokenStyle = theme.string
            case .number:
                tokenStyle = theme.number
            case .poundKeyword:
                tokenStyle = theme.keyword
            case .identifier:
                if swiftKeywords.contains(text) {
                    tokenStyle = theme.keyword
                } else if let first = text.unicodeScalars.first, first.properties.isUppercase {
                    tokenStyle = theme.typeName
                } else {
                    tokenStyle = nil
                }
            case .punctuation where text == "@":
                tokenStyle = theme.keyword
            default:
                tokenStyle = nil
            }
            result.append(text, style: tokenStyle)
        }
        return result
    }

    /// JSON: keys, strings, numbers and `true`/`false`/`null` in their styles; anything that
    /// is not JSON is left plain.
    static func json(_ code: String, theme: CodeTheme) -> StyledText {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let bytes = Array(code.utf8)
        var result = StyledText("")
        var index = 0
        var plainStart = 0
        func flush(to end: Int) {
            if end > plainStart { result.append(String(decoding: bytes[plainStart..<end], as: UTF8.self)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            var end = index
            var tokenStyle: Style?
            if byte == UInt8(ascii: "\"") {
                end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(bytes.count, end + 1)
                // A string followed by `:` is a key.
                var after = end
                while after < bytes.count, isWhitespace(bytes[after]) { after += 1 }
                tokenStyle = after < bytes.count && bytes[after] == UInt8(ascii: ":") ? theme.key : theme.string
            } else if byte == UInt8(ascii: "-") || isDigit(byte) {
                end = index + 1
                while end < bytes.count, isDigit(bytes[end]) || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                                                                 UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[end]) { end += 1 }
                tokenStyle = theme.number
            } else if isLetter(byte) {
                end = index + 1
                while end < bytes.count, isLetter(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                tokenStyle = ["true", "false", "null"].contains(word) ? theme.literal : nil
            }
            guard let tokenStyle else {
                index = max(end, index + 1)
                continue
            }
            flush(to: index)
            result.append(String(decoding: bytes[index..<end], as: UTF8.self), style: tokenStyle)
            index = end
            plainStart = end
        }
        flush(to: bytes.count)
        return result
    }
}

/// The styles `HighlightedCode` gives each kind of token. Colours mark kinds; bold and dim keep some
/// structure where there is no colour.
public struct CodeTheme: Sendable, Hashable {
    /// Keywords (`let`, `func`, `#if`, attributes' `@`).
    public var keyword: Style
    /// String and regex literals, and a JSON value's strings.
    public var string: Style
    /// Number literals.
    public var number: Style
    /// Comments, line and block.
    public var comment: Style
    /// Names that start with a capital letter: types, by Swift's convention.
    public var typeName: Style
    /// `true`, `false`, `null`.
    public var literal: Style
    /// A JSON object's keys.
    public var key: Style
    /// The gutter's numbers and bar.
    public var lineNumber: Style

    /// A theme; each kind not given keeps the standard theme's style.
    public init(
        keyword: Style = Style.bold.foreground(.magenta), string: Style = Style.plain.foreground(.green),
        number: Style = Style.plain.foreground(.yellow), comment: Style = Style.dim.adding(.italic),
        typeName: Style = Style.plain.foreground(.cyan), literal: Style = Style.bold.foreground(.yellow),
        key: Style = Style.plain.foreground(.blue), lineNumber: Style = .dim
    ) {
        self.keyword = keyword
        self.string = string
        self.number = number
        self.comment = comment
        self.typeName = typeName
        self.literal = literal
        self.key = key
        self.lineNumber = lineNumber
    }

    /// Magenta keywords, green strings, yellow numbers, dim comments, cyan types.
    public static let standard = CodeTheme()
}
