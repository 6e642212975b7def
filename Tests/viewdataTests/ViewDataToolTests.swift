import Foundation
import Testing
import TextRendering
@testable import viewdata

/// A terminal that records what the tool writes.
final class RecordingTerminal {
    var output = ""
    var errors = ""
    var columns: Int?
    var supportsColor = false

    var terminal: Terminal {
        Terminal(
            columns: columns, supportsColor: supportsColor,
            write: { [unowned self] in output += $0 }, writeError: { [unowned self] in errors += $0 })
    }
}

@Suite("viewdata command line")
struct ViewDataToolTests {
    @Test("Usage errors name the argument", arguments: [
        ([], "missing command"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["gallery", "--width", "9"], "--width must be a whole number from 10 to 1000, got '9'"),
        (["gallery", "--filter"], "--filter needs some text"),
        (["gallery", "extra"], "unexpected argument 'extra' for 'gallery'"),
        (["demo", "--width"], "--width needs a number of columns"),
        (["demo", "--width", "abc"], "--width must be a whole number from 20 to 1000, got 'abc'"),
        (["demo", "--width", "5"], "--width must be a whole number from 20 to 1000, got '5'"),
        (["demo", "--width", "-80"], "--width must be a whole number from 20 to 1000, got '-80'"),
        (["demo", "--bogus"], "unknown option '--bogus' for 'demo'"),
        (["help", "extra"], "unexpected argument 'extra' after 'help'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Command(parsing: arguments) }
    }

    @Test func usageErrorsExit64WithUsageOnStandardError() {
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(arguments: ["frobnicate"], terminal: recorder.terminal)
        #expect(status == 64)
        #expect(recorder.output.isEmpty)
        #expect(recorder.errors.hasPrefix("viewdata: unknown command 'frobnicate'\n\nusage: viewdata <command> [options]"))
    }

    @Test func helpGoesToStandardOutput() {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["help"], terminal: recorder.terminal) == 0)
        #expect(recorder.output == ViewDataTool.usage)
        #expect(recorder.errors.isEmpty)
    }

    @Test func demoParsesItsOptions() throws {
        let command = try Command(parsing: ["demo", "--width", "100", "--no-color", "--wide-ambiguous"])
        #expect(command == .demo(.init(width: 100, color: false, profile: .eastAsian)))
    }

    @Test func demoUsesTheTerminalWidthAndColour() {
        let recorder = RecordingTerminal()
        recorder.columns = 60
        recorder.supportsColor = true
        #expect(ViewDataTool.run(arguments: ["demo"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("\u{1B}[36m╭─"))
        #expect(recorder.output == RenderingTour(width: 60).render().ansiText + "\n")
        #expect(recorder.errors.isEmpty)
    }

    @Test func demoWithoutColourWritesPlainText() {
        let recorder = RecordingTerminal()
        recorder.supportsColor = true
        #expect(ViewDataTool.run(arguments: ["demo", "--no-color", "--width", "80"], terminal: recorder.terminal) == 0)
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(recorder.output == RenderingTour(width: 80).render().plainText + "\n")
    }

    @Test func readmeShowsTheTourAsTheToolPrintsIt() throws {
        let readmeURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let tour = RenderingTour(width: 64).render().plainText
        #expect(readme.contains("```\n" + tour + "\n```"))
    }

    @Test func galleryRendersThePreviewsItIsAskedFor() {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["gallery", "--filter", "Button", "--width", "30"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("━━ Button ━━\n\nstates (30×1)\n[ R… ] [ ↗ … ] [ De… ] [ ␛[… ]\n"))
        #expect(!recorder.output.contains("━━ Label ━━"))
        let none = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["gallery", "--filter", "no such preview"], terminal: none.terminal) == 1)
        #expect(none.errors == "viewdata: no preview matches 'no such preview'\n")
    }
}
