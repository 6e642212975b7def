import Foundation
import Testing
@testable import SnapshotStore
@testable import SnapshotTools
import TestSupport

@Suite("Catalog: pending, accept, reject, prune")
struct CatalogTests {
    @Test("Pending files are listed with their references, and accepted or rejected")
    func acceptAndReject() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("old\n", to: "A/changed.1.txt")
        try package.write("new\n", to: "A/changed.1.txt.new")
        try package.write("fresh\n", to: "B/added.1.txt.new")
        try package.write("keep\n", to: "B/kept.1.txt")
        try package.write("", to: ".gitkeep")
        let catalog = SnapshotCatalog(packageRoot: package.root)
        #expect(try catalog.references().map(catalog.displayPath)
            == ["Snapshots/A/changed.1.txt", "Snapshots/B/kept.1.txt"])
        let pending = try catalog.pending()
        #expect(pending.map { catalog.displayPath($0.pending) } == ["Snapshots/A/changed.1.txt.new", "Snapshots/B/added.1.txt.new"])
        #expect(pending.map { catalog.displayPath($0.reference) } == ["Snapshots/A/changed.1.txt", "Snapshots/B/added.1.txt"])

        try catalog.accept(pending[0])
        try catalog.accept(pending[1])
        #expect(package.contents("A/changed.1.txt") == "new\n")
        #expect(package.contents("B/added.1.txt") == "fresh\n")
        #expect(try catalog.pending().isEmpty)

        try package.write("other\n", to: "B/kept.1.txt.new")
        try catalog.reject(try catalog.pending()[0])
        #expect(package.contents("B/kept.1.txt") == "keep\n")
        #expect(!package.exists("B/kept.1.txt.new"))
    }

    @Test("Paths name pending snapshots by reference or .new file, relative or absolute")
    func namingPending() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("new\n", to: "A/test.1.txt.new")
        let catalog = SnapshotCatalog(packageRoot: package.root)
        let inside = package.root.appendingPathComponent("Tests")
        for path in ["Snapshots/A/test.1.txt", "Snapshots/A/test.1.txt.new", package.reference("A/test.1.txt").path] {
            let found = try catalog.pendingSnapshot(named: path, workingDirectory: inside)
            #expect(catalog.displayPath(found.pending) == "Snapshots/A/test.1.txt.new", "\(path)")
        }
        #expect(throws: SnapshotError(code: .notASnapshot, "'Package.swift' is not in 'Snapshots'.")) {
            try catalog.pendingSnapshot(named: "Package.swift", workingDirectory: package.root)
        }
        #expect(throws: SnapshotError(code: .notASnapshot, "'Snapshots/A/other.1.txt' has no pending snapshot (no '.new' file).")) {
            try catalog.pendingSnapshot(named: "Snapshots/A/other.1.txt", workingDirectory: package.root)
        }
        #expect(throws: SnapshotError.self) {
            try catalog.pendingSnapshot(named: "Snapshots/../Package.swift", workingDirectory: package.root)
        }
    }

    @Test("Manifests say whether a process ran every test")
    func filteredRuns() {
        #expect(!SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest"]))
        #expect(!SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest", "--testing-library", "swift-testing"]))
        #expect(!SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest", "--parallel", "--testing-library", "swift-testing"]))
        #expect(SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest", "--filter", "Comment", "--testing-library", "swift-testing"]))
        #expect(SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest", "--skip", "Slow"]))
        #expect(SnapshotManifest.isFiltered(arguments: ["/p/PackageTests.xctest", "AppTests.CommentTests/testTitle"]))
    }

    /// The command lines `swift test` (Swift 6.3) gives its two passes, as a probe package printed them.
    @Test("--scratch-path and the other options swift test forwards do not make a run partial")
    func forwardedOptions() {
        let binary = "/p/.build-x/x86_64-unknown-linux-gnu/debug/PackageTests.xctest"
        #expect(!SnapshotManifest.isFiltered(arguments: [binary]))
        #expect(!SnapshotManifest.isFiltered(
            arguments: [binary, "--scratch-path", "/p/.build-x", "--testing-library", "swift-testing"]))
        #expect(!SnapshotManifest.isFiltered(arguments: [binary, "--scratch-path=/p/.build-x", "--repetitions", "3"]))
        #expect(!SnapshotManifest.isFiltered(
            arguments: [binary, "--xunit-output", "/p/out.xml", "--attachments-path", "/p/a", "--quiet"]))
        #expect(SnapshotManifest.isFiltered(
            arguments: [binary, "--scratch-path", "/p/.build-x", "--filter", "st", "--testing-library", "swift-testing"]))
        #expect(SnapshotManifest.isFiltered(arguments: [binary, "--skip=Slow"]))
        #expect(SnapshotManifest.isFiltered(arguments: [binary, "--scratch-path", "/p/.build-x", "ProbeTests.XT/testA"]))
    }

    /// The command lines `swift test` gives its two passes on macOS: Xcode's `xctest` tool with
    /// the bundle (and `-XCTest` with the selected tests when filtered), then
    /// `swiftpm-testing-helper` with the bundle's binary twice.
    @Test("On macOS, the xctest bundle and swiftpm-testing-helper's arguments are not filters")
    func macOSPasses() {
        let xctest = "/Applications/Xcode.app/Contents/Developer/usr/bin/xctest"
        let bundle = "/p/.build/arm64-apple-macosx/debug/PackageTests.xctest"
        let binary = bundle + "/Contents/MacOS/PackageTests"
        let helper = "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper"
        #expect(!SnapshotManifest.isFiltered(arguments: [xctest, bundle]))
        #expect(!SnapshotManifest.isFiltered(arguments: [xctest, "-XCTest", "All", bundle]))
        #expect(!SnapshotManifest.isFiltered(arguments: [xctest, "-XCTest", "Self", bundle]))
        #expect(SnapshotManifest.isFiltered(arguments: [xctest, "-XCTest", "AppTests.CommentTests/testTitle", bundle]))
        #expect(SnapshotManifest.isFiltered(arguments: [xctest, "-XCTest", "AppTests.A/testB,AppTests.A/testC", bundle]))
        #expect(SnapshotManifest.isFiltered(arguments: [xctest, "-XCTest"]))
        #expect(!SnapshotManifest.isFiltered(
            arguments: [helper, "--test-bundle-path", binary, binary, "--testing-library", "swift-testing"]))
        #expect(!SnapshotManifest.isFiltered(
            arguments: [helper, "--test-bundle-path", binary, "--parallel", binary, "--testing-library", "swift-testing"]))
        #expect(SnapshotManifest.isFiltered(
            arguments: [helper, "--test-bundle-path", binary, "--filter", "Comment", binary, "--testing-library", "swift-testing"]))
        // swift test gives the Swift Testing pass its own whole command line.
        #expect(!SnapshotManifest.isFiltered(arguments: [
            helper, "--test-bundle-path", binary, "-c", "release", "--package-path", "/p", "-Xswiftc", "-DDEBUG", "-j", "4",
            binary, "--testing-library", "swift-testing",
        ]))
        #expect(!SnapshotManifest.isFiltered(
            arguments: ["/p/PackageTests.xctest", "--configuration", "release", "--sanitize", "address", "--testing-library", "swift-testing"]))
        #expect(SnapshotManifest.isFiltered(
            arguments: ["/p/PackageTests.xctest", "-c", "release", "--skip=Slow", "--testing-library", "swift-testing"]))
        // A relative path or a name is still a test's name.
        #expect(SnapshotManifest.isFiltered(arguments: [xctest, "PackageTests.xctest"]))
    }

    @Test("A session writes an unfinished manifest at once and a finished one at the end")
    func sessionManifests() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a").isSuccess)
        #expect(harness.verify("b", test: "testOther()").isSuccess)
        let directory = SnapshotLocator.manifestDirectory(packageRoot: harness.package.root)
        let unfinished = SnapshotManifest.readAll(in: directory).manifests
        #expect(unfinished.count == 1)
        #expect(unfinished.first?.finished == nil)
        #expect(unfinished.first?.isFiltered == false)  // The harness's command line has no filter.
        harness.session.finish()
        let finished = try #require(SnapshotManifest.readAll(in: directory).manifests.first)
        #expect(finished.finished != nil)
        #expect(finished.references == ["CommentViewTests/testOther.1.txt", "CommentViewTests/testTitle.1.txt"])
        #expect(finished.snapshotsDirectory == harness.package.snapshots.path)
    }

    /// Writes a manifest for a run `parent` that used `references`.
    private func writeManifest(
        _ package: TemporaryPackage, parent: Int32, process: Int32 = 1, references: [String],
        completedTests: [String] = [], testsWithoutTrait: [String]? = nil,
        finished: Date? = Date().addingTimeInterval(60), isFiltered: Bool = false
    ) throws {
        let manifest = SnapshotManifest(
            version: SnapshotManifest.currentVersion, processID: process, parentProcessID: parent, started: Date(),
            finished: finished, isFiltered: isFiltered, snapshotsDirectory: package.snapshots.path, references: references,
            completedTests: completedTests, testsWithoutTrait: testsWithoutTrait)
        try manifest.write(into: SnapshotLocator.manifestDirectory(packageRoot: package.root))
    }

    @Test("Prune lists the references the last complete run did not use")
    func obsolete() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        for path in ["A/used.1.txt", "A/unused.1.txt", "B/used.wide.txt"] { try package.write("x\n", to: path) }
        let catalog = SnapshotCatalog(packageRoot: package.root)
        #expect(throws: SnapshotError.self) { try catalog.obsoleteReferences() }

        // Two processes of one run (XCTest and Swift Testing) together used two references.
        try writeManifest(package, parent: 10, process: 11, references: ["A/used.1.txt"])
        try writeManifest(package, parent: 10, process: 12, references: ["B/used.wide.txt"])
        #expect(try catalog.obsoleteReferences().map(catalog.displayPath) == ["Snapshots/A/unused.1.txt"])
    }

    @Test("Deleting a test folder's last reference removes the folder, never the references folder")
    func deletingEmptiesFolders() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        for path in ["A/one.1.txt", "A/two.1.txt", "B/only.1.txt", "top.1.txt"] { try package.write("x\n", to: path) }
        try package.write("y\n", to: "B/only.1.txt.new")
        let catalog = SnapshotCatalog(packageRoot: package.root)
        try catalog.delete(reference: package.snapshots.appendingPathComponent("A/one.1.txt"))
        try catalog.delete(reference: package.snapshots.appendingPathComponent("B/only.1.txt"))
        try catalog.delete(reference: package.snapshots.appendingPathComponent("top.1.txt"))
        let left = try FileManager.default.subpathsOfDirectory(atPath: package.snapshots.path).sorted()
        #expect(left == ["A", "A/two.1.txt"])
    }

    @Test("Unused references of tests that still exist and did not finish are kept")
    func keepsReferencesOfUnfinishedTests() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try Data("""
            final class ScreenTests: XCTestCase {
                func testFinished() {}
                func testCrashed() {}
            }
            @Test func render(width: Int) {}
            """.utf8).write(to: package.root.appendingPathComponent("Tests/AppTests/ScreenTests.swift"))
        for path in ["ScreenTests/testFinished.1.txt", "ScreenTests/testFinished.2.txt", "ScreenTests/testCrashed.1.txt",
                     "ScreenTests/render.40.txt", "ScreenTests/testRemoved.1.txt", "GoneTests/testAnything.1.txt",
                     "ScreenTests/emoji🙂.1.txt"] {
            try package.write("x\n", to: path)
        }
        try package.write("notes\n", to: "README.md")
        // testFinished finished without failing and used only its first snapshot; testCrashed and
        // render used none (a crash, a skipped library); testRemoved and GoneTests are gone.
        try writeManifest(package, parent: 60, references: ["ScreenTests/testFinished.1.txt"],
                          completedTests: ["ScreenTests/testFinished"], testsWithoutTrait: ["ScreenTests/render"])
        let catalog = SnapshotCatalog(packageRoot: package.root)
        let (obsolete, kept, withoutTrait) = try catalog.obsoleteReferencesWithKept()
        #expect(obsolete.map(catalog.displayPath) == [
            "Snapshots/GoneTests/testAnything.1.txt", "Snapshots/ScreenTests/testFinished.2.txt",
            "Snapshots/ScreenTests/testRemoved.1.txt",
        ])
        #expect(kept.map(catalog.displayPath) == [
            "Snapshots/ScreenTests/emoji🙂.1.txt", "Snapshots/ScreenTests/testCrashed.1.txt", "Snapshots/ScreenTests/render.40.txt",
        ])
        // render is a Swift Testing test that ran without the .snapshots trait.
        #expect(withoutTrait.map(catalog.displayPath) == ["Snapshots/ScreenTests/render.40.txt"])
    }

    @Test("Prune leaves a references folder outside the package alone")
    func outsideThePackage() throws {
        let package = try TemporaryPackage()
        let shared = try TemporaryPackage()
        defer { package.remove(); shared.remove() }
        let catalog = SnapshotCatalog(packageRoot: package.root, directory: shared.snapshots)
        #expect(throws: SnapshotError.self) { try catalog.obsoleteReferences() }
        do {
            _ = try catalog.obsoleteReferences()
        } catch let error as SnapshotError {
            #expect(error.code == .outsidePackage)
        }
    }

    @Test("A symbolic link in the folder cannot lead accept outside it")
    func symlinksStayInside() throws {
        let package = try TemporaryPackage()
        let outside = try TemporaryPackage()
        defer { package.remove(); outside.remove() }
        try outside.write("outside\n", to: "Target/file.1.txt.new")
        try FileManager.default.createDirectory(at: package.snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: package.snapshots.appendingPathComponent("Evil"), withDestinationURL: outside.snapshots.appendingPathComponent("Target"))
        let catalog = SnapshotCatalog(packageRoot: package.root)
        #expect(throws: SnapshotError.self) {
            try catalog.pendingSnapshot(named: "Snapshots/Evil/file.1.txt", workingDirectory: package.root)
        }
        #expect(outside.contents("Target/file.1.txt.new") == "outside\n")
    }

    @Test("A session's manifest names the tests that finished, by their references' prefix")
    func completedTestsInManifests() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a", identity: "A").isSuccess)
        #expect(harness.verify("b", test: "testOther()", identity: "B").isSuccess)
        #expect(harness.verify("c", test: "testThird()", identity: "C").isSuccess)
        harness.session.noteTestFinished("A", succeeded: true)
        harness.session.noteTestFinished("B", succeeded: true)
        harness.session.noteTestFinished("B", succeeded: false)  // A repetition failed.
        harness.session.noteTestFinished("C", succeeded: false)
        harness.session.finish()
        let directory = SnapshotLocator.manifestDirectory(packageRoot: harness.package.root)
        let manifest = try #require(SnapshotManifest.readAll(in: directory).manifests.first)
        #expect(manifest.completedTests == ["CommentViewTests/testTitle"])
    }

    @Test("Prune refuses without a complete run newer than the references")
    func refusesIncompleteRuns() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try package.write("x\n", to: "A/test.1.txt")
        let catalog = SnapshotCatalog(packageRoot: package.root)
        // A crashed process (never finished) makes its run incomplete.
        try writeManifest(package, parent: 20, process: 21, references: ["A/test.1.txt"])
        try writeManifest(package, parent: 20, process: 22, references: [], finished: nil)
        // A filtered run is not complete either.
        try writeManifest(package, parent: 30, references: [], isFiltered: true)
        #expect(throws: SnapshotError.self) { try catalog.obsoleteReferences() }

        // A complete run older than a reference does not count.
        try writeManifest(package, parent: 40, references: [], finished: Date().addingTimeInterval(-3_600))
        do {
            _ = try catalog.obsoleteReferences()
            Issue.record("prune accepted a run older than the references")
        } catch let error as SnapshotError {
            #expect(error.code == .noCompleteRun)
            #expect(error.message == "'Snapshots/A/test.1.txt' changed after the last complete test run; run `swift test` again first.")
        }
    }

    @Test("Corrupt manifests are reported and skipped")
    func corruptManifests() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let directory = SnapshotLocator.manifestDirectory(packageRoot: package.root)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: directory.appendingPathComponent("run-1-2-abc.json"))
        let (manifests, problems) = SnapshotManifest.readAll(in: directory)
        #expect(manifests.isEmpty)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("run-1-2-abc.json' is not a snapshot manifest") == true)
        // Prune will not guess what a corrupt manifest held.
        try package.write("x\n", to: "A/test.1.txt")
        try writeManifest(package, parent: 50, references: [])
        #expect(throws: SnapshotError.self) { try SnapshotCatalog(packageRoot: package.root).obsoleteReferences() }
    }
}

@Suite("Which tests may still exist, for prune")
struct TestSourcesTests {
    @Test("Names with labels or raw identifiers are kept unless certainly gone")
    func labelsAndRawIdentifiers() throws {
        let folder = try TemporaryFolder("test-sources")
        defer { folder.remove() }
        try folder.makePackageRoot()
        try folder.write("import Testing\n@Test func `renders the header`() {}\n", to: "Tests/AppTests/HeaderTests.swift")
        try folder.write("import XCTest\nfinal class CardTests: XCTestCase { func render(width: Int) {} }\n", to: "Tests/AppTests/CardTests.swift")
        let sources = TestSources(packageRoot: folder.url)
        #expect(sources.mayDeclare(test: "renders-the-header", inFolder: "HeaderTests"))
        #expect(sources.mayDeclare(test: "render-width", inFolder: "CardTests"))
        #expect(!sources.mayDeclare(test: "removed-width", inFolder: "CardTests"))
        #expect(!sources.mayDeclare(test: "testGone", inFolder: "CardTests"))
        #expect(!sources.mayDeclare(test: "render-width", inFolder: "GoneTests"))
    }
}
