import StateFlow
import StateFlowLog
import TextDiff
import TextSnapshots

/// Tests what a change does to one store or several: exhaustively by default, so that a test
/// fails when the change did more than it says, less, or something else, when a store refused
/// a change and the test did not say so, and when a store changed outside any step the test
/// ran. For XCTest and Swift Testing alike.
///
/// ```swift
/// let tester = StoreTester(notes, viewState)
/// tester.run {
///     controller.deleteSelectedNote()
/// } expecting: {
///     $0.change(notes, "deleteNote") { $0.notes.remove(at: 1) }
///     $0.change(viewState, "select") { $0.selectedID = nil }
/// }
/// tester.run {
///     controller.select(id: 99)
/// } expecting: {
///     $0.refusal(viewState, "select", rules: ["the selected note exists"])
/// }
/// tester.finish()
/// ```
///
/// Each `change` is one change the store made, in the order it made them: its action (or, for
/// undo and time travel, the reason's name: `"undo"`), and `mutate` applied to the state the
/// test expected before it must give the state the store reached, else the test fails with the
/// value diff (`-` expected, `+` actual). Each `refusal` is one change the store refused, with
/// the rules it broke when the test names them. Stores are matched one by one: the order of
/// changes across two stores is not asserted.
///
/// With `exhaustivity: .off`, only what the test states is checked: each stated change must be
/// among the store's, in order, and `mutate` is applied to the state the store reached, so
/// that only the fields it sets are compared (set values, `$0.count = 2`, rather than
/// `$0.count += 1`); changes and refusals the test does not state pass.
///
/// A tester watches its stores from its creation until `finish()` (or until it goes, which
/// checks what `finish()` checks). To start from a recorded session, make the stores at a
/// logged state: `Store(try log.state(atSequence: 8), name: "viewState")`.
public final class StoreTester {
    /// How much of what the stores did a test must state.
    public enum Exhaustivity: Sendable, Hashable {
        /// Every change and refusal of every store watched, each as it happened.
        case on
        /// Only the changes and refusals the test states, and only the fields it sets.
        case off
    }

    /// How much of what the stores did a test must state; may change between steps.
    public var exhaustivity: Exhaustivity

    private var watched: [any WatchedStore] = []
    private let location: SnapshotSourceLocation
    private var isFinished = false

