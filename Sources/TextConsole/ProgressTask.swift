import Foundation
import TextRendering
import TextWidgets

/// Work whose progress a console shows: a `ProgressBar` (or a `Spinner` without a total) in a
/// `Live` region, updated from any task or thread.
///
/// ```swift
/// let progress = Console.standardOutput.progress("Copying", total: Double(files.count))
/// await withTaskGroup(of: Void.self) { group in
///     for file in files { group.addTask { copy(file); progress.advance() } }
/// }
/// progress.finish()
/// ```
///
/// `advance` only counts (an atomic addition and flag, no lock); the region redraws at most
/// ten times a second on a terminal, and where there is none prints a line every few seconds
/// or each 10%.
public final class ProgressTask: @unchecked Sendable {
    // @unchecked Sendable: the count and total are atomic; the rest is read and written under `lock`.
    private let lock = NSLock()
    /// Units done, and units in all (NaN: not known): counted without a lock.
    private let completed = AtomicNumber(0)
    private let total: AtomicNumber
    /// The tenth of the total last printed where there is no terminal.
    private let milestone = AtomicNumber(-1)
    private var description: String
    /// A constant, so reading it costs no exclusivity check: the content reaches the task
    /// through a weak box filled once the region exists.
    private let live: Live
    /// The region's flag and whether it draws in place, held here so counting touches no
    /// weakly referenced object (whose retains are slow).
    private let changedFlag: AtomicFlag
    private let redrawsInPlace: Bool
    /// The line that replaces the spinner or bar when a status ends.
    private var ending: StyledText?

    /// - Parameter endingOnlyWhenPiped: Where there is no terminal, print nothing but the
    /// ending line (a status: a log gets `✔ Resolving (1.2 s)`, no spinner's frame before it).
    init(console: Console, description: String, total: Double?, pipedInterval: Double, endingOnlyWhenPiped: Bool = false) {
        self.description = description
        self.total = AtomicNumber(total ?? .nan)
        let box = WeakBox<ProgressTask>()
        let quietWhenPiped = endingOnlyWhenPiped && !(console.capabilities.isTerminal && console.capabilities.usesEscapes)
        live = Live(console: console, refreshesPerSecond: 10, animates: true, pipedInterval: pipedInterval, transient: false, optionalContent: {
            guard let self = box.value else { return nil }
            let (description, ending) = self.lock.withLock { (self.description, self.ending) }
            if let ending { return (ending, 11) }
            if quietWhenPiped { return nil }
            let completed = self.completed.load()
            let elapsed = self.live.elapsed
            let total = self.total.load()
            guard !total.isNaN else {
                // The count shows once something is counted: a spinner alone says only its message.
                let counted = completed > 0 ? ProgressBar.count(completed) : ""
                let message = [description, counted].filter { !$0.isEmpty }.joined(separator: " ")
                return (Spinner(message, elapsed: elapsed), nil)
            }
            let bar = ProgressBar(description: description, completed: completed, total: total, elapsed: elapsed)
            return (bar, bar.fraction.map { Int($0 * 10) })
        })
        changedFlag = live.dirty
        redrawsInPlace = live.redrawsInPlace
        live.withLock { box.value = self }
        live.redrawNow()
    }

    /// Counts `units` more done. Costs the caller an atomic addition and a flag (no lock)
    /// unless a line is due where there is no terminal.
    public func advance(by units: Double = 1) {
        changed(completed: completed.add(units))
    }

    /// Sets how much is done, the total (`.some(nil)`: not known), or the description.
    public func update(completed: Double? = nil, total: Double?? = nil, description: String? = nil) {
        if let total { self.total.store(total ?? .nan) }
        if let description { lock.withLock { self.description = description } }
        if let completed {
            self.completed.store(completed)
            changed(completed: completed)
        } else {
            live.refresh()
        }
    }

    /// After the count changed: the region is marked to redraw; where there is no terminal,
    /// a line is printed at once if the count passed a tenth of the total.
    private func changed(completed: Double) {
        if !redrawsInPlace {
            let total = total.load()
            if total > 0, milestone.storeIfChanged((min(1, max(0, completed / total)) * 10).rounded(.down)) {
                live.refresh()
                return
            }
        }
        changedFlag.raise()
    }

    /// Counts `units` more done: a whole number of them.
    public func advance<Units: BinaryInteger>(by units: Units) {
        advance(by: Double(units))
    }

    /// Sets how much is done, in whole units.
    public func update<Units: BinaryInteger>(completed: Units, description: String? = nil) {
        update(completed: Double(completed), description: description)
    }

    /// Prints `renderable` above the bar.
    public func print(_ renderable: some TextRenderable) {
        live.print(renderable)
    }

