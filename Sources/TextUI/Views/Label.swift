import TextRendering

/// How a label fits text that is wider than its frame.
public struct LineBreakMode: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: Sendable, Hashable {
        case wordWrapping, charWrapping, truncatingHead, truncatingMiddle, truncatingTail
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// Lines break between words (UAX #14); a word wider than the line is split.
    public static let byWordWrapping = LineBreakMode(.wordWrapping)
    /// Lines break at any grapheme.
    public static let byCharWrapping = LineBreakMode(.charWrapping)
    /// Each paragraph is one line, its start replaced by `…` when too wide.
    public static let byTruncatingHead = LineBreakMode(.truncatingHead)
    /// Each paragraph is one line, its middle replaced by `…` when too wide.
    public static let byTruncatingMiddle = LineBreakMode(.truncatingMiddle)
    /// Each paragraph is one line, its end replaced by `…` when too wide.
    public static let byTruncatingTail = LineBreakMode(.truncatingTail)

    /// The truncation of a truncating mode.
    var truncation: TruncationMode? {
        switch storage {
        case .truncatingHead: .head
        case .truncatingMiddle: .middle
        case .truncatingTail: .tail
        case .wordWrapping, .charWrapping: nil
        }
    }

    /// The mode's name, as UIKit spells it.
    public var description: String {
        switch storage {
        case .wordWrapping: "byWordWrapping"
        case .charWrapping: "byCharWrapping"
        case .truncatingHead: "byTruncatingHead"
        case .truncatingMiddle: "byTruncatingMiddle"
        case .truncatingTail: "byTruncatingTail"
        }
    }
}

/// One or more lines of text in one style.
///
/// Text from data is drawn terminal-safe: controls show as pictures, bidi overrides are
/// removed, and measuring happens after that, so what is measured is what is drawn.
///
/// ```swift
/// let label = Label("A comment that wraps over several lines of text")
/// label.numberOfLines = 0
/// label.lineBreakMode = .byWordWrapping
/// label.render(width: 20).plainText
/// // A comment that wraps
/// // over several lines
/// // of text
/// ```
///
/// As in UIKit, a label shows one line (`numberOfLines == 1`) truncated at its tail unless
/// told otherwise. When `numberOfLines` cuts wrapped text short, the last line shown ends in `…`.
open class Label: View {
    /// The text; line breaks start new paragraphs.
    public var text: String = "" { didSet { if text != oldValue { textChanged() } } }
    /// The style of every character.
    public var style: Style = .plain
    /// Where lines sit between the content edges.
    public var alignment: TextAlignment = .leading
    /// The most lines to show; 0 for as many as the text needs.
    public var numberOfLines: Int = 1 {
        didSet {
            precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
            if numberOfLines != oldValue { textChanged() }
        }
    }
    /// How lines wider than the frame are broken or shortened.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textChanged() } } }

    private var safeText = ""
    private var linesCache: (width: Int, profile: WidthProfile, lines: [String])?

    /// Creates an empty label.
    public required init() {
        super.init()
    }

    /// Creates a label with `text` and `style`.
    public convenience init(_ text: String, style: Style = .plain) {
        self.init()
        self.text = text
        self.style = style
        // Observers do not run for a class's own properties in its initializers.
        textChanged()
    }

    private func textChanged() {
        safeText = text.terminalSafe
        linesCache = nil
        setNeedsLayout()
    }

    open override func contentWidths() -> LayoutWidths {
        guard !safeText.isEmpty else { return .zero }
        let profile = effectiveWidthProfile
        if lineBreakMode.truncation != nil {
            // Truncated lines are drawn as they are, spaces at their ends included.
            let longest = safeText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { $0.displayWidth(in: profile) }.max() ?? 0
            return LayoutWidths(minimum: min(longest, 1), ideal: longest)
        }
        let (widest, longest) = safeText.wrappingWidths(in: profile)
        if lineBreakMode == .byWordWrapping { return LayoutWidths(minimum: widest, ideal: longest) }
        // Character wrapping can go down to one grapheme.
        return LayoutWidths(minimum: min(longest, 2), ideal: longest)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        lines(forWidth: width).count
    }

    /// The lines the label shows at `width` columns of content.
    public func lines(forWidth width: Int) -> [String] {
        let profile = effectiveWidthProfile
        if let linesCache, linesCache.width == width, linesCache.profile == profile { return linesCache.lines }
        let lines = layOutLines(width: width, profile: profile)
        linesCache = (width, profile, lines)
        return lines
    }

    private func layOutLines(width: Int, profile: WidthProfile) -> [String] {
        guard !safeText.isEmpty, width > 0 else { return [] }
        var lines: [String]
        if let truncation = lineBreakMode.truncation {
            // Any line break ends a paragraph: LF, CR, and CRLF (one Character).
            lines = safeText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                String($0).truncated(toWidth: width, mode: truncation, in: profile)
            }
        } else if lineBreakMode == .byCharWrapping {
            lines = safeText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
                Self.charWrapped(paragraph, width: width, profile: profile)
            }
        } else {
            lines = safeText.wrapped(toWidth: width, in: profile)
        }
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            let last = lines[lines.count - 1]
            let ellipsis = "…".displayWidth(in: profile)
            lines[lines.count - 1] = last.displayWidth(in: profile) + ellipsis <= width
                ? last + "…" : (last + "…").truncated(toWidth: width, mode: .tail, in: profile)
        }
        return lines
    }

    /// A paragraph cut into lines of at most `width` cells at grapheme boundaries.
    static func charWrapped(_ paragraph: Substring, width: Int, profile: WidthProfile) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in paragraph {
            let cells = character.displayWidth(in: profile)
            if used + cells > width, !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            line.append(character)
            used += cells
        }
        lines.append(line)
        return lines
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let profile = canvas.profile
        for (row, line) in lines(forWidth: rect.width).enumerated() {
            let y = rect.minY + row
            guard y < clip.maxY else { break }
            guard y >= clip.minY else { continue }
            let spare = max(0, rect.width - line.displayWidth(in: profile))
            canvas.draw(line, at: Point(x: rect.minX + alignment.leadingPadding(spare: spare), y: y), style: style, clip: clip)
        }
    }
}
