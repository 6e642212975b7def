/// Where an inline snapshot's closure is in a call, for helpers that wrap
/// `assertInlineSnapshot`: the helper's call site is the one rewritten, and this says which of
/// its closures holds the snapshot.
///
/// A helper with one trailing closure for the snapshot needs only its label:
///
/// ```swift
/// func assertQuery(_ sql: String, matches expected: (() -> String)? = nil,
///                  file: StaticString = #filePath, function: StaticString = #function,
///                  line: UInt = #line, column: UInt = #column) {
///     assertInlineSnapshot(of: run(sql), as: .lines, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(),
///                          matches: expected, file: file, function: function, line: line, column: column)
/// }
///
/// assertQuery("SELECT 1") {
///     """
///     1
///     """
/// }
/// ```
///
/// A helper whose snapshot closure follows another trailing closure gives its offset:
/// `InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)`
/// for `check { setUp() } matches: { … }`.
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
    /// The label of `assertInlineSnapshot`'s snapshot closure: `matches`.
    public static let defaultTrailingClosureLabel = "matches"

    /// Labels the closure had in a helper's earlier versions, also recognised.
    public var deprecatedTrailingClosureLabels: [String]

    /// The label of the closure that returns the snapshot.
    public var trailingClosureLabel: String

    /// The closure's place among the call's trailing closures: 0 for the first.
    public var trailingClosureOffset: Int

    /// Describes where a call keeps its snapshot closure.
    ///
    /// - Parameters:
    ///   - deprecatedTrailingClosureLabels: Older labels of the closure.
    ///   - trailingClosureLabel: The closure's label.
    ///   - trailingClosureOffset: The closure's place among the trailing closures, from 0.
    public init(
        deprecatedTrailingClosureLabels: [String] = [], trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
        trailingClosureOffset: Int = 0
    ) {
        self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
        self.trailingClosureLabel = trailingClosureLabel
        self.trailingClosureOffset = trailingClosureOffset
    }

    /// The site of a call at `line` and `column` with this descriptor.
    package func site(line: UInt, column: UInt) -> InlineSite {
        InlineSite(
            line: Int(line), column: Int(column), trailingClosureLabel: trailingClosureLabel,
            deprecatedTrailingClosureLabels: deprecatedTrailingClosureLabels, trailingClosureOffset: trailingClosureOffset)
    }
}
