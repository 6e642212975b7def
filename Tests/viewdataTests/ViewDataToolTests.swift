import CommandLineSupport
import Foundation
import Testing
import TextRendering
import TestSupport
import TextSnapshots
import TextUI
@testable import viewdata
@testable import viewdata_demo

@Suite("viewdata command line")
struct ViewDataToolTests {
    @Test("Usage errors name the argument", arguments: [
        ([], "missing command"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["help", "extra"], "unexpected argument 'extra' after 'help'"),
        (["demo", "books"], "'demo' is in the showcase's tool: swift run viewdata-demo (in ViewDataKit's checkout)"),
        (["replay", "a.jsonl"], "'replay' is in the showcase's tool: swift run viewdata-demo replay (in ViewDataKit's checkout)"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Command(parsing: arguments) }
    }

    @Test("The showcase's usage errors name the argument", arguments: [
        (["gallery", "--width", "9"], "--width must be a whole number from 10 to 1000, got '9'"),
        (["gallery", "--filter"], "--filter needs some text"),
        (["gallery", "extra"], "unexpected argument 'extra' for 'gallery'"),
        (["tour", "--width"], "--width needs a number of columns"),
        (["tour", "--width", "abc"], "--width must be a whole number from 20 to 1000, got 'abc'"),
        (["tour", "--width", "5"], "--width must be a whole number from 20 to 1000, got '5'"),
        (["tour", "--width", "-80"], "--width must be a whole number from 20 to 1000, got '-80'"),
        (["tour", "--bogus"], "unknown option '--bogus' for 'tour'"),
        (["tour", "clock"], "unexpected argument 'clock' for 'tour'"),
        (["--width", "19"], "--width must be a whole number from 20 to 1000, got '19'"),
        (["--height", "4"], "--height must be a whole number from 5 to 500, got '4'"),
        (["--bogus"], "unknown option '--bogus' for 'demo'"),
        (["chess"], "unknown demo 'chess'; the demos are \(DemoCommand.appNames)"),
        (["clock", "comments"], "unexpected argument 'comments' for 'demo': one app at a time"),
        (["--keys"], "--keys needs a key script, e.g. \"↓↓⏎\""),
        (["--keys", "a", "--key-file", "k.txt"], "--keys and --key-file cannot both be given"),
        (["--every"], "--every needs --keys or --key-file"),
        (["--now", "yesterday"], "--now must be 'now' or an ISO 8601 time like 2026-03-14T15:09:26Z, got 'yesterday'"),
        (["comments", "--from", "logs"], "--state-file, --document and --from work with the clock demo, not 'comments'"),
        (["books", "--document", "zones.json"], "--state-file, --document and --from work with the clock demo, not 'books'"),
        (["--document"], "--document needs the path of the clock's document file (JSON)"),
        (["replay"], "replay needs a view-state log (viewState.jsonl) or the folder `viewdata-demo clock --record` wrote"),
        (["replay", "a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl' for 'replay': one log at a time"),
        (["replay", "a.jsonl", "--width", "10"], "--width must be a whole number from 20 to 1000, got '10'"),
        (["replay", "a.jsonl", "--document"], "--document needs the path of the document log"),
        (["help", "extra"], "unexpected argument 'extra' after 'help'"),
    ])
    func showcaseUsageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try DemoToolCommand(parsing: arguments) }
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

    @Test func tourParsesItsOptions() throws {
        let command = try DemoToolCommand(parsing: ["tour", "--width", "100", "--no-color", "--wide-ambiguous"])
        #expect(command == .tour(.init(width: 100, color: false, profile: .eastAsian)))
    }

    @Test func tourUsesTheTerminalWidthAndColour() {
        let recorder = RecordingTerminal()
        recorder.columns = 60
        recorder.supportsColor = true
        #expect(DemoTool.run(arguments: ["tour"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("\u{1B}[36m╭─"))
        #expect(recorder.output == RenderingTour(width: 60).render().ansiText + "\n")
        #expect(recorder.errors.isEmpty)
    }

    @Test func tourWithoutColourWritesPlainText() {
        let recorder = RecordingTerminal()
        recorder.supportsColor = true
        #expect(DemoTool.run(arguments: ["tour", "--no-color", "--width", "80"], terminal: recorder.terminal) == 0)
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(recorder.output == RenderingTour(width: 80).render().plainText + "\n")
    }

    @Test func theRenderingArticleShowsTheTourAsTheToolPrintsIt() throws {
        let articleURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TextRendering/TextRendering.docc/RenderingText.md")
        let article = try String(contentsOf: articleURL, encoding: .utf8)
        let tour = RenderingTour(width: 64).render().plainText
        #expect(article.contains("```\n" + tour + "\n```"))
    }

    @Test func galleryRendersThePreviewsItIsAskedFor() {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["gallery", "--filter", "Button", "--width", "30"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("━━ Button ━━\n\nstates (30×1)\n[ R… ] [ ↗ … ] [ De… ] [ ␛[… ]\n"))
        #expect(!recorder.output.contains("━━ Label ━━"))
        let none = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["gallery", "--filter", "no such preview"], terminal: none.terminal) == 1)
        #expect(none.errors == "viewdata-demo: no preview matches 'no such preview'\n")
    }
}

