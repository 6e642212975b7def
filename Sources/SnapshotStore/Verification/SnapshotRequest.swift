import Foundation

/// One snapshot assertion, as a test framework integration describes it to `SnapshotVerifier`.
package struct SnapshotRequest: Sendable, Hashable {
    /// The test file's path (`#filePath`): it names the references folder and leads to the
    /// package root.
    package var filePath: String
    /// The test function as `#function` spells it (`testTitle()`).
    package var testName: String
    /// The snapshot's name; `nil` numbers the test's unnamed snapshots 1, 2, ….
    package var name: String?
    /// The reference file's extension, without a dot.
    package var pathExtension: String
    /// The assertion's own record mode; `nil` defers to the configuration and environment.
    package var record: SnapshotTestingConfiguration.Record?
    /// The assertion's own references folder; `nil` defers to the configuration and environment.
    package var directory: String?
    /// The framework's identity of the running test, to tell apart tests that would share a
    /// reference; `filePath` and `testName` when `nil`.
    package var testIdentity: String?
    /// The suite or class the test belongs to (`CommentViewTests`), when it has one: references
    /// of a test whose name is declared more than once in its file are named
    /// `<Type>.<test>.<n>.txt`, and messages name the type.
    package var typeName: String?
    /// Whether unnamed snapshots are an error here (a parameterized test's cases would all
    /// write the same files).
    package var requiresName: Bool
    /// Whether the framework may run the test more than once in a process without giving each
    /// run a scope of its own (Swift Testing without the `.snapshots` trait); messages then say
    /// how to fix a name that seems used twice.
    package var requiresScopeForRepetition: Bool

    /// Creates a request.
    package init(
        filePath: String, testName: String, name: String? = nil, pathExtension: String = "txt",
        record: SnapshotTestingConfiguration.Record? = nil, directory: String? = nil,
        testIdentity: String? = nil, typeName: String? = nil, requiresName: Bool = false,
        requiresScopeForRepetition: Bool = false
    ) {
        self.filePath = filePath
        self.testName = testName
        self.name = name
        self.pathExtension = pathExtension
        self.record = record
        self.directory = directory
        self.testIdentity = testIdentity
        self.typeName = typeName
        self.requiresName = requiresName
        self.requiresScopeForRepetition = requiresScopeForRepetition
    }
}

/// What a snapshot assertion found: a failure message, or success with notes to show.
package struct SnapshotOutcome: Sendable, Hashable {
    /// Why the assertion fails; `nil` when it passes.
    package var failure: String?
    /// Things the test should show even when it passes: a reference recorded, a CRLF file.
    package var notes: [String]
    /// The reference file, when the assertion got as far as naming it.
    package var reference: String?
    /// The reference's text, when there was one and it was read.
    package var referenceText: String?
    /// How the actual output differs from the reference, when it does.
    package var difference: String?
    /// Files a test framework may attach to a failing test (the actual output, the diff).
    package var attachments: [SnapshotAttachment] = []
    /// What kind of failure this is, where it is one that another library words differently.
    package var kind: Kind?
    /// The reference's and the pending output's absolute paths, for a diff tool's command.
    package var files: Files?

    /// A reference file and the pending output beside it.
    package struct Files: Sendable, Hashable {
        package var reference: String
        package var pending: String
    }

    /// The failures that swift-snapshot-testing words differently.
    package enum Kind: Sendable, Hashable {
        /// The output differs from the reference (or the closure's text), and nothing was written.
        case mismatch
        /// The output differs, and was re-recorded (record mode `.failed`).
        case mismatchRecorded
        /// There is no reference (or closure), and the record mode forbids recording it.
        case missingNotRecorded
    }

    /// Whether the assertion passes.
    package var isSuccess: Bool { failure == nil }

    /// Creates an outcome.
    package init(
        failure: String?, notes: [String] = [], reference: String? = nil, referenceText: String? = nil,
        difference: String? = nil
    ) {
        self.failure = failure
        self.notes = notes
        self.reference = reference
        self.referenceText = referenceText
        self.difference = difference
    }

    static func failed(_ message: String, reference: String? = nil) -> SnapshotOutcome {
        SnapshotOutcome(failure: message, notes: [], reference: reference)
    }
}

/// A named file a test framework may attach to a failing test.
package struct SnapshotAttachment: Sendable, Hashable {
    /// The file name to show (`testTitle.1.txt`, `testTitle.1.txt.diff`).
    package var name: String
    /// The contents.
    package var data: Data

    /// A text's UTF-8, named.
    package init(name: String, text: String) {
        self.name = name
        self.data = Data(text.utf8)
    }

    /// Bytes, named.
    package init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}