    /// Prints `text` in `style` above the bar, wrapped at the console's width.
    public func print(_ text: String, style: Style = .plain) {
        live.print(text, style: style)
    }

    /// Ends the bar: its last state stays on screen (and is printed where there is no
    /// terminal), the cursor comes back.
    public func finish() {
        live.stop()
    }

    /// Ends the work with one line in place of the bar or spinner: `symbol`, the message, and
    /// how long it took (`✔ Resolving (1.2 s)`).
    func finish(_ symbol: String, style: Style, message: String? = nil) {
        let seconds = live.elapsed
        lock.withLock {
            let text = message ?? description
            ending = StyledText(symbol + " " + text + " (" + StatusOutcome.duration(seconds) + ")", style: style)
        }
        live.refresh()
        live.stop()
    }
}

/// How a `Console.status` ended, when the work says so itself.
public struct StatusOutcome: Sendable, Hashable {
    let symbol: String
    let style: Style
    let message: String?

    /// Done, with a warning to say (`⚠ Resolved, 2 packages skipped`).
    public static func warning(_ message: String) -> StatusOutcome {
        StatusOutcome(symbol: "⚠", style: .foreground(.yellow), message: message)
    }

    /// Done, with another message to say than the status's own.
    public static func success(_ message: String) -> StatusOutcome {
        StatusOutcome(symbol: "✔", style: .foreground(.green), message: message)
    }

    /// `0.4 s`, `12 s`, `2:05`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if seconds < 60 { return "\(Int(seconds)) s" }
        return String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }
}

extension Console {
    /// Shows a spinner with `message` while `work` runs, then one line in its place: `✔
    /// message (1.2 s)` when it returns, `✖ message (…)` when it throws (the error is thrown
    /// on), or the outcome the work returns with (`.warning("…")`). No frame is left behind;
    /// where there is no terminal (a log, CI) the ending line is all that is printed.
    ///
    /// ```swift
    /// let graph = try console.status("Resolving packages") { try resolve() }
    /// try console.status("Checking links") { task in
    ///     let broken = try check(progress: task)
    ///     return broken.isEmpty ? nil : .warning("\(broken.count) broken links")
    /// }
    /// ```
    @discardableResult
    public func status<Result>(_ message: String, _ work: (ProgressTask) throws -> Result) rethrows -> Result {
        let task = ProgressTask(console: self, description: message, total: nil, pipedInterval: 5, endingOnlyWhenPiped: true)
        do {
            let result = try work(task)
            if let outcome = result as? StatusOutcome {
                task.finish(outcome.symbol, style: outcome.style, message: outcome.message)
            } else {
                task.finish("✔", style: .foreground(.green))
            }
            return result
        } catch {
            task.finish("✖", style: .foreground(.red))
            throw error
        }
    }

    /// `status(_:_:)` whose work may end with an outcome of its own (`nil`: success).
    public func status(_ message: String, _ work: (ProgressTask) throws -> StatusOutcome?) rethrows {
        let task = ProgressTask(console: self, description: message, total: nil, pipedInterval: 5, endingOnlyWhenPiped: true)
        do {
            let outcome = try work(task)
            task.finish(outcome?.symbol ?? "✔", style: outcome?.style ?? .foreground(.green), message: outcome?.message)
        } catch {
            task.finish("✖", style: .foreground(.red))
            throw error
        }
    }
}

extension Console {
    /// Starts showing the progress of work of `total` units (a spinner when `nil`).
    ///
    /// - Parameters:
    ///   - description: What is being done.
    ///   - total: Units in all; `nil` when not known.
    ///   - pipedInterval: Seconds between lines where there is no terminal.
    public func progress(_ description: String = "", total: Double?, pipedInterval: Double = 5) -> ProgressTask {
        ProgressTask(console: self, description: description, total: total, pipedInterval: pipedInterval)
    }

    /// Starts showing the progress of a count of things: `total` whole units (an `Int`, say).
    ///
    /// ```swift
    /// let task = console.progress("Copying", total: files.count)
    /// for file in files { copy(file); task.advance(by: 1) }
    /// task.finish()
    /// ```
    public func progress<Units: BinaryInteger>(_ description: String = "", total: Units, pipedInterval: Double = 5) -> ProgressTask {
        progress(description, total: Double(total), pipedInterval: pipedInterval)
    }
}

extension ProgressTask: TextRenderable {
    /// The bar or spinner as it stands, drawn at `width`: what a test asserts
    /// (`assertInlineSnapshot(of: task, as: .text(width: 60))`).
    public func render(width: Int) -> Canvas {
        live.render(width: width)
    }
}
