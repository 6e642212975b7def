import CommandLineSupport
import TextRendering

/// `viewdata width TEXT…`: the display width of each text as ViewDataKit measures it, or with
/// `--graphemes` the width of each grapheme cluster in them that is not plain ASCII: what to
/// compare with a terminal when a row does not line up there (terminals disagree on some emoji
/// sequences), and what `Scripts/tmux-screen-check.py` compares with tmux.
struct WidthCommand: Equatable {
    var texts: [String] = []
    /// One line per distinct grapheme that is not printable ASCII, in order of first appearance.
    var graphemes = false
    var profile: WidthProfile = .standard

    /// Parses the arguments after `width`.
    ///
    /// - Throws: `UsageError` when no text is given or an option is unknown.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed: ParsedOptions
        do {
            parsed = try Self.options.parse(arguments, stopsAtDoubleDash: true)
        } catch let error as UsageError where error.message.hasPrefix("unknown option") {
            throw UsageError(error.message + " (put -- before a text that starts with -)")
        }
        texts = parsed.arguments
        graphemes = parsed.has("--graphemes")
        if parsed.has("--wide-ambiguous") { profile = .eastAsian }
        guard !texts.isEmpty else { throw UsageError("width needs a text to measure") }
    }

    /// The options, which parse and print the usage.
    static let options = OptionTable("width", [
        CommandOption("--graphemes", help: ["the width of each grapheme cluster that is not plain ASCII, once"]),
        CommandOption.wideAmbiguous,
    ])

    /// The lines to print: `WIDTH<TAB>TEXT`, the text as views draw it (terminal-safe, on one
    /// line: an escape shows as `␛`) and measured so.
    func lines() -> [String] {
        guard graphemes else {
            return texts.map { text in
                let shown = text.terminalSafeLine
                return "\(shown.displayWidth(in: profile))\t\(shown)"
            }
        }
        var seen: Set<Character> = []
        var lines: [String] = []
        for text in texts {
            for character in text where !(character.isASCII && (character.asciiValue ?? 0) >= 0x20 && character != "\u{7F}") {
                guard seen.insert(character).inserted, character != "\n" else { continue }
                let shown = String(character).terminalSafeLine
                lines.append("\(shown.displayWidth(in: profile))\t\(shown)")
            }
        }
        return lines
    }
}
