import TextRendering

/// An image as text can show it: a name, words that describe it, its proportions, and an
/// optional symbol for inline use (in buttons and small spaces).
public struct Image: Sendable, Hashable {
    /// The image's name (a file or asset name, a URL).
    public var name: String
    /// What the image shows, for the placeholder box.
    public var altText: String
    /// Width to height, as the image has them (cells are drawn about twice as tall as wide).
    public var aspectRatio: Double
    /// A one- or two-cell symbol that stands for the image inline (`↩`, `★`).
    public var symbol: Character?

    /// Creates an image description.
    public init(_ name: String, altText: String? = nil, aspectRatio: Double = 1, symbol: Character? = nil) {
        precondition(aspectRatio > 0 && aspectRatio.isFinite, "aspectRatio must be positive, got \(aspectRatio)")
        self.name = name
        self.altText = altText ?? name
        self.aspectRatio = aspectRatio
        self.symbol = symbol
    }

    /// The inline form: the symbol, or `[image: name]`.
    public var inlineText: String {
        symbol.map(String.init) ?? "[image: \(name)]"
    }
}
