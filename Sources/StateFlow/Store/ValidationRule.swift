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
}
