import Foundation
import Testing
@testable import SnapshotStore
import ViewDataSupport

@Suite("One summary line per swift test run")
struct RunSummaryTests {
    private let swiftTest = ParentProcess(id: 4242, startTime: "98765", arguments: ["/opt/swift/usr/bin/swift-test"])
    private let tallyFile = "/tmp/viewdatakit-snapshots-4242-98765.tally"

    @Test("The XCTest process of swift test keeps its counts for the Swift Testing process, which prints")
    func passesOfSwiftTest() {
        let xctest = SnapshotRun.pass(arguments: ["/p/PackageTests.xctest"], parent: swiftTest, temporaryDirectory: "/tmp")
        #expect(xctest == .xctestBeforeSwiftTesting(tallyFile: tallyFile))
        // swift test --parallel starts one XCTest process per test, named in its arguments.
        let parallel = SnapshotRun.pass(arguments: ["/p/PackageTests.xctest", "Tests.A/testB"], parent: swiftTest, temporaryDirectory: "/tmp/")
        #expect(parallel == .xctestBeforeSwiftTesting(tallyFile: tallyFile))
        let swiftTesting = SnapshotRun.pass(
            arguments: ["/p/PackageTests.xctest", "--parallel", "--testing-library", "swift-testing"], parent: swiftTest,
            temporaryDirectory: "/tmp")
        #expect(swiftTesting == .swiftTesting(tallyFile: tallyFile))
        let viaSwift = ParentProcess(id: 4242, startTime: "98765", arguments: ["swift", "test", "--filter", "X"])
        #expect(SnapshotRun.pass(arguments: ["/p/PackageTests.xctest"], parent: viaSwift, temporaryDirectory: "/tmp")
            == .xctestBeforeSwiftTesting(tallyFile: tallyFile))
    }

    /// macOS's `swift test` runs Xcode's `xctest` with the bundle, then `swiftpm-testing-helper`;
    /// its parent is read with `sysctl`, whose start time is seconds and microseconds.
    @Test("On macOS, xctest and swiftpm-testing-helper started by swift test share one tally")
    func passesOfSwiftTestOnMacOS() {
        let parent = ParentProcess(
            id: 4242, startTime: "1795000000.123456",
            arguments: ["/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-test"])
        let file = "/tmp/viewdatakit-snapshots-4242-1795000000.123456.tally"
        let bundle = "/p/.build/arm64-apple-macosx/debug/PackageTests.xctest"
        let binary = bundle + "/Contents/MacOS/PackageTests"
        #expect(SnapshotRun.pass(arguments: ["/x/usr/bin/xctest", bundle], parent: parent, temporaryDirectory: "/tmp")
            == .xctestBeforeSwiftTesting(tallyFile: file))
        #expect(SnapshotRun.pass(arguments: ["/x/usr/bin/xctest", "-XCTest", "Tests.A/testB", bundle], parent: parent, temporaryDirectory: "/tmp")
            == .xctestBeforeSwiftTesting(tallyFile: file))
        let helper = ["/x/usr/libexec/swift/pm/swiftpm-testing-helper", "--test-bundle-path", binary, binary, "--testing-library", "swift-testing"]
        #expect(SnapshotRun.pass(arguments: helper, parent: parent, temporaryDirectory: "/tmp") == .swiftTesting(tallyFile: file))
        // Xcode (or xcodebuild) starts xctest itself: each process prints its own line.
        let xcode = ParentProcess(id: 77, startTime: "1795000000.5", arguments: ["/Applications/Xcode.app/Contents/MacOS/Xcode"])
        #expect(SnapshotRun.pass(arguments: ["/x/usr/bin/xctest", bundle], parent: xcode, temporaryDirectory: "/tmp") == .alone)
    }

    @Test("Without swift test as the parent, or with its Swift Testing pass turned off, each process prints its own line")
    func processesOnTheirOwn() {
        let shell = ParentProcess(id: 7, startTime: "1", arguments: ["/bin/bash"])
        #expect(SnapshotRun.pass(arguments: ["/p/PackageTests.xctest"], parent: shell, temporaryDirectory: "/tmp") == .alone)
        #expect(SnapshotRun.pass(arguments: ["/p/PackageTests.xctest"], parent: nil, temporaryDirectory: "/tmp") == .alone)
        #expect(SnapshotRun.pass(arguments: ["t", "--testing-library", "swift-testing"], parent: shell, temporaryDirectory: "/tmp")
            == .swiftTesting(tallyFile: nil))
        let noSwiftTesting = ParentProcess(id: 4242, startTime: "98765", arguments: ["/usr/bin/swift-test", "--disable-swift-testing"])
        #expect(SnapshotRun.pass(arguments: ["/p/PackageTests.xctest"], parent: noSwiftTesting, temporaryDirectory: "/tmp") == .alone)
        // swift-testing-helper or a by-hand run that names XCTest's library: not the first pass.
        #expect(SnapshotRun.pass(arguments: ["t", "--testing-library", "xctest"], parent: swiftTest, temporaryDirectory: "/tmp") == .alone)
    }

    @Test("A tally file's lines add up; torn lines are left out and counted")
    func tallyFiles() {
        let lines = SnapshotTally(recorded: 2).fileLine + SnapshotTally(pending: 1, failed: 3).fileLine + "4 0\n" + "x y z\n"
            + "-1 0 0\n" + SnapshotTally(recorded: 1).fileLine
        let (total, skipped) = SnapshotTally.sum(ofFile: lines)
        #expect(total == SnapshotTally(recorded: 3, pending: 1, failed: 3))
        #expect(skipped == 3)
        #expect(total.summary == "Snapshots: 3 recorded, 1 pending review (.new), 3 failed. Review with: swift run viewdata snapshots review")
        #expect(SnapshotTally().summary == nil)
    }

    @Test("Processes appending to one tally file at once lose no line")
    func concurrentAppends() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.tally").path
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { try SystemCalls.append(SnapshotTally(recorded: 1, failed: index % 2).fileLine, toFileAt: file) }
            }
            try await group.waitForAll()
        }
        let (total, skipped) = SnapshotTally.sum(ofFile: try String(contentsOfFile: file, encoding: .utf8))
        #expect(total == SnapshotTally(recorded: 200, failed: 100))
        #expect(skipped == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
