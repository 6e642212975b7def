/// Which part of a text `truncated(toWidth:mode:)` removes.
public struct TruncationMode: Sendable, Hashable, CustomStringConvertible {
    private enum Kind { case head, middle, tail }
    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Keep the end: `…nd of the text`.
    public static let head = TruncationMode(.head)
    /// Keep both ends: `The st…e text`.
    public static let middle = TruncationMode(.middle)
    /// Keep the start: `The start o…`.
    public static let tail = TruncationMode(.tail)

    /// The mode's name: `head`, `middle` or `tail`.
    public var description: String {
        switch kind {
        case .head: "head"
        case .middle: "middle"
        case .tail: "tail"
        }
    }

    var isHead: Bool { kind == .head }
    var isMiddle: Bool { kind == .middle }
}

extension String {
    /// The text shortened to at most `width` cells, with an ellipsis where text was removed.
    ///
    /// Text that fits is returned unchanged. Graphemes are never split; when a wide grapheme
    /// does not fit the remaining room, the result is one cell narrower than `width`. An
    /// ellipsis wider than `width` is itself cut to fit.
    ///
    /// ```swift
    /// "Presentation".truncated(toWidth: 8)                      // "Present…"
    /// "Presentation".truncated(toWidth: 8, mode: .head)         // "…ntation"
    /// "Presentation".truncated(toWidth: 8, mode: .middle)       // "Pres…ion"
    /// "中文字符".truncated(toWidth: 6, ellipsis: "...")           // "中..."
    /// ```
    ///
    /// - Parameters:
    ///   - width: The most cells the result may take; 0 gives an empty string. Traps when
    ///     negative.
    ///   - mode: Which part to remove: `.tail` (default), `.head` or `.middle`.
    ///   - ellipsis: What marks the cut; `…` by default.
    ///   - profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n*) in the length of the text.
    public func truncated(
        toWidth width: Int, mode: TruncationMode = .tail, ellipsis: String = "…", in profile: WidthProfile = .standard
    ) -> String {
        precondition(width >= 0, "truncation width must not be negative, got \(width)")
        if width == 0 { return "" }
        if displayWidth(in: profile) <= width { return self }
        let ellipsisWidth = ellipsis.displayWidth(in: profile)
        if ellipsisWidth > width {
            return String(ellipsis[..<Self.prefixEnd(of: ellipsis[...], fitting: width, profile: profile)])
        }
        let room = width - ellipsisWidth
        if mode.isHead {
            return ellipsis + self[Self.suffixStart(of: self[...], fitting: room, profile: profile)...]
        }
        if mode.isMiddle {
            let prefixEnd = Self.prefixEnd(of: self[...], fitting: (room + 1) / 2, profile: profile)
            let used = self[..<prefixEnd].displayWidth(in: profile)
            let suffixStart = Self.suffixStart(of: self[prefixEnd...], fitting: room - used, profile: profile)
            return self[..<prefixEnd] + ellipsis + self[suffixStart...]
        }
        return self[..<Self.prefixEnd(of: self[...], fitting: room, profile: profile)] + ellipsis
    }

    /// The end of the longest prefix of whole graphemes that fits in `room` cells.
    static func prefixEnd(of text: Substring, fitting room: Int, profile: WidthProfile) -> String.Index {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let cells = text[index].displayWidth(in: profile)
            if used + cells > room { break }
            used += cells
            index = next
        }
        return index
    }

    /// The start of the longest suffix of whole graphemes that fits in `room` cells.
    static func suffixStart(of text: Substring, fitting room: Int, profile: WidthProfile) -> String.Index {
        var used = 0
        var index = text.endIndex
        while index > text.startIndex {
            let previous = text.index(before: index)
            let cells = text[previous].displayWidth(in: profile)
            if used + cells > room { break }
            used += cells
            index = previous
        }
        return index
    }
}
