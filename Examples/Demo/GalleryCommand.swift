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

    /// Parses the arguments after `gallery`.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--width":
                guard let value = rest.popFirst() else { throw UsageError("--width needs a number of columns") }
                guard let width = Int(value), (10...1000).contains(width) else {
                    throw UsageError("--width must be a whole number from 10 to 1000, got '\(value)'")
                }
                self.width = width
            case "--filter":
                guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError("--filter needs some text") }
                filter = value
            case "--color":
                color = true
            case "--no-color":
                color = false
            default:
                throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)' for 'gallery'" : "unexpected argument '\(argument)' for 'gallery'")
            }
        }
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
