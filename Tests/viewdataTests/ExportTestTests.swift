import Foundation
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextSnapshots
@testable import viewdata

private struct Shelf: Codable, Equatable, Sendable {
    var books: [String] = ["Dune", "Emma"]
}

private struct ShelfView: Codable, Equatable, Sendable {
    var selected: Int?
    var filter = ""
}

/// `viewdata log export-test`: a recorded session as the Swift Testing source a developer keeps.
@Suite("viewdata log export-test")
struct ExportTestTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(arguments: arguments, terminal: recorder.terminal)
        return (status, recorder.output, recorder.errors)
    }

    /// Records a session of two stores into `folder`: a selection, keys that change nothing, a
    /// book added (an element appended), a refusal, a book removed (an element removed), a
    /// filter with a quote and a backslash, and a wait.
    /// Returns the line of the `update` that adds the book.
    @discardableResult
    func recordSession(in folder: URL, sources: Bool = false) throws -> Int {
        let document = Store(Shelf(), name: "document")
        let view = Store(ShelfView(), name: "viewState")
        document.recordsChangeSources = sources
        view.recordsChangeSources = sources
        view.addRule("a selection is a book", reading: document) { view, shelf in (view.selected ?? 0) < shelf.books.count }
        let recording = try SessionRecording(
            folder: folder, document: document, viewState: view, start: Date(timeIntervalSince1970: 1_800_000_000), size: (20, 5))
        recording.record(key: "↓") { view.update("select") { $0.selected = 1 } }
        recording.record(key: "x") {}
        let addBookLine = #line; recording.record(key: "⏎") { document.update("addBook") { $0.books.append("Ulysses") } }
        document.update("sync") { $0.books.append("Kim") }  // outside any input
        recording.record(key: "9") { view.update("select") { $0.selected = 9 } }
        recording.record(key: "⌫") {
            view.update("select") { $0.selected = nil }
            document.update("removeBook") { $0.books.remove(at: 0) }
        }
        recording.record(key: "/") { view.update("filter") { $0.filter = #"say "hi" \ bye"# } }
        recording.record(key: "{wait}") {}
        recording.stop()
        return addBookLine
    }

    @Test func aSessionBecomesATestThatReplaysAndChecksEveryInput() throws {
        let folder = try TemporaryFolder("export-test")
        defer { folder.remove() }
        try recordSession(in: folder.url.appendingPathComponent("shelf-session"))
        let result = run(["log", "export-test", folder.file("shelf-session").path, "--app", "ShelfApp", "--module", "Shelf", "--at", "0,3"])
        #expect(result.status == 0, "\(result.errors)")
        assertSnapshot(of: result.output, as: .lines, named: "generated test")
    }

    @Test func theSourceOfEachChangeIsNamedBesideIt() throws {
        let folder = try TemporaryFolder("export-test-sources")
        defer { folder.remove() }
        let addBookLine = try recordSession(in: folder.url, sources: true)
        let result = run(["log", "export-test", folder.url.path, "--app", "ShelfApp", "--module", "Shelf"])
        #expect(result.status == 0, "\(result.errors)")
        let line = result.output.split(separator: "\n").first { $0.contains("\"addBook\"") }
        #expect(line?.hasSuffix("  // viewdataTests/ExportTestTests.swift:\(addBookLine)") == true, "\(line ?? "no line")")
    }

    @Test func theTestIsWrittenOnceAndNeverOverAnotherFile() throws {
        let folder = try TemporaryFolder("export-test-output")
        defer { folder.remove() }
        try recordSession(in: folder.file("session"))
        let output = folder.file("SessionTests.swift")
        let written = run(["log", "export-test", folder.file("session").path, "--app", "ShelfApp", "--module", "Shelf", "--output", output.path])
        #expect(written.output == "wrote \(output.path): 7 inputs\n")
        let first = folder.contents("SessionTests.swift")
        #expect(first?.hasPrefix("// A recorded session kept as a test") == true)
        try "// mine\n".write(to: output, atomically: true, encoding: .utf8)
        let again = run(["log", "export-test", folder.file("session").path, "--app", "ShelfApp", "--module", "Shelf", "--output", output.path])
        #expect(again.status == 1)
        #expect(again.errors == "viewdata: '\(output.path)' exists; it is left as it is (give --replace to write over it)\n")
        #expect(folder.contents("SessionTests.swift") == "// mine\n")
        let replaced = run(["log", "export-test", folder.file("session").path, "--app", "ShelfApp", "--module", "Shelf", "--output", output.path, "--replace"])
        #expect(replaced.status == 0)
        #expect(folder.contents("SessionTests.swift") == first)
    }

    @Test func mistakesAreNamed() throws {
        let folder = try TemporaryFolder("export-test-mistakes")
        defer { folder.remove() }
        try recordSession(in: folder.file("session"))
        let session = folder.file("session").path
        func errors(_ arguments: [String]) -> String { run(["log", "export-test"] + arguments).errors }
        #expect(errors([session, "--module", "Shelf"]).hasPrefix("viewdata: log export-test needs --app TYPE, the app's type\n"))
        #expect(errors([session, "--app", "Shelf App", "--module", "Shelf"]).hasPrefix("viewdata: --app must be a Swift name, got 'Shelf App'\n"))
        #expect(errors([session, "--app", "A", "--module", "Shelf", "--at", "2,x"]).hasPrefix("viewdata: --at takes input numbers separated by commas (0 for the start), got '2,x'\n"))
        #expect(errors([session, "--app", "A", "--module", "Shelf", "--at", "8"]) == "viewdata: --at 8: the session has inputs 1 to 7 (0 for the start)\n")
        // A folder that is no session, and a session whose logs another app wrote.
        #expect(errors([folder.url.path, "--app", "A", "--module", "Shelf"])
            == "viewdata: Cannot read '\(folder.file("inputs.jsonl").path)': there is no such file; a session's folder holds inputs.jsonl and its stores' logs\n")
        let log = folder.file("session/viewState.jsonl")
        try String(contentsOf: log, encoding: .utf8).replacingOccurrences(of: #""store":"viewState""#, with: #""store":"orders""#)
            .write(to: log, atomically: true, encoding: .utf8)
        #expect(errors([session, "--app", "A", "--module", "Shelf"])
            == "viewdata: 'viewState.jsonl' line 1: field 'store' is 'orders', but the session's store is 'viewState'.\n")
    }

    @Test func aSessionOfInputsAloneBecomesATestOfItsScreens() throws {
        struct Pick: Codable { var index: Int }
        let folder = try TemporaryFolder("export-test-inputs")
        defer { folder.remove() }
        let recording = try SessionRecording(folder: folder.file("books-session"), start: Date(timeIntervalSince1970: 1_800_000_000), size: (40, 12))
        for key in ["↓", "↓", "⏎", "{wait}", "a", " ", "\""] { recording.record(key: key) {} }
        try recording.record(action: Pick(index: 1)) {}
        for key in ["⎋", "q"] { recording.record(key: key) {} }
        recording.stop()
        let session = folder.file("books-session").path
        // Keys run together up to each screen; an action is a step of its own.
        let result = run(["log", "export-test", session, "--app", "BooksApp", "--module", "Showcase", "--at", "0,3,9"])
        #expect(result.status == 0, "\(result.errors)")
        assertSnapshot(of: result.output, as: .lines, named: "generated test")
        // With no screens asked for, the last input's is checked: a test that checks nothing
        // could not fail.
        let output = folder.file("BooksSessionTests.swift")
        let last = run(["log", "export-test", session, "--app", "BooksApp", "--module", "Showcase", "--output", output.path])
        #expect(last.output == "wrote \(output.path): 10 inputs, screens after 10\n")
        let lines = folder.contents("BooksSessionTests.swift")?.split(separator: "\n", omittingEmptySubsequences: false).suffix(6)
        #expect(lines.map(Array.init) == [
            #"    now = app.run(try KeyScript("⎋q"), startingAt: now)"#,
            "    assertSnapshot(",
            #"        of: app.screen(size: Size(width: 40, height: 12)).plainText, as: .lines, named: "input-10","#,
            "        record: .never)",
            "}",
            "",
        ])
        #expect(run(["log", "export-test", session, "--app", "A", "--module", "M", "--at", "11"]).errors
            == "viewdata: --at 11: the session has inputs 1 to 10 (0 for the start)\n")
    }

    @Test func theInspectorShowsBothStoresOfASession() throws {
        let folder = try TemporaryFolder("inspect-with")
        defer { folder.remove() }
        try recordSession(in: folder.url)
        let screen = run([
            "log", "inspect", folder.file("viewState.jsonl").path, "--with", folder.file("document.jsonl").path, "--keys", "↑↑",
            "--width", "64", "--height", "18",
        ])
        #expect(screen.status == 0, "\(screen.errors)")
        assertSnapshot(of: screen.output, as: .lines, named: "entry 1")
    }

    @Test func anActionInputIsPerformedByTheApp() throws {
        struct Pick: Codable { var index: Int }
        let folder = try TemporaryFolder("export-test-actions")
        defer { folder.remove() }
        let document = Store(Shelf(), name: "document")
        let view = Store(ShelfView(), name: "viewState")
        let recording = try SessionRecording(folder: folder.url, document: document, viewState: view, start: Date(timeIntervalSince1970: 0))
        try recording.record(action: Pick(index: 1)) { view.update("select") { $0.selected = 1 } }
        recording.stop()
        let result = run(["log", "export-test", folder.url.path, "--app", "ShelfApp", "--module", "Shelf"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains(##"    tester.run("input 1: {\"index\":1}") { try app.perform(fromJSON(#"{"index":1}"#)) } expecting: {"##))
    }

    @Test func showWithTheOtherLogPrintsBothStatesOfAnEntry() throws {
        let folder = try TemporaryFolder("show-with")
        defer { folder.remove() }
        try recordSession(in: folder.url)
        let shown = run(["log", "show", folder.file("viewState.jsonl").path, "--at", "2", "--with", folder.file("document.jsonl").path])
        #expect(shown.status == 0, "\(shown.errors)")
        // View-state entry 2 (nothing selected) was made after a sync added a book and before
        // the document removed one.
        #expect(shown.output == """
            {
              "document": {
                "books": [
                  "Dune",
                  "Emma",
                  "Ulysses",
                  "Kim"
                ]
              },
              "viewState": {
                "filter": ""
              }
            }

            """)
        let same = run(["log", "show", folder.file("viewState.jsonl").path, "--with", folder.file("viewState.jsonl").path])
        #expect(same.errors.hasPrefix("viewdata: 'viewState.jsonl' and 'viewState.jsonl' are both logs of store 'viewState'"))
    }
}
