import CommandLineSupport
import TextRendering
import TextTerminal

/// `viewdata-demo`, the showcase: the seed articles' apps, the gallery of every preview, the
/// console example and the rendering tour. A tool of its own, so that a user's
/// `swift run viewdata …` compiles none of it.
enum DemoTool {
    static let usage = """
        usage: viewdata-demo [APP] [options]      run a showcase app
               viewdata-demo <command> [options]

        apps: clock (the default), books, comments, order, profile

        commands:
          replay LOG  the screen of every state in a recorded clock session (any other
                      app's log: each state as text)
          gallery     every preview of every view and screen, rendered
          console     what Console prints: a table, a tree, columns, a live progress bar
          tour        what TextRendering draws: panels, wrapping, truncation, tables
          help        show this help

        Logs and snapshot references are the user tool's: swift run viewdata help

        options for the apps (on a terminal the app runs full screen until q; without one,
        with TERM=dumb, or with --keys, it prints screens):
          --keys SCRIPT   press these keys and print the last screen, e.g. "↓↓⏎{wait}q"
                          (↑↓←→ ⏎ ⎋ ⌫ ⇥, {esc}, {ctrl-r}, {wait} for one second; {ctrl-c}
                          ends the script as Ctrl-C ends the app, with status 130)
          --key-file PATH the same, from a file (# starts a comment line)
          --every         print the screen after every key, not just the last
          --resize WxH    after the keys, resize the screen to W columns by H rows
                          (repeatable), as a terminal window would be
          --width N       columns (20–1000; default: the terminal's, or 80)
          --height N      rows (5–500; default: the terminal's full screen, or 24); full
                          screen, a fixed size is drawn at the top left
          --now TIME      start at TIME (ISO 8601, or 'now'; default: now on a terminal,
                          else 2026-03-14T15:09:26Z so that screens repeat)
          --record DIR    clock: log every change to DIR/document.jsonl and DIR/viewState.jsonl
                          (continued when they end at the states the app starts in, else
                          document-2.jsonl and viewState-2.jsonl, …)
          --from LOG[@SEQ]
                          clock: start at entry SEQ (default: the last) of a recording (DIR,
                          or its viewState.jsonl), with the document as it was then; or from
                          a view-state JSON file (as `viewdata log show` prints it)
          --state-file PATH
                          clock: where s saves and l loads the view-state (clock-view-state.json)
          --document PATH clock: load the zones from PATH (JSON) when it exists, and save them
                          there after every change; the view-state is kept beside it
                          (zones.json: zones.view-state.json) and reopened on the next start
          --color, --no-color, --wide-ambiguous

        options for replay:
          LOG             a view-state log, or the folder --record wrote (its latest recording);
                          any other app's log prints each state as pretty JSON, with the
                          refusals it keeps
          --document PATH the document log (in a folder: its document.jsonl)
          --width N, --height N, --color, --no-color, --wide-ambiguous

        options for console:
          --items N       units of work for the progress bar (default 200)
          --delay MS      milliseconds per unit (default 10)
          --width N       print N columns wide (default: the terminal's, COLUMNS, or 80)

        options for gallery:
          --width N       render every preview N columns wide (10–1000; default: each its own)
          --filter TEXT   only previews whose group or name contains TEXT
          --color, --no-color

        options for tour:
          --width N       render N columns wide (20–1000; default: the terminal's width, or 80)
          --color, --no-color
          --wide-ambiguous
                          measure East Asian Ambiguous characters as two cells (CJK terminals)

        """

    /// Exit status for a command-line usage error (sysexits.h EX_USAGE).
    static let usageErrorStatus = UsageError.exitStatus

    /// Runs the showcase and returns its exit status.
    static func run(arguments: [String], terminal: Terminal) -> Int32 {
        var terminal = terminal
        terminal.programName = "viewdata-demo"
        let command: DemoToolCommand
        do {
            command = try DemoToolCommand(parsing: arguments)
        } catch let error as UsageError {
            terminal.report(error.message)
            terminal.writeError("\n\(usage)")
            return usageErrorStatus
        } catch {
            terminal.report("\(error)")
            return 1
        }
        switch command {
        case .help:
            terminal.write(usage)
        case .demo(let command):
            return command.run(terminal: terminal)
        case .replay(let command):
            return command.run(terminal: terminal)
        case .gallery(let command):
            return command.run(terminal: terminal)
        case .console(let command):
            return command.run(console: terminal.console)
        case .tour(let options):
            let width = options.width ?? terminal.columns ?? 80
            let tour = RenderingTour(width: max(20, width), profile: options.profile).render()
            terminal.console(color: options.color).print(tour, width: tour.width)
        }
        return 0
    }
}

/// A parsed `viewdata-demo` command line: a command by name, or else an app and its options.
enum DemoToolCommand: Equatable {
    case help
    case demo(DemoCommand)
    case replay(ReplayCommand)
    case gallery(GalleryCommand)
    case console(ConsoleCommand)
    case tour(TourOptions)

    struct TourOptions: Equatable {
        var width: Int?
        /// `nil`: decide from the terminal.
        var color: Bool?
        var profile: WidthProfile = .standard
    }

    /// Parses the arguments after the program name.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init(parsing arguments: [String]) throws {
        var rest = arguments.dropFirst()
        switch arguments.first {
        case "help", "--help", "-h":
            if let extra = rest.first { throw UsageError("unexpected argument '\(extra)' after 'help'") }
            self = .help
        case "replay":
            self = .replay(try ReplayCommand(parsing: rest))
        case "gallery":
            self = .gallery(try GalleryCommand(parsing: rest))
        case "console":
            self = .console(try ConsoleCommand(parsing: rest))
        case "tour":
            var options = TourOptions()
            while let argument = rest.popFirst() {
                switch argument {
                case "--width":
                    guard let value = rest.popFirst() else { throw UsageError("--width needs a number of columns") }
                    guard let width = Int(value), (20...1000).contains(width) else {
                        throw UsageError("--width must be a whole number from 20 to 1000, got '\(value)'")
                    }
                    options.width = width
                case "--color":
                    options.color = true
                case "--no-color":
                    options.color = false
                case "--wide-ambiguous":
                    options.profile = .eastAsian
                default:
                    if argument.hasPrefix("-") {
                        throw UsageError("unknown option '\(argument)' for 'tour'")
                    }
                    throw UsageError("unexpected argument '\(argument)' for 'tour'")
                }
            }
            self = .tour(options)
        default:
            // An app's name and its options, or nothing: the clock.
            self = .demo(try DemoCommand(parsing: arguments[...]))
        }
    }
}
