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
/// redrawn: they cost a lock and a flag.
public final class Live: @unchecked Sendable {
    /// Where the region is drawn.
    public let console: Console
    /// Seconds between the plain lines printed where there is no terminal.
    public let pipedInterval: Double

    private let content: @Sendable () -> (renderable: any TextRenderable, milestone: Int?)
    private let lock = NSLock()
    private let timer: DispatchSourceTimer?
    private let signals: CursorRestoringSignals?
    private let startedAt = MonotonicClock.now()
    // Under `lock`:
    private var lines: [String] = []
    private var isDirty = true
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
    ///   - content: What the region shows now, asked for at each redraw.
    public convenience init(
        console: Console, refreshesPerSecond: Double = 10, animates: Bool = false, pipedInterval: Double = 5,
        content: @escaping @Sendable () -> any TextRenderable
    ) {
        self.init(console: console, refreshesPerSecond: refreshesPerSecond, animates: animates, pipedInterval: pipedInterval) {
            (content(), nil)
        }
    }

    /// Starts a region whose content has milestones: where there is no terminal a plain line
    /// is printed whenever the milestone changes, besides every `pipedInterval` seconds.
    public init(
        console: Console, refreshesPerSecond: Double = 10, animates: Bool = false, pipedInterval: Double = 5,
        milestonedContent content: @escaping @Sendable () -> (renderable: any TextRenderable, milestone: Int?)
    ) {
        precondition(refreshesPerSecond > 0 && refreshesPerSecond <= 1_000, "refreshesPerSecond must be in 0…1000, got \(refreshesPerSecond)")
        precondition(pipedInterval >= 0, "pipedInterval must not be negative, got \(pipedInterval)")
        self.console = console
        self.pipedInterval = pipedInterval
        self.content = content
        self.animates = animates
        descriptor = console.terminalDescriptor
        if console.capabilities.isTerminal && console.capabilities.usesEscapes {
            signals = descriptor.flatMap { CursorRestoringSignals(descriptor: $0) }
            console.writeDirectly("\u{1B}[?25l")
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "viewdatakit.live"))
            let interval = 1 / refreshesPerSecond
            timer.schedule(deadline: .now() + interval, repeating: interval)
            self.timer = timer
        } else {
            signals = nil
            timer = nil
        }
        timer?.setEventHandler { [weak self] in self?.tick() }
        timer?.resume()
        lock.withLock { draw() }
        if timer != nil { Live.active.withLock { $0.append(WeakLive(self)) } }
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
            guard !isStopped, timer != nil else {
                writer.writeDirectly(text)
                return
            }
            console.writeDirectly(moveToRegionStart() + "\u{1B}[J")
            writer.writeDirectly(text + (text.hasSuffix("\n") ? "" : "\n"))
            lines = []
            isDirty = true
            draw()
        }
    }

    deinit {
        timer?.cancel()
    }

    /// Whether the region redraws in place (a terminal) rather than printing lines.
    public var redrawsInPlace: Bool { timer != nil }

    /// Seconds since the region started.
    public var elapsed: Double { MonotonicClock.now() - startedAt }

    /// Marks the content as changed: a terminal region redraws at its next tick; elsewhere a
    /// line is printed if it is time or the milestone changed. Cheap; from any thread.
    public func refresh() {
        lock.lock()
        isDirty = true
        changedSinceLastPrint = true
        let drawsNow = timer == nil && !isStopped
        if drawsNow { draw() }
        lock.unlock()
    }

    /// Prints `renderable` above the region, which is drawn again under it.
    public func print(_ renderable: some TextRenderable) {
        let text = console.text(of: renderable)
        lock.withLock {
            guard !isStopped, timer != nil else {
                console.writeDirectly(text + "\n")
                return
            }
            // Clear the region, print, and draw the region again below.
            console.writeDirectly(moveToRegionStart() + "\u{1B}[J" + text + "\n")
            lines = []
            isDirty = true
            draw()
        }
    }

    /// Prints `text` in `style` above the region, wrapped at the console's width.
    public func print(_ text: String, style: Style = .plain) {
        print(StyledText(text, style: style))
    }

    /// Draws the last content and ends the region: on a terminal the cursor goes below it and
    /// is shown again; elsewhere the last content is printed if it was not yet.
    public func stop() {
        lock.withLock {
            guard !isStopped else { return }
            isDirty = true
            if timer != nil {
                draw()
                console.writeDirectly("\n\u{1B}[?25h")
            } else {
                printPlain(force: true)
            }
            isStopped = true
        }
        Live.active.withLock { $0.removeAll { $0.live == nil || $0.live === self } }
        timer?.cancel()
        signals?.uninstall()
    }

    /// Draws now, as a tick would: for tests, which cannot wait for the timer.
    func redrawNow() {
        lock.withLock {
            guard !isStopped else { return }
            isDirty = true
            draw()
        }
    }

    private func tick() {
        lock.withLock {
            guard !isStopped, isDirty || animates else { return }
            draw()
        }
    }

    /// The cursor movement from where drawing left it (the start of the region's last line)
    /// to the start of its first.
    private func moveToRegionStart() -> String {
        lines.count > 1 ? "\r\u{1B}[\(lines.count - 1)A" : "\r"
    }

    /// Draws the content: changed lines only on a terminal, a plain line now and then
    /// elsewhere. Call with `lock` held.
    private func draw() {
        guard isDirty || animates else { return }
        isDirty = false
        guard timer != nil else {
            printPlain(force: false)
            return
        }
        let (renderable, _) = content()
        let width = max(1, console.width)
        let text = console.text(of: renderable, width: width)
        var new = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Never taller than the screen (less its last row, where the cursor rests): what does
        // not fit is counted, so the scrollback never holds a partial frame.
        if let height = console.height, new.count > max(1, height - 1) {
            let shown = max(0, height - 2)
            let hidden = new.count - shown
            new = Array(new.prefix(shown)) + [console.text(of: StyledText("… \(hidden) more", style: .dim), width: width)]
        }
        guard new != lines else { return }
        var output = lines.isEmpty ? "" : moveToRegionStart()
        for (index, line) in new.enumerated() {
            if index > 0 { output += "\n" }
            if index >= lines.count || lines[index] != line { output += "\r\u{1B}[2K" + line }
        }
        // Lines the region no longer has: cleared, and the cursor brought back up.
        if lines.count > new.count {
            let extra = lines.count - new.count
            output += String(repeating: "\n\r\u{1B}[2K", count: extra) + "\u{1B}[\(extra)A"
        }
        output += "\r"
        lines = new
        console.writeDirectly(output)
    }

    /// Where there is no terminal: prints the content as a plain line when forced (the end),
    /// when `pipedInterval` has passed since the last, or when the milestone changed.
    private func printPlain(force: Bool) {
        let now = MonotonicClock.now()
        let (renderable, milestone) = content()
        if force {
            // The end: unless the last line already showed the last change.
            guard changedSinceLastPrint || lastPrint == nil else { return }
        } else if let last = lastPrint, now - last.time < pipedInterval, milestone == last.milestone {
            return
        }
        let text = console.text(of: renderable)
        if let last = lastPrint, last.text == text { return }
        lastPrint = (now, milestone, text)
        changedSinceLastPrint = false
        console.writeDirectly(text + "\n")
    }
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
