/// Where text sits within a wider space.
public struct TextAlignment: Sendable, Hashable, CustomStringConvertible {
    private enum Kind { case leading, center, trailing }
    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// At the start (left); the padding follows the text.
    public static let leading = TextAlignment(.leading)
    /// In the middle; an odd cell of padding goes after the text.
    public static let center = TextAlignment(.center)
    /// At the end (right); the padding precedes the text.
    public static let trailing = TextAlignment(.trailing)

    /// The alignment's name.
    public var description: String {
        switch kind {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }

    /// The cells of padding before text that leaves `spare` cells free.
    public func leadingPadding(spare: Int) -> Int {
        switch kind {
        case .leading: 0
        case .center: spare / 2
        case .trailing: spare
        }
    }
}

extension String {
    /// The text with spaces added to fill `width` cells.
    ///
    /// Text as wide as `width` or wider is returned unchanged (use `truncated(toWidth:)` to
    /// shorten it).
    ///
    /// ```swift
    /// "中文".padded(toWidth: 6, alignment: .center)   // " 中文 "
    /// "42".padded(toWidth: 5, alignment: .trailing)   // "   42"
    /// ```
    ///
    /// - Parameters:
    ///   - width: The width to fill; traps when negative.
    ///   - alignment: Where the text sits; `.leading` by default.
    ///   - profile: How to measure East Asian Ambiguous characters.
    public func padded(
        toWidth width: Int, alignment: TextAlignment = .leading, in profile: WidthProfile = .standard
    ) -> String {
        precondition(width >= 0, "padding width must not be negative, got \(width)")
        let spare = width - displayWidth(in: profile)
        guard spare > 0 else { return self }
        let before = alignment.leadingPadding(spare: spare)
        return String(repeating: " ", count: before) + self + String(repeating: " ", count: spare - before)
    }
}
