/// `==` for values known only as `Any`.
enum ValueEquality {
    /// Whether two values are equal by their type's `==`; `nil` when the first is not
    /// `Equatable` or the second is not of its type.
    static func areEqual(_ first: Any, _ second: Any) -> Bool? {
        guard let first = first as? any Equatable else { return nil }
        return compare(first, second)
    }

    private static func compare<Value: Equatable>(_ first: Value, _ second: Any) -> Bool? {
        guard let second = second as? Value else { return nil }
        return first == second
    }
}
