import Foundation
import Testing
@testable import SnapshotStore

/// The one rule book file references and inline snapshots follow, whole, as text: a change to
/// any cell is a change to this table (and to the README's).
@Suite("Record policy")
struct RecordPolicyTests {
    @Test("Record mode × CI × comparison: what an assertion does")
    func wholeTable() {
        func name(_ action: RecordAction) -> String {
            switch action {
            case .pass: "pass"
            case .rewriteAndPass: "rewrite, pass"
            case .record: "record, pass"
            case .refuseToRecord: "fail, write nothing"
            case .refuseOnCI(let rewrites): rewrites ? "fail: CI, would rewrite" : "fail: CI, would re-record"
            case .reRecordAndPass: "re-record, pass"
            case .reRecordAndFail: "re-record, FAIL"
            case .keepForReview: "keep .new, fail"
            }
        }
        var lines = ["mode     CI   | missing              | matches                  | differs"]
        for mode in [SnapshotTestingConfiguration.Record.missing, .failed, .all, .never] {
            for isCI in [false, true] {
                let decision = RecordDecision(mode: mode, origin: .environment)
                let cells = SnapshotComparison.allCases.map { name(decision.action(for: $0, isContinuousIntegration: isCI)) }
                let label = "\(mode)".padding(toLength: 8, withPad: " ", startingAt: 0) + (isCI ? " yes" : " no ")
                lines.append(label + "  | " + cells[0].padding(toLength: 20, withPad: " ", startingAt: 0) + " | "
                    + cells[1].padding(toLength: 24, withPad: " ", startingAt: 0) + " | " + cells[2])
            }
        }
        #expect(lines.joined(separator: "\n") == """
            mode     CI   | missing              | matches                  | differs
            missing  no   | record, pass         | pass                     | keep .new, fail
            missing  yes  | fail, write nothing  | pass                     | keep .new, fail
            failed   no   | record, pass         | pass                     | re-record, FAIL
            failed   yes  | fail, write nothing  | pass                     | fail: CI, would re-record
            all      no   | record, pass         | rewrite, pass            | re-record, pass
            all      yes  | fail, write nothing  | fail: CI, would rewrite  | fail: CI, would rewrite
            never    no   | fail, write nothing  | pass                     | keep .new, fail
            never    yes  | fail, write nothing  | pass                     | keep .new, fail
            """)
    }

    @Test("A refusal says which setting chose the mode, or that CI is set")
    func reasons() {
        #expect(RecordDecision(mode: .missing, origin: .default).action(for: .missing, isContinuousIntegration: true)
            == .refuseToRecord(reason: "CI is set, so nothing is recorded"))
        #expect(RecordDecision(mode: .never, origin: .trait).action(for: .missing, isContinuousIntegration: false)
            == .refuseToRecord(reason: "the record mode 'never' (set by the .snapshots(record:) trait) writes nothing"))
        #expect(RecordDecision(mode: .all, origin: .environment).action(for: .missing, isContinuousIntegration: true)
            == .refuseToRecord(reason: "CI is set, so nothing is recorded, whatever the record mode 'all' (set by SNAPSHOT_TESTING_RECORD)"))
    }
}
