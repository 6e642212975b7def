import TextRendering
import TextWidgets

/// How a rendered document looks: the style of each element. Colours mark kinds of text;
/// attributes (bold, italic, underline, dim) and characters (bars, bullets, rules) carry the
/// structure, so a terminal without colour (`NO_COLOR`) still shows it.
struct MarkdownStyle: Sendable {
    var headings: [Style] = [
        Style.bold.adding(.underline).foreground(.magenta), Style.bold.foreground(.magenta), Style.bold.foreground(.cyan),
        Style(attributes: [.bold, .italic]), Style(attributes: [.italic]), Style(attributes: [.italic, .dim]),
    ]
    var headingRule = Style.plain.foreground(.magenta)
    var emphasis = Style.italic
    var strong = Style.bold
    var strikethrough = Style.strikethrough
    var inlineCode = Style.plain.foreground(.cyan)
    var link = Style.underline.foreground(.blue)
    var linkTarget = Style.dim
    var image = Style.italic.foreground(.blue)
    var html = Style.dim
    var quoteBar = Style.plain.foreground(.green)
    var rule = Style.dim
    var bullet = "•"
    var listMarker = Style.plain.foreground(.yellow)
    var taskDone = Style.plain.foreground(.green)
    var taskOpen = Style.dim
    var code = Style.plain
    /// Fenced code's tokens, highlighted as `HighlightedCode` highlights them.
    var syntax = CodeTheme.standard

    func heading(_ level: Int) -> Style {
        headings[max(1, min(level, headings.count)) - 1]
    }
}
