import StateFlow
/// A change a store refused, as a state log keeps it when `StateLogOptions.logsRejections` is
/// on: one line after the entry whose state the change was refused in.
///
/// ```
/// {"after":12,"code":"notSold","message":"notSold [product: Margherita]","rejected":"addLine","values":{"product":"Margherita"}}
/// {"after":14,"message":"Pick a size; Add an address","rejected":"pay","rule":"size","rules":["size","address"]}
/// ```
///
/// `rule` is the first rule the state broke; `rules`, written when it broke more than one,
/// names them all.
///
/// Rejection lines change no state: readers keep them apart (`StateLogReader.rejections`,
/// `StateLogIndex.rejections`, `StateLog.rejections`) and replays step over them.
public struct StateLogRejection: Sendable, Hashable {
    /// The action that was refused.
    public var action: String
    /// Why, as the rejection says it (`Rejection.message`).
    public var message: String
    /// The rejection's code, for a coded rejection.
    public var code: String?
    /// The values a coded rejection concerns, by name.
    public var values: [String: String]
    /// The validation rule that refused the change, the first of `rules`; `nil` when the
    /// mutation threw.
    public var rule: String?
    /// Every validation rule the refused state broke; empty when the mutation threw.
    public var rules: [String]
    /// The sequence number of the entry before the line: the state the change was refused in.
    public var afterSequence: Int
    /// Where the refused `update` was called, when the store recorded it.
    public var source: ChangeSource?
    /// In a recorded session: the number of the input the change was refused while handling.
    public var input: Int?

    /// A rejection line for `rejection`, refused in the state of entry `afterSequence`.
    public init(_ rejection: Rejection, afterSequence: Int) {
        self.init(
            action: rejection.action, message: rejection.message, code: rejection.code, values: rejection.values,
            rules: rejection.rules, afterSequence: afterSequence, source: rejection.source)
    }

    /// A rejection line for `rejection` refused in the state of entry `afterSequence`, while
    /// input `input` of a recorded session was handled.
    init(_ rejection: Rejection, afterSequence: Int, input: Int?) {
        self.init(rejection, afterSequence: afterSequence)
        self.input = input
    }

    /// A rejection line with each of its fields.
    public init(
        action: String, message: String, code: String? = nil, values: [String: String] = [:], rules: [String] = [], afterSequence: Int,
        source: ChangeSource? = nil, input: Int? = nil
    ) {
        self.source = source
        self.input = input
        self.action = action
        self.message = message
        self.code = code
        self.values = values
        self.rule = rules.first
        self.rules = rules
        self.afterSequence = afterSequence
    }

    /// The message, with the rules that refused the change in brackets, each named once (a
    /// rule whose violation is its own name is not named again): what `viewdata log actions`
    /// prints.
    public var explanation: String {
        let named = Rejection.rulesToName(rules, message: message)
        return message + (named.isEmpty ? "" : " [\(named.joined(separator: ", "))]")
    }

    /// The line's value.
    var line: JSONValue {
        var members: [String: JSONValue] = [
            "rejected": .string(action), "message": .string(message), "after": .number(String(afterSequence)),
        ]
        if let code { members["code"] = .string(code) }
        if !values.isEmpty { members["values"] = .object(values.mapValues { .string($0) }) }
        if let rule { members["rule"] = .string(rule) }
        if rules.count > 1 { members["rules"] = .array(rules.map { .string($0) }) }
        if let source { members["source"] = .string(source.description) }
        if let input { members["input"] = .number(String(input)) }
        return .object(members)
    }
}
