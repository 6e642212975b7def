import Foundation
import Testing
import TestSupport
@testable import TextTerminal
import ViewDataSupport

/// A full-screen app ended by a signal dies of it, which skips `atexit` handlers: the exit
/// actions (the state logs' flushes) must run first.
@Suite("Exit actions")
struct ExitActionsTests {
    #if os(macOS) || os(Linux)
    @Test("Ending the process with a signal runs the exit actions first")
    func signalEndingRunsThem() async throws {
        let folder = try TemporaryFolder("exit-actions")
        defer { folder.remove() }
        let path = folder.file("ran").path
        await #expect(processExitsWith: .signal(SIGTERM)) { [path = path as String] in
            _ = ExitActions.register { _ = FileManager.default.createFile(atPath: path, contents: Data("ran".utf8)) }
            Signals.terminateProcess(signal: SIGTERM, status: 1)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("ran".utf8))
    }

    @Test("exit runs them; an action unregistered does not run")
    func exitRunsThem() async throws {
        let folder = try TemporaryFolder("exit-actions")
        defer { folder.remove() }
        let ran = folder.file("ran").path
        let skipped = folder.file("skipped").path
        await #expect(processExitsWith: .success) { [ran = ran as String, skipped = skipped as String] in
            _ = ExitActions.register { _ = FileManager.default.createFile(atPath: ran, contents: Data()) }
            let token = ExitActions.register { _ = FileManager.default.createFile(atPath: skipped, contents: Data()) }
            ExitActions.unregister(token)
            exit(0)
        }
        #expect(FileManager.default.fileExists(atPath: ran))
        #expect(!FileManager.default.fileExists(atPath: skipped))
    }
    #endif
}
