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
/// `advance` only counts (a lock and an addition); the region redraws at most ten times a
/// second on a terminal, and where there is none prints a line every few seconds or each 10%.
public final class ProgressTask: @unchecked Sendable {
    private let lock = NSLock()
    private var completed: Double = 0
    private var total: Double?
    private var description: String
    private var live: Live!

    init(console: Console, description: String, total: Double?, pipedInterval: Double) {
        self.description = description
        self.total = total
        live = Live(console: console, animates: true, pipedInterval: pipedInterval) { [unowned self] in
            let (completed, total, description) = self.lock.withLock { (self.completed, self.total, self.description) }
            let elapsed = self.live?.elapsed ?? 0
            guard let total else {
                return (Spinner(description.isEmpty ? ProgressBar.count(completed) : "\(description) \(ProgressBar.count(completed))", elapsed: elapsed), nil)
            }
            let bar = ProgressBar(description: description, completed: completed, total: total, elapsed: elapsed)
            return (bar, bar.fraction.map { Int($0 * 10) })
        }
    }

    /// Counts `units` more done.
    public func advance(by units: Double = 1) {
        lock.lock()
        completed += units
        lock.unlock()
        live.refresh()
    }

    /// Sets how much is done.
    public func update(completed: Double? = nil, total: Double?? = nil, description: String? = nil) {
        lock.withLock {
            if let completed { self.completed = completed }
            if let total { self.total = total }
            if let description { self.description = description }
        }
        live.refresh()
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
}
