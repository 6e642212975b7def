/// A rule every state of a store must keep: it lists what a state does wrong.
///
/// ```swift
/// let minimum = ValidationRule<Order>("minimum order") { order in
///     order.status == .paying && order.total < 10 ? ["A paid order must be at least 10.00"] : []
/// }
/// ```
public struct ValidationRule<State>: Sendable {
    /// The rule's name, shown with its rejections.
    public var name: String
    /// The violations of a state; empty when the state keeps the rule.
    public var violations: @Sendable (State) -> [String]

    /// Creates a rule.
    public init(_ name: String, violations: @escaping @Sendable (State) -> [String]) {
        self.name = name
        self.violations = violations
    }

    /// Creates a rule that a state keeps when `isKept` says so; a state that breaks it is
    /// refused with the rule's name as the message.
    ///
    /// ```swift
    /// let inList = ValidationRule<ListState>("the selection is in the list") { $0.selected < $0.count }
    /// ```
    public init(_ name: String, isKept: @escaping @Sendable (State) -> Bool) {
        self.init(name) { state in isKept(state) ? [] : [name] }
    }
}

extension Store {
    /// Adds a rule over this store's state and `other`'s: the view-state's selection against
    /// the document's notes, say. It is kept by both stores: a change of either that breaks it
    /// is refused by the store that was changing, recorded in its `rejections` and logged like
    /// any refusal, and the other store stays as it was.
    ///
    /// ```swift
    /// viewState.addRule("the selected note exists", reading: document) { view, document in
    ///     guard let id = view.selectedID, !document.notes.contains(where: { $0.id == id }) else { return [] }
    ///     return ["note \(id) is selected but not in the document"]
    /// }
    /// document.update("deleteNote") { $0.notes.removeAll { $0.id == selected } }   // refused
    /// ```
    ///
    /// A change that needs both stores to move (a note deleted and the selection moved off it)
    /// changes them in an order that keeps the rule at every step: the selection first.
    /// History moves (undo, redo, jumps, time travel) and replays are not checked, as no rule
    /// checks them: undoing one store alone can leave the pair breaking the rule, and then
    /// every change of either store is refused until one repairs it. Move both stores together
    /// (`TimeTravel`), or reconcile the other after a move, as the notes example does.
    ///
    /// - Parameters:
    ///   - name: The rule's name, in both stores' `rules` and in the refusals.
    ///   - other: The other store; the rule holds it weakly, and keeps nothing once it is gone.
    ///   - violations: What the pair of states does wrong; empty when they keep the rule.
    public func addRule<Other>(
        _ name: String, reading other: Store<Other>, violations: @escaping @Sendable (State, Other) -> [String]
    ) {
        precondition(other !== self as AnyObject, "a rule reading another store needs another store; '\(name)' reads '\(self.name)' itself")
        let mine = WeakStore(self)
        let theirs = WeakStore(other)
        addRule(ValidationRule(name) { state in theirs.state.map { violations(state, $0) } ?? [] })
        other.addRule(ValidationRule(name) { otherState in mine.state.map { violations($0, otherState) } ?? [] })
    }

    /// Adds a rule over this store's state and `other`'s that a pair of states keeps when
    /// `isKept` says so; a change that breaks it is refused with the rule's name as the message.
    public func addRule<Other>(_ name: String, reading other: Store<Other>, isKept: @escaping @Sendable (State, Other) -> Bool) {
        addRule(name, reading: other) { state, otherState in isKept(state, otherState) ? [] : [name] }
    }
}

/// A store a rule of another store reads, held weakly.
///
/// `@unchecked Sendable`: rules are `Sendable` so that they can be made anywhere, but a store
/// checks them on its own thread, where (like the store itself) the other store is used.
private final class WeakStore<State: Codable & Equatable & Sendable>: @unchecked Sendable {
    weak var store: Store<State>?

    init(_ store: Store<State>) {
        self.store = store
    }

    /// The store's state, read without telling Observation (a rule is not a view).
    var state: State? { store?.storedState }
}
