import CommandLineSupport
import TextRendering
import TextTerminal

/// The `viewdata` command: parses arguments, runs a subcommand, returns the exit status.
enum ViewDataTool {
    static var usage: String {
        """
        usage: viewdata <command> [options]

        commands:
          log         any app's state log: show, actions, diff, inspect
          snapshots   review reference snapshots: status, review, accept, reject, prune, migrate
          width TEXT  the display width of TEXT, as ViewDataKit measures it
          markdown FILE|-
                      print a Markdown document at the terminal's width, its code
                      highlighted (- reads standard input)
          help        show this help

        The showcase apps, the gallery of previews, the console example and the rendering tour
        are in ViewDataKit's checkout: swift run viewdata-demo help

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
          log export-test SESSION --app TYPE --module MODULE [--at N,…]
                                        a recorded session's folder (SessionRecording) as
                                        a Swift Testing test that replays its inputs and
                                        checks every change of both stores and the
                                        screens after inputs N

        """ + ["show", "actions", "diff", "inspect", "export-test"].map { "\noptions for log \($0):\n" + LogCommand.options[$0]!.usage() }.joined()
            + "\noptions for width (compare with your terminal when a row does not line up there):\n"
            + WidthCommand.options.usage()
            + "\noptions for markdown:\n" + MarkdownCommand.options.usage() + "\n" + """
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

        """ + ["status", "review", "accept", "reject", "prune", "migrate"]
            .map { "\noptions for snapshots \($0):\n" + SnapshotsCommand.options[$0]!.usage() }.joined()
    }

    /// Exit status for a command-line usage error (sysexits.h EX_USAGE).
    static let usageErrorStatus = UsageError.exitStatus

    /// Runs the tool and returns its exit status.
    static func run(arguments: [String], terminal: Terminal) -> Int32 {
        let command: Command
        switch terminal.parseCommand(usage: usage, { try Command(parsing: arguments) }) {
        case .success(let parsed): command = parsed
        case .failure(let exit): return exit.code
        }
        switch command {
        case .help:
            terminal.write(usage)
        case .snapshots(let command):
            return command.run(terminal: terminal)
        case .log(let command):
            return command.run(terminal: terminal)
        case .width(let command):
            terminal.write(command.lines().map { $0 + "\n" }.joined())
        case .markdown(let command):
            return command.run(terminal: terminal)
        }
        return 0
    }
}

/// A parsed command line.
enum Command: Equatable {
    case help
    case log(LogCommand)
    case snapshots(SnapshotsCommand)
    case width(WidthCommand)
    case markdown(MarkdownCommand)

    /// Parses the arguments after the program name.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init(parsing arguments: [String]) throws {
        guard let name = arguments.first else {
            throw UsageError("missing command")
        }
        let rest = arguments.dropFirst()
        switch name {
        case "help", "--help", "-h":
            if let extra = rest.first { throw UsageError("unexpected argument '\(extra)' after 'help'") }
            self = .help
        case "log":
            self = .log(try LogCommand(parsing: rest))
        case "snapshots":
            self = .snapshots(try SnapshotsCommand(parsing: rest))
        case "width":
            self = .width(try WidthCommand(parsing: rest))
        case "markdown":
            self = .markdown(try MarkdownCommand(parsing: rest))
        case "demo", "replay", "gallery", "console", "tour":
            // Moved to the showcase's own tool, so that this one compiles none of it.
            throw UsageError("'\(name)' is in the showcase's tool: swift run viewdata-demo\(name == "demo" ? "" : " " + name) (in ViewDataKit's checkout)")
        default:
            throw UsageError("unknown command '\(name)'")
        }
    }
}
