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
