import TextRendering

/// A model of a terminal's screen for tests: it applies what a program writes (text, and the
/// escape sequences ViewDataKit's screen updater and live regions use) to a grid of cells, as
/// xterm and tmux do, so a test can check what a terminal would show rather than what was
/// written.
///
/// It follows the rules that decide where text lands: a wide grapheme takes two cells; with
/// automatic wrap on (`CSI ?7h`, the default) writing in the last column leaves the cursor
/// there with a wrap pending, and the next grapheme goes to the start of the next line
/// (scrolling at the bottom); with automatic wrap off (`CSI ?7l`) the cursor stays on the last
/// column and later graphemes overwrite it. Supported: CR, LF, `CSI H` (CUP), `CSI A/B/C/D`,
/// `CSI J`/`CSI 2J` (ED), `CSI K`/`CSI 2K` (EL), SGR (`CSI m`), private modes (`CSI ?…h/l`,
/// only wrap is acted on) and OSC 8 links. Anything else fails the parse with a message, so a
/// test never passes on a sequence the model does not know.
///
/// This is our own model, a regression test: the terminal itself is the oracle
/// (`Scripts/tmux-screen-check.py` compares with tmux).
public struct TerminalScreen: Sendable {
    /// The attributes a cell is drawn with: SGR parameters as a terminal keeps them.
    public struct Pen: Sendable, Hashable, CustomStringConvertible {
        public var bold = false
        public var dim = false
        public var italic = false
        public var underline = false
        public var blink = false
        public var inverse = false
        public var hidden = false
        public var strikethrough = false
        /// A colour as written: `"1"` for a 16-colour index, `"5;208"`, `"2;255;135;0"`.
        public var foreground: String?
        public var background: String?
        public var link: String?

        public init() {}

        public var description: String {
            var parts: [String] = []
            for (flag, name) in [
                (bold, "bold"), (dim, "dim"), (italic, "italic"), (underline, "underline"), (blink, "blink"),
                (inverse, "inverse"), (hidden, "hidden"), (strikethrough, "strikethrough"),
            ] where flag { parts.append(name) }
            if let foreground { parts.append("fg \(foreground)") }
            if let background { parts.append("bg \(background)") }
            if let link { parts.append("link \(link)") }
            return parts.isEmpty ? "plain" : parts.joined(separator: " ")
        }
    }

    /// One cell: a grapheme (`nil` for the second half of a wide one) and its pen.
    public struct Cell: Sendable, Hashable {
        public var character: Character?
        public var pen: Pen

        static let blank = Cell(character: " ", pen: Pen())
    }

    /// A sequence the model cannot apply.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [[Cell]]
    /// The rows that scrolled off the top, oldest first, as `plainText` writes rows.
    public private(set) var scrollback: [String] = []
    public private(set) var cursor = (x: 0, y: 0)
    /// Whether automatic wrap is on (`CSI ?7h`).
    public private(set) var autowrap = true
    private var wrapPending = false
    private var pen = Pen()
    private let profile: WidthProfile

    /// A blank screen of `width` × `height` cells, the cursor at the top left.
    public init(width: Int, height: Int, profile: WidthProfile = .standard) {
        self.width = width
        self.height = height
        self.profile = profile
        cells = Array(repeating: Array(repeating: .blank, count: width), count: height)
    }

    /// The screen as plain text: rows joined by `\n`, trailing spaces trimmed.
    public var plainText: String {
        cells.map(Self.plainText).joined(separator: "\n")
    }

