import Foundation
import InlineSnapshots

/// One inline snapshot assertion, as a test framework integration describes it.
package struct InlineSnapshotRequest: Sendable, Hashable {
    /// The test file (`#filePath`): the file the snapshot is written into.
    package var filePath: String
    /// The test function, for messages and edits.
    package var testName: String
    /// The call and its snapshot closure.
    package var site: InlineSite
    /// The text the closure returned, or `nil` when there is no closure.
    package var expected: String?
    /// The assertion's own record mode.
    package var record: SnapshotTestingConfiguration.Record?

    package init(filePath: String, testName: String, site: InlineSite, expected: String?, record: SnapshotTestingConfiguration.Record? = nil) {
        self.filePath = filePath
        self.testName = testName
        self.site = site
        self.expected = expected
        self.record = record
    }
}

extension SnapshotVerifier {
    /// Checks `actual` against the text of an inline snapshot's closure, and records an edit
    /// of the test file as the record mode says: written when the tests finish (a missing
    /// snapshot, or `.all` and `.failed`), or kept for review (a mismatch). On CI nothing is
    /// ever written into a test file.
    ///
    /// - Parameters:
    ///   - actual: The snapshot's text.
    ///   - request: The call and its settings.
    ///   - compare: Returns a description of how an expected text and `actual` differ, or
    ///     `nil` when they match.
    /// - Returns: The outcome; on failure, a message that names the file and line and says
    ///   how to accept.
    package func verifyInline(
        _ actual: String, request: InlineSnapshotRequest, compare: (_ expected: String, _ actual: String) -> String?
    ) -> SnapshotOutcome {
        let decision: RecordDecision
        let location: SnapshotLocator.TestFileLocation
        do {
            (decision, location) = try settings(record: request.record, directory: nil, filePath: request.filePath)
        } catch {
            session.noteFailure()
            return .failed(String(describing: error))
        }
        let site = request.site
        let shownFile = SnapshotLocator.displayPath(of: URL(fileURLWithPath: request.filePath), packageRoot: location.packageRoot)
        let shown = shownFile + ":\(site.line)"
        let editName = InlineEdit.fileName(for: site)
        let editURL = URL(fileURLWithPath: location.folderPath).appendingPathComponent(editName)
        let editShown = location.shownFolder + "/" + editName
        let isCI = environment.isContinuousIntegration

        // A call reached more than once in a run must produce one text.
        // One site per closure: a helper may make several inline snapshots from one call.
        let key = request.filePath + "\u{0}" + site.fileStem
        let sighting = inlineRun.see(actual, at: key, editPath: editURL.path)
        if case .conflicting(let earlier) = sighting {
            session.noteFailure()
            inlineRun.forgetEdit(editURL.path)
            try? SnapshotFile.remove(editURL, displayPath: editShown)  // Its edit, if any, is void; a failure to remove it leaves it for review.
            let difference = compare(earlier, actual).map { "\n" + $0.trimmingFinalNewline } ?? ""
            return .failed(
                "The inline snapshot at \(shown) was reached more than once in this run and produced different text "
                    + "(a loop, a parameterized test or a repetition); nothing is written for it. Make its text the same "
                    + "each time, or give each case its own assertion.\(difference)", reference: shown)
        }

        if let expected = request.expected, expected == actual,
           [.pass, .rewriteAndPass].contains(decision.action(for: .matches, isContinuousIntegration: isCI))
        {
            do {
                try SnapshotFile.remove(editURL, displayPath: editShown)
            } catch {
                return .failed(String(describing: error), reference: shown)
            }
            inlineRun.forgetEdit(editURL.path)
            return SnapshotOutcome(failure: nil, notes: [], reference: shown)
        }

        var outcome = inlineOutcome(
            actual, request: request, decision: decision, shown: shown, shownFile: shownFile, edit: (editURL, editShown), isCI: isCI,
            isRepeated: sighting == .repeated, compare: compare)
        if outcome.failure != nil {
            addFailureFiles(to: &outcome, actual: actual, relativePath: location.folder + "/\(site.fileStem).inline.txt")
        }
        return outcome
    }

