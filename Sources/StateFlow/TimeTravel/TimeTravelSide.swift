/// Which store a moment changed.
public struct TimeTravelSide: Sendable, Hashable, CustomStringConvertible {
    let isDocument: Bool
    private init(isDocument: Bool) { self.isDocument = isDocument }
    /// The document store.
    public static var document: TimeTravelSide { TimeTravelSide(isDocument: true) }
    /// The view-state store.
    public static var viewState: TimeTravelSide { TimeTravelSide(isDocument: false) }
    /// `document` or `viewState`.
    public var description: String { isDocument ? "document" : "viewState" }
}
