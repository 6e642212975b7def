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
