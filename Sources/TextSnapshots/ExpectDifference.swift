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
///   - fileID: The file a failure is reported in (the caller's, by default).
///   - filePath: The path of that file.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
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
        SnapshotReporter.fail(
            ValueDifference.message(first, second, sides: ("first", "second"), message: message(), wording: .current), at: location)
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
///   - fileID: The file a failure is reported in (the caller's, by default).
///   - filePath: The path of that file.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
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

/// The messages of `expectNoDifference` and `expectDifference`, in ViewDataKit's words or
/// swift-custom-dump's (`SnapshotTestingConfiguration.Wording`).
enum ValueDifference {
    typealias Wording = SnapshotTestingConfiguration.Wording

    /// Fails unless `actual` is `original` with `changes` applied (and, when `requiresChange`,
    /// differs from `original`).
    static func checkChange<T: Equatable>(
        from original: T, changes: (inout T) throws -> Void, actual: T, requiresChange: Bool, message: () -> String?,
        at location: SnapshotSourceLocation, wording: Wording = .current
    ) throws {
        var expected = original
        try changes(&expected)
        if expected == actual {
            if requiresChange, original == actual {
                let text = wording == .swiftSnapshotTesting
                    ? "No difference detected after applying changes." : "The value did not change, but changes were expected."
                SnapshotReporter.fail(prefixed(message(), text), at: location)
            }
            return
        }
        SnapshotReporter.fail(
            Self.message(expected, actual, sides: ("expected", "actual"), message: message(), wording: wording), at: location)
    }

    /// `message`, the sides' names, and the value diff indented by two spaces.
    static func message<T>(_ first: T, _ second: T, sides: (String, String), message: String?, wording: Wording) -> String {
        if wording == .swiftSnapshotTesting {
            guard let difference = diff(first, second, format: .proportional) else {
                return prefixed(message, "(\"\(first)\" is not equal to (\"\(second)\"), but no difference was detected.")
            }
            return prefixed(message, customDumpText("Difference: …", difference, sides: sides))
        }
        guard let difference = String(diffing: first, second) else {
            // Values `==` calls unequal can dump alike (a custom `==`, a NaN).
            return prefixed(message, "The values are not equal (==), but their dumps are the same:\n"
                + indented(String(dumping: first)))
        }
        return prefixed(message, "The values differ (-: \(sides.0), +: \(sides.1)):\n" + indented(difference))
    }

    /// swift-custom-dump's failure: `header`, a blank line, the diff (with its proportional
    /// markers) indented by two, a blank line, and what the markers mean.
    static func customDumpText(_ header: String, _ difference: String, sides: (String, String)) -> String {
        let format = DiffFormat.proportional
        let names = (sides.0.prefix(1).uppercased() + sides.0.dropFirst(), sides.1.prefix(1).uppercased() + sides.1.dropFirst())
        return header + "\n\n" + indented(difference) + "\n\n(\(names.0): \(format.first), \(names.1): \(format.second))"
    }

    private static func prefixed(_ message: String?, _ text: String) -> String {
        guard let message, !message.isEmpty else { return text }
        return message + " - " + text
    }

    /// Every line after two spaces, empty ones included (as swift-custom-dump indents).
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

// swift-custom-dump's names before `expectNoDifference` and `expectDifference`, so that its
// users' tests compile with their import changed. Their failures are worded as
// swift-custom-dump words them, whatever the wording setting: these names are its alone.

/// Fails the test when two values are not equal, with swift-custom-dump's message.
@available(*, deprecated, renamed: "expectNoDifference")
public func XCTAssertNoDifference<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        ValueDifference.failUnlessEqual(
            "XCTAssertNoDifference", try expression1(), try expression2(), sides: ("first", "second"), message: message, at: location)
    } catch {
        SnapshotReporter.fail("XCTAssertNoDifference failed: threw error \"\(error)\"", at: location)
    }
}

/// Fails the test unless a value changed as described, with swift-custom-dump's message:
/// `changes` applied to the value before `operation` must give the value after it.
@available(*, deprecated, renamed: "expectDifference")
public func XCTAssertDifference<T: Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    operation: () throws -> Void = {},
    changes: (_ expected: inout T) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        var expected = try expression()
        try changes(&expected)
        try operation()
        ValueDifference.failUnlessEqual("XCTAssertDifference", expected, try expression(), sides: ("expected", "actual"), message: message, at: location)
    } catch {
        SnapshotReporter.fail("XCTAssertDifference failed: threw error \"\(error)\"", at: location)
    }
}

#if compiler(>=6.2)
/// `XCTAssertDifference` with an asynchronous operation, which runs on the caller's actor.
@available(*, deprecated, renamed: "expectDifference")
nonisolated(nonsending) public func XCTAssertDifference<T: Equatable>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    operation: () async throws -> Void = {},
    changes: (_ expected: inout T) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        var expected = try expression()
        try changes(&expected)
        try await operation()
        ValueDifference.failUnlessEqual("XCTAssertDifference", expected, try expression(), sides: ("expected", "actual"), message: message, at: location)
    } catch {
        SnapshotReporter.fail("XCTAssertDifference failed: threw error \"\(error)\"", at: location)
    }
}
#endif

extension ValueDifference {
    /// Fails swift-custom-dump's `XCTAssert…` assertion `name` unless the values are equal.
    static func failUnlessEqual<T: Equatable>(
        _ name: String, _ first: T, _ second: T, sides: (String, String), message: () -> String, at location: SnapshotSourceLocation
    ) {
        guard first != second else { return }
        SnapshotReporter.fail(assertionText(name, first, second, sides: sides, message: message()), at: location)
    }

    /// The failure of swift-custom-dump's `XCTAssert…` assertion `name`.
    static func assertionText<T>(_ name: String, _ first: T, _ second: T, sides: (String, String), message: String) -> String {
        let suffix = message.isEmpty ? "" : " - \(message)"
        guard let difference = diff(first, second, format: .proportional) else {
            // swift-custom-dump asks for a bug report here; the values' descriptions say more.
            return "\(name) failed: (\"\(first)\" is not equal to (\"\(second)\"), but no difference was detected.\(suffix)"
        }
        return customDumpText("\(name) failed: …", difference, sides: sides) + suffix
    }
}
