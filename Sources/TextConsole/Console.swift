import Foundation
import TextRendering
import TextWidgets

/// Prints tables, trees, panels, rules and text to an output at the width and in the colours
/// it has: a terminal's width and colours, plain text when piped.
///
/// ```swift
/// var table = Table(columns: ["Name", Table.Column("Cells", alignment: .trailing)])
/// table.addRow(["中文", "4"])
/// Console.standardOutput.print(table)
/// Console.standardError.print("Done", style: .bold)
/// ```
///
/// What the output can show is decided once (`ConsoleCapabilities.detect`): `NO_COLOR`,
/// `CLICOLOR_FORCE` / `FORCE_COLOR`, `COLORTERM`, `TERM`, whether it is a terminal. Styles are
/// downsampled when written (24-bit → 256 → 16 → none), so one style sheet looks right
/// everywhere; a terminal's width is asked again at every print, so a resize is followed.
///
/// A console can be used from any thread: each print is one write.
public final class Console: Sendable {
    /// What the output shows; `width` is the width when the console was made.
    public let capabilities: ConsoleCapabilities
    /// The descriptor, for a console on one (a terminal's width is asked at every print).
    private let descriptor: Int32?
    private let sink: @Sendable (String) -> Void

    /// Standard output, as the environment and the stream say.
    public static let standardOutput = Console(descriptor: Platform.standardOutput)
    /// Standard error, as the environment and the stream say.
    public static let standardError = Console(descriptor: Platform.standardError)

    /// A console on `descriptor`, its capabilities detected from `environment` and whether
    /// the descriptor is a terminal.
    public convenience init(descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let isTerminal = Platform.isTerminal(descriptor)
        let capabilities = ConsoleCapabilities.detect(
            isTerminal: isTerminal, terminalWidth: isTerminal ? Platform.windowSize(of: descriptor)?.width : nil, environment: environment)
        self.init(capabilities: capabilities, descriptor: descriptor) { text in
            OutputDescriptor.writeAll(text, to: descriptor)
        }
    }

    /// A console that hands what it prints to `write`: a string for tests, a log, a socket.
    public convenience init(capabilities: ConsoleCapabilities, write: @escaping @Sendable (String) -> Void) {
        self.init(capabilities: capabilities, descriptor: nil, write: write)
    }

    private init(capabilities: ConsoleCapabilities, descriptor: Int32?, write: @escaping @Sendable (String) -> Void) {
        self.capabilities = capabilities
        self.descriptor = descriptor
        sink = write
        virtualTerminal = nil
    }

    /// A console whose prompts are asked on `terminal` (see `VirtualTerminal.console`).
    init(capabilities: ConsoleCapabilities, virtual terminal: VirtualTerminal, write: @escaping @Sendable (String) -> Void) {
        self.capabilities = capabilities
        descriptor = nil
        sink = write
        virtualTerminal = terminal
    }

    /// The terminal of a test that asks this console's prompts, if any.
    let virtualTerminal: VirtualTerminal?

    private let themeStorage = ThemeStorage()

    /// The styles this console's messages use (`success(_:)`, `warning(_:)`, …); replace it to
    /// restyle them.
    public var theme: Theme {
        get { themeStorage.lock.withLock { themeStorage.theme } }
        set { themeStorage.lock.withLock { themeStorage.theme = newValue } }
    }

    /// The descriptor written to, when it is one.
    var outputDescriptor: Int32? { descriptor }

    /// The descriptor of a console on a terminal; `nil` otherwise.
    var terminalDescriptor: Int32? { capabilities.isTerminal ? descriptor : nil }

    /// The width to print at now: a terminal's current width, else the capabilities'.
    /// The terminal's rows, read now (it may have been resized), or the capabilities' `height`;
    /// `nil` where there is no limit (a pipe, a file). A live region never takes more.
    public var height: Int? {
        if capabilities.isTerminal, let descriptor, let size = Platform.windowSize(of: descriptor) { return size.height }
        return capabilities.height
    }

    public var width: Int {
        if capabilities.isTerminal, let descriptor, let size = Platform.windowSize(of: descriptor) { return size.width }
        return capabilities.width
    }

    /// Prints `renderable` at the console's width (or `width`, which wins), followed by a
    /// line feed.
    public func print(_ renderable: some TextRenderable, width: Int? = nil) {
        write(text(of: renderable, width: width, profile: .standard, terminator: "\n"))
    }

    /// Prints `text` in `style`, wrapped at the console's width, followed by a line feed. The
    /// text is drawn terminal-safe, as views draw it.
    public func print(_ text: String, style: Style = .plain, width: Int? = nil) {
        print(StyledText(text, style: style), width: width)
    }

