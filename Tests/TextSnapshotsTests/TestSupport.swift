import Foundation
import TextSnapshots

import Testing

/// Gives each test a snapshot session of its own, so that the failures and recordings these
/// tests provoke on purpose stay out of the process's summary and the package's manifests, and
/// the environment of a developer's machine: these tests record into temporary folders, which
/// `CI` would forbid (the CI rule has tests of its own, with an explicit environment).
struct PrivateSnapshotSession: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotSession.$current.withValue(SnapshotSession()) {
            try await SnapshotEnvironment.$substitute.withValue(SnapshotEnvironment.process.outsideContinuousIntegration) {
                try await function()
            }
        }
    }
}

extension Trait where Self == PrivateSnapshotSession {
    /// A snapshot session of its own for each test.
    static var privateSnapshotSession: PrivateSnapshotSession { PrivateSnapshotSession() }
}
