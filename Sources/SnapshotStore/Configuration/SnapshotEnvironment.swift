import Foundation
import ViewDataSupport

/// The environment variables that steer snapshot tests, read once per assertion.
///
/// - `SNAPSHOT_TESTING_RECORD`: `missing`, `all`, `failed` or `never`.
/// - `SNAPSHOT_TESTING_DIRECTORY`: the folder of references, in place of `Snapshots/` at the
///   package root (relative paths are taken from the package root).
/// - `SNAPSHOT_TESTING_WORDING`: `swift-snapshot-testing` for swift-snapshot-testing's and
///   swift-custom-dump's failure text, `viewdatakit` for ours (the default).
/// - `SNAPSHOT_ARTIFACTS`: a folder where failing snapshots leave their actual output,
///   reference and diff, in the layout of the references folder.
/// - `TEST_UNDECLARED_OUTPUTS_DIR`: Bazel's folder for a test's outputs, used as
///   `SNAPSHOT_ARTIFACTS` when that is not set.
/// - `CI`: when set to anything but an empty string, `false`, `0` or `no`, the default record mode is
///   `.never`, so that CI never writes a reference and a missing one fails.
package struct SnapshotEnvironment: Sendable, Hashable {
    /// The variables, by name.
    package var variables: [String: String]

    /// An environment made of `variables`, for tests and tools.
    package init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The variables snapshot testing reads.
    package static let names = [
        "CI", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_TESTING_DIRECTORY", "SNAPSHOT_TESTING_WORDING", "SNAPSHOT_ARTIFACTS",
        "TEST_UNDECLARED_OUTPUTS_DIR",
    ]

    /// An environment that stands in for the process's within a task. The package's own tests of
    /// recording set one without `CI`, so that they record into their temporary folders on CI
    /// as they do on a developer's machine; nothing else sets it.
    @TaskLocal package static var substitute: SnapshotEnvironment?

    /// The process's environment as it is now: the variables in `names`, read one by one (every
    /// assertion asks, and copying the whole environment cost more than the comparison), or the
    /// task's `substitute`.
    package static var process: SnapshotEnvironment {
        if let substitute { return substitute }
        var variables: [String: String] = [:]
        for name in names {
            if let value = SystemCalls.environmentValue(name) { variables[name] = value }
        }
        return SnapshotEnvironment(variables)
    }

    /// This environment without `CI`: the one a developer's machine has.
    package var outsideContinuousIntegration: SnapshotEnvironment {
        var copy = self
        copy.variables["CI"] = nil
        return copy
    }

    /// Whether `CI` is set to something other than an empty string, `false`, `0` or `no`.
    package var isContinuousIntegration: Bool {
        guard let value = variables["CI"]?.trimmingSpaces.lowercased() else { return false }
        return !["", "false", "0", "no"].contains(value)
    }

    /// The record mode that applies when neither the assertion nor a configuration chose one.
    ///
    /// - Throws: `SnapshotError` with code `.invalidSetting` when `SNAPSHOT_TESTING_RECORD`
    ///   holds something other than a mode's name.
    package func defaultRecordMode() throws -> SnapshotTestingConfiguration.Record {
        if let text = variables["SNAPSHOT_TESTING_RECORD"], !text.trimmingSpaces.isEmpty {
            guard let mode = SnapshotTestingConfiguration.Record(rawValue: text) else {
                throw SnapshotError(
                    code: .invalidSetting,
                    "SNAPSHOT_TESTING_RECORD is '\(text)'; use one of missing, all, failed, never.")
            }
            return mode
        }
        return isContinuousIntegration ? .never : .missing
    }

    /// The record mode for one assertion and where it was chosen: its own argument, else the
    /// configuration (`withSnapshotTesting` or the `.snapshots` trait), else the environment.
    ///
    /// - Throws: `SnapshotError` when the environment must be read and holds a bad value.
    package func recordDecision(
        explicit: SnapshotTestingConfiguration.Record?, configuration: SnapshotTestingConfiguration?
    ) throws -> RecordDecision {
        if let explicit { return RecordDecision(mode: explicit, origin: .argument) }
        if let configured = configuration?.record {
            return RecordDecision(mode: configured, origin: configuration?.recordOrigin ?? .withSnapshotTesting)
        }
        if let global = SnapshotTestingConfiguration.processRecord {
            return RecordDecision(mode: global, origin: .isRecording)
        }
        if let text = variables["SNAPSHOT_TESTING_RECORD"], !text.trimmingSpaces.isEmpty {
            return RecordDecision(mode: try defaultRecordMode(), origin: .environment)
        }
        return RecordDecision(mode: try defaultRecordMode(), origin: .default)
    }

    /// The record mode for one assertion: its own argument, else the configuration, else the
    /// environment.
    ///
    /// - Throws: `SnapshotError` when the environment must be read and holds a bad value.
    package func recordMode(
        explicit: SnapshotTestingConfiguration.Record?, configuration: SnapshotTestingConfiguration?
    ) throws -> SnapshotTestingConfiguration.Record {
        try recordDecision(explicit: explicit, configuration: configuration).mode
    }

    /// `SNAPSHOT_ARTIFACTS`, else `TEST_UNDECLARED_OUTPUTS_DIR` (Bazel's outputs folder), when
    /// set and not empty: the folder where failing snapshots leave their actual output,
    /// reference and diff for CI to upload.
    package var artifactsDirectory: String? {
        for name in ["SNAPSHOT_ARTIFACTS", "TEST_UNDECLARED_OUTPUTS_DIR"] {
            if let text = variables[name], !text.trimmingSpaces.isEmpty { return text }
        }
        return nil
    }

    /// `SNAPSHOT_TESTING_DIRECTORY`, when set and not empty.
    package var directory: String? {
        guard let text = variables["SNAPSHOT_TESTING_DIRECTORY"], !text.trimmingSpaces.isEmpty else { return nil }
        return text
    }
}
