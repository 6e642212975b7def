import Testing
@testable import SnapshotStore

@Suite("Record policy")
struct RecordModeTests {
    typealias Record = SnapshotTestingConfiguration.Record

    @Test("Mode names read in any case, with spaces around them")
    func names() {
        #expect(Record(rawValue: "missing") == .missing)
        #expect(Record(rawValue: " ALL ") == .all)
        #expect(Record(rawValue: "Failed") == .failed)
        #expect(Record(rawValue: "never") == .never)
        #expect(Record(rawValue: "always") == nil)
        #expect(Record.allModes.map(\.description) == ["missing", "all", "failed", "never"])
    }

    @Test("Without settings the default is missing, and never on CI")
    func defaults() throws {
        #expect(try SnapshotEnvironment([:]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "true"]).defaultRecordMode() == .never)
        #expect(try SnapshotEnvironment(["CI": "1"]).defaultRecordMode() == .never)
        #expect(try SnapshotEnvironment(["CI": "false"]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": "0"]).defaultRecordMode() == .missing)
        #expect(try SnapshotEnvironment(["CI": ""]).defaultRecordMode() == .missing)
    }

    @Test("The argument wins over the configuration, which wins over the environment")
    func precedence() throws {
        let environment = SnapshotEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"])
        let configuration = SnapshotTestingConfiguration(record: .all)
        #expect(try environment.recordMode(explicit: .never, configuration: configuration) == .never)
        #expect(try environment.recordMode(explicit: nil, configuration: configuration) == .all)
        #expect(try environment.recordMode(explicit: nil, configuration: nil) == .failed)
        #expect(try environment.recordMode(explicit: nil, configuration: SnapshotTestingConfiguration()) == .failed)
    }

    @Test("An unknown SNAPSHOT_TESTING_RECORD is an error that names the value")
    func invalidEnvironment() {
        #expect(throws: SnapshotError(
            code: .invalidSetting, "SNAPSHOT_TESTING_RECORD is 'yes please'; use one of missing, all, failed, never.")
        ) {
            try SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "yes please"]).defaultRecordMode()
        }
    }

    @Test("Inner configurations inherit what they leave unset")
    func inheritance() {
        let outer = SnapshotTestingConfiguration(record: .never, directory: "Refs")
        #expect(SnapshotTestingConfiguration(record: .all).inheriting(from: outer)
            == SnapshotTestingConfiguration(record: .all, directory: "Refs"))
        #expect(SnapshotTestingConfiguration().inheriting(from: nil) == SnapshotTestingConfiguration())
    }
}
