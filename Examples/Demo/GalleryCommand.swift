import CommandLineSupport
import Showcase
import TextRendering
import TextUI

/// `viewdata-demo gallery`: every registered preview, rendered, grouped by screen.
struct GalleryCommand: Equatable {
    /// The width to render at; each preview's own when `nil`.
    var width: Int?
    /// Only previews whose group or name contains this text.
    var filter: String?
    /// `nil`: decide from the terminal.
    var color: Bool?

    /// The options, which parse and print the usage.
    static let options = OptionTable("gallery", [
        .width(10...1000, help: ["render every preview N columns wide (10–1000; default: each its own)"]),
        CommandOption("--filter", "TEXT", .text(noun: "some text", allowsEmpty: false),
                      help: ["only previews whose group or name contains TEXT"]),
    ] + CommandOption.colors)

    /// Parses the arguments after `gallery`.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'gallery'") }
        width = parsed.number("--width")
        filter = parsed.text("--filter")
        color = parsed.color
    }

    /// The previews the gallery shows.
    static var previews: [Preview] { TextUIPreviews.previews + Showcase.previews }

    /// Renders the matching previews; exit 1 when none matches.
    func run(terminal: Terminal) -> Int32 {
        let selected = Self.previews.filter { preview in
            guard let filter else { return true }
            return preview.group.lowercased().contains(filter.lowercased()) || preview.name.lowercased().contains(filter.lowercased())
        }
        guard !selected.isEmpty else {
            terminal.report("no preview matches '\(filter ?? "")'")
            return 1
        }
        let useColor = color ?? terminal.supportsColor
        var output = ""
        for (group, previews) in selected.grouped {
            output += (useColor ? "\u{1B}[1m" : "") + "━━ \(group) ━━" + (useColor ? "\u{1B}[0m" : "") + "\n\n"
            for preview in previews {
                let canvas = preview.render(width: width)
                output += "\(preview.name) (\(canvas.width)×\(canvas.height))\n"
                output += terminal.text(of: canvas, color: useColor) + "\n\n"
            }
        }
        terminal.write(output)
        return 0
    }
}