    private func inlineOutcome(
        _ actual: String, request: InlineSnapshotRequest, decision: RecordDecision, shown: String, shownFile: String,
        edit: (url: URL, shown: String), isCI: Bool, isRepeated: Bool, compare: (String, String) -> String?
    ) -> SnapshotOutcome {
        func writeEdit(apply: Bool) throws {
            let bytes: Data
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: request.filePath))
            } catch {
                throw SnapshotError(code: .fileSystem, "Cannot read the test file '\(request.filePath)' to record its inline snapshot: \(error.localizedDescription)")
            }
            // What will be written when the tests finish must be findable: a call whose
            // closures do not say where the snapshot goes fails its test now, not never. (The
            // writer checks the rest when it writes: the file unchanged since, the closure read.)
            if apply {
                do {
                    _ = try InlineCall.find(request.site, in: SwiftSourceText(Array(bytes)), file: shownFile)
                } catch {
                    throw SnapshotError(
                        code: .inlineSnapshotUnwritable,
                        "The inline snapshot at \(shown) cannot be written into the test file: \(error.message)")
                }
            }
            let pending = InlineEdit(
                file: request.filePath, site: request.site, text: actual, expected: request.expected,
                fileHash: SourceHash.of(bytes), test: request.testName, apply: apply)
            try SnapshotFile.write(String(decoding: try pending.encoded(), as: UTF8.self), to: edit.url, displayPath: edit.shown)
            if apply {
                inlineRun.noteEditToWrite(edit.url.path)
            } else {
                inlineRun.forgetEdit(edit.url.path)
            }
        }
        do {
            guard let expected = request.expected else {
                if case .refuseToRecord(let why) = decision.action(for: .missing, isContinuousIntegration: isCI) {
                    session.noteFailure()
                    var outcome = SnapshotOutcome.failed(
                        "No inline snapshot at \(shown), and \(why). Run the tests locally to record it, then commit the test file.",
                        reference: shown)
                    outcome.kind = .missingNotRecorded
                    return outcome
                }
                // A call reached again with the same text is recorded once.
                if isRepeated { return SnapshotOutcome(failure: nil, notes: [], reference: shown) }
                try writeEdit(apply: true)
                session.noteRecorded(shown)
                return SnapshotOutcome(
                    failure: nil, notes: ["Recorded an inline snapshot at \(shown); it is written into the test file when the tests finish."],
                    reference: shown)
            }
            let difference = compare(expected, actual) ?? "(the texts differ in ways the line diff does not show)"
            switch decision.action(for: expected == actual ? .matches : .differs, isContinuousIntegration: isCI) {
            case .refuseOnCI(let rewrites):
                session.noteFailure()
                return SnapshotOutcome(
                    failure: "The inline snapshot at \(shown) was not written: CI is set, so snapshot tests never write, and the "
                        + "\(decision.explanation) would \(rewrites ? "rewrite" : "re-record") it. Remove the record setting, "
                        + "record locally and commit the test file.\n" + difference.trimmingFinalNewline,
                    reference: shown, referenceText: expected, difference: difference)
            case .record, .refuseToRecord:
                preconditionFailure("the inline snapshot at \(shown) has its closure, so it is not missing")
            case .pass, .rewriteAndPass:
                // The same text: `verifyInline` passed it before this, unless the mode is about
                // to be refused on CI.
                return SnapshotOutcome(failure: nil, notes: [], reference: shown)
            case .reRecordAndPass, .reRecordAndFail:
                if isRepeated { return SnapshotOutcome(failure: nil, notes: [], reference: shown) }
                try writeEdit(apply: true)
                session.noteRecorded(shown)
                // `.failed` fails the test, so the change is seen (see `compareAndRecord`).
                if decision.mode == .failed {
                    session.noteFailure()
                    var outcome = SnapshotOutcome(
                        failure: "The inline snapshot at \(shown) did not match, and was re-recorded (\(decision.explanation)); "
                            + "it is written into the test file when the tests finish. It differed:\n"
                            + difference.trimmingFinalNewline,
                        reference: shown, referenceText: expected, difference: difference)
                    outcome.kind = .mismatchRecorded
                    return outcome
                }
                return SnapshotOutcome(
                    failure: nil,
                    notes: ["Re-recorded the inline snapshot at \(shown) (record mode '\(decision.mode)'); it is written into the test file "
                        + "when the tests finish. It differed:\n\(difference)"],
                    reference: shown)
            case .keepForReview:
                break
            }
            if !isRepeated {
                try writeEdit(apply: false)
                session.notePending(edit.shown)
            }
            session.noteFailure()
            var outcome = SnapshotOutcome(
                failure: """
                    Inline snapshot at \(shown) does not match.
                    \(difference.trimmingFinalNewline)
                    Accept it with `swift run viewdata snapshots accept \(edit.shown)`, review every pending snapshot with \
                    `swift run viewdata snapshots review`, or re-record with SNAPSHOT_TESTING_RECORD=failed.
                    """,
                reference: shown, referenceText: expected, difference: difference)
            outcome.kind = .mismatch
            return outcome
        } catch {
            session.noteFailure()
            return .failed(String(describing: error), reference: shown)
        }
    }
}
