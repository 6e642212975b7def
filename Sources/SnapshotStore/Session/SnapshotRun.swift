import Foundation
import ViewDataSupport
import SnapshotStartup

/// One `swift test` run's snapshot summary: one line, however many processes ran the tests.
///
/// `swift test` runs a package's XCTest tests first, in one process (or one per test with
/// `--parallel`), then its Swift Testing tests, in one more process started with
/// `--testing-library swift-testing`. Each process counts what its assertions recorded, left
/// pending and failed. An XCTest process started by `swift test` (its parent) appends its
/// counts to a tally file named after that parent, in the temporary folder, and prints
/// nothing; the Swift Testing process, last, adds the file's counts to its own, removes the
/// file and prints the total. A handler registered when that process starts (the
/// `SnapshotStartup` C target) does the printing, so the line appears even when no Swift
/// Testing test touches a snapshot.
///
/// Inline snapshots to write into test files go the same way: XCTest processes list their
/// edits in a second file named after the run, and the last process writes them all, so that
/// one process alone writes test files.
///
/// Anywhere else (a test binary run by hand, Xcode, a system where the parent cannot be
/// read, `swift test --disable-swift-testing`) each process prints its own line, as before.
package enum SnapshotRun {
    /// What this process is to the run.
    package enum Pass: Sendable, Equatable {
        /// An XCTest process whose parent, `swift test`, runs a Swift Testing process after
        /// it: its counts go to the tally file.
        case xctestBeforeSwiftTesting(tallyFile: String)
        /// The Swift Testing process of a `swift test` run: it prints the total, with the
        /// counts in the tally file.
        case swiftTesting(tallyFile: String?)
        /// Any other process: it prints its own line.
        case alone
    }

    /// This process's part, worked out once.
    package static let pass: Pass = pass(
        arguments: CommandLine.arguments, parent: SystemCalls.parentProcess(),
        temporaryDirectory: NSTemporaryDirectory())

    /// The part of a process with `arguments` started by `parent`.
    ///
    /// - Parameters:
    ///   - arguments: The process's command line, the program first.
    ///   - parent: The parent process, or `nil` when the system does not say.
    ///   - temporaryDirectory: Where the tally file goes.
    static func pass(arguments: [String], parent: ParentProcess?, temporaryDirectory: String) -> Pass {
        let isSwiftTesting = zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
        guard let parent, isSwiftTest(parent.arguments) else {
            return isSwiftTesting ? .swiftTesting(tallyFile: nil) : .alone
        }
        let file = URL(fileURLWithPath: temporaryDirectory)
            .appendingPathComponent("viewdatakit-snapshots-\(parent.id)-\(parent.startTime).tally").path
        if isSwiftTesting { return .swiftTesting(tallyFile: file) }
        if arguments.contains("--testing-library") { return .alone }  // XCTest asked for by name
        let disablesSwiftTesting = parent.arguments.contains("--disable-swift-testing")
            || parent.arguments.contains("--disable-experimental-swift-testing")
        return disablesSwiftTesting ? .alone : .xctestBeforeSwiftTesting(tallyFile: file)
    }

    /// Whether a command line is `swift test` (the `swift-test` program, or `swift test`).
    private static func isSwiftTest(_ arguments: [String]) -> Bool {
        guard let program = arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) else { return false }
        return program == "swift-test" || (program == "swift" && arguments.dropFirst().first == "test")
    }

    /// The file where XCTest processes list the inline snapshot edits the run's last process
    /// writes: the tally file's name with `.inline` in place of `.tally`.
    static func inlineRunFile(forTallyFile file: String) -> String {
        (file.hasSuffix(".tally") ? String(file.dropLast(".tally".count)) : file) + ".inline"
    }

    /// Takes a process's tally at its end: keeps it for the run's total, or prints it; and
    /// writes its inline snapshots into their test files, or hands them to the run's last process.
    static func report(_ tally: SnapshotTally) {
        switch pass {
        case .xctestBeforeSwiftTesting(let file):
            InlineRun.shared.handOver(toRunFile: inlineRunFile(forTallyFile: file)).forEach(printLine)
            guard !tally.isEmpty else { return }
            do {
                try SystemCalls.append(tally.fileLine, toFileAt: file)
            } catch {
                // The total will lack these counts: say so, and print them here instead.
                printLine("note: could not add this process's snapshot counts to \(file) (\(SystemCalls.describe(error))); they follow on their own.")
                tally.summary.map(printLine)
            }
        case .swiftTesting:
            // The handler registered at start prints the total, after this; without it
            // (the C target not linked), print the total now.
            if viewdatakit_snapshots_summary_handler_installed() == 0 { finishSwiftTestingPass() }
        case .alone:
            InlineRun.shared.writeEdits(listedIn: nil).forEach(printLine)
            tally.summary.map(printLine)
        }
    }

    /// Prints the run's total: the tally file's counts and this process's. Called last, at
    /// the exit of the Swift Testing process.
    static func finishSwiftTestingPass() {
        var runFile: String?
        if case .swiftTesting(let file?) = pass { runFile = inlineRunFile(forTallyFile: file) }
        InlineRun.shared.writeEdits(listedIn: runFile).forEach(printLine)
        var total = SnapshotSession.shared.tally
        // No file is the usual case: no XCTest process had anything to count.
        if case .swiftTesting(let file?) = pass, FileManager.default.fileExists(atPath: file) {
            do {
                let (tally, skipped) = SnapshotTally.sum(ofFile: try String(contentsOfFile: file, encoding: .utf8))
                total = total + tally
                if skipped > 0 { printLine("note: \(skipped) unreadable line(s) in \(file) were left out of the snapshot summary.") }
                try FileManager.default.removeItem(atPath: file)
            } catch {
                printLine("note: the XCTest tests' snapshot counts in \(file) could not be read or removed (\(error.localizedDescription)); the summary may leave them out.")
            }
        }
        total.summary.map(printLine)
    }

    private static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Called by the handler `SnapshotStartup` registers at the start of a Swift Testing process.
@_cdecl("viewdatakit_snapshots_finish_run")
package func viewdatakitSnapshotsFinishRun() {
    SnapshotRun.finishSwiftTestingPass()
}
