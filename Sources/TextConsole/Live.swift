import Dispatch
import Foundation
import TextRendering
import TextWidgets

/// A region at the bottom of a console that shows changing content: on a terminal it redraws
/// in place, rewriting only the lines that changed, with the cursor hidden (and shown again
/// when the region stops, or when a signal ends the process); elsewhere (a pipe, a log file,
/// Xcode's console) it prints a plain line now and then instead of animating: at most every
/// `pipedInterval` seconds, or when the content's milestone changes (each 10% of a progress
/// bar), and once at the end.
///
/// ```swift
/// let live = Live(console: .standardOutput) { StyledText("Files: \(counter.value)") }
/// live.refresh()                         // from any thread: drawn at the next tick
/// live.print("Copied a.txt")             // above the region, which stays at the bottom
/// live.stop()                            // the last content stays; the cursor is back
/// ```
///
/// The content is asked for at each redraw (ten times a second by default, when something
/// changed or `animates` is set), so updates from other threads only mark the region to be
/// redrawn: on a terminal they cost one atomic flag and no lock.
public final class Live: @unchecked Sendable {
    /// Where the region is drawn.
    public let console: Console
    /// Seconds between the plain lines printed where there is no terminal.
    public let pipedInterval: Double

    /// Whether the region goes when it stops, leaving nothing behind (on a terminal; elsewhere
    /// no last line is printed).
    public let isTransient: Bool

    /// `nil` until the content's owner exists (see `WeakBox`): nothing is drawn until then.
    private let content: @Sendable () -> (renderable: any TextRenderable, milestone: Int?)?
    private let lock = NSLock()
    private let timer: DispatchSourceTimer?
    private let inPlace: Bool
    private let signals: CursorRestoringSignals?
    private let startedAt = MonotonicClock.now()
    /// Raised by `refresh()` without the lock; taken down at a redraw.
    /// Owners that count often raise it themselves, holding it rather than the region: the
    /// region is weakly referenced, which makes retaining it slow.
    let dirty = AtomicFlag(true)
    // Under `lock`:
    private var lines: [String] = []
    /// The width the lines were drawn at: after a resize the terminal has re-wrapped them.
    private var drawnWidth = 0
    /// The screen's height when they were drawn: a terminal made shorter pushes rows above
    /// the cursor into its scrollback, so what stays is drawn afresh.
    private var drawnHeight: Int?
    private var isStopped = false
    private var lastPrint: (time: Double, milestone: Int?, text: String)?
    /// Whether `refresh()` was called since the last plain line.
    private var changedSinceLastPrint = true
    private let animates: Bool
    private let descriptor: Int32?

    /// Starts a region on `console`.
    ///
    /// - Parameters:
    ///   - console: Where to draw.
    ///   - refreshesPerSecond: How often a terminal region is redrawn when something changed.
    ///   - animates: Redraw at every tick even without `refresh()` (spinners, clocks).
    ///   - pipedInterval: Seconds between plain lines where there is no terminal.
    ///   - transient: Leave nothing behind: the region is cleared when it stops.
    ///   - content: What the region shows now, asked for at each redraw.
    public convenience init(
        console: Console, refreshesPerSecond: Double = 10, animates: Bool = false, pipedInterval: Double = 5,
        transient: Bool = false, content: @escaping @Sendable () -> any TextRenderable
    ) {
        self.init(
            console: console, refreshesPerSecond: refreshesPerSecond, animates: animates, pipedInterval: pipedInterval,
            transient: transient
        ) {
            (content(), nil)
        }
    }

    /// Starts a region whose content has milestones: where there is no terminal a plain line
    /// is printed whenever the milestone changes, besides every `pipedInterval` seconds.
    public convenience init(
        console: Console, refreshesPerSecond: Double = 10, animates: Bool = false, pipedInterval: Double = 5,
        transient: Bool = false,
        milestonedContent content: @escaping @Sendable () -> (renderable: any TextRenderable, milestone: Int?)
    ) {
        self.init(
            console: console, refreshesPerSecond: refreshesPerSecond, animates: animates, pipedInterval: pipedInterval,
            transient: transient, optionalContent: content)
    }

