import Foundation
import TextRendering
import TextWidgets

/// Many tasks' progress in one live region, a row each, their columns aligned: what a tool
/// that downloads, builds or tests several things at once shows (Rich's `Progress` with tasks,
/// indicatif's `MultiProgress`).
///
/// ```swift
/// let board = ProgressBoard(console: console, overall: "All packages")
/// await withTaskGroup(of: Void.self) { group in
///     for package in packages {
///         let task = board.add(package.name, total: package.files.count)
///         group.addTask {
///             for file in package.files { fetch(file); task.advance(by: 1) }
///             task.finish()
///         }
///     }
/// }
/// board.finish()
/// ```
///
/// Tasks are added and finished while the board runs, from any thread; a finished task keeps
/// its row (its time stops), unless it was added `transient`, when its row goes (its work
/// still counts in the overall row). A `transient` board goes whole when it finishes. The columns
/// are `ProgressColumn`s, the same for every row and as wide as their widest text; the bar
/// takes the rest of the width, and columns are dropped from the right where it would have
/// fewer than ten. Integer and floating-point totals both work; a task without a total shows
/// its count and no bar fill. Where there is no terminal the board prints itself every few
/// seconds, and at each tenth of the overall row's progress when it has one.
public final class ProgressBoard: @unchecked Sendable {
    // @unchecked Sendable: the tasks and their state are read and written under `lock`.

    /// One task of a board.
    public final class Task: @unchecked Sendable {
        // @unchecked Sendable: its count is atomic; the rest of its state is the board's,
        // under the board's lock.
        // Held strongly: a task kept without its board still draws.
        private let board: ProgressBoard
        fileprivate let id: Int
        /// Units done, counted without a lock; the board reads it too.
        fileprivate let completed: AtomicNumber
        /// The board's region's flag for "redraw", held here so counting touches no object
        /// that is weakly referenced (whose retains are slow).
        private let changed: AtomicFlag

        fileprivate init(board: ProgressBoard, id: Int, completed: AtomicNumber) {
            self.board = board
            self.id = id
            self.completed = completed
            changed = board.live.dirty
        }

        /// Counts `units` more done: an atomic addition and a flag, no lock. The board is
        /// drawn at its next tick (where there is no terminal, a line is printed then if an
        /// overall row passed a tenth, or `pipedInterval` has passed).
        public func advance(by units: Double = 1) {
            completed.add(units)
            changed.raise()
        }

        /// Counts a whole number of units more done.
        public func advance<Units: BinaryInteger>(by units: Units) {
            advance(by: Double(units))
        }

        /// Sets how much is done, the total (`.some(nil)`: not known), or the description.
        public func update(completed: Double? = nil, total: Double?? = nil, description: String? = nil) {
            if let completed {
                self.completed.store(completed)
                changed.raise()
            }
            if total != nil || description != nil {
                board.change(id) { state in
                    if let total { state.total = total }
                    if let description { state.description = description }
                }
            }
        }

        /// Sets a whole number of units done.
        public func update<Units: BinaryInteger>(completed: Units, description: String? = nil) {
            update(completed: Double(completed), description: description)
        }

        /// Ends the task: its row keeps its last values and its time stops (or goes, for a
        /// transient task).
        public func finish() {
            board.change(id) { state in
                state.finishedAt = state.finishedAt ?? board.now()
            }
        }
    }

    fileprivate struct State {
        var description: String
        let completed: AtomicNumber
        var total: Double?
        var startedAt: Double
        var finishedAt: Double?
        var isTransient: Bool
    }

    private let lock = NSLock()
    private var states: [Int: State] = [:]
    private var order: [Int] = []
    private var nextID = 0
    private let columns: [ProgressColumn]
    private let overall: String?
    /// A constant, so reading it costs no exclusivity check (see `ProgressTask`).
    fileprivate let live: Live
    /// Seconds now, for the tasks' times.
    fileprivate let now: @Sendable () -> Double

