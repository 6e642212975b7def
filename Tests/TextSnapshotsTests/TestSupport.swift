import Foundation
import TextSnapshots

/// A temporary references folder for tests whose assertions must not touch `Snapshots/`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("text-snapshots-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func contents(_ relativePath: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func write(_ text: String, to relativePath: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

import Testing

/// Gives each test a snapshot session of its own, so that the failures and recordings these
/// tests provoke on purpose stay out of the process's summary and the package's manifests.
struct PrivateSnapshotSession: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotSession.$current.withValue(SnapshotSession()) {
            try await function()
        }
    }
}

extension Trait where Self == PrivateSnapshotSession {
    /// A snapshot session of its own for each test.
    static var privateSnapshotSession: PrivateSnapshotSession { PrivateSnapshotSession() }
}
