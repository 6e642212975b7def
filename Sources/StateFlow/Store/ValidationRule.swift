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
