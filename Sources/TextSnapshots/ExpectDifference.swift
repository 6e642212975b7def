import TextDiff

/// Fails the test when two values are not equal, showing what differs as a value diff
/// (`String(diffing:_:)`) instead of two long descriptions. swift-custom-dump's assertion of
/// the same name, for XCTest and Swift Testing.
///
/// ```swift
/// expectNoDifference(model.state, State(items: ["a"], isLoading: false))
/// ```
///
/// ```
/// The values differ (-: first, +: second):
///   State(
///     items: […],
/// -   isLoading: true
/// +   isLoading: false
///   )
/// ```
///
/// - Parameters:
///   - expression1: The first value (the one the test computed, usually).
///   - expression2: The second value (the expected one, usually).
///   - message: Said before the diff.
public func expectNoDifference<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let first = try expression1()
        let second = try expression2()
        guard first != second else { return }
        SnapshotReporter.fail(ValueDifference.message(first, second, sides: ("first", "second"), message: message()), at: location)
    } catch {
        SnapshotReporter.fail("Could not compare the values: \(error)", at: location)
    }
}

/// Fails the test unless a value changed exactly as described: `changes` is applied to the
/// value as it was, and the result must equal the value after `operation`. A mismatch shows
/// what differs between the expected and the actual value. With an `operation`, the value must
/// change; without one, the changes have already happened (the value is read once, after).
///
/// ```swift
/// expectDifference(model.state) {
///     model.addButtonTapped()
/// } changes: {
///     $0.items.append("new")
///     $0.isLoading = false
/// }
/// ```
///
/// - Parameters:
///   - expression: The value, read before and after `operation`.
///   - message: Said before the diff.
///   - operation: What changes the value.
///   - changes: The changes `operation` should make, applied to the value as it was before.
public func expectDifference<T: Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String? = nil,
    operation: (() throws -> Void)? = nil,
    changes: (_ expected: inout T) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let original = try expression()
        try operation?()
        try ValueDifference.checkChange(
            from: original, changes: changes, actual: expression(), requiresChange: operation != nil, message: message,
            at: location)
    } catch {
        SnapshotReporter.fail("Could not compare the values: \(error)", at: location)
    }
}

#if compiler(>=6.2)
/// `expectDifference` with an asynchronous operation, which runs on the caller's actor.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String? = nil,
    operation: () async throws -> Void,
    changes: (_ expected: inout T) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let original = try expression()
        try await operation()
        try ValueDifference.checkChange(
            from: original, changes: changes, actual: expression(), requiresChange: true, message: message, at: location)
    } catch {
        SnapshotReporter.fail("Could not compare the values: \(error)", at: location)
    }
}
#endif

/// The messages of `expectNoDifference` and `expectDifference`.
enum ValueDifference {
    /// Fails unless `actual` is `original` with `changes` applied (and, when `requiresChange`,
    /// differs from `original`).
    static func checkChange<T: Equatable>(
        from original: T, changes: (inout T) throws -> Void, actual: T, requiresChange: Bool, message: () -> String?,
        at location: SnapshotSourceLocation
    ) throws {
        var expected = original
        try changes(&expected)
        if expected == actual {
            if requiresChange, original == actual {
                SnapshotReporter.fail(prefixed(message(), "The value did not change, but changes were expected."), at: location)
            }
            return
        }
        SnapshotReporter.fail(Self.message(expected, actual, sides: ("expected", "actual"), message: message()), at: location)
    }

    /// `message`, the sides' names, and the value diff indented by two spaces.
    static func message<T>(_ first: T, _ second: T, sides: (String, String), message: String?) -> String {
        guard let difference = String(diffing: first, second) else {
            // Values `==` calls unequal can dump alike (a custom `==`, a NaN).
            return prefixed(message, "The values are not equal (==), but their dumps are the same:\n"
                + indented(String(dumping: first)))
        }
        return prefixed(message, "The values differ (-: \(sides.0), +: \(sides.1)):\n" + indented(difference))
    }

    private static func prefixed(_ message: String?, _ text: String) -> String {
        guard let message, !message.isEmpty else { return text }
        return message + " - " + text
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
