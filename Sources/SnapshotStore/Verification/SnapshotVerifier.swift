import Foundation
import ViewDataSupport

/// Compares a snapshot with its reference file, and records, keeps or reports as the record
/// mode says. The engine behind `assertSnapshot`, free of any test framework.
///
/// ```swift
/// let outcome = SnapshotVerifier().verify(
///     rendered, request: SnapshotRequest(filePath: #filePath, testName: #function),
///     compare: { reference, actual in reference == actual ? nil : "differs" })
/// if let failure = outcome.failure { print(failure) }
/// ```
package struct SnapshotVerifier: Sendable {
    /// The environment to read `CI`, `SNAPSHOT_TESTING_RECORD` and
    /// `SNAPSHOT_TESTING_DIRECTORY` from.
    package var environment: SnapshotEnvironment
    /// Where counters, ownership, the summary and the manifest are kept.
    package var session: SnapshotSession
    /// Where inline snapshots' texts and edits are kept.
    package var inlineRun: InlineRun

    /// Creates a verifier.
    package init(environment: SnapshotEnvironment = .process, session: SnapshotSession = .active, inlineRun: InlineRun = .shared) {
        self.environment = environment
        self.session = session
        self.inlineRun = inlineRun
    }

    /// Checks `actual` against the reference that `request` names.
    ///
    /// - Parameters:
    ///   - actual: The snapshot's text.
    ///   - request: Which test, which snapshot, and its settings.
    ///   - compare: Returns a description of the differences between a reference's text and
    ///     `actual`, or `nil` when they match.
    /// - Returns: The outcome; on failure, a message that names the file and says what to do.
    package func verify(
        _ actual: String, request: SnapshotRequest, compare: (_ reference: String, _ actual: String) -> String?
    ) -> SnapshotOutcome {
        let decision: RecordDecision
        let location: SnapshotLocator.TestFileLocation
        do {
            (decision, location) = try settings(record: request.record, directory: request.directory, filePath: request.filePath)
        } catch {
            session.noteFailure()
            return .failed(String(describing: error))
        }

        let function = SnapshotNaming.testName(from: request.testName)
        let test = function
        let shownTest = request.typeName.map { SnapshotNaming.sanitized($0) + "." + function } ?? function
        // Tests are told apart by the framework's identity when there is one: two suites in one
        // file may have functions of the same name.
        let testKey = request.testIdentity ?? (request.filePath + "\u{0}" + request.testName)
        // Two tests of one name in one file (two suites, two XCTest classes) share the file
        // names `<test>.1`, `<test>.2`, … as swift-snapshot-testing shares them, so that migrated
        // references are found: each XCTest test, and each Swift Testing test with the
        // `.snapshots` trait, counts from 1 (both use `<test>.1`, one reference that both compare
        // with); Swift Testing tests without the trait share one counter for the run, numbered in
        // the order they run.
        let rawFunction = String(request.testName.prefix { $0 != "(" })
        let sharesName = TestDeclarations.isDeclaredMoreThanOnce(rawFunction, inFile: request.filePath)
        let sharedKey = request.filePath + "\u{0}" + rawFunction
        var sharingNote: String?
        if sharesName, session.shouldWarn("shared-name:" + sharedKey) {
            sharingNote = "Tests named '\(function)' in '\(location.folder).swift' share their snapshots' names "
                + "(\(test).1, …), as in swift-snapshot-testing; name their snapshots (named:) if their output differs."
        }
        let identifier: String
        if let name = request.name {
            identifier = name
        } else if request.requiresName {
            session.noteFailure()
            return .failed(
                "Test '\(shownTest)' runs once per argument, so its snapshots need names: pass named: with "
                    + "something that tells the cases apart (e.g. named: \"\\(argument)\").")
        } else if sharesName, request.requiresScopeForRepetition, SnapshotScope.current == nil {
            identifier = String(session.sharedScope.nextCounter(forTest: sharedKey))
        } else {
            identifier = String((SnapshotScope.current ?? session.defaultScope).nextCounter(forTest: testKey))
        }
        let fileName = SnapshotNaming.fileName(test: test, identifier: identifier, pathExtension: request.pathExtension)
        // The identifier as it is in the file name, compared without case (as a case-insensitive
        // disk would) so that names that share a file are caught.
        let claimedIdentifier = SnapshotNaming.sanitized(identifier).lowercased()
        let place = SnapshotLocator.place(of: fileName, in: location)

        // A file used twice (the same named: twice in a test, as swift-snapshot-testing
        // allows, or by two tests) is compared by both; but the second may not write it, or
        // one assertion's output would silently replace the other's.
        let scope = SnapshotScope.current ?? session.defaultScope
        var earlierUser: String?
        if !scope.claim(claimedIdentifier, forTest: testKey) {
            earlierUser = "an earlier assertion of test '\(shownTest)'"
        } else if let owner = session.claim(place.path, forTest: testKey) {
            earlierUser = "test '\(owner.split(separator: "\u{0}").last.map(String.init) ?? owner)'"
        }
        session.noteUse(
            of: place.relativePath, testPrefix: location.folder + "/" + test, test: testKey, in: location.directory,
            packageRoot: location.packageRoot)
        if request.requiresScopeForRepetition, SnapshotScope.current == nil {
            session.noteTestWithoutTrait(testKey)
        }

        // Where an earlier version of this package, before it named files as
        // swift-snapshot-testing does, put this reference: worked out only when it is missing.
        // Not for a test that shares its function's name (`foo()` and `foo(x:)` had one name
        // then, and `foo()` still has it).
        let earlierPlace = {
            sharesName ? nil : SnapshotNaming.earlierFileName(function: request.testName, identifier: identifier, pathExtension: request.pathExtension)
                .map { SnapshotLocator.place(of: $0, in: location) }
        }
        var outcome = compareAndRecord(
            actual, place: place, decision: decision, earlierUser: earlierUser, earlierPlace: earlierPlace, compare: compare)
        if let sharingNote { outcome.notes.insert(sharingNote, at: 0) }
        // A Swift Testing test repeated without the trait counts on across its runs, so its
        // names repeat: say how to give each run its own counters.
        if outcome.failure != nil, earlierUser != nil, request.requiresScopeForRepetition, SnapshotScope.current == nil {
            outcome.failure! += " If the test runs more than once in this process (repetitions), add the .snapshots trait to it."
        }
        if outcome.failure != nil {
            addFailureFiles(to: &outcome, actual: actual, relativePath: place.relativePath)
        }
        return outcome
    }

    private func compareAndRecord(
        _ actual: String, place: SnapshotPlace, decision: RecordDecision, earlierUser: String?,
        earlierPlace: () -> SnapshotPlace?, compare: (String, String) -> String?
    ) -> SnapshotOutcome {
        let reference = place.reference
        let shown = place.shown
        let pending = place.pending
        let pendingShown = shown + ".new"
        // On CI nothing is written, whatever the mode: an assertion that would write fails.
        let isCI = environment.isContinuousIntegration
        // Nor into a read-only tree (a hermetic runner's checkout): an assertion that would
        // write there fails, its output kept with the artifacts. Asked only before a write.
        var knownWritable: Bool?
        func isWritable() -> Bool {
            if let knownWritable { return knownWritable }
            let writable = SystemCalls.isWritableFolder(atPath: reference.deletingLastPathComponent().path)
            knownWritable = writable
            return writable
        }
        func readOnlyFailure(_ what: String, referenceText: String? = nil, difference: String? = nil) -> SnapshotOutcome {
            session.noteFailure()
            let folder = String(shown[..<(shown.lastIndex(of: "/") ?? shown.endIndex)])
            let keep = environment.artifactsDirectory == nil
                ? "set TEST_UNDECLARED_OUTPUTS_DIR or SNAPSHOT_ARTIFACTS to keep the output"
                : "the output is kept with the artifacts"
            return SnapshotOutcome(
                failure: what + "\nThe references folder '\(folder)' is read-only (a hermetic runner's checkout?), so nothing "
                    + "was written there; \(keep), and apply it where the sources can be written with `viewdata snapshots accept --from DIR`.",
                notes: [], reference: shown, referenceText: referenceText, difference: difference)
        }
        /// Removes a stale `.new` of this reference, unless the tree is read-only.
        func removePending() throws {
            guard SystemCalls.kind(at: pending.path) != nil, isWritable() else { return }
            try SnapshotFile.remove(pending, displayPath: pendingShown)
        }
        do {
            var stored = try SnapshotFile.readData(reference, displayPath: shown)
            var renameNote: String?
            if stored == nil, earlierUser == nil, let earlier = earlierPlace(), FileManager.default.fileExists(atPath: earlier.path) {
                // A reference recorded under this package's earlier names is renamed, never
                // recorded again beside it (on CI nothing is renamed: the test says how).
                if isCI || !isWritable() {
                    session.noteFailure()
                    return .failed(
                        "No reference '\(shown)', but '\(earlier.shown)' holds it under the name an earlier version of "
                            + "ViewDataKit gave it (names follow swift-snapshot-testing's now). Rename it (git mv "
                            + "'\(earlier.shown)' '\(shown)'), or run the tests once locally, which renames it.", reference: shown)
                }
                do {
                    try SystemCalls.move(earlier.path, replacing: reference.path)
                } catch {
                    throw SnapshotError(code: .fileSystem, "Cannot rename '\(earlier.shown)' to '\(shown)': \(SystemCalls.describe(error)).")
                }
                renameNote = "Renamed '\(earlier.shown)' to '\(shown)': reference names follow swift-snapshot-testing's now; commit the rename."
                stored = try SnapshotFile.readData(reference, displayPath: shown)
            }
            guard let data = stored else {
                if case .refuseToRecord(let why) = decision.action(for: .missing, isContinuousIntegration: isCI) {
                    session.noteFailure()
                    // `never` asked for by the assertion (a test made from a recorded session):
                    // locally, the output is kept for review, as a mismatch's is, so that it is
                    // looked at before it becomes the reference. On CI nothing is written.
                    if !isCI, decision.mode == .never, earlierUser == nil, isWritable() {
                        try SnapshotFile.write(actual, to: pending, displayPath: pendingShown)
                        session.notePending(pendingShown)
                        var outcome = SnapshotOutcome.failed(
                            "No reference '\(shown)' for this snapshot, and the \(decision.explanation) records none. The output is "
                                + "in '\(pendingShown)': check it, then accept it with `swift run viewdata snapshots accept \(shown)` "
                                + "(or review every pending snapshot with `swift run viewdata snapshots review`) and commit the reference.",
                            reference: shown)
                        outcome.kind = .missingNotRecorded
                        outcome.files = SnapshotOutcome.Files(reference: reference.path, pending: pending.path)
                        return outcome
                    }
                    var outcome = SnapshotOutcome.failed(
                        "No reference '\(shown)' for this snapshot, and \(why). Run the tests locally to record it, "
                            + "then commit the file.", reference: shown)
                    outcome.kind = .missingNotRecorded
                    return outcome
                }
                if let earlierUser { return refusedOverwrite(shown, by: earlierUser, compared: false) }
                guard isWritable() else { return readOnlyFailure("No reference '\(shown)' for this snapshot.") }
                try SnapshotFile.write(actual, to: reference, displayPath: shown)
                try removePending()
                session.noteRecorded(shown)
                return SnapshotOutcome(
                    failure: nil, notes: ["Recorded new snapshot '\(shown)'; check it and commit it."], reference: shown)
            }

            // The common case, a reference that holds exactly the output, needs no decoding, no
            // comparison of text and no diff: the bytes are compared once. (On CI, `.all` goes
            // on, to fail below.)
            if SnapshotFile.data(data, holds: actual) || SnapshotFile.data(data, holdsExactly: actual),
               [.pass, .rewriteAndPass].contains(decision.action(for: .matches, isContinuousIntegration: isCI))
            {
                // A reference another assertion used keeps the `.new` that one may have left.
                if earlierUser == nil { try removePending() }
                return SnapshotOutcome(failure: nil, notes: renameNote.map { [$0] } ?? [], reference: shown)
            }
            let contents = try SnapshotFile.contents(of: data, displayPath: shown)
            var notes: [String] = renameNote.map { [$0] } ?? []
            // A checkout that turned LF into CRLF (git autocrlf) is compared, and diffed, as LF:
            // otherwise every line would differ by its CR. Output that has CRLF itself is
            // compared as the file holds it.
            var referenceText = contents.text
            if let textWithLF = contents.textWithLF, !actual.contains("\r\n") {
                referenceText = textWithLF
                if session.shouldWarn("crlf:" + place.path) {
                    notes.append(
                        "Reference '\(shown)' has CRLF line ends (a git autocrlf checkout?); it was compared as LF. "
                            + "Add '**/Snapshots/** -text' to .gitattributes to keep references as written.")
                }
            }
            var found = compare(referenceText, actual)
            // A reference swift-snapshot-testing wrote holds text that ends in a newline with no
            // line feed added: compared as it is, it may match.
            // Text that ends in a newline, against a file whose text (read as ours) does not: the
            // file is swift-snapshot-testing's, and a difference is shown against it as written.
            if found != nil, contents.endsInLineFeed, actual.utf8.last == 0x0A {
                let asWritten = contents.textAsWritten(lineFeeds: referenceText != contents.text)
                let againstWritten = compare(asWritten, actual)
                if againstWritten == nil {
                    found = nil
                    referenceText = actual
                } else if referenceText.utf8.last != 0x0A {
                    found = againstWritten
                    referenceText = asWritten
                }
            }
            switch decision.action(for: found == nil ? .matches : .differs, isContinuousIntegration: isCI) {
            case .refuseOnCI(let rewrites):
                session.noteFailure()
                var message = ciRefusal(decision, shown: shown, what: rewrites ? "rewrite it" : "re-record it")
                if let found { message += "\n" + found.trimmingFinalNewline }
                return SnapshotOutcome(
                    failure: message, notes: notes, reference: shown, referenceText: referenceText, difference: found)
            case .record, .refuseToRecord:
                preconditionFailure("the reference '\(shown)' was read, so it is not missing")
            case .pass, .rewriteAndPass:
                // Equal by the strategy's comparison. Under `.all` the file takes the output's
                // bytes; another assertion's reference is left as it is.
                if decision.mode == .all, referenceText != actual || contents.hasCRLF, earlierUser == nil {
                    guard isWritable() else {
                        return readOnlyFailure("Snapshot '\(shown)' matches, and would be rewritten (\(decision.explanation)).")
                    }
                    try SnapshotFile.write(actual, to: reference, displayPath: shown)
                }
                if earlierUser == nil { try removePending() }
                return SnapshotOutcome(failure: nil, notes: notes, reference: shown)
            case .reRecordAndPass, .reRecordAndFail:
                let difference = found ?? ""
                if let earlierUser { return refusedOverwrite(shown, by: earlierUser, compared: true) }
                guard isWritable() else {
                    return readOnlyFailure(
                        "Snapshot '\(shown)' does not match, and would be re-recorded (\(decision.explanation)).\n"
                            + difference.trimmingFinalNewline, referenceText: referenceText, difference: difference)
                }
                try SnapshotFile.write(actual, to: reference, displayPath: shown)
                try removePending()
                session.noteRecorded(shown)
                // `.failed` is the mode suites leave on (a base class, a trait): the test fails, so
                // the change is seen before it is committed; the next run passes. `.all` is asked
                // for run by run, and passes with a note.
                if decision.mode == .failed {
                    session.noteFailure()
                    var outcome = SnapshotOutcome(
                        failure: "Snapshot '\(shown)' did not match, and was re-recorded (\(decision.explanation)); check "
                            + "the change and commit it. It differed:\n" + difference.trimmingFinalNewline,
                        notes: notes, reference: shown, referenceText: referenceText, difference: difference)
                    outcome.kind = .mismatchRecorded
                    outcome.files = SnapshotOutcome.Files(reference: reference.path, pending: pending.path)
                    return outcome
                }
                notes.append("Re-recorded snapshot '\(shown)' (record mode '\(decision.mode)'); it differed:\n\(difference)")
                return SnapshotOutcome(failure: nil, notes: notes, reference: shown)
            case .keepForReview:
                break
            }
            let difference = found ?? ""

            // A reference another assertion used in this run keeps that one's `.new`: two
            // outputs cannot both be the one to accept.
            if let earlierUser {
                session.noteFailure()
                var outcome = SnapshotOutcome(
                    failure: "Snapshot '\(shown)' does not match.\n" + difference.trimmingFinalNewline
                        + "\n\(earlierUser.prefix(1).uppercased() + earlierUser.dropFirst()) used it in this run too, so no "
                        + "'.new' file was written for this output; give the snapshots their own names (named:).",
                    notes: notes, reference: shown, referenceText: referenceText, difference: difference)
                outcome.kind = .mismatch
                return outcome
            }
            guard isWritable() else {
                return readOnlyFailure(
                    "Snapshot '\(shown)' does not match.\n" + difference.trimmingFinalNewline, referenceText: referenceText,
                    difference: difference)
            }
            try SnapshotFile.write(actual, to: pending, displayPath: pendingShown)
            session.notePending(pendingShown)
            session.noteFailure()
            var message = """
                Snapshot '\(shown)' does not match.
                \(difference.trimmingFinalNewline)
                The actual output is in '\(pendingShown)'. Accept it with `swift run viewdata snapshots accept \(shown)`, \
                review every pending snapshot with `swift run viewdata snapshots review`, or re-record with \
                SNAPSHOT_TESTING_RECORD=failed.
                """
            // A diff tool the suite chose (`withSnapshotTesting(diffTool:)`, the trait) gets its
            // command line, ready to paste.
            if let diffTool = SnapshotTestingConfiguration.current?.diffTool {
                message += "\n" + diffTool(currentFilePath: reference.path, failedFilePath: pending.path)
            }
            var outcome = SnapshotOutcome(
                failure: message, notes: notes, reference: shown, referenceText: referenceText, difference: difference)
            outcome.kind = .mismatch
            outcome.files = SnapshotOutcome.Files(reference: reference.path, pending: pending.path)
            return outcome
        } catch {
            session.noteFailure()
            return .failed(String(describing: error), reference: shown)
        }
    }

    /// The record mode of an assertion and where its test file's references go: its own
    /// settings, else the configuration (`withSnapshotTesting`, the trait), else the environment.
    ///
    /// - Throws: `SnapshotError` for a bad `SNAPSHOT_TESTING_RECORD` or no package root.
    func settings(
        record: SnapshotTestingConfiguration.Record?, directory: String?, filePath: String
    ) throws -> (RecordDecision, SnapshotLocator.TestFileLocation) {
        let configuration = SnapshotTestingConfiguration.current
        let decision = try environment.recordDecision(explicit: record, configuration: configuration)
        let location = try SnapshotLocator.location(
            forTestFile: filePath, configured: directory ?? configuration?.directory, environment: environment)
        return (decision, location)
    }

    /// The failure of an assertion that would write a reference another assertion of this run
    /// already used, with other text.
    private func refusedOverwrite(_ shown: String, by earlierUser: String, compared: Bool) -> SnapshotOutcome {
        session.noteFailure()
        let why = compared
            ? ", and this output differs"
            : " (under a name that differs only in case, which some disks keep as one file)"
        return .failed(
            "Snapshot '\(shown)' was not written: \(earlierUser) used it in this run\(why). "
                + "Give the snapshots their own names (named:).", reference: shown)
    }

    /// The message of an assertion that would have written on CI.
    private func ciRefusal(_ decision: RecordDecision, shown: String, what: String) -> String {
        "Snapshot '\(shown)' was not written: CI is set, so snapshot tests never write, and the \(decision.explanation) "
            + "would \(what). Remove the record setting (a forgotten record mode makes CI compare nothing), "
            + "record locally and commit the reference."
    }

    /// Gives a failure its files: the actual output and the diff as attachments, named after
    /// `relativePath` (the reference's path in the references folder), and the same under
    /// `SNAPSHOT_ARTIFACTS` when it is set, with the reference's text. A failure to write them
    /// is added to the failure message, not hidden.
    func addFailureFiles(to outcome: inout SnapshotOutcome, actual: String, relativePath: String) {
        let name = String(relativePath.split(separator: "/").last ?? Substring(relativePath))
        outcome.attachments = [SnapshotAttachment(name: name, text: actual)]
            + (outcome.referenceText.map { [SnapshotAttachment(name: name + ".reference", text: $0)] } ?? [])
            + (outcome.difference.map { [SnapshotAttachment(name: name + ".diff", text: $0)] } ?? [])
        guard let artifacts = environment.artifactsDirectory else { return }
        do {
            let written = try SnapshotArtifacts(directory: artifacts).write(
                actual: actual, reference: outcome.referenceText, difference: outcome.difference,
                relativePath: relativePath)
            outcome.failure = (outcome.failure ?? "") + "\nArtifacts: '\(written)'."
        } catch {
            outcome.failure = (outcome.failure ?? "") + "\nCould not write the artifacts: \(error)"
        }
    }
}
