import CommandLineSupport
import Foundation
import InlineSnapshots
import SnapshotStore
import Testing
import TestSupport
@testable import viewdata

/// A package in a temporary folder with references and pending files.
private struct Workspace {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("snapshots")
        try folder.makePackageRoot()
    }

    var root: URL { folder.url }
    func write(_ text: String, to path: String) throws { try folder.write(text, to: path) }
    func contents(_ path: String) -> String? { folder.contents(path) }
    func remove() { folder.remove() }

    /// A terminal in the workspace, optionally answering questions with `keys`.
    func terminal(_ recorder: RecordingTerminal, keys: [Character]? = nil) -> Terminal {
        var terminal = recorder.terminal
        terminal.workingDirectory = root
        if let keys {
            var remaining = keys[...]
            terminal.isInteractive = true
            terminal.readKey = { remaining.popFirst() }
        }
        return terminal
    }
}

@Suite("viewdata snapshots")
struct SnapshotsCommandTests {
    @Test("Usage errors name the argument", arguments: [
        (["snapshots"], "'snapshots' needs a command: status, review, accept, reject, prune or migrate"),
        (["snapshots", "migrate", "Tests", "More"], "unexpected argument 'More' for 'snapshots migrate'"),
        (["snapshots", "list"], "unknown snapshots command 'list'"),
        (["snapshots", "accept"], "'snapshots accept' needs reference paths or --all (not both)"),
        (["snapshots", "reject", "--all", "Snapshots/a.txt"], "'snapshots reject' needs reference paths or --all (not both)"),
        (["snapshots", "prune", "--all"], "unknown option '--all' for 'snapshots prune'"),
        (["snapshots", "status", "extra"], "unexpected argument 'extra' for 'snapshots status'"),
        (["snapshots", "status", "--directory"], "--directory needs a folder"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Command(parsing: arguments) }
    }

    @Test("status counts references and lists pending ones; exit 1 while something is pending")
    func status() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("a\n", to: "Snapshots/A/one.1.txt")
        try workspace.write("b\n", to: "Snapshots/A/one.1.txt.new")
        try workspace.write("c\n", to: "Snapshots/B/two.1.txt.new")
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(arguments: ["snapshots", "status"], terminal: workspace.terminal(recorder))
        #expect(status == 1)
        #expect(recorder.output == """
            Snapshots: 1 references, 2 pending

            pending (review with `swift run viewdata snapshots review`):
              Snapshots/A/one.1.txt.new
              Snapshots/B/two.1.txt.new  (new reference)

            obsolete: unknown. No record of a complete test run in '.build/snapshots'; run `swift test` \
            (without --filter, --skip or --parallel) first.

            """)
    }

    /// A file named to attack whoever runs `status` (a pull request can add one): retitle the
    /// terminal, clear the screen, overwrite the line. Every name and the folder from the
    /// environment are shown as pictures on their line.
    @Test("status, accept and prune show hostile file names and folders terminal-safe")
    func hostileNames() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\rSPOOF\u{202E}t.1.txt"
        try workspace.write("b\n", to: "Snapshots/A/\(hostile).new")
        let recorder = RecordingTerminal()
        var terminal = workspace.terminal(recorder)
        terminal.environment["SNAPSHOT_TESTING_DIRECTORY"] = "Snap\u{1B}[31mshots"
        try workspace.write("a\n", to: "Snap\u{1B}[31mshots/B/x.1.txt.new")
        #expect(ViewDataTool.run(arguments: ["snapshots", "status"], terminal: terminal) == 1)
        terminal.environment["SNAPSHOT_TESTING_DIRECTORY"] = nil
        #expect(ViewDataTool.run(arguments: ["snapshots", "status"], terminal: terminal) == 1)
        #expect(ViewDataTool.run(arguments: ["snapshots", "accept", "--all"], terminal: terminal) == 0)
        #expect(recorder.output == """
            Snap␛[31mshots: 0 references, 1 pending

            pending (review with `swift run viewdata snapshots review`):
              Snap␛[31mshots/B/x.1.txt.new  (new reference)

            obsolete: unknown. No record of a complete test run in '.build/snapshots'; run `swift test` \
            (without --filter, --skip or --parallel) first.
            Snapshots: 0 references, 1 pending

            pending (review with `swift run viewdata snapshots review`):
              Snapshots/A/␛]0;pwned␇␛[2J␍SPOOFt.1.txt.new  (new reference)

            obsolete: unknown. No record of a complete test run in '.build/snapshots'; run `swift test` \
            (without --filter, --skip or --parallel) first.
            accepted Snapshots/A/␛]0;pwned␇␛[2J␍SPOOFt.1.txt

            """)
        #expect(workspace.contents("Snapshots/A/\(hostile)") == "b\n")
    }

    @Test("review shows a hostile name and a new reference's lone carriage returns as pictures")
    func hostileReview() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("ok\rFAILED\nsecond\u{1B}[2J\n", to: "Snapshots/A/\u{1B}]0;x\u{07}t.1.txt.new")
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["snapshots", "review"], terminal: workspace.terminal(recorder, keys: ["s"])) == 1)
        #expect(ViewDataTool.run(arguments: ["snapshots", "review"], terminal: workspace.terminal(recorder)) == 1)
        #expect(recorder.output == """

            [1/1] Snapshots/A/␛]0;x␇t.1.txt
            new reference:
              ok␍FAILED
              second␛[2J
            accept (a), reject (r), skip (s), quit (q)? s
            accepted 0, rejected 0, still pending 1
            1 pending (review in a terminal, or use `viewdata snapshots accept|reject`):
              Snapshots/A/␛]0;x␇t.1.txt.new

            """)
    }

    @Test("accept and reject, by path or --all")
    func acceptAndReject() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("old\n", to: "Snapshots/A/one.1.txt")
        try workspace.write("new\n", to: "Snapshots/A/one.1.txt.new")
        try workspace.write("x\n", to: "Snapshots/B/two.1.txt.new")
        let recorder = RecordingTerminal()
        let terminal = workspace.terminal(recorder)
        #expect(ViewDataTool.run(arguments: ["snapshots", "accept", "Snapshots/A/one.1.txt"], terminal: terminal) == 0)
        #expect(workspace.contents("Snapshots/A/one.1.txt") == "new\n")
        #expect(ViewDataTool.run(arguments: ["snapshots", "reject", "--all"], terminal: terminal) == 0)
        #expect(workspace.contents("Snapshots/B/two.1.txt.new") == nil)
        // Rejecting a new reference's only file leaves no empty folder; A keeps its reference.
        #expect(!workspace.folder.exists("Snapshots/B") && workspace.folder.exists("Snapshots/A"))
        #expect(recorder.output == "accepted Snapshots/A/one.1.txt\nrejected Snapshots/B/two.1.txt\n")
        #expect(ViewDataTool.run(arguments: ["snapshots", "accept", "Snapshots/A/one.1.txt"], terminal: terminal) == 1)
        #expect(recorder.errors == "viewdata: 'Snapshots/A/one.1.txt' has no pending snapshot (no '.new' file).\n")
    }

    @Test("review shows each diff and acts on a, r, s; q stops")
    func interactiveReview() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("title\nname: Ada\n", to: "Snapshots/A/one.1.txt")
        try workspace.write("title\nname: Bob\n", to: "Snapshots/A/one.1.txt.new")
        try workspace.write("fresh\n", to: "Snapshots/B/two.1.txt.new")
        try workspace.write("z\n", to: "Snapshots/C/three.1.txt.new")
        try workspace.write("y\n", to: "Snapshots/D/four.1.txt.new")
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(
            arguments: ["snapshots", "review"], terminal: workspace.terminal(recorder, keys: ["x", "a", "r", "s", "q"]))
        #expect(status == 1)
        #expect(recorder.output == """

            [1/4] Snapshots/A/one.1.txt
            --- reference: 2 lines × 9
            +++ actual: 2 lines × 9
            first difference: line 2, column 7
            @@ -1,2 +1,2 @@
              title
            - name: Ada
            + name: Bob
                    ^^^
            accept (a), reject (r), skip (s), quit (q)? x
            accept (a), reject (r), skip (s), quit (q)? a

            [2/4] Snapshots/B/two.1.txt
            new reference:
              fresh
            accept (a), reject (r), skip (s), quit (q)? r

            [3/4] Snapshots/C/three.1.txt
            new reference:
              z
            accept (a), reject (r), skip (s), quit (q)? s

            [4/4] Snapshots/D/four.1.txt
            new reference:
              y
            accept (a), reject (r), skip (s), quit (q)? q
            accepted 1, rejected 1, still pending 2

            """)
        #expect(workspace.contents("Snapshots/A/one.1.txt") == "title\nname: Bob\n")
        #expect(workspace.contents("Snapshots/B/two.1.txt.new") == nil)
        #expect(workspace.contents("Snapshots/C/three.1.txt.new") == "z\n")
    }

    @Test("review shows an inline snapshot's diff from its closure; a writes it into the test file, r drops it")
    func inlineReview() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let test = "@Test func farewell() {\n    assertInlineSnapshot(of: farewell(), as: .lines) {\n        \"bye\"\n    }\n}\n"
        try workspace.write(test, to: "Tests/AppTests/FarewellTests.swift")
        let file = workspace.folder.file("Tests/AppTests/FarewellTests.swift").path
        let hash = SourceHash.of(Array(test.utf8))
        let edits = [
            InlineEdit(file: file, site: InlineSite(line: 2, column: 25), text: "see you", expected: "bye", fileHash: hash,
                       test: "farewell()", apply: false),
            InlineEdit(file: file, site: InlineSite(line: 9, column: 25), text: "gone", expected: nil, fileHash: hash,
                       test: "removed()", apply: false),
        ]
        for edit in edits {
            try workspace.write(String(decoding: try edit.encoded(), as: UTF8.self), to: "Snapshots/FarewellTests/" + InlineEdit.fileName(for: edit.site))
        }
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(arguments: ["snapshots", "review"], terminal: workspace.terminal(recorder, keys: ["a", "r"]))
        #expect(status == 0)
        #expect(recorder.output == """

            [1/2] Tests/AppTests/FarewellTests.swift:2 (inline snapshot)
            --- closure: 1 line × 3
            +++ actual: 1 line × 7
            first difference: line 1, column 1
            @@ -1 +1 @@
            - bye
            + see you
            accept (a), reject (r), skip (s), quit (q)? a

            [2/2] Tests/AppTests/FarewellTests.swift:9 (inline snapshot)
            new inline snapshot:
              gone
            accept (a), reject (r), skip (s), quit (q)? r
            accepted 1, rejected 1, still pending 0

            """)
        #expect(workspace.contents("Tests/AppTests/FarewellTests.swift")
            == "@Test func farewell() {\n    assertInlineSnapshot(of: farewell(), as: .lines) {\n        \"\"\"\n        see you\n        \"\"\"\n    }\n}\n")
        #expect(!workspace.folder.exists("Snapshots/FarewellTests/2.25.inline.new"))
        #expect(!workspace.folder.exists("Snapshots/FarewellTests/9.25.inline.new"))
        // The test's folder held only those: it goes too; the references folder stays.
        #expect(!workspace.folder.exists("Snapshots/FarewellTests"))
        #expect(workspace.folder.exists("Snapshots"))
    }

    @Test("review without a terminal lists the pending files and exits 1")
    func nonInteractiveReview() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("x\n", to: "Snapshots/A/one.1.txt.new")
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["snapshots", "review"], terminal: workspace.terminal(recorder)) == 1)
        #expect(recorder.output == """
            1 pending (review in a terminal, or use `viewdata snapshots accept|reject`):
              Snapshots/A/one.1.txt.new

            """)
        try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("Snapshots/A/one.1.txt.new"))
        let quiet = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["snapshots", "review"], terminal: workspace.terminal(quiet)) == 0)
        #expect(quiet.output == "nothing pending\n")
    }

    @Test("prune refuses without a complete run, and honours --directory")
    func pruneRefuses() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("x\n", to: "Refs/A/one.1.txt")
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(
            arguments: ["snapshots", "prune", "--dry-run", "--directory", "Refs"], terminal: workspace.terminal(recorder))
        #expect(status == 1)
        #expect(recorder.errors.hasPrefix("viewdata: No record of a complete test run in '.build/snapshots'"))
        #expect(workspace.contents("Refs/A/one.1.txt") == "x\n")
    }

    @Test("Outside a package or project the command says so")
    func outsideAPackage() {
        let recorder = RecordingTerminal()
        var terminal = recorder.terminal
        terminal.workingDirectory = URL(fileURLWithPath: "/")
        #expect(ViewDataTool.run(arguments: ["snapshots", "status"], terminal: terminal) == 1)
        #expect(recorder.errors == """
            viewdata: No .git, Package.swift, .xcodeproj or .xcworkspace in '/' or above it; run this inside a \
            repository, a Swift package or an Xcode project.

            """)
    }

    /// An app in an Xcode project: no Package.swift anywhere, references in `Snapshots/` beside
    /// `App.xcodeproj` (where its tests put them), the command run from a folder inside.
    @Test("In an Xcode project, status, accept and prune work from the project's folder; prune says why it cannot")
    func xcodeProject() throws {
        let folder = try TemporaryFolder("xcodeproject")
        defer { folder.remove() }
        try folder.write("// !$*UTF8*$!\n", to: "App.xcodeproj/project.pbxproj")
        try folder.write("import Testing\n", to: "AppTests/CommentTests.swift")
        try folder.write("old\n", to: "Snapshots/CommentTests/title.1.txt")
        try folder.write("new\n", to: "Snapshots/CommentTests/title.1.txt.new")
        let recorder = RecordingTerminal()
        var terminal = recorder.terminal
        terminal.workingDirectory = folder.url.appendingPathComponent("AppTests")
        #expect(ViewDataTool.run(arguments: ["snapshots", "status"], terminal: terminal) == 1)
        #expect(recorder.output == """
            Snapshots: 1 references, 1 pending

            pending (review with `viewdata snapshots review`):
              Snapshots/CommentTests/title.1.txt.new

            obsolete: unknown. '\(folder.path)' has no Package.swift: tests run by Xcode or xcodebuild keep no \
            record of the references they use (only `swift test` runs do, in .build/snapshots), so which are unused \
            is not known. Delete obsolete references by hand.

            """)
        let prune = RecordingTerminal()
        var pruneTerminal = prune.terminal
        pruneTerminal.workingDirectory = folder.url
        #expect(ViewDataTool.run(arguments: ["snapshots", "prune"], terminal: pruneTerminal) == 1)
        #expect(prune.errors.hasPrefix("viewdata: '\(folder.path)' has no Package.swift"))
        #expect(folder.contents("Snapshots/CommentTests/title.1.txt") == "old\n")
        let accept = RecordingTerminal()
        var acceptTerminal = accept.terminal
        acceptTerminal.workingDirectory = folder.url.appendingPathComponent("AppTests")
        #expect(ViewDataTool.run(arguments: ["snapshots", "accept", "--all"], terminal: acceptTerminal) == 0)
        #expect(folder.contents("Snapshots/CommentTests/title.1.txt") == "new\n")
        #expect(folder.contents("Snapshots/CommentTests/title.1.txt.new") == nil)
    }

    /// Runs `viewdata` with `arguments` from `folder`, recording what it writes in `recorder`.
    private func runTool(_ arguments: [String], in folder: URL, recorder: RecordingTerminal) -> Int32 {
        var terminal = recorder.terminal
        terminal.workingDirectory = folder
        return ViewDataTool.run(arguments: arguments, terminal: terminal)
    }

    /// An app's repository as an iOS team has it: the app's project at the top with its own
    /// references, a local package with pending snapshots, and folders of tools (build
    /// products, dependencies, hidden folders) that hold files named like references.
    private func appRepository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("monorepo")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write("// !$*UTF8*$!\n", to: "ShopApp.xcodeproj/project.pbxproj")
        try folder.write("app\n", to: "Snapshots/AppTests/launch.1.txt")
        try folder.write("// swift-tools-version: 6.0\n", to: "Packages/CheckoutFeature/Package.swift")
        try folder.write("total\n", to: "Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt")
        try folder.write("total 2\n", to: "Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt.new")
        try folder.write("new\n", to: "Packages/CheckoutFeature/Snapshots/CheckoutTests/shipping-option.standard.txt.new")
        try folder.write("// swift-tools-version: 6.0\n", to: "Packages/Design/Package.swift")
        try folder.write("button\n", to: "Packages/Design/Snapshots/ButtonTests/primary.1.txt")
        try folder.write("// swift-tools-version: 6.0\n", to: "Packages/Networking/Package.swift")
        for ignored in [".build", "DerivedData", "Pods/Lib", "Carthage/Checkouts/Lib", "node_modules/lib", ".swiftpm/x", "Packages/Design/.build/checkouts/Dep"] {
            try folder.write("// swift-tools-version: 6.0\n", to: "\(ignored)/Package.swift")
            try folder.write("x\n", to: "\(ignored)/Snapshots/T/t.1.txt.new")
        }
        return folder
    }

    @Test("Anywhere in a repository, status finds every project's references, grouped, and fails while any is pending")
    func repositoryStatus() throws {
        let folder = try appRepository()
        defer { folder.remove() }
        for start in ["", "Packages/Networking", "Packages/CheckoutFeature/Snapshots/CheckoutTests"] {
            let recorder = RecordingTerminal()
            #expect(runTool(["snapshots", "status"], in: folder.url.appendingPathComponent(start), recorder: recorder) == 1, "from '\(start)'")
            #expect(recorder.output == """
                Packages/CheckoutFeature/Snapshots: 1 references, 2 pending

                pending (review with `\(start.hasPrefix("Packages") ? "swift run viewdata" : "viewdata") snapshots review`):
                  Packages/CheckoutFeature/Snapshots/CheckoutTests/shipping-option.standard.txt.new  (new reference)
                  Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt.new

                obsolete: unknown. No record of a complete test run in 'Packages/CheckoutFeature/.build/snapshots'; run \
                `swift test` (without --filter, --skip or --parallel) first.

                Packages/Design/Snapshots: 1 references, 0 pending

                obsolete: unknown. No record of a complete test run in 'Packages/Design/.build/snapshots'; run `swift test` \
                (without --filter, --skip or --parallel) first.

                Snapshots: 1 references, 0 pending

                obsolete: unknown. '\(folder.path)' has no Package.swift: tests run by Xcode or xcodebuild keep no record \
                of the references they use (only `swift test` runs do, in .build/snapshots), so which are unused is not \
                known. Delete obsolete references by hand.

                3 references, 2 pending in 3 projects below '\(folder.path)'

                """, "from '\(start)'")
        }
    }

    @Test("Across a repository, accept and reject take paths from the root or the working directory, and --all takes every package's")
    func repositoryAcceptAndReject() throws {
        let folder = try appRepository()
        defer { folder.remove() }
        let recorder = RecordingTerminal()
        #expect(runTool(["snapshots", "accept", "Snapshots/CheckoutTests/total.1.txt"], in: folder.url.appendingPathComponent("Packages/CheckoutFeature"), recorder: recorder) == 0)
        #expect(folder.contents("Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt") == "total 2\n")
        #expect(runTool(["snapshots", "reject", "Snapshots/Nowhere/x.1.txt"], in: folder.url, recorder: recorder) == 1)
        #expect(runTool(["snapshots", "reject", "--all"], in: folder.url, recorder: recorder) == 0)
        #expect(recorder.output == """
            accepted Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt
            rejected Packages/CheckoutFeature/Snapshots/CheckoutTests/shipping-option.standard.txt

            """)
        #expect(recorder.errors == "viewdata: 'Snapshots/Nowhere/x.1.txt' has no pending snapshot (no '.new' file).\n")
        #expect(!folder.exists("Packages/CheckoutFeature/Snapshots/CheckoutTests/shipping-option.standard.txt.new"))
        // What tools left in their folders is not the repository's, and stays.
        #expect(folder.exists("node_modules/lib/Snapshots/T/t.1.txt.new"))
        #expect(folder.exists("Packages/Design/.build/checkouts/Dep/Snapshots/T/t.1.txt.new"))
        let after = RecordingTerminal()
        #expect(runTool(["snapshots", "status"], in: folder.url, recorder: after) == 0)
        #expect(after.output.hasSuffix("3 references, 0 pending in 3 projects below '\(folder.path)'\n"))
    }

    @Test("A repository without references says so and where it looked; --directory still names one folder")
    func repositoryWithoutReferences() throws {
        let folder = try TemporaryFolder("monorepo")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try folder.write("// swift-tools-version: 6.0\n", to: "pkg/Package.swift")
        let recorder = RecordingTerminal()
        #expect(runTool(["snapshots", "status"], in: folder.url.appendingPathComponent("pkg"), recorder: recorder) == 0)
        #expect(recorder.output == """
            No references below '\(folder.path)': no package or project there has a Snapshots/ folder yet (tests record \
            one on their first run).

            """)
        try folder.write("a\n", to: "pkg/Refs/A/one.1.txt")
        try folder.write("b\n", to: "pkg/Refs/A/one.1.txt.new")
        let directory = RecordingTerminal()
        #expect(runTool(["snapshots", "status", "--directory", "Refs"], in: folder.url.appendingPathComponent("pkg"), recorder: directory) == 1)
        #expect(directory.output.hasPrefix("Refs: 1 references, 1 pending\n"))
    }

    @Test("accept --from applies a CI run's downloaded artifacts to the references folder each belongs to")
    func acceptFromArtifacts() throws {
        let folder = try appRepository()
        defer { folder.remove() }
        let artifacts = try TemporaryFolder("artifacts")
        defer { artifacts.remove() }
        try artifacts.write("total 3\n", to: "CheckoutTests/total.1.txt")
        try artifacts.write("total\n", to: "CheckoutTests/total.1.txt.reference")
        try artifacts.write("- total\n+ total 3\n", to: "CheckoutTests/total.1.txt.diff")
        try artifacts.write("secondary\n", to: "ButtonTests/secondary.1.txt")
        try artifacts.write("lost\n", to: "NewTests/fresh.1.txt")
        let recorder = RecordingTerminal()
        #expect(runTool(["snapshots", "accept", "--from", artifacts.url.path], in: folder.url, recorder: recorder) == 1)
        #expect(recorder.output == """
            accepted Packages/Design/Snapshots/ButtonTests/secondary.1.txt
            accepted Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt

            """)
        #expect(recorder.errors == """
            viewdata: '\(artifacts.url.path)/NewTests/fresh.1.txt': no references folder here has a 'NewTests' folder, and \
            there are 3; name one with --directory.

            """)
        #expect(folder.contents("Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt") == "total 3\n")
        #expect(!folder.exists("Packages/CheckoutFeature/Snapshots/CheckoutTests/total.1.txt.new"), "the stale .new goes")
        #expect(folder.contents("Packages/Design/Snapshots/ButtonTests/secondary.1.txt") == "secondary\n")
        // Named by --directory, a new test file's folder has one place to go.
        let named = RecordingTerminal()
        #expect(runTool(["snapshots", "accept", "--from", artifacts.url.path, "--directory", "Snapshots"], in: folder.url.appendingPathComponent("Packages/Design"), recorder: named) == 0)
        #expect(folder.contents("Packages/Design/Snapshots/NewTests/fresh.1.txt") == "lost\n")
        // A reference that is a link, or a folder that leads outside, is never written through.
        let outside = try TemporaryFolder("outside")
        defer { outside.remove() }
        try outside.write("mine\n", to: "rc")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("Packages/Design/Snapshots/ButtonTests/linked.1.txt").path, withDestinationPath: outside.file("rc").path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("Packages/Design/Snapshots/EscapeTests").path, withDestinationPath: outside.url.path)
        try artifacts.write("payload\n", to: "ButtonTests/linked.1.txt")
        try artifacts.write("payload\n", to: "EscapeTests/rc.1.txt")
        let hostile = RecordingTerminal()
        #expect(runTool(["snapshots", "accept", "--from", artifacts.url.path, "--directory", "Snapshots"], in: folder.url.appendingPathComponent("Packages/Design"), recorder: hostile) == 1)
        #expect(hostile.errors.contains("viewdata: 'Snapshots/ButtonTests/linked.1.txt' is not a regular file (a link?); not written.\n"))
        #expect(hostile.errors.contains("viewdata: 'Snapshots/EscapeTests/rc.1.txt' leads outside 'Snapshots'; not written.\n"))
        #expect(outside.contents("rc") == "mine\n")
        #expect(!outside.exists("rc.1.txt"))
        let usage = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["snapshots", "accept", "--all", "--from", "x"], terminal: usage.terminal) == ViewDataTool.usageErrorStatus)
        #expect(usage.errors.hasPrefix("viewdata: 'snapshots accept --from' takes no reference paths or --all"))
    }
}
