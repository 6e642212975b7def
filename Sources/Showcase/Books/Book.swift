/// A book in the shop: one of the app's core models. Screens never read it directly; each
/// wraps it in a view model of the flavour it needs (`BookDetailsViewModel`,
/// `BookEditorViewModel`, `BookReviewsViewModel`).
public struct Book: Sendable, Hashable, Codable, Identifiable {
    /// The book's identifier in the shop.
    public var id: Int
    /// The title, as printed on the cover.
    public var name: String
    /// Who wrote it.
    public var author: Author
    /// What it costs.
    public var price: Money
    /// Whether it can be bought now (`false`: announced, not yet published).
    public var isAvailable: Bool
    /// A few sentences on what the book is about.
    public var blurb: String

    /// Creates a book.
    public init(id: Int, name: String, author: Author, price: Money, isAvailable: Bool, blurb: String = "") {
        self.id = id
        self.name = name
        self.author = author
        self.price = price
        self.isAvailable = isAvailable
        self.blurb = blurb
    }
}

/// The person who wrote a book.
public struct Author: Sendable, Hashable, Codable {
    /// The author's name, as printed on the cover.
    public var name: String

    /// Creates an author.
    public init(name: String) {
        self.name = name
    }
}