    private static func plainText(of row: [Cell]) -> String {
        var line = ""
        for cell in row { if let character = cell.character { line.append(character) } }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Each row's cells as (grapheme, pen) pairs, the second halves of wide graphemes left out
    /// and trailing plain spaces trimmed: what a styled comparison compares.
    public var styledRows: [[Cell]] {
        cells.map { row in
            var kept = row.filter { $0.character != nil }
            while let last = kept.last, last.character == " ", last.pen == Pen() { kept.removeLast() }
            return kept
        }
    }

    /// The screen a canvas shows when each of its rows is written at the start of its line on
    /// a blank screen: what a terminal must show after an update to `canvas`.
    public static func showing(_ canvas: Canvas, styled: Bool = true) throws(ParseError) -> TerminalScreen {
        var screen = TerminalScreen(width: canvas.width, height: canvas.height, profile: canvas.profile)
        screen.autowrap = false
        let rows = (styled ? canvas.ansiText : canvas.plainText).split(separator: "\n", omittingEmptySubsequences: false)
        for (y, row) in rows.enumerated() {
            try screen.apply("\u{1B}[\(y + 1);1H" + row)
        }
        return screen
    }

    /// Applies `output` as a terminal would.
    public mutating func apply(_ output: String) throws(ParseError) {
        var scalars = Array(output.unicodeScalars)[...]
        var text = String.UnicodeScalarView()
        func flushText() {
            for character in String(text) { put(character) }
            text.removeAll()
        }
        while let scalar = scalars.first {
            switch scalar {
            case "\u{1B}":
                flushText()
                scalars.removeFirst()
                try escape(&scalars)
            case "\r":
                flushText()
                scalars.removeFirst()
                cursor.x = 0
                wrapPending = false
            case "\n":
                flushText()
                scalars.removeFirst()
                lineFeed()
                wrapPending = false
            default:
                guard scalar.value >= 0x20, scalar.value != 0x7F else {
                    throw ParseError(description: "a control character U+\(String(scalar.value, radix: 16, uppercase: true)) reached the terminal")
                }
                text.append(scalar)
                scalars.removeFirst()
            }
        }
        flushText()
    }

    private mutating func lineFeed() {
        if cursor.y == height - 1 {
            scrollback.append(Self.plainText(of: cells.removeFirst()))
            cells.append(Array(repeating: .blank, count: width))
        } else {
            cursor.y += 1
        }
    }

    private mutating func put(_ character: Character) {
        let cellWidth = character.displayWidth(in: profile)
        guard cellWidth > 0, width > 0 else {
            // A grapheme of no width joins the cell before; the model keeps none.
            return
        }
        if wrapPending, autowrap {
            cursor.x = 0
            lineFeed()
            wrapPending = false
        }
        if cellWidth == 2, cursor.x == width - 1 {
            guard autowrap else { return }  // xterm drops a wide grapheme that cannot fit
            blank(x: cursor.x, y: cursor.y)
            cursor.x = 0
            lineFeed()
        }
        blank(x: cursor.x, y: cursor.y)
        if cellWidth == 2 { blank(x: cursor.x + 1, y: cursor.y) }
        cells[cursor.y][cursor.x] = Cell(character: character, pen: pen)
        if cellWidth == 2 { cells[cursor.y][cursor.x + 1] = Cell(character: nil, pen: pen) }
        let next = cursor.x + cellWidth
        if next >= width {
            cursor.x = width - 1
            wrapPending = autowrap
        } else {
            cursor.x = next
        }
    }

    /// Clears the cell at `x` and the other half of a wide grapheme it is part of.
    private mutating func blank(x: Int, y: Int) {
        guard x >= 0, x < width else { return }
        if cells[y][x].character == nil, x > 0 { cells[y][x - 1] = Cell(character: " ", pen: cells[y][x - 1].pen) }
        if let character = cells[y][x].character, character.displayWidth(in: profile) == 2, x + 1 < width {
            cells[y][x + 1] = Cell(character: " ", pen: cells[y][x + 1].pen)
        }
        cells[y][x] = Cell(character: " ", pen: cells[y][x].pen)
    }

    /// Erases cells `range` of row `y` with the current background, as terminals do.
    private mutating func erase(row y: Int, _ range: Range<Int>) {
        var erased = Pen()
        erased.background = pen.background
        for x in range {
            blank(x: x, y: y)
            cells[y][x] = Cell(character: " ", pen: erased)
        }
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) throws(ParseError) {
        guard let kind = scalars.popFirst() else { throw ParseError(description: "the output ends in ESC") }
        switch kind {
        case "[":
            var parameters = ""
            while let scalar = scalars.first, (0x30...0x3F).contains(scalar.value) {
                parameters.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
            guard let final = scalars.popFirst() else { throw ParseError(description: "unfinished CSI \(parameters)") }
            try control(parameters, final)
        case "]":
            var body = ""
            while true {
                guard let scalar = scalars.popFirst() else { throw ParseError(description: "unfinished OSC \(body)") }
                if scalar == "\u{07}" { break }
                if scalar == "\u{1B}", scalars.first == "\\" {
                    scalars.removeFirst()
                    break
                }
                body.unicodeScalars.append(scalar)
            }
            guard body.hasPrefix("8;") else { throw ParseError(description: "an OSC the model does not know: \(body)") }
            let url = body.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false).dropFirst(2).first.map(String.init) ?? ""
            pen.link = url.isEmpty ? nil : url
        default:
            throw ParseError(description: "an escape sequence the model does not know: ESC \(kind)")
        }
    }

    private mutating func control(_ parameters: String, _ final: Unicode.Scalar) throws(ParseError) {
        if parameters.hasPrefix("?") {
            guard final == "h" || final == "l" else { throw ParseError(description: "unknown CSI \(parameters)\(final)") }
            if parameters == "?7" { autowrap = final == "h" }
            if parameters == "?7", !autowrap { wrapPending = false }
            return
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch final {
        case "H", "f":
            cursor = (min(max(1, number(1, default: 1)), width) - 1, min(max(1, number(0, default: 1)), height) - 1)
            wrapPending = false
        case "A":
            cursor.y = max(0, cursor.y - max(1, number(0, default: 1)))
            wrapPending = false
        case "B":
            cursor.y = min(height - 1, cursor.y + max(1, number(0, default: 1)))
            wrapPending = false
        case "C":
            cursor.x = min(width - 1, cursor.x + max(1, number(0, default: 1)))
            wrapPending = false
        case "D":
            cursor.x = max(0, cursor.x - max(1, number(0, default: 1)))
            wrapPending = false
        case "J":
            switch number(0, default: 0) {
            case 0:
                erase(row: cursor.y, cursor.x..<width)
                for y in (cursor.y + 1)..<max(cursor.y + 1, height) { erase(row: y, 0..<width) }
            case 2:
                for y in 0..<height { erase(row: y, 0..<width) }
            default:
                throw ParseError(description: "unknown CSI \(parameters)J")
            }
        case "K":
            switch number(0, default: 0) {
            case 0: erase(row: cursor.y, cursor.x..<width)
            case 1: erase(row: cursor.y, 0..<(cursor.x + 1))
            case 2: erase(row: cursor.y, 0..<width)
            default: throw ParseError(description: "unknown CSI \(parameters)K")
            }
            wrapPending = false
        case "m":
            try setGraphics(numbers.map { $0 ?? 0 })
        default:
            throw ParseError(description: "a control sequence the model does not know: CSI \(parameters)\(final)")
        }
    }

    private mutating func setGraphics(_ numbers: [Int]) throws(ParseError) {
        var rest = (numbers.isEmpty ? [0] : numbers)[...]
        func color(_ code: Int) throws(ParseError) -> String {
            switch rest.popFirst() {
            case 5?:
                guard let index = rest.popFirst() else { throw ParseError(description: "SGR \(code);5 without an index") }
                return index < 16 ? "\(index)" : "5;\(index)"
            case 2?:
                guard rest.count >= 3 else { throw ParseError(description: "SGR \(code);2 without three components") }
                let rgb = rest.prefix(3).map(String.init).joined(separator: ";")
                rest.removeFirst(3)
                return "2;" + rgb
            default:
                throw ParseError(description: "SGR \(code) without a colour")
            }
        }
        while let code = rest.popFirst() {
            switch code {
            case 0: pen = Pen(link: pen.link)
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 5: pen.blink = true
            case 7: pen.inverse = true
            case 8: pen.hidden = true
            case 9: pen.strikethrough = true
            case 22: (pen.bold, pen.dim) = (false, false)
            case 23: pen.italic = false
            case 24: pen.underline = false
            case 25: pen.blink = false
            case 27: pen.inverse = false
            case 28: pen.hidden = false
            case 29: pen.strikethrough = false
            case 30...37: pen.foreground = "\(code - 30)"
            case 38: pen.foreground = try color(38)
            case 39: pen.foreground = nil
            case 40...47: pen.background = "\(code - 40)"
            case 48: pen.background = try color(48)
            case 49: pen.background = nil
            case 90...97: pen.foreground = "\(code - 90 + 8)"
            case 100...107: pen.background = "\(code - 100 + 8)"
            default: throw ParseError(description: "an SGR parameter the model does not know: \(code)")
            }
        }
    }
}

extension TerminalScreen.Pen {
    init(link: String?) {
        self.init()
        self.link = link
    }
}
