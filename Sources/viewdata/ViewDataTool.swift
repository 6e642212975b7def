import TextRendering
import TextTerminal

/// The `viewdata` command: parses arguments, runs a subcommand, returns the exit status.
enum ViewDataTool {
    static let usage = """
        usage: viewdata <command> [options]

        commands:
          demo [APP]  run a showcase app: clock (default), books, comments, order, profile
          gallery     every preview of every view and screen, rendered
          replay LOG  the screen of every state in a recorded clock session (any other
                      app's log: each state as text)
          log         any app's state log: show, actions, diff, inspect
          console     what Console prints: a table, a tree, columns, a live progress bar
          snapshots   review reference snapshots: status, review, accept, reject, prune, migrate
          tour        what TextRendering draws: panels, wrapping, truncation, tables
          width TEXT  the display width of TEXT, as ViewDataKit measures it
          help        show this help

        options for demo (on a terminal the app runs full screen until q; without one, with
        TERM=dumb, or with --keys, it prints screens):
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
                          a view-state JSON file (as `log show` prints it)
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

        log commands (any StateLog file; its states are JSON, no app code needed):
          log show LOG [--at SEQ]       the state at entry SEQ (default: the last) as
                                        pretty JSON, keys sorted, ready to copy
          log actions LOG [--filter TEXT]
                                        one row per entry: sequence, reason, action, the
                                        paths it changed (only entries whose action or
                                        reason contains TEXT)
          log diff LOG [A [B]]          the difference from entry A to entry B; with one
                                        entry, from the entry before it; with none, each
                                        entry against the one before
          log inspect LOG               full screen: the entries, the selected one's state
                                        and diff; ↑↓ PgUp PgDn Home End, / search, n N, f
                                        filter, q quit (without a terminal: the actions)
            --keys SCRIPT, --key-file PATH, --every, --resize WxH, --height N
                                        press keys and print the last screen (or every
                                        one), as for demo
          --width N, --color, --no-color

        options for console:
          --items N       units of work for the progress bar (default 200)
          --delay MS      milliseconds per unit (default 10)
          --width N       print N columns wide (default: the terminal's, COLUMNS, or 80)

        options for gallery:
          --width N       render every preview N columns wide (10–1000; default: each its own)
          --filter TEXT   only previews whose group or name contains TEXT
          --color, --no-color

        options for width (compare with your terminal when a row does not line up there):
          --graphemes     the width of each grapheme cluster that is not plain ASCII, once
          --wide-ambiguous

        options for tour:
          --width N       render N columns wide (20–1000; default: the terminal's width, or 80)
          --color, --no-color
          --wide-ambiguous
                          measure East Asian Ambiguous characters as two cells (CJK terminals)

        snapshots commands (run inside the package; exit 1 when something is pending or fails):
          snapshots status              count references, list pending and obsolete ones
          snapshots review              show each pending snapshot's diff; a accept, r reject,
                                        s skip, q quit
          snapshots accept PATH...|--all
                                        move pending .new files over their references
          snapshots reject PATH...|--all
                                        delete pending .new files
          snapshots prune [--dry-run]   delete references no test used in the last complete
                                        `swift test` run (--dry-run only lists them)
          snapshots migrate [PATH] [--dry-run]
                                        move swift-snapshot-testing's __Snapshots__ text
                                        references under PATH (default: the package) into
                                        Snapshots/; never overwrites, lists conflicts and
                                        images (--dry-run only lists)
          --directory DIR               the references folder (default Snapshots/, or
                                        SNAPSHOT_TESTING_DIRECTORY)

        """

    /// Exit status for a command-line usage error (sysexits.h EX_USAGE).
    static let usageErrorStatus: Int32 = 64

    /// Runs the tool and returns its exit status.
    static func run(arguments: [String], terminal: Terminal) -> Int32 {
        let command: Command
        do {
            command = try Command(parsing: arguments)
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
        case .snapshots(let command):
            return command.run(terminal: terminal)
        case .gallery(let command):
            return command.run(terminal: terminal)
        case .demo(let command):
            return command.run(terminal: terminal)
        case .replay(let command):
            return command.run(terminal: terminal)
        case .log(let command):
            return command.run(terminal: terminal)
        case .console(let command):
            return command.run(console: terminal.console)
        case .width(let command):
            terminal.write(command.lines().map { $0 + "\n" }.joined())
        case .tour(let options):
            let width = options.width ?? terminal.columns ?? 80
            let tour = RenderingTour(width: max(20, width), profile: options.profile).render()
            terminal.console(color: options.color).print(tour, width: tour.width)
        }
        return 0
    }
}

/// A parsed command line.
enum Command: Equatable {
    case help
    case demo(DemoCommand)
    case replay(ReplayCommand)
    case log(LogCommand)
    case console(ConsoleCommand)
    case tour(TourOptions)
    case snapshots(SnapshotsCommand)
    case gallery(GalleryCommand)
    case width(WidthCommand)

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
        guard let name = arguments.first else {
            throw UsageError("missing command")
        }
        var rest = arguments.dropFirst()
        switch name {
        case "help", "--help", "-h":
            if let extra = rest.first { throw UsageError("unexpected argument '\(extra)' after 'help'") }
            self = .help
        case "demo":
            self = .demo(try DemoCommand(parsing: rest))
        case "replay":
            self = .replay(try ReplayCommand(parsing: rest))
        case "log":
            self = .log(try LogCommand(parsing: rest))
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
        case "snapshots":
            self = .snapshots(try SnapshotsCommand(parsing: rest))
        case "gallery":
            self = .gallery(try GalleryCommand(parsing: rest))
        case "width":
            self = .width(try WidthCommand(parsing: rest))
        default:
            throw UsageError("unknown command '\(name)'")
        }
    }
}

/// A mistake on the command line, with a sentence that names the wrong argument.
struct UsageError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
