import TextRendering

/// The `viewdata` command: parses arguments, runs a subcommand, returns the exit status.
enum ViewDataTool {
    static let usage = """
        usage: viewdata <command> [options]

        commands:
          demo        show what ViewDataKit renders: panels, wrapping, truncation, tables
          gallery     every preview of every view, rendered
          snapshots   review reference snapshots: status, review, accept, reject, prune
          help        show this help

        options for demo:
          --width N       render N columns wide (20–1000; default: the terminal's width, or 80)
          --color         always write styles as ANSI escape sequences
          --no-color      never write escape sequences (also when NO_COLOR is set)
          --wide-ambiguous
                          measure East Asian Ambiguous characters as two cells (CJK terminals)

        options for gallery:
          --width N       render every preview N columns wide (10–1000; default: each its own)
          --filter TEXT   only previews whose group or name contains TEXT
          --color, --no-color

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
            terminal.writeError("viewdata: \(error.message)\n\n\(usage)")
            return usageErrorStatus
        } catch {
            terminal.writeError("viewdata: \(error)\n")
            return 1
        }
        switch command {
        case .help:
            terminal.write(usage)
        case .snapshots(let command):
            return command.run(terminal: terminal)
        case .gallery(let command):
            return command.run(terminal: terminal)
        case .demo(let options):
            let width = options.width ?? terminal.columns ?? 80
            let tour = RenderingTour(width: max(20, width), profile: options.profile).render()
            let useColor = options.color ?? terminal.supportsColor
            terminal.write((useColor ? tour.ansiText : tour.plainText) + "\n")
        }
        return 0
    }
}

/// A parsed command line.
enum Command: Equatable {
    case help
    case demo(DemoOptions)
    case snapshots(SnapshotsCommand)
    case gallery(GalleryCommand)

    struct DemoOptions: Equatable {
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
            var options = DemoOptions()
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
                        throw UsageError("unknown option '\(argument)' for 'demo'")
                    }
                    throw UsageError("unknown demo '\(argument)'; the showcase apps are not built yet, so 'demo' takes no name")
                }
            }
            self = .demo(options)
        case "snapshots":
            self = .snapshots(try SnapshotsCommand(parsing: rest))
        case "gallery":
            self = .gallery(try GalleryCommand(parsing: rest))
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