    /// Prints `text` on one line in `style`, never wrapped or cut however narrow the output:
    /// for file names, paths and identifiers that a reader copies. The text is made
    /// terminal-safe and kept to its line (`terminalSafeLine`): a line break, an escape
    /// sequence or a bidi control in a file name shows as a picture and acts on nothing.
    ///
    /// ```swift
    /// console.printLine("deleted \(path)")
    /// console.printLine("pending:", style: .bold)
    /// ```
    public func printLine(_ text: String, style: Style = .plain) {
        let line = text.terminalSafeLine
        var canvas = Canvas(width: line.displayWidth, height: 1)
        canvas.draw(line, at: .zero, style: style)
        print(canvas, width: canvas.width)
    }

    /// What `print` writes for `renderable`, without the final line feed: escape sequences as
    /// the output takes them, colours downsampled, links as OSC 8 or as text.
    public func text(of renderable: some TextRenderable, width: Int? = nil) -> String {
        text(of: renderable, width: width, profile: .standard, terminator: "")
    }

    /// What `text(of:width:)` gives, content drawn band by band measured in `profile`
    /// (`viewdata markdown --wide-ambiguous`; other content renders in the standard profile),
    /// `terminator` at its end: put in as the text is made, so a long document's text is not
    /// copied once more to end it.
    package func text(of renderable: some TextRenderable, width: Int?, profile: WidthProfile, terminator: String) -> String {
        // Where links cannot be shown, content that can writes their targets as text (and
        // where they can, content that writes its targets anyway is left as it is).
        if !(capabilities.usesEscapes && capabilities.hyperlinks), let linked = renderable as? any LinkTargetsRenderable {
            return renderedText(of: linked.showingLinkTargets(true), width: width, profile: profile, terminator: terminator)
        }
        return renderedText(of: renderable, width: width, profile: profile, terminator: terminator)
    }

    private func renderedText(of renderable: some TextRenderable, width: Int?, profile: WidthProfile, terminator: String) -> String {
        if let banded = renderable as? any BandedTextRenderable {
            return text(ofBands: banded, width: width, profile: profile, terminator: terminator)
        }
        var text = text(of: renderable.render(width: max(1, width ?? self.width)))
        text += terminator
        return text
    }

    /// Content drawn band by band, as text: a long document never needs a canvas as tall as
    /// itself, and its bands are made text side by side, each on the thread that drew it (or,
    /// as plain text, written without canvases where the content can).
    private func text(ofBands banded: some BandedTextRenderable, width: Int?, profile: WidthProfile, terminator: String) -> String {
        var parts: [String] = []
        if !capabilities.usesEscapes, let plain = banded as? any PlainTextBandedRenderable {
            // Plain text, written without canvases where the content can.
            plain.renderPlainTextBands(width: max(1, width ?? self.width), profile: profile, rows: Self.bandRows) { parts.append($0) }
        } else {
            banded.renderBands(width: max(1, width ?? self.width), profile: profile, rows: Self.bandRows, transform: { canvas in
                canvas.height > 0 ? self.text(of: canvas) : nil
            }) { part in
                if let part { parts.append(part) }
            }
        }
        // Joined once, into a string of its own size.
        var text = ""
        text.reserveCapacity(parts.reduce(max(0, parts.count - 1) + terminator.utf8.count) { $0 + $1.utf8.count })
        for (index, part) in parts.enumerated() {
            if index > 0 { text += "\n" }
            text += part
        }
        text += terminator
        return text
    }

    /// The rows of each band of content printed band by band.
    static let bandRows = 256

    /// The canvas as this console writes it: with escape sequences or plain.
    private func text(of canvas: Canvas) -> String {
        capabilities.usesEscapes ? canvas.ansiText(colors: capabilities.colors, hyperlinks: capabilities.hyperlinks) : canvas.plainText
    }

    /// Writes `text` as it is, in one write.
    /// Writes `text`. While a live region draws in place on a terminal (a progress bar, a
    /// status), text for a terminal goes above it, whole lines at a time, never torn by a
    /// frame, from any thread: standard error's too, so both keep their order on screen.
    public func write(_ text: String) {
        // The region's own console, or two real terminal descriptors (standard output and
        // standard error on one screen); a console of your own reaches only its own region.
        if capabilities.isTerminal, text.contains("\n"), let live = Live.region(for: self) {
            live.printAbove(text, from: self)
            return
        }
        sink(text)
    }

    /// Writes `text` as it is, past any live region (the region's own drawing).
    func writeDirectly(_ text: String) {
        sink(text)
    }
}

/// A console's theme, behind a lock: consoles are shared between threads.
private final class ThemeStorage: @unchecked Sendable {
    // @unchecked Sendable: `theme` is read and written under `lock`.
    let lock = NSLock()
    var theme = Theme.standard
}
