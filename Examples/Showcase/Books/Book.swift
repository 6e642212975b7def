/// A book in the shop: one of the app's core models. Screens never read it directly; each
/// wraps it in a view model of the flavour it needs (`BookDetailsViewModel`,
/// `BookEditorViewModel`, `BookReviewsViewModel`).
package struct Book: Sendable, Hashable, Codable, Identifiable {
    /// The book's identifier in the shop.
    package var id: Int
    /// The title, as printed on the cover.
    package var name: String
    /// Who wrote it.
    package var author: Author
    /// What it costs.
    package var price: Money
    /// Whether it can be bought now (`false`: announced, not yet published).
    package var isAvailable: Bool
    /// A few sentences on what the book is about.
    package var blurb: String

    /// Creates a book.
    package init(id: Int, name: String, author: Author, price: Money, isAvailable: Bool, blurb: String = "") {
        self.id = id
        self.name = name
        self.author = author
        self.price = price
        self.isAvailable = isAvailable
        self.blurb = blurb
    }
}

/// The person who wrote a book.
package struct Author: Sendable, Hashable, Codable {
    /// The author's name, as printed on the cover.
    package var name: String

    /// Creates an author.
    package init(name: String) {
        self.name = name
    }
}