@Suite("viewdata width")
struct WidthCommandTests {
    @Test func measuresTextsAndTheirGraphemes() {
        let texts = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["width", "a中", "👩‍🔬x", "\u{1B}[2J"], terminal: texts.terminal) == 0)
        #expect(texts.output == "3\ta中\n3\t👩‍🔬x\n4\t␛[2J\n")
        let graphemes = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["width", "--graphemes", "a中e\u{301}中 ❤️", "--", "-中"], terminal: graphemes.terminal) == 0)
        #expect(graphemes.output == "2\t中\n1\té\n2\t❤️\n")
        let wide = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["width", "--wide-ambiguous", "…"], terminal: wide.terminal) == 0)
        #expect(wide.output == "2\t…\n")
        let none = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["width"], terminal: none.terminal) == ViewDataTool.usageErrorStatus)
        #expect(none.errors.hasPrefix("viewdata: width needs a text to measure\n"))
        let unknown = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["width", "-x"], terminal: unknown.terminal) == ViewDataTool.usageErrorStatus)
        #expect(unknown.errors.hasPrefix("viewdata: unknown option '-x' for 'width' (put -- before a text that starts with -)\n"))
    }
}

@Suite("viewdata console")
struct ConsoleCommandTests {
    @Test func printsWidgetsAndAProgressBarAsPlainTextWhenPiped() throws {
        let recorder = RecordingTerminal()
        recorder.columns = 60
        #expect(DemoTool.run(arguments: ["console", "--items", "10", "--delay", "0"], terminal: recorder.terminal) == 0)
        // Timings vary: the progress lines are checked apart, the rest as a whole screen.
        let lines = recorder.output.split(separator: "\n", omittingEmptySubsequences: false)
        let progress = lines.filter { $0.hasPrefix("Working ") }
        #expect(progress.count >= 2 && progress.count <= 12, "\(progress)")
        #expect(progress.last?.contains("100%  10/10") == true)
        let fixed = lines.filter { !$0.hasPrefix("Working ") }.joined(separator: "\n")
        assertSnapshot(of: fixed, as: .lines, named: "piped at 60")
        #expect(!recorder.output.contains("\u{1B}"))
    }

    /// `viewdata-demo live`, which the tmux check watches: piped, its log lines once each (one
    /// thread's on standard output, the other's on standard error), the board's last frame,
    /// and a status that fails, in that order.
    @Test func theLiveDemoPrintsLogsABoardAndAFailedStatus() {
        let recorder = RecordingTerminal()
        recorder.columns = 70
        #expect(DemoTool.run(arguments: ["live", "--tasks", "3", "--steps", "6", "--delay", "0", "--logs", "3"], terminal: recorder.terminal) == 0)
        let lines = recorder.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "live: start")
        #expect(lines.filter { $0.hasPrefix("log ") }.sorted() == ["log A-001 完了 done", "log A-002 完了 done", "log A-003 完了 done"])
        #expect(recorder.errors.split(separator: "\n").sorted() == ["log B-001 完了 done", "log B-002 完了 done", "log B-003 完了 done"])
        // Piped, the board prints its frames now and then: the last is all done.
        let start = lines.lastIndex { $0.hasPrefix("all tasks") } ?? 0
        let frame = lines[start..<min(lines.count, start + 4)]
        #expect(frame.map { String($0.prefix(9)) } == ["all tasks", "task-01  ", "task-02  ", "task-03  "], "\(lines)")
        #expect(frame.allSatisfy { $0.contains("100%") && $0.hasSuffix("✔") }, "\(frame)")
        #expect(lines.last == "live: end" && lines.dropLast().last?.hasPrefix("✖ Verifying checksums (") == true, "\(lines)")
        #expect(!recorder.output.contains("probe (transient)  ━"), "the transient row is not in the last frame")
    }

    @Test func mistakesAreNamed() {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["console", "--items", "many"], terminal: recorder.terminal) == DemoTool.usageErrorStatus)
        #expect(recorder.errors.hasPrefix("viewdata-demo: --items must be a whole number from 0 to 1000000, got 'many'\n"))
    }
}

