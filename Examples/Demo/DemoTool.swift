import CommandLineSupport
import TextRendering
import TextTerminal

/// `viewdata-demo`, the showcase: the seed articles' apps, the gallery of every preview, the
/// console example and the rendering tour. A tool of its own, so that a user's
/// `swift run viewdata …` compiles none of it.
enum DemoTool {
    static var usage: String {
        """
        usage: viewdata-demo [APP] [options]      run a showcase app
               viewdata-demo <command> [options]

        apps: clock (the default), books, comments, order, profile

        commands:
          replay LOG  the screen of every state in a recorded clock session (any other
                      app's log: each state as text)
          gallery     every preview of every view and screen, rendered
          console     what Console prints: a table, a tree, columns, a live progress bar
          prompts     what Console asks: text, a choice, several, a number, a secret, yes or no
          live        a board of tasks with logs printed above it from two threads, then a
                      status that fails
          tour        what TextRendering draws: panels, wrapping, truncation, tables
          help        show this help

        Logs and snapshot references are the user tool's: swift run viewdata help

        options for the apps (on a terminal the app runs full screen until q; without one,
        with TERM=dumb, or with --keys, it prints screens):

        """ + DemoCommand.options.usage() + """

        options for replay:
          LOG             a view-state log, or the folder --record wrote (its latest recording);
                          any other app's log prints each state as pretty JSON, with the
                          refusals it keeps

        """ + ReplayCommand.options.usage() + "\noptions for console:\n" + ConsoleCommand.options.usage()
            + "\noptions for prompts:\n" + PromptsCommand.options.usage()
            + "\noptions for live:\n" + LiveCommand.options.usage()
            + "\noptions for gallery:\n" + GalleryCommand.options.usage()
            + "\noptions for tour:\n" + DemoToolCommand.tourOptions.usage()
    }

    /// Exit status for a command-line usage error (sysexits.h EX_USAGE).
    static let usageErrorStatus = UsageError.exitStatus

    /// Runs the showcase and returns its exit status.
    static func run(arguments: [String], terminal: Terminal) -> Int32 {
        var terminal = terminal
        terminal.programName = "viewdata-demo"
        let command: DemoToolCommand
        switch terminal.parseCommand(usage: usage, { try DemoToolCommand(parsing: arguments) }) {
        case .success(let parsed): command = parsed
        case .failure(let exit): return exit.code
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
        case .prompts(let command):
            return command.run(console: terminal.console)
        case .live(let command):
            return command.run(console: terminal.console, errorConsole: terminal.errorConsole)
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
    case prompts(PromptsCommand)
    case live(LiveCommand)
    case tour(TourOptions)

    struct TourOptions: Equatable {
        var width: Int?
        /// `nil`: decide from the terminal.
        var color: Bool?
        var profile: WidthProfile = .standard
    }

    /// The tour's options, which parse and print the usage.
    static let tourOptions = OptionTable("tour", [
        .width(help: ["render N columns wide (20–1000; default: the terminal's width, or 80)"]),
    ] + CommandOption.colors + [CommandOption.wideAmbiguous])

    /// Parses the arguments after the program name.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init(parsing arguments: [String]) throws {
        let rest = arguments.dropFirst()
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
        case "prompts":
            self = .prompts(try PromptsCommand(parsing: rest))
        case "live":
            self = .live(try LiveCommand(parsing: rest))
        case "tour":
            let parsed = try Self.tourOptions.parse(rest)
            if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'tour'") }
            self = .tour(TourOptions(
                width: parsed.number("--width"), color: parsed.color,
                profile: parsed.has("--wide-ambiguous") ? .eastAsian : .standard))
        default:
            // An app's name and its options, or nothing: the clock.
            self = .demo(try DemoCommand(parsing: arguments[...]))
        }
    }
}
