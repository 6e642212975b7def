/// A change a store refused: thrown inside `update` by the mutation, or found by a validation
/// rule after it. The store's state stays as it was.
///
/// ```swift
/// store.update("addLine") { order in
///     guard order.status == .open else { throw Rejection("Cannot add a line while paying") }
///     order.lines.append(line)
/// }
/// ```
public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the change was refused, in a sentence.
    public var message: String
    /// The action that was refused; set by the store.
    public internal(set) var action: String
    /// The validation rule that refused it; `nil` when the mutation threw.
    public internal(set) var rule: String?

    /// A rejection with `message`, for a mutation to throw.
    public init(_ message: String) {
        self.message = message
        self.action = ""
        self.rule = nil
    }

    init(message: String, action: String, rule: String?) {
        self.message = message
        self.action = action
        self.rule = rule
    }

    /// `action: message`, with the rule in brackets when a rule refused it.
    public var description: String {
        "\(action): \(message)" + (rule.map { " [\($0)]" } ?? "")
    }
}

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