@Suite("viewdata markdown")
struct MarkdownCommandTests {
    static let document = "# Notes\n\nA [link](https://example.com) and `code`, 中文…\n\n<b>\u{1B}]52;c;AAAA\u{7}</b>\n"

    @Test func printsAFileOrStandardInputAtTheWidth() throws {
        let folder = try TemporaryFolder("markdown")
        defer { folder.remove() }
        try folder.write(Self.document, to: "notes.md")
        let (status, output, errors) = runTool(["markdown", "notes.md", "--width", "24"], in: folder.url)
        #expect(status == 0 && errors.isEmpty)
        #expect(output == """
            Notes
            ━━━━━━━━━━━━━━━━━━━━━━━━

            A link (https://
            example.com) and code,
            中文…

            ␛]52;c;AAAA␇

            """)
        // Standard input, and the width profile of a CJK terminal (the ellipsis is two cells).
        let recorder = RecordingTerminal()
        recorder.workingDirectory = folder.url
        recorder.standardInput = Data("中文… x\n".utf8)
        #expect(ViewDataTool.run(arguments: ["markdown", "-", "--width", "7", "--wide-ambiguous"], terminal: recorder.terminal) == 0)
        #expect(recorder.output == "中文…\nx\n")
        let standard = RecordingTerminal()
        standard.standardInput = Data("中文… x\n".utf8)
        #expect(ViewDataTool.run(arguments: ["markdown", "-", "--width", "7"], terminal: standard.terminal) == 0)
        #expect(standard.output == "中文… x\n")
    }

    @Test("Prose wraps at 80 columns on a wider terminal, as Glow wraps it; --max-width changes that, --width is taken as asked")
    func wrapsAtAMaximumWidth() {
        let paragraph = Array(repeating: "word", count: 60).joined(separator: " ")
        func widest(_ arguments: [String]) -> Int {
            let recorder = RecordingTerminal()
            recorder.columns = 120
            recorder.standardInput = Data(paragraph.utf8)
            #expect(ViewDataTool.run(arguments: ["markdown", "-"] + arguments, terminal: recorder.terminal) == 0)
            return recorder.output.split(separator: "\n").map(\.count).max() ?? 0
        }
        #expect(widest([]) == 79)
        #expect(widest(["--max-width", "40"]) == 39)
        #expect(widest(["--max-width", "0"]) == 119)
        #expect(widest(["--width", "100"]) == 99)
    }

    @Test func writesHTMLSafeForATerminal() throws {
        let folder = try TemporaryFolder("markdown")
        defer { folder.remove() }
        try folder.write(Self.document, to: "notes.md")
        let piped = runTool(["markdown", "--html", "notes.md"], in: folder.url)
        #expect(piped.status == 0)
        #expect(piped.output == """
            <h1>Notes</h1>
            <p>A <a href="https://example.com">link</a> and <code>code</code>, 中文…</p>
            <p><b>\u{1B}]52;c;AAAA\u{7}</b></p>

            """)
        let recorder = RecordingTerminal()
        recorder.workingDirectory = folder.url
        recorder.outputIsTerminal = true
        #expect(ViewDataTool.run(arguments: ["markdown", "--html", "notes.md"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.contains("<b>␛]52;c;AAAA␇</b>") && !recorder.output.contains("\u{1B}"))
    }

    @Test func namesWhatItCannotRead() throws {
        let folder = try TemporaryFolder("markdown")
        defer { folder.remove() }
        let missing = runTool(["markdown", "no such.md"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.errors == "viewdata: cannot read 'no such.md': no such file\n")
        let none = runTool(["markdown"], in: folder.url)
        #expect(none.status == ViewDataTool.usageErrorStatus)
        #expect(none.errors.hasPrefix("viewdata: markdown needs a file to print (or - for standard input)\n"))
        let two = runTool(["markdown", "a.md", "b.md"], in: folder.url)
        #expect(two.errors.hasPrefix("viewdata: markdown prints one file, got 2: 'a.md', 'b.md'\n"))
    }
}
