/// What an output shows: how wide it is, whether it takes escape sequences at all, how many
/// colours, and hyperlinks. Decided once from the environment and the stream, so that every
/// print agrees.
///
/// | the environment says | capabilities |
/// |---|---|
/// | not a terminal (a pipe, a file) | plain text, no escapes |
/// | `TERM=dumb` or `TERM` unset | plain text, no escapes |
/// | `NO_COLOR` set and not empty | no colour; bold, dim, underline and the rest still show |
/// | `CLICOLOR_FORCE` (not `0`) or `FORCE_COLOR` (not `0` or `false`) | escapes even when piped; `FORCE_COLOR=2` 256 colours, `3` 24-bit |
/// | `COLORTERM=truecolor` or `24bit` | 24-bit colour |
/// | `TERM` ending in `-256color` | 256 colours |
/// | any other terminal | 16 colours |
/// | `FORCE_HYPERLINK=1` / `0` | hyperlinks on / off; otherwise on for terminals but the Linux console |
///
/// `NO_COLOR` wins over forcing: a user who asked for no colour gets none. The width is the
/// terminal's when the output is one, else `COLUMNS`, else 80.
public struct ConsoleCapabilities: Sendable, Hashable {
    /// Columns.
    public var width: Int
    /// Whether the output takes escape sequences at all (styles); `false` writes plain text.
    public var usesEscapes: Bool
    /// The colours the output shows; styles are downsampled to them.
    public var colors: ColorProfile
    /// Whether links are written as OSC 8 hyperlinks.
    public var hyperlinks: Bool
    /// Whether the output is a terminal (live regions redraw in place only there).
    public var isTerminal: Bool
    /// The rows a live region may take, when they are known and the console's terminal cannot
    /// say (a console of your own that stands for one); `nil` for no limit.
    public var height: Int?

    /// Capabilities as given.
    public init(width: Int, usesEscapes: Bool, colors: ColorProfile, hyperlinks: Bool, isTerminal: Bool, height: Int? = nil) {
        precondition(width > 0, "a console's width must be positive, got \(width)")
        precondition((height ?? 1) > 0, "a console's height must be positive, got \(height ?? 0)")
        self.width = width
        self.height = height
        self.usesEscapes = usesEscapes
        self.colors = usesEscapes ? colors : .none
        self.hyperlinks = usesEscapes && hyperlinks
        self.isTerminal = isTerminal
    }

    /// Plain text at `width` columns: what a file or a test gets.
    public static func plain(width: Int = 80) -> ConsoleCapabilities {
        ConsoleCapabilities(width: width, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false)
    }

    /// The capabilities the table above gives.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the output is a terminal.
    ///   - terminalWidth: The terminal's width, when the system knows it.
    ///   - environment: The process's environment variables.
    public static func detect(isTerminal: Bool, terminalWidth: Int?, environment: [String: String]) -> ConsoleCapabilities {
        func set(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        let term = environment["TERM"] ?? ""
        let noColor = set("NO_COLOR") != nil
        let forceColor = set("FORCE_COLOR").flatMap { $0 == "0" || $0.lowercased() == "false" ? nil : $0 }
        let forced = forceColor != nil || set("CLICOLOR_FORCE").map { $0 != "0" } == true
        let canDraw = isTerminal && !term.isEmpty && term != "dumb"
        let usesEscapes = canDraw || forced
        var colors: ColorProfile
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || forceColor == "3" {
            colors = .trueColor
        } else if term.hasSuffix("256color") || forceColor == "2" {
            colors = .ansi256
        } else {
            colors = .ansi16
        }
        if noColor { colors = .none }
        let hyperlinks: Bool
        switch set("FORCE_HYPERLINK") {
        case "0"?: hyperlinks = false
        case .some: hyperlinks = true
        case nil: hyperlinks = canDraw && term != "linux"
        }
        var width = 80
        if isTerminal, let terminalWidth, terminalWidth > 0 {
            width = terminalWidth
        } else if let columns = set("COLUMNS").flatMap({ Int($0) }), (1...10_000).contains(columns) {
            width = columns
        }
        return ConsoleCapabilities(width: width, usesEscapes: usesEscapes, colors: colors, hyperlinks: hyperlinks, isTerminal: isTerminal)
    }
}
