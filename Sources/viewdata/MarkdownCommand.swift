import CommandLineSupport
import Foundation
import TextConsole
import TextMarkdown

/// `viewdata markdown FILE|-`: prints a Markdown document (CommonMark with GitHub's tables,
/// strikethrough, autolinks and task lists) at the terminal's width through `Console`, its code
/// highlighted; with `--html`, the HTML CommonMark's reference renderers write instead.
struct MarkdownCommand: Equatable {
    /// The file to read, or `-` for standard input.
    var path: String
    var width: Int?
    /// The widest the text is laid out when the width is the terminal's (0: no maximum).
    var maximumWidth = 80
    var html = false
    var color: Bool?
    var profile: WidthProfile = .standard

    /// Parses the arguments after `markdown`.
    ///
    /// - Throws: `UsageError` when there is not exactly one path or an option is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments, stopsAtDoubleDash: true)
        guard parsed.arguments.count == 1 else {
            throw UsageError(parsed.arguments.isEmpty
                ? "markdown needs a file to print (or - for standard input)"
                : "markdown prints one file, got \(parsed.arguments.count): \(parsed.arguments.map { "'\($0)'" }.joined(separator: ", "))")
        }
        path = parsed.arguments[0]
        width = parsed.number("--width")
        maximumWidth = parsed.number("--max-width") ?? maximumWidth
        html = parsed.has("--html")
        color = parsed.color
        if parsed.has("--wide-ambiguous") { profile = .eastAsian }
    }

    static let options = OptionTable("markdown", [
        CommandOption.width(1...10_000, help: ["print at N columns (default: the terminal's width, or 80, at most --max-width)"]),
        CommandOption("--max-width", "N", .number(0...10_000, noun: "a number"), help: [
            "wrap at most N columns wide when the width is the terminal's (default 80, as",
            "Glow does; 0: the whole width)",
        ]),
        CommandOption("--html", help: ["write the document as HTML instead, as CommonMark's reference renderers do"]),
    ] + CommandOption.colors + [CommandOption.wideAmbiguous])

    /// Reads the document, prints it, and returns the exit status: 1 when it cannot be read.
    func run(terminal: Terminal) -> Int32 {
        let data: Data
        if path == "-" {
            data = terminal.readStandardInput()
        } else {
            do {
                data = try Data(contentsOf: terminal.url(for: path))
            } catch {
                terminal.report("cannot read '\(path)': \(Self.reason(error))")
                return 1
            }
        }
        // A Markdown file is untrusted text: bytes that are not UTF-8 become U+FFFD.
        let source = String(decoding: data, as: UTF8.self)
        var document = Markdown(source)
        // An explicit --width is the width asked for; the terminal's is kept to --max-width.
        if width == nil, maximumWidth > 0 { document.maximumWidth = maximumWidth }
        if html {
            // Raw HTML passes through as written: on a terminal its controls are shown, not run.
            let html = document.html
            terminal.write(terminal.outputIsTerminal ? html.terminalSafe : html)
            return 0
        }
        // Through the console (which writes link targets where it shows no links), band by band,
        // in the width profile asked for.
        let console = terminal.console(color: color)
        let text = console.text(of: document, width: width ?? terminal.columns ?? 80, profile: profile, terminator: "\n")
        // The document's tree is torn down on another thread while the text is written:
        // tearing down a big document's took the main thread as long as writing it, and the
        // command ends next. The document moves into the box, so no reference stays here.
        let retired = Retired(consume document)
        DispatchQueue.global().async { retired.release() }
        console.write(text)
        return 0
    }

    /// A value handed to another thread to be released there.
    ///
    /// `@unchecked Sendable`: after `init`, only the one thread that calls `release()` touches it.
    private final class Retired<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func release() {
            value = nil
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