    /// A region whose content may not be there yet (`nil`): its owner is still being made.
    /// The owner fills its `WeakBox` inside `withLock` (so no tick reads it half set) and then
    /// calls `redrawNow()`.
    init(
        console: Console, refreshesPerSecond: Double, animates: Bool, pipedInterval: Double, transient: Bool,
        optionalContent content: @escaping @Sendable () -> (renderable: any TextRenderable, milestone: Int?)?
    ) {
        precondition(refreshesPerSecond > 0 && refreshesPerSecond <= 1_000, "refreshesPerSecond must be in 0…1000, got \(refreshesPerSecond)")
        precondition(pipedInterval >= 0, "pipedInterval must not be negative, got \(pipedInterval)")
        self.console = console
        self.pipedInterval = pipedInterval
        self.content = content
        self.animates = animates
        isTransient = transient
        descriptor = console.terminalDescriptor
        inPlace = console.capabilities.isTerminal && console.capabilities.usesEscapes
        if inPlace {
            signals = descriptor.flatMap { CursorRestoringSignals(descriptor: $0) }
            console.writeDirectly("\u{1B}[?25l")
        } else {
            signals = nil
        }
        // On a terminal the timer redraws; elsewhere it prints a line when `pipedInterval` has
        // passed or the milestone changed (`refresh()` prints such a line at once).
        let interval = 1 / refreshesPerSecond
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "viewdatakit.live"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        self.timer = timer
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        lock.withLock { draw() }
        if inPlace { Live.active.withLock { $0.append(WeakLive(self)) } }
    }

    /// The regions drawing in place now: what terminal consoles print goes above theirs.
    static let active = LockedLive()

    /// The live region that `console`'s text goes above: its own, or, for a console of a real
    /// terminal, one on another real terminal descriptor (standard output and standard error).
    static func region(for console: Console) -> Live? {
        active.withLock { regions in
            regions.removeAll { $0.live == nil }
            let lives = regions.compactMap(\.live)
            return lives.first { $0.console === console }
                ?? (console.terminalDescriptor == nil ? nil : lives.first { $0.console.terminalDescriptor != nil })
        }
    }

    /// Writes `text` (whole lines) from `writer` above the region: the region cleared, the
    /// text written by its console, the region drawn again below.
    func printAbove(_ text: String, from writer: Console) {
        lock.withLock {
            guard !isStopped, inPlace else {
                writer.writeDirectly(text)
                return
            }
            console.writeDirectly(clearingRegion())
            writer.writeDirectly(text + (text.hasSuffix("\n") ? "" : "\n"))
            lines = []
            dirty.raise()
            draw()
        }
    }

    deinit {
        timer?.cancel()
    }

    /// Whether the region redraws in place (a terminal) rather than printing lines.
    public var redrawsInPlace: Bool { inPlace }

    /// Seconds since the region started.
    public var elapsed: Double { MonotonicClock.now() - startedAt }

    /// Marks the content as changed: a terminal region redraws at its next tick; elsewhere a
    /// line is printed if it is time or the milestone changed. Cheap; from any thread.
    public func refresh() {
        dirty.raise()
        guard !inPlace else { return }
        lock.withLock {
            if !isStopped { draw() }
        }
    }

    /// Prints `renderable` above the region, which is drawn again under it.
    public func print(_ renderable: some TextRenderable) {
        let text = console.text(of: renderable)
        lock.withLock {
            guard !isStopped, inPlace else {
                console.writeDirectly(text + "\n")
                return
            }
            // Clear the region, print, and draw the region again below.
            console.writeDirectly(clearingRegion() + text + "\n")
            lines = []
            dirty.raise()
            draw()
        }
    }

    /// Prints `text` in `style` above the region, wrapped at the console's width.
    public func print(_ text: String, style: Style = .plain) {
        print(StyledText(text, style: style))
    }

