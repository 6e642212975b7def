/// A history entry: the state after a change, why it happened, and its place in time.
public struct HistoryEntry<State: Sendable>: Sendable {
    /// Increases by one with every change the store accepts; never reused.
    public var sequence: Int
    /// Why the store reached this state (`initial` for the first entry).
    public var reason: ChangeReason
    /// The action's name (the reason's name for other reasons).
    public var action: String
    /// The state. Entries share the storage of what did not change (copy on write).
    public var state: State
    /// For a view-state store under `TimeTravel`, the revision of the document it was made
    /// against.
    public var documentRevision: Int?
    /// Where the `update` that made the entry was called; `nil` for entries no `update` made
    /// (the initial state, restores, replays) and when the store does not record sources.
    public var source: ChangeSource? = nil
    /// The store's redacted fields, which a dump of the entry shows as `<redacted>`.
    var redactedFields: Set<String> = []

    init(
        sequence: Int, reason: ChangeReason, action: String, state: State, documentRevision: Int?, redactedFields: Set<String>,
        source: ChangeSource? = nil
    ) {
        self.sequence = sequence
        self.reason = reason
        self.action = action
        self.state = state
        self.documentRevision = documentRevision
        self.redactedFields = redactedFields
        self.source = source
    }
}

extension HistoryEntry: CustomReflectable {
    /// The entry's fields, its state with the store's redacted fields (`Store.redactedFields`)
    /// shown as `<redacted>` at any depth, so that `dump(store.history)` and value dumps of the
    /// history keep them as the logs do.
    public var customMirror: Mirror {
        let shownState: Any = redactedFields.isEmpty ? state : RedactedValue(value: state, fields: redactedFields)
        return Mirror(self, children: [
            "sequence": sequence, "reason": reason, "action": action, "state": shownState, "documentRevision": documentRevision as Any,
            "source": source as Any,
        ], displayStyle: .struct)
    }
}

/// A value whose mirror shows the children named in `fields` as `<redacted>`, at any depth,
/// and is otherwise the value's own.
struct RedactedValue: CustomReflectable {
    var value: Any
    var fields: Set<String>

    var customMirror: Mirror { Self.mirror(of: value, fields: fields) }

    /// The value's mirror with redacted children; opened from `Any` so that dumps name the
    /// value's own type.
    private static func mirror<Value>(of value: Value, fields: Set<String>) -> Mirror {
        let original = Mirror(reflecting: value)
        let children = original.children.map { child -> Mirror.Child in
            if let label = child.label, fields.contains(label) { return (label, "<redacted>" as Any) }
            // Leaves (numbers, strings) are shown as they are; containers are walked.
            guard Mirror(reflecting: child.value).children.isEmpty else {
                return (child.label, RedactedValue(value: child.value, fields: fields) as Any)
            }
            return child
        }
        return Mirror(value, children: children, displayStyle: original.displayStyle)
    }
}
