/// The read-only flavour of view model: a struct that wraps a `Book` it keeps private and
/// gives a screen exactly the text it shows, so that the transformation from model to text is
/// tested without any views.
///
/// ```swift
/// let viewModel = BookDetailsViewModel(model: book)
/// viewModel.title       // "ノルウェイの森, by 村上 春樹"
/// viewModel.subtitle    // "Available now for €12.50", or "Coming soon"
/// ```
package struct BookDetailsViewModel: Sendable, Hashable {
    private let model: Book

    /// Creates the view model of `model`.
    package init(model: Book) {
        self.model = model
    }
}

extension BookDetailsViewModel {
    /// The book's name and its author: `Name, by Author`.
    package var title: String {
        "\(model.name), by \(model.author.name)"
    }

    /// Whether the book can be bought now, and for how much: `Available now for €12.50`,
    /// or `Coming soon`.
    package var subtitle: String {
        guard model.isAvailable else { return "Coming soon" }
        return "Available now for \(model.price)"
    }

    /// Whether the book can be bought now, for screens that style the subtitle by it.
    package var isAvailable: Bool {
        model.isAvailable
    }

    /// What the book is about; empty when the shop has no blurb.
    package var blurb: String {
        model.blurb
    }
}
