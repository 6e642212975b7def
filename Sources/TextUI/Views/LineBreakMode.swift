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

    /// Lines break between words (UAX #14); a word wider than the line is split. When
    /// `numberOfLines` cuts the text short, the last line ends where it wrapped.
    public static let byWordWrapping = LineBreakMode(.wordWrapping)
    /// Lines break at any grapheme (when `numberOfLines` is not 1).
    public static let byCharWrapping = LineBreakMode(.charWrapping)
    /// With one line, the line's start is replaced by `…` when too wide; with more, the text
    /// wraps by words and the last allowed line is shortened at its start.
    public static let byTruncatingHead = LineBreakMode(.truncatingHead)
    /// With one line, the line's middle is replaced by `…` when too wide; with more, the text
    /// wraps by words and the last allowed line is shortened in its middle.
    public static let byTruncatingMiddle = LineBreakMode(.truncatingMiddle)
    /// With one line (the default), the line's end is replaced by `…` when too wide; with
    /// more, the text wraps by words and the last allowed line ends in `…` when text is cut.
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