    /// Draws the last content and ends the region: on a terminal the cursor goes below it (all
    /// of it, however tall: the last frame goes whole into the scrollback) and is shown again;
    /// elsewhere the last content is printed if it was not yet. A transient region is cleared
    /// instead, the cursor left where it started, and prints no last line.
    public func stop() {
        lock.withLock {
            guard !isStopped else { return }
            if inPlace {
                if isTransient {
                    console.writeDirectly((lines.isEmpty ? "" : clearingRegion()) + "\u{1B}[?25h")
                    lines = []
                } else {
                    dirty.raise()
                    draw(final: true)
                    console.writeDirectly("\n\u{1B}[?25h")
                }
            } else if !isTransient {
                printPlain(force: true)
            }
            isStopped = true
        }
        Live.active.withLock { $0.removeAll { $0.live == nil || $0.live === self } }
        timer?.cancel()
        signals?.uninstall()
    }

    /// Runs `body` under the region's lock: what its ticks read (a `WeakBox`) is set here.
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// Draws now, as a tick would: for tests, which cannot wait for the timer.
    package func redrawNow() {
        lock.withLock {
            guard !isStopped else { return }
            dirty.raise()
            draw()
        }
    }

    private func tick() {
        lock.withLock {
            guard !isStopped else { return }
            draw()
        }
    }

    /// The cursor movement from where drawing left it (the start of the region's last line)
    /// to the start of its first.
    /// After a resize the terminal has re-wrapped the lines drawn at another width: a line
    /// wider than the new width takes more rows, which are gone back over too.
    private func moveToRegionStart(width: Int? = nil) -> String {
        let width = width ?? max(1, console.width)
        let rows = width == drawnWidth
            ? max(0, lines.count - 1) : lines.dropLast().reduce(0) { $0 + Self.rows(of: $1, width: width) }
        return rows > 0 ? "\r\u{1B}[\(rows)A" : "\r"
    }

    /// The cursor movement to the region's start, every row it takes now cleared, the cursor
    /// left at its start. Row by row, never `ESC [J`: erasing the screen from its top left
    /// corner is clearing it, which terminals such as tmux (`scroll-on-clear`) copy into the
    /// scrollback, a whole frame of it.
    private func clearingRegion(width: Int? = nil) -> String {
        let width = width ?? max(1, console.width)
        var rows = width == drawnWidth ? lines.count : lines.reduce(0) { $0 + Self.rows(of: $1, width: width) }
        if let height = console.height { rows = min(rows, max(1, height)) }
        guard rows > 0 else { return "\r" }
        var output = moveToRegionStart(width: width)
        for row in 0..<rows { output += (row > 0 ? "\u{1B}[1B" : "") + "\u{1B}[2K" }
        return output + (rows > 1 ? "\u{1B}[\(rows - 1)A" : "") + "\r"
    }

    /// Draws the content: changed lines only on a terminal, a plain line now and then
    /// elsewhere. Call with `lock` held. The `final` frame is drawn whole, however tall.
    private func draw(final: Bool = false) {
        guard inPlace else {
            printPlain(force: false)
            return
        }
        let width = max(1, console.width)
        let height = console.height
        // A resize redraws even what did not change: the terminal has moved it.
        let resized = !lines.isEmpty && (drawnWidth != width || drawnHeight != height)
        guard dirty.take() || animates || resized else { return }
        guard let (renderable, _) = content() else { return dirty.raise() }
        if resized {
            // Resized: the terminal has re-wrapped what was drawn (a line wider than the new
            // width takes more rows), or, made shorter, pushed rows above the cursor into its
            // scrollback. Back over what is left, clear it, and draw afresh.
            console.writeDirectly(clearingRegion(width: width))
            lines = []
        }
        drawnWidth = width
        drawnHeight = height
        let text = console.text(of: renderable, width: width)
        var new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Never taller than the screen (less its last row, where the cursor rests): what does
        // not fit is counted, so the scrollback never holds a partial frame.
        if !final, let height, new.count > max(1, height - 1) {
            let shown = max(0, height - 2)
            let hidden = new.count - shown
            new = Array(new.prefix(shown)) + [console.text(of: StyledText("… \(hidden) more", style: .dim), width: width)]
        }
        guard new != lines else { return }
        var output = lines.isEmpty ? "" : moveToRegionStart(width: width)
        for (index, line) in new.enumerated() {
            if index > 0 { output += "\n" }
            if index >= lines.count || lines[index] != line { output += "\r\u{1B}[2K" + line }
        }
        // Lines the region no longer has: cleared, and the cursor brought back up. The cursor
        // goes down without a line feed, which would scroll a screen whose last row it is on.
        if lines.count > new.count {
            let extra = lines.count - new.count
            output += String(repeating: "\u{1B}[1B\r\u{1B}[2K", count: extra) + "\u{1B}[\(extra)A"
        }
        output += "\r"
        lines = new
        console.writeDirectly(output)
    }

