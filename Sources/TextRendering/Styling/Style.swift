/// How text looks in a terminal: attributes (bold, dim, italic, underline, inverse,
/// strikethrough) and optional foreground and background colours.
///
/// Styles are values; build them from the static members and the modifiers:
///
/// ```swift
/// let warning = Style.bold.foreground(.yellow)
/// let selected = Style.inverse
/// canvas.draw("Saved", at: Point(x: 0, y: 0), style: warning)
/// ```
public struct Style: Sendable, Hashable, CustomStringConvertible {
    /// Text attributes, combinable.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The attribute bits.
        public let rawValue: UInt8

        /// Creates attributes from their bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Bold or increased intensity (SGR 1).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint or decreased intensity (SGR 2).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Italic (SGR 3).
        public static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined (SGR 4).
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped (SGR 7).
        public static let inverse = Attributes(rawValue: 1 << 4)
        /// Crossed out (SGR 9).
        public static let strikethrough = Attributes(rawValue: 1 << 5)

        /// Each attribute with its SGR parameter and name, in SGR order.
        static let all: [(Attributes, Int, String)] = [
            (.bold, 1, "bold"), (.dim, 2, "dim"), (.italic, 3, "italic"), (.underline, 4, "underline"),
            (.inverse, 7, "inverse"), (.strikethrough, 9, "strikethrough"),
        ]
    }

    /// Bold, dim, italic, underline, inverse, strikethrough.
    public var attributes: Attributes
    /// The text colour; `nil` is the terminal's default.
    public var foreground: Color?
    /// The cell colour; `nil` is the terminal's default.
    public var background: Color?
    /// Where the text links to, shown as an OSC 8 hyperlink where the terminal supports one.
    public var link: Hyperlink?

    /// Creates a style; with no arguments, the plain style.
    public init(attributes: Attributes = [], foreground: Color? = nil, background: Color? = nil, link: Hyperlink? = nil) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
        self.link = link
    }

    /// No attributes and default colours.
    public static let plain = Style()
    /// Bold text in the default colours.
    public static let bold = Style(attributes: .bold)
    /// Dim text in the default colours.
    public static let dim = Style(attributes: .dim)
    /// Italic text in the default colours.
    public static let italic = Style(attributes: .italic)
    /// Underlined text in the default colours.
    public static let underline = Style(attributes: .underline)
    /// Text with foreground and background swapped.
    public static let inverse = Style(attributes: .inverse)
    /// Crossed-out text in the default colours.
    public static let strikethrough = Style(attributes: .strikethrough)

    /// Whether the style changes nothing.
    public var isPlain: Bool { self == .plain }

    /// Text in `color`, no attributes: `\("passing", style: .foreground(.green))`.
    public static func foreground(_ color: Color) -> Style {
        Style(foreground: color)
    }

    /// Cells in `color`, no attributes.
    public static func background(_ color: Color) -> Style {
        Style(background: color)
    }

    /// This style with `color` as the text colour.
    public func foreground(_ color: Color?) -> Style {
        var style = self
        style.foreground = color
        return style
    }

    /// This style with `color` as the cell colour.
    public func background(_ color: Color?) -> Style {
        var style = self
        style.background = color
        return style
    }

    /// This style linking to `link`.
    public func link(_ link: Hyperlink?) -> Style {
        var style = self
        style.link = link
        return style
    }

    /// This style, bold too: `Style.plain.foreground(.cyan).bold` chains.
    public var bold: Style { adding(.bold) }
    /// This style, dim too.
    public var dim: Style { adding(.dim) }
    /// This style, italic too.
    public var italic: Style { adding(.italic) }
    /// This style, underlined too.
    public var underline: Style { adding(.underline) }
    /// This style, inverse too.
    public var inverse: Style { adding(.inverse) }
    /// This style, struck through too.
    public var strikethrough: Style { adding(.strikethrough) }

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }

    /// This style under `other`: the attributes of both, and `other`'s colours where it has
    /// them.
    public func merging(_ other: Style) -> Style {
        Style(
            attributes: attributes.union(other.attributes),
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            link: other.link ?? link)
    }

    /// The style as a terminal with `profile` shows it: its colours downsampled (dropped for
    /// `.none`), its attributes kept, and no link (links are written apart from SGR).
    public func downsampled(to profile: ColorProfile) -> Style {
        Style(attributes: attributes, foreground: foreground?.downsampled(to: profile), background: background?.downsampled(to: profile))
    }

    /// The SGR parameters that select this style from the terminal's defaults, e.g. "1;31".
    var sgrParameters: String {
        var parameters: [String] = []
        for (attribute, code, _) in Attributes.all where attributes.contains(attribute) {
            parameters.append(String(code))
        }
        if let foreground { parameters.append(foreground.sgrParameters(background: false)) }
        if let background { parameters.append(background.sgrParameters(background: true)) }
        return parameters.joined(separator: ";")
    }

    /// The escape sequence that switches from `previous` to this style: only the new
    /// parameters when coming from plain, otherwise a reset (0) first.
    func sgrSequence(from previous: Style) -> String {
        if isPlain { return "\u{1B}[0m" }
        return previous.isPlain ? "\u{1B}[\(sgrParameters)m" : "\u{1B}[0;\(sgrParameters)m"
    }

    /// The style's attributes and colours, as code would spell them.
    public var description: String {
        var parts: [String] = []
        for (attribute, _, name) in Attributes.all where attributes.contains(attribute) {
            parts.append(name)
        }
        if let foreground { parts.append("foreground: \(foreground)") }
        if let background { parts.append("background: \(background)") }
        if let link { parts.append("link: \(link)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: ", ")
    }
}
