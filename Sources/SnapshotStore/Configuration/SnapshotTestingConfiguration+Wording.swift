import Foundation
import ViewDataSupport

extension SnapshotTestingConfiguration {
    /// Whose words a failing assertion uses: ViewDataKit's (the default), or
    /// swift-snapshot-testing's and swift-custom-dump's, for suites and tools that match on
    /// their text (`withKnownIssue { … } matching: { $0.description.hasSuffix(…) }`, log
    /// scrapers, editor plug-ins).
    ///
    /// | | `.viewDataKit` | `.swiftSnapshotTesting` |
    /// |---|---|---|
    /// | `.lines` diff | sizes, first difference, unified diff with `-`/`+` | `@@ −1,3 +1,4 @@` hunks with `−`, `+` and figure-space markers |
    /// | `assertSnapshot` mismatch | where the reference and the new output are, how to accept | `Snapshot does not match reference.`, the diff tool's text, the diff |
    /// | `assertInlineSnapshot` mismatch | `Inline snapshot does not match.` and the diff | `Snapshot did not match. Difference: …`, a blank line, the diff indented by two |
    /// | `expectNoDifference` | `The values differ (-: first, +: second):` | `Difference: …`, the diff with `−`/`+`, `(First: −, Second: +)` |
    ///
    /// `XCTAssertNoDifference` and `XCTAssertDifference`, swift-custom-dump's names alone, always
    /// use swift-custom-dump's words. Choose with `withSnapshotTesting(wording:)`, the
    /// `.snapshots(wording:)` trait, or `SNAPSHOT_TESTING_WORDING=swift-snapshot-testing` for a
    /// whole run.
    public struct Wording: Sendable, Hashable, CustomStringConvertible {
        /// `viewdatakit` or `swift-snapshot-testing`.
        public let rawValue: String

        private init(name: String) {
            rawValue = name
        }

        /// The wording named `rawValue` (`viewdatakit`, `swift-snapshot-testing`), in any case.
        public init?(rawValue: String) {
            let name = rawValue.trimmingSpaces.lowercased()
            guard let wording = [Self.viewDataKit, .swiftSnapshotTesting].first(where: { $0.rawValue == name }) else { return nil }
            self = wording
        }

        /// ViewDataKit's own: the default.
        public static let viewDataKit = Wording(name: "viewdatakit")
        /// swift-snapshot-testing's and swift-custom-dump's, word for word.
        public static let swiftSnapshotTesting = Wording(name: "swift-snapshot-testing")

        /// The wording in effect here: the innermost `withSnapshotTesting` or trait's, else
        /// `SNAPSHOT_TESTING_WORDING`'s, else `.viewDataKit`.
        public static var current: Wording {
            SnapshotTestingConfiguration.current?.wording ?? SnapshotEnvironment.process.wording ?? .viewDataKit
        }

        public var description: String { rawValue }
    }
}

extension SnapshotEnvironment {
    /// The wording `SNAPSHOT_TESTING_WORDING` names; `nil` when it is unset. A value that names
    /// no wording is said once on standard error, with the names it may take, and ignored.
    package var wording: SnapshotTestingConfiguration.Wording? {
        guard let text = variables["SNAPSHOT_TESTING_WORDING"], !text.trimmingSpaces.isEmpty else { return nil }
        if let wording = SnapshotTestingConfiguration.Wording(rawValue: text) { return wording }
        let warned = Self.warnedWordings.withLock { $0.insert(text).inserted }
        if warned {
            FileHandle.standardError.write(Data((
                "warning: SNAPSHOT_TESTING_WORDING is '\(text)'; use viewdatakit or swift-snapshot-testing. "
                    + "Failures use ViewDataKit's words.\n").utf8))
        }
        return nil
    }

    private static let warnedWordings = Locked<Set<String>>([])
}