    /// The rows a line drawn on a terminal takes at `width` columns once the terminal has
    /// re-wrapped it (tmux, VTE, iTerm2, kitty, WezTerm and Windows Terminal re-wrap on a
    /// resize; a terminal that cuts lines instead, xterm or the Linux console, may lose rows
    /// above a region made narrower): its graphemes (escape sequences take none), a wide one
    /// that does not fit the end of a row starting the next.
    static func rows(of line: String, width: Int) -> Int {
        var visible = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                visible.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "[":  // CSI: parameters, then a final byte in @…~.
                while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "]":  // OSC: up to BEL or ESC \.
                while let next = scalars.next(), next != "\u{07}" {
                    if next == "\u{1B}" { _ = scalars.next(); break }
                }
            default:
                break
            }
        }
        let width = max(1, width)
        var rows = 1
        var x = 0
        for character in visible {
            let cells = character.displayWidth
            if x + cells > width {
                rows += 1
                x = 0
            }
            x += cells
        }
        return rows
    }

    /// Where there is no terminal: prints the content as a plain line when forced (the end),
    /// or when something changed (or the content animates) and `pipedInterval` has passed
    /// since the last line or the milestone changed.
    private func printPlain(force: Bool) {
        if dirty.take() { changedSinceLastPrint = true }
        guard force || changedSinceLastPrint || animates else { return }
        let now = MonotonicClock.now()
        guard let (renderable, milestone) = content() else { return }
        if force {
            // The end: unless the last line already showed the last change.
            guard changedSinceLastPrint || lastPrint == nil else { return }
        } else if let last = lastPrint, now - last.time < pipedInterval, milestone == last.milestone {
            return
        }
        let text = console.text(of: renderable)
        // Nothing to show (a board with no tasks yet) is no line; the same text is not printed twice.
        if text.isEmpty { return }
        if let last = lastPrint, last.text == text { return }
        lastPrint = (now, milestone, text)
        changedSinceLastPrint = false
        console.writeDirectly(text + "\n")
    }
}

extension Live: TextRenderable {
    /// What the region shows now, drawn at `width`: for tests, which assert a frame as text
    /// (`assertInlineSnapshot(of: live, as: .text(width: 60))`) instead of reading escapes.
    public func render(width: Int) -> Canvas {
        content()?.renderable.render(width: width) ?? Canvas(width: width, height: 0)
    }
}

/// An object held weakly, filled in once it exists: how a region's content reaches the object
/// that owns the region.
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    // @unchecked Sendable: `value` is set once, under the region's lock (`Live.withLock`),
    // which every tick that reads it holds.
    weak var value: Object?
}

/// A live region, held weakly.
struct WeakLive {
    weak var live: Live?
    init(_ live: Live?) { self.live = live }
}

/// The active regions, behind a lock.
final class LockedLive: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written under `lock`.
    private let lock = NSLock()
    private var value: [WeakLive] = []

    func withLock<Result>(_ body: (inout [WeakLive]) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