    /// A tester of `store`.
    public convenience init<State>(
        _ store: Store<State>, exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(exhaustivity: exhaustivity, location: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        watch(store)
    }

    /// A tester of two stores: a document and its view-state, say.
    public convenience init<First, Second>(
        _ first: Store<First>, _ second: Store<Second>, exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(exhaustivity: exhaustivity, location: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        watch(first)
        watch(second)
    }

    /// A tester of three stores; `watch(_:)` adds more.
    public convenience init<First, Second, Third>(
        _ first: Store<First>, _ second: Store<Second>, _ third: Store<Third>, exhaustivity: Exhaustivity = .on,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.init(exhaustivity: exhaustivity, location: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        watch(first)
        watch(second)
        watch(third)
    }

    private init(exhaustivity: Exhaustivity, location: SnapshotSourceLocation) {
        self.exhaustivity = exhaustivity
        self.location = location
    }

    deinit {
        if !isFinished { finish(at: location) }
    }

    /// Watches `store` too, from now on: what it did before is not the test's. A store another
    /// tester still watches (one not finished) fails the test: it would hear nothing more.
    public func watch<State>(_ store: Store<State>) {
        guard !watched.contains(where: { $0.identifier == ObjectIdentifier(store) }) else { return }
        if store.recorder(of: EventRecorder<State>.self) != nil {
            SnapshotReporter.fail(
                "Store '\(store.name)' is watched by another StoreTester that has not finished: finish() it before a new one watches the store.",
                at: location)
        }
        watched.append(Watched(store))
    }

    /// Runs `body` and checks what the stores did against `expecting`: with nothing expected,
    /// that they did nothing. In exhaustive mode, a change a store made before the step that no
    /// step expected fails the test first.
    public func run(
        _ body: () throws -> Void, expecting: (StoreExpectations) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        run(nil, body, expecting: expecting, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// `run(_:expecting:)` of a step named `step`, which its failures start with: a test made
    /// from a recorded session names each input (`input 4: ⏎`).
    public func run(
        _ step: String, _ body: () throws -> Void, expecting: (StoreExpectations) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        run(step, body, expecting: expecting, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func run(
        _ step: String?, _ body: () throws -> Void, expecting: (StoreExpectations) throws -> Void, at location: SnapshotSourceLocation
    ) {
        currentStep = step
        defer { currentStep = nil }
        reportUnexpected(at: location, before: true)
        do {
            try body()
        } catch {
            fail("The step threw \(error); what the stores did before it is checked.", at: location)
        }
        check(expecting, at: location)
    }

    /// The step running, named in its failures.
    private var currentStep: String?

    /// Fails the test with `message`, after the step's name.
    fileprivate func fail(_ message: String, at location: SnapshotSourceLocation) {
        SnapshotReporter.fail((currentStep.map { "\($0): " } ?? "") + message, at: location)
    }

    #if compiler(>=6.2)
    /// `run(_:expecting:)` with an asynchronous step, run on the caller's actor.
    nonisolated(nonsending) public func run(
        _ body: () async throws -> Void, expecting: (StoreExpectations) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnexpected(at: location, before: true)
        do {
            try await body()
        } catch {
            fail("The step threw \(error); what the stores did before it is checked.", at: location)
        }
        check(expecting, at: location)
    }
    #endif

    /// Checks what the stores did since the last step (a timer fired, a task finished) against
    /// `expecting`, running nothing.
    public func expect(
        _ expecting: (StoreExpectations) throws -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        check(expecting, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Ends the test: in exhaustive mode, a change a store made after the last step fails it.
    /// The tester stops watching its stores.
    public func finish(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        finish(at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func finish(at location: SnapshotSourceLocation) {
        guard !isFinished else { return }
        isFinished = true
        reportUnexpected(at: location, before: false)
        for store in watched { store.stopWatching() }
    }

    // MARK: - Checking

    private func check(_ expecting: (StoreExpectations) throws -> Void, at location: SnapshotSourceLocation) {
        precondition(!isFinished, "the tester has finished; make a new one to test more")
        for store in watched { store.beginCheck(exhaustive: exhaustivity == .on, tester: self) }
        do {
            try expecting(StoreExpectations(tester: self))
        } catch {
            fail("The expectations threw \(error).", at: location)
        }
        for store in watched {
            for failure in store.endCheck() { fail(failure, at: location) }
        }
    }

    /// Fails the test for each change or refusal not yet checked (in exhaustive mode), and
    /// forgets them.
    private func reportUnexpected(at location: SnapshotSourceLocation, before: Bool) {
        for store in watched {
            let unchecked = store.takeUnchecked()
            guard exhaustivity == .on, !unchecked.isEmpty else { continue }
            let when = before ? "before this step, outside any step the test ran" : "after the last step"
            fail(
                "Store '\(store.name)' did \(unchecked.count == 1 ? "this" : "these") \(when), and the test did not expect "
                    + (unchecked.count == 1 ? "it" : "them") + ":\n" + unchecked.joined(separator: "\n"), at: location)
        }
    }

    fileprivate func tested<State>(_ store: Store<State>, at location: SnapshotSourceLocation) -> Watched<State>? {
        guard let found = watched.first(where: { $0.identifier == ObjectIdentifier(store) }) as? Watched<State> else {
            fail("Store '\(store.name)' is not one this tester watches: pass it to StoreTester or to watch(_:).", at: location)
            return nil
        }
        return found
    }
}

/// What a step of a `StoreTester` must do, stated store by store in the order each store did
/// it (see `StoreTester`).
public struct StoreExpectations {
    fileprivate let tester: StoreTester

    /// The store makes change `action` (an action's name, or a reason's: `"undo"`, `"travel"`),
    /// reaching the state the test expected before it with `mutate` applied (in non-exhaustive
    /// mode, the state it reached with `mutate` applied, so that only what `mutate` sets is
    /// compared; without `mutate`, only the action is).
    public func change<State>(
        _ store: Store<State>, _ action: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ mutate: ((inout State) throws -> Void)? = nil
    ) {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        tester.tested(store, at: location)?.expectChange(action, mutate, at: location)
    }

    /// The store makes change `action`, setting each path to a value written as JSON: the state
    /// the test expected before it, as JSON, with those paths set in order (`nil` removes the
    /// member or element: an optional that became `nil`, a note deleted; `"null"` sets JSON
    /// `null`, as an optional in a dictionary or an array is written) must be the state it
    /// reached, as JSON. What a test made from a recorded session states, in the paths
    /// `viewdata log actions` shows, so that it compiles whatever the app's types are:
    ///
    /// ```swift
    /// $0.change(app.viewState, "select", setting: ["selection.searchText": #""osl""#, "detail": nil])
    /// ```
    ///
    /// Paths are names (`master.highlightedID`), quoted names in brackets (`["odd key"]`) and
    /// indices (`notes[2]`). In non-exhaustive mode the paths are set on the state reached.
    public func change<State>(
        _ store: Store<State>, _ action: String, setting changes: KeyValuePairs<String, String?>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        tester.tested(store, at: location)?.expectChange(action, setting: Array(changes), at: location)
    }

    /// The store does what a recorded session's store did while an input was handled (see
    /// `StoreTester.replay`): each change as the paths it set, each refusal with its rules.
    func expect<State>(
        _ events: [SessionLog.Event], in store: Store<State>, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let watched = tester.tested(store, at: location) else { return }
        for event in events {
            switch event.kind {
            case .change(let settings):
                var paths: [(path: JSONPath, value: JSONValue?)] = []
                for setting in settings {
                    guard let path = try? JSONPath(parsing: setting.path) else {
                        return tester.fail("The session's change '\(event.action)' of store '\(store.name)' has the path '\(setting.path)', which cannot be read.", at: location)
                    }
                    paths.append((path, setting.value))
                }
                watched.expectChange(event.action, setting: paths, at: location)
            case .refusal(let rules, _):
                watched.expectRefusal(event.action, rules: rules, at: location)
            }
        }
    }

    /// The store refuses change `action`; with `rules`, breaking exactly those rules, in the
    /// order the store checks them (empty: the mutation itself threw).
    public func refusal<State>(
        _ store: Store<State>, _ action: String, rules: [String]? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        tester.tested(store, at: location)?.expectRefusal(action, rules: rules, at: location)
    }
}

// MARK: - Watching a store

/// A store a tester watches, whatever its state's type.
private protocol WatchedStore: AnyObject {
    var identifier: ObjectIdentifier { get }
    var name: String { get }
    /// Descriptions of what the store did and no check took, which are forgotten.
    func takeUnchecked() -> [String]
    /// Starts matching the store's events against a step's expectations.
    func beginCheck(exhaustive: Bool, tester: StoreTester)
    /// Ends the matching: the failures for events left (in exhaustive mode).
    func endCheck() -> [String]
    func stopWatching()
}

/// What a store did, in order, as its recorder heard it.
private enum StoreEvent<State: Codable & Equatable & Sendable> {
    case change(StoreRecord<State>, old: State)
    case refusal(Rejection)
}

/// Hears every change and refusal of a store (before its observers do).
private final class EventRecorder<State: Codable & Equatable & Sendable>: StoreRecorder {
    var events: [StoreEvent<State>] = []

    func record(_ change: StoreRecord<State>, from old: State) {
        events.append(.change(change, old: old))
    }

    func record(_ rejection: Rejection) {
        events.append(.refusal(rejection))
    }
}

private final class Watched<State: Codable & Equatable & Sendable>: WatchedStore {
    let store: Store<State>
    let recorder = EventRecorder<State>()
    /// The state the test expects the store to be at before the next event.
    var expected: State
    /// The next event to match, during a check.
    var cursor = 0
    var exhaustive = true
    /// The tester checking, which names the step in failures.
    weak var tester: StoreTester?

    init(_ store: Store<State>) {
        self.store = store
        expected = store.state
        store.attach(recorder)
    }

    var identifier: ObjectIdentifier { ObjectIdentifier(store) }
    var name: String { store.name }

    func takeUnchecked() -> [String] {
        defer {
            recorder.events.removeAll()
            expected = store.state
        }
        return recorder.events.map(describe)
    }

    func beginCheck(exhaustive: Bool, tester: StoreTester) {
        self.exhaustive = exhaustive
        self.tester = tester
        cursor = 0
    }

    /// Fails the test, naming the step.
    private func fail(_ message: String, at location: SnapshotSourceLocation) {
        if let tester { tester.fail(message, at: location) } else { SnapshotReporter.fail(message, at: location) }
    }

    func endCheck() -> [String] {
        defer {
            recorder.events.removeAll()
            cursor = 0
            expected = store.state
        }
        let left = recorder.events[min(cursor, recorder.events.count)...]
        guard exhaustive, !left.isEmpty else { return [] }
        return left.map(unexpected)
    }

    func stopWatching() {
        if store.recorder(of: EventRecorder<State>.self) === recorder { store.detachRecorder(of: EventRecorder<State>.self) }
    }

    func expectChange(_ action: String, _ mutate: ((inout State) throws -> Void)?, at location: SnapshotSourceLocation) {
        guard let (index, record) = nextChange(action, at: location) else { return }
        cursor = index + 1
        var wanted = exhaustive ? expected : record.state
        expected = record.state
        do {
            try mutate?(&wanted)
        } catch {
            fail("The expected change '\(action)' of store '\(name)' threw \(error).", at: location)
            return
        }
        if let failure = mismatch(record, wanted: wanted) { fail(failure, at: location) }
    }

    func expectChange(_ action: String, setting changes: [(String, String?)], at location: SnapshotSourceLocation) {
        var settings: [(path: JSONPath, value: JSONValue?)] = []
        for (path, text) in changes {
            do {
                settings.append((try JSONPath(parsing: path), try text.map { try JSONValue(parsing: $0) }))
            } catch {
                // The change is taken all the same, so that what follows is matched as written.
                if let (index, record) = nextChange(action, at: location) {
                    cursor = index + 1
                    expected = record.state
                }
                let problem = error is JSONParseError ? "sets '\(path)' to \(text ?? ""), which is not JSON (\(error))" : "\(error)"
                return fail("The expected change '\(action)' of store '\(name)' \(problem).", at: location)
            }
        }
        expectChange(action, setting: settings, at: location)
    }

    /// The store's next change is `action`, the state the test expected before it with each
    /// path set (removed for `nil`).
    func expectChange(_ action: String, setting settings: [(path: JSONPath, value: JSONValue?)], at location: SnapshotSourceLocation) {
        guard let (index, record) = nextChange(action, at: location) else { return }
        cursor = index + 1
        let base = exhaustive ? expected : record.state
        expected = record.state
        let encoder = JSONValueEncoder()
        var wanted: JSONValue
        let actual: JSONValue
        do {
            wanted = try encoder.encode(base)
            actual = try encoder.encode(record.state)
        } catch {
            return fail("Store '\(name)': the state does not encode as JSON: \(error).", at: location)
        }
        for (path, value) in settings {
            do {
                wanted = try wanted.setting(value, at: path)
            } catch {
                return fail("The expected change '\(action)' of store '\(name)': \(error).", at: location)
            }
        }
        guard wanted != actual else { return }
        // Shown as a value diff when the expected JSON is a state, as a JSON diff otherwise.
        if let state = try? JSONValueDecoder().decode(State.self, from: wanted), let failure = mismatch(record, wanted: state) {
            return fail(failure, at: location)
        }
        fail(
            "Store '\(name)', change '\(record.action)'" + (record.source.map { " (\($0))" } ?? "")
                + ": the state is not what the test expects (-: expected, +: actual):\n"
                + indented(String(diffing: wanted.prettyJSONText, actual.prettyJSONText) ?? ""), at: location)
    }

    func expectRefusal(_ action: String, rules: [String]?, at location: SnapshotSourceLocation) {
        let events = recorder.events
        if exhaustive {
            guard cursor < events.count else {
                return fail("Store '\(name)' was expected to refuse '\(action)', but it did nothing more.", at: location)
            }
            let event = events[cursor]
            cursor += 1
            guard case .refusal(let rejection) = event else {
                if case .change(let record, _) = event { expected = record.state }
                return fail(
                    "Store '\(name)' was expected to refuse '\(action)', but it made a change:\n" + describe(event), at: location)
            }
            if let failure = refusalMismatch(rejection, action: action, rules: rules) { fail(failure, at: location) }
            return
        }
        guard let index = events[cursor...].firstIndex(where: { event in
            if case .refusal(let rejection) = event { return refusalMismatch(rejection, action: action, rules: rules) == nil }
            return false
        }) else {
            let refused = events[cursor...].compactMap { event -> String? in
                if case .refusal = event { return describe(event) }
                return nil
            }
            return fail(
                "Store '\(name)' did not refuse '\(action)'" + (rules.map { " with rules \($0)" } ?? "")
                    + (refused.isEmpty ? "." : "; it refused:\n" + refused.joined(separator: "\n")), at: location)
        }
        cursor = index + 1
    }

    /// The next change to match with `action`: in exhaustive mode the next event, which must
    /// be a change (by that action); otherwise the first change by that action from the cursor.
    private func nextChange(_ action: String, at location: SnapshotSourceLocation) -> (index: Int, record: StoreRecord<State>)? {
        let events = recorder.events
        if exhaustive {
            guard cursor < events.count else {
                fail("Store '\(name)' was expected to make change '\(action)', but it did nothing more.", at: location)
                return nil
            }
            // The change further on, after events the test did not state: those are said, and
            // the change is matched, so that what the test states next is matched as written.
            if !isChange(events[cursor], action),
               let later = events.indices[(cursor + 1)...].first(where: { isChange(events[$0], action) }),
               case .change(let record, let old) = events[later] {
                for skipped in events[cursor..<later] {
                    fail(unexpected(skipped), at: location)
                }
                expected = old
                return (later, record)
            }
            switch events[cursor] {
            case .refusal:
                fail(
                    "Store '\(name)' was expected to make change '\(action)', but it refused one:\n" + describe(events[cursor]), at: location)
                cursor += 1
                return nil
            case .change(let record, _):
                if record.action != action {
                    // Said, and the states still compared: the diff shows what the other change did.
                    fail(
                        "Store '\(name)' was expected to make change '\(action)', but it made '\(record.action)'"
                            + (record.source.map { " (\($0))" } ?? "") + ".", at: location)
                }
                return (cursor, record)
            }
        }
        for index in events.indices[cursor...] {
            if case .change(let record, _) = events[index], record.action == action { return (index, record) }
        }
        let made = events[cursor...].compactMap { event -> String? in
            if case .change(let record, _) = event { return "'\(record.action)'" }
            return nil
        }
        fail(
            "Store '\(name)' did not make change '\(action)'" + (made.isEmpty ? "; it made no change." : "; it made \(made.joined(separator: ", "))."),
            at: location)
        return nil
    }

    /// Whether `event` is a change by `action`.
    private func isChange(_ event: StoreEvent<State>, _ action: String) -> Bool {
        if case .change(let record, _) = event { return record.action == action }
        return false
    }

    /// The failure for an event the test did not state.
    private func unexpected(_ event: StoreEvent<State>) -> String {
        switch event {
        case .change: "Store '\(name)' made a change the test did not expect:\n" + describe(event)
        case .refusal: "Store '\(name)' refused a change and the test did not say so:\n" + describe(event)
        }
    }

    /// Why the store's state after `record` is not `wanted`, with the value diff; `nil` when
    /// it is.
    private func mismatch(_ record: StoreRecord<State>, wanted: State) -> String? {
        guard record.state != wanted else { return nil }
        let difference = String(diffing: wanted, record.state)
            ?? "(the states are not equal (==), but their dumps are the same)"
        return "Store '\(name)', change '\(record.action)'" + (record.source.map { " (\($0))" } ?? "")
            + ": the state is not what the test expects (-: expected, +: actual):\n" + indented(difference)
    }

    private func refusalMismatch(_ rejection: Rejection, action: String, rules: [String]?) -> String? {
        if rejection.action != action {
            return "Store '\(name)' was expected to refuse '\(action)', but it refused '\(rejection.action)': \(rejection.message)"
                + (rejection.rules.isEmpty ? "" : " (rules: \(rejection.rules.joined(separator: ", ")))") + "."
        }
        if let rules, rules != rejection.rules {
            return "Store '\(name)' refused '\(action)' breaking " + ruleList(rejection.rules)
                + (rejection.rules.isEmpty ? " (the change itself threw: \(rejection.message))" : "") + ", not " + ruleList(rules) + "."
        }
        return nil
    }

    /// `rule 'a'`, `rules 'a', 'b'`, `no rule`.
    private func ruleList(_ rules: [String]) -> String {
        switch rules.count {
        case 0: "no rule"
        case 1: "rule '\(rules[0])'"
        default: "rules " + rules.map { "'\($0)'" }.joined(separator: ", ")
        }
    }

    /// One line for a change (its sequence, action, source, then the value diff from the state
    /// before) or a refusal (its action, every rule it broke, its message and source).
    private func describe(_ event: StoreEvent<State>) -> String {
        switch event {
        case .change(let record, let old):
            let title = "  #\(record.sequence) '\(record.action)'" + (record.source.map { " (\($0))" } ?? "")
            let difference = String(diffing: old, record.state) ?? "(no visible difference)"
            return title + " (-: before, +: after):\n" + indented(difference)
        case .refusal(let rejection):
            let rules = rejection.rules.isEmpty ? "" : " breaking " + ruleList(rejection.rules)
            return "  '\(rejection.action)'\(rules): \(rejection.message)" + (rejection.source.map { " (\($0))" } ?? "")
        }
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