    /// A board on `console`.
    ///
    /// - Parameters:
    ///   - console: Where it draws.
    ///   - columns: Each row's columns, in order (`ProgressColumn.standard` by default).
    ///   - overall: The description of a first row that sums the tasks with totals, if wanted.
    ///   - transient: Whether the whole board goes when it finishes, leaving nothing behind.
    ///   - refreshesPerSecond: How often a terminal's board is redrawn (10 by default).
    ///   - pipedInterval: Seconds between printed boards where there is no terminal.
    ///   - clock: Seconds now, for the tasks' times (`nil`: a clock that only goes forward). A
    ///     test gives a clock of its own, so that elapsed times, rates and ETAs are the same
    ///     from run to run and a board can be snapshot whole.
    public init(
        console: Console, columns: [ProgressColumn] = ProgressColumn.standard, overall: String? = nil,
        transient: Bool = false, refreshesPerSecond: Double = 10, pipedInterval: Double = 5,
        clock: (@Sendable () -> Double)? = nil
    ) {
        self.columns = columns
        now = clock ?? { MonotonicClock.now() }
        self.overall = overall
        let box = WeakBox<ProgressBoard>()
        live = Live(
            console: console, refreshesPerSecond: refreshesPerSecond, animates: true, pipedInterval: pipedInterval,
            transient: transient, optionalContent: {
            guard let self = box.value else { return nil }
            let rows = self.snapshots()
            let fraction = rows.first.flatMap { self.overall == nil ? nil : $0.fraction }
            return (ProgressRows(rows: rows, columns: self.columns), fraction.map { Int($0 * 10) })
        })
        live.withLock { box.value = self }
        live.redrawNow()
    }

    /// Adds a task of `total` units (`nil` when not known).
    @discardableResult
    public func add(_ description: String, total: Double?, transient: Bool = false) -> Task {
        let task = lock.withLock {
            defer { nextID += 1 }
            let completed = AtomicNumber(0)
            states[nextID] = State(description: description, completed: completed, total: total, startedAt: now(), isTransient: transient)
            order.append(nextID)
            return Task(board: self, id: nextID, completed: completed)
        }
        live.refresh()
        return task
    }

    /// Adds a task of a whole number of units.
    @discardableResult
    public func add<Units: BinaryInteger>(_ description: String, total: Units, transient: Bool = false) -> Task {
        add(description, total: Double(total), transient: transient)
    }

    /// Prints `renderable` above the board, which is drawn again under it.
    public func print(_ renderable: some TextRenderable) {
        live.print(renderable)
    }

    /// Prints `text` in `style` above the board, wrapped at the console's width.
    public func print(_ text: String, style: Style = .plain) {
        live.print(text, style: style)
    }

    /// Ends the board: its last frame stays (printed where there is no terminal), or, for a
    /// transient board, goes.
    public func finish() {
        live.stop()
    }

    /// Draws now, as a tick would: for tests and benchmarks, which cannot wait for the timer.
    package func redrawNow() {
        live.redrawNow()
    }

    fileprivate func change(_ id: Int, _ body: (inout State) -> Void) {
        lock.withLock {
            guard var state = states[id] else { return }
            body(&state)
            states[id] = state
        }
        live.refresh()
    }

    /// The rows as they stand: the overall row first, if any, then each task in the order added.
    func snapshots(now: Double? = nil) -> [ProgressSnapshot] {
        let now = now ?? self.now()
        let states = lock.withLock { order.compactMap { self.states[$0] } }
        let all = states.map { state in
            ProgressSnapshot(
                description: state.description, completed: state.completed.load(), total: state.total,
                elapsed: (state.finishedAt ?? now) - state.startedAt, isFinished: state.finishedAt != nil)
        }
        // A finished transient task has no row, but its work still counts in the overall one.
        var rows = zip(states, all).filter { !($0.0.isTransient && $0.0.finishedAt != nil) }.map(\.1)
        if let overall {
            // The work that can be measured: the tasks with totals (all of them when none has one).
            let measured = all.contains { $0.total != nil } ? all.filter { $0.total != nil } : all
            let total = measured.allSatisfy { $0.total != nil } && !measured.isEmpty ? measured.reduce(0) { $0 + $1.total! } : nil
            let started = states.map(\.startedAt).min() ?? now
            let ended = states.allSatisfy { $0.finishedAt != nil } && !states.isEmpty ? states.compactMap(\.finishedAt).max() : nil
            rows.insert(
                ProgressSnapshot(
                    description: overall, completed: measured.reduce(0) { $0 + $1.completed }, total: total,
                    elapsed: (ended ?? now) - started, isFinished: ended != nil),
                at: 0)
        }
        return rows
    }
}

/// A task's values at one moment, for a `ProgressColumn` to show.
public struct ProgressSnapshot: Sendable, Hashable {
    /// What the task does.
    public var description: String
    /// Units done.
    public var completed: Double
    /// Units in all; `nil` when not known.
    public var total: Double?
    /// Seconds since the task was added (until it finished).
    public var elapsed: Double
    /// Whether the task has finished.
    public var isFinished: Bool

    /// The share done, 0…1, when the total is known.
    public var fraction: Double? { ProgressBar(completed: completed, total: total, elapsed: elapsed).fraction }
    /// Units a second so far.
    public var rate: Double? { ProgressBar(completed: completed, total: total, elapsed: elapsed).rate }
    /// Seconds left at the rate so far.
    public var remaining: Double? { ProgressBar(completed: completed, total: total, elapsed: elapsed).remaining }
}

