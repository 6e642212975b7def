/// A change a store refused: thrown inside `update` by the mutation, or found by a validation
/// rule after it. The store's state stays as it was.
///
/// A mutation may refuse with a sentence, or with a code and the values it concerns, so that
/// the state stays free of the words users read and the layer that shows the refusal writes
/// them:
///
/// ```swift
/// store.update("addLine") { order in
///     guard order.status == .open else { throw Rejection("Cannot add a line while paying") }
///     guard menu.contains(line.product) else {
///         throw Rejection(code: "notSold", values: ["product": line.product])
///     }
///     order.lines.append(line)
/// }
/// store.rejections.last?.code      // "notSold"
/// store.rejections.last?.message   // "notSold [product: Margherita]"
/// ```
public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the change was refused: a sentence, or for a coded rejection its code and values
    /// in a neutral form for logs (`notSold [product: Margherita]`).
    public var message: String
    /// The action that was refused; set by the store.
    public package(set) var action: String
    /// The validation rule that refused it, the first of `rules`; `nil` when the mutation threw.
    public package(set) var rule: String?
    /// Every validation rule the refused state broke, in the order the store checks them
    /// (`rule` is the first); empty when the mutation threw. Its `message` holds the
    /// violations of all of them, joined by `; `.
    public package(set) var rules: [String]
    /// A stable, machine-readable name of the kind of refusal (`notSold`), for code that turns
    /// refusals into text or decides what to do; `nil` for a rejection made from a message.
    public var code: String?
    /// The values the refusal concerns, by name (`["product": "Margherita"]`); empty for a
    /// rejection made from a message.
    public var values: [String: String]
    /// Where the refused `update` was called, when the store records it. Not part of what the
    /// rejection is: two rejections that differ only here are equal.
    public package(set) var source: ChangeSource?

    /// A rejection with `message`, for a mutation to throw.
    ///
    /// - Parameter message: Why the change is refused, in a sentence.
    public init(_ message: String) {
        self.init(message: message, action: "", rules: [])
    }

    /// A rejection with a code and the values it concerns, for a mutation to throw; whoever
    /// shows it turns the code into words.
    ///
    /// Its `message` is a neutral technical form for logs and printing: the code, then the
    /// values sorted by name in brackets, or the code alone when there are no values.
    ///
    /// ```swift
    /// Rejection(code: "notSold", values: ["restaurant": "Pizzeria", "product": "Ramen"]).message
    /// // "notSold [product: Ramen, restaurant: Pizzeria]"
    /// Rejection(code: "noAddress").message   // "noAddress"
    /// ```
    ///
    /// - Parameters:
    ///   - code: The kind of refusal, a stable name such as `notSold`.
    ///   - values: The values the refusal concerns, by name.
    public init(code: String, values: [String: String] = [:]) {
        self.init(message: Self.message(code: code, values: values), action: "", rules: [], code: code, values: values)
    }

    /// A rejection as the store records it, with the action and the rules that refused it.
    package init(
        message: String, action: String, rules: [String], code: String? = nil, values: [String: String] = [:], source: ChangeSource? = nil
    ) {
        self.source = source
        self.message = message
        self.action = action
        self.rule = rules.first
        self.rules = rules
        self.code = code
        self.values = values
    }

    /// The rejection with the values of `fields` replaced by `replacement`, and a coded
    /// rejection's message made again from its code and those values (its message holds its
    /// values); a rejection made from a message has no values to redact.
    package func redacting(_ fields: Set<String>, with replacement: String) -> Rejection {
        guard let code, values.keys.contains(where: fields.contains) else { return self }
        var redacted = values
        for name in redacted.keys where fields.contains(name) { redacted[name] = replacement }
        return Rejection(
            message: Self.message(code: code, values: redacted), action: action, rules: rules, code: code, values: redacted, source: source)
    }

    public static func == (lhs: Rejection, rhs: Rejection) -> Bool {
        lhs.message == rhs.message && lhs.action == rhs.action && lhs.rules == rhs.rules && lhs.code == rhs.code && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(action)
        hasher.combine(rules)
        hasher.combine(code)
        hasher.combine(values)
    }

    /// The rules to name beside `message`: those whose name is not already what the message
    /// says (a rule made with `isKept` is refused with its name as its violation).
    package static func rulesToName(_ rules: [String], message: String) -> [String] {
        // Violations are joined by "; " (`Store.rejection(of:action:)`); a rule's name is said
        // when one of them is exactly it.
        var said: Set<Substring> = []
        var start = message.startIndex
        var index = start
        while index < message.endIndex {
            let next = message.index(after: index)
            if message[index] == ";", next < message.endIndex, message[next] == " " {
                said.insert(message[start..<index])
                start = message.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        said.insert(message[start...])
        return rules.filter { !said.contains(Substring($0)) }
    }

    /// `code [name: value, …]`, the values sorted by name; `code` alone without values.
    private static func message(code: String, values: [String: String]) -> String {
        guard !values.isEmpty else { return code }
        let pairs = values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(code) [\(pairs.joined(separator: ", "))]"
    }

    /// `action: message`, with the rules that refused it in brackets, each named once (a rule
    /// whose violation is its own name is not named again).
    public var description: String {
        let named = Self.rulesToName(rules, message: message)
        return "\(action): \(message)" + (named.isEmpty ? "" : " [\(named.joined(separator: ", "))]")
    }
}