/// One column of a `ProgressBoard`'s rows.
public struct ProgressColumn: Sendable {
    enum Kind: Sendable {
        case label, bar, text(@Sendable (ProgressSnapshot) -> String, trailing: Bool)
    }

    let kind: Kind

    /// The task's description, left aligned.
    public static let label = ProgressColumn(kind: .label)
    /// The bar: what is left of the width.
    public static let bar = ProgressColumn(kind: .bar)
    /// `42%`.
    public static let percentage = ProgressColumn.custom(trailing: true) { snapshot in
        snapshot.fraction.map { "\(Int(($0 * 100).rounded(.down)))%" } ?? ""
    }
    /// `420/1,000`, or the count alone without a total.
    public static let count = ProgressColumn.custom(trailing: true) { snapshot in
        ProgressBar.count(snapshot.completed) + (snapshot.total.map { "/" + ProgressBar.count($0) } ?? "")
    }
    /// `35.0/s`.
    public static let rate = ProgressColumn.custom(trailing: true) { snapshot in
        snapshot.rate.map { ProgressBar.rate($0) + "/s" } ?? ""
    }
    /// `0:07`.
    public static let elapsed = ProgressColumn.custom(trailing: true) { ProgressBar.duration($0.elapsed) }
    /// `ETA 0:12` while running, `✔` when finished.
    public static let eta = ProgressColumn.custom(trailing: false) { snapshot in
        if snapshot.isFinished { return "✔" }
        guard let remaining = snapshot.remaining, snapshot.total != nil else { return "" }
        return "ETA " + ProgressBar.duration(remaining.rounded(.up))
    }

    /// A column of your own: the text a task's values give, aligned left or (`trailing`) right.
    public static func custom(trailing: Bool = false, _ text: @escaping @Sendable (ProgressSnapshot) -> String) -> ProgressColumn {
        ProgressColumn(kind: .text(text, trailing: trailing))
    }

    /// Label, bar, percentage, count, elapsed time and ETA.
    public static let standard: [ProgressColumn] = [.label, .bar, .percentage, .count, .elapsed, .eta]
}

/// A board's rows drawn with their columns aligned.
struct ProgressRows: TextRenderable {
    var rows: [ProgressSnapshot]
    var columns: [ProgressColumn]

    func render(width: Int) -> Canvas {
        var canvas = Canvas(width: max(1, width), height: rows.count)
        guard !rows.isEmpty else { return canvas }
        // Each column's texts, and its width: its widest text.
        let texts: [[String]?] = columns.map { column in
            switch column.kind {
            case .label: rows.map { $0.description.terminalSafeLine }
            case .bar: nil
            case .text(let text, _): rows.map { text($0).terminalSafeLine }
            }
        }
        let widths = texts.map { $0?.map(\.displayWidth).max() ?? 0 }
        var shown = Array(columns.indices)
        // Columns go from the right while the bar would have fewer than ten columns.
        func barWidth() -> Int {
            let fixed = shown.filter { texts[$0] != nil }.reduce(0) { $0 + widths[$1] }
            return width - fixed - max(0, shown.count - 1) * 2
        }
        while shown.count > 1, columns.contains(where: { if case .bar = $0.kind { true } else { false } }), barWidth() < 10 {
            shown.removeLast()
        }
        let bar = max(0, barWidth())
        for (row, snapshot) in rows.enumerated() {
            var x = 0
            for index in shown {
                if x > 0 { x += 2 }
                switch columns[index].kind {
                case .label:
                    canvas.draw(texts[index]![row], at: Point(x: x, y: row))
                    x += widths[index]
                case .bar:
                    let fraction = ProgressBar(completed: snapshot.completed, total: snapshot.total).fraction
                    ProgressBar.drawBar(
                        fraction: fraction, width: bar, at: Point(x: x, y: row), on: &canvas,
                        clip: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height),
                        complete: Style.plain.foreground(.magenta), remaining: .dim)
                    x += bar
                case .text(_, let trailing):
                    let text = texts[index]![row]
                    let pad = widths[index] - text.displayWidth
                    canvas.draw(text, at: Point(x: x + (trailing ? pad : 0), y: row))
                    x += widths[index]
                }
            }
        }
        return canvas
    }
}

extension ProgressBoard: TextRenderable {
    /// The board as it stands, drawn at `width`: what a test asserts
    /// (`assertInlineSnapshot(of: board, as: .text(width: 60))`).
    public func render(width: Int) -> Canvas {
        live.render(width: width)
    }
}
