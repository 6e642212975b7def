/// The two-way flavour of view model: its screen tells it about new reviews
/// (`addReview(withTitle:text:numberOfStars:)`), and it tells its screen when its reviews
/// changed, whoever changed them (`updateHandler`).
///
/// It observes the `BookReviewManager` from the moment it is made until it is gone, and never
/// shows the `Book.Review` models themselves: only the text each row needs.
///
/// ```swift
/// let viewModel = BookReviewsViewModel(book: book, manager: manager)
/// viewModel.updateHandler = { [weak tableView] in tableView?.reloadData() }
/// viewModel.titleForReview(at: 0)     // "⭐⭐⭐⭐ “Gripping”"
/// try viewModel.addReview(withTitle: "Lovely", text: "", numberOfStars: 5)   // the handler runs
/// ```
package final class BookReviewsViewModel {
    /// Called every time the reviews changed: one was added here or arrived from elsewhere.
    package var updateHandler: () -> Void = {}

    private let book: Book
    private let manager: BookReviewManager
    private let readerName: String
    private var reviews: [Book.Review]

    /// Creates the view model of `book`'s reviews and starts observing `manager`.
    ///
    /// - Parameters:
    ///   - book: The book whose reviews to show.
    ///   - manager: Where the reviews are kept.
    ///   - readerName: The name that the reader's own reviews are signed with.
    package init(book: Book, manager: BookReviewManager, readerName: String = "You") {
        self.book = book
        self.manager = manager
        self.readerName = readerName
        reviews = manager.reviewsForBook(withID: book.id)
        startManagerObservation()
    }

    deinit {
        manager.removeObserver(self, forBookWithID: book.id)
    }

    private func startManagerObservation() {
        manager.addObserver(self, forBookWithID: book.id) { viewModel, reviews in
            viewModel.reviews = reviews
            viewModel.updateHandler()
        }
    }
}

extension BookReviewsViewModel {
    /// The book's name, for the screen's heading.
    package var bookName: String { book.name }

    /// The number of reviews, oldest first.
    package var numberOfReviews: Int { reviews.count }

    /// How many reviews there are and their average: `No reviews yet`, `1 review · ⭐ 4.0`,
    /// `3 reviews · ⭐ 3.3 on average`.
    package var summary: String {
        guard !reviews.isEmpty else { return "No reviews yet" }
        let stars = reviews.reduce(0) { $0 + Self.drawnStars(of: $1) }
        // Tenths, rounded half up, written without the locale.
        let tenths = (stars * 10 * 2 + reviews.count) / (reviews.count * 2)
        let average = "⭐ \(tenths / 10).\(tenths % 10)"
        return reviews.count == 1 ? "1 review · \(average)" : "\(reviews.count) reviews · \(average) on average"
    }

    /// The stars, then the review's title in quotes: `⭐⭐⭐⭐ “Gripping”` (at most five stars;
    /// the title alone for a rating below one).
    package func titleForReview(at index: Int) -> String {
        let review = reviews[index]
        let stars = Self.drawnStars(of: review)
        return stars == 0 ? "“\(review.title)”" : "\(String(repeating: "⭐", count: stars)) “\(review.title)”"
    }

    /// The stars drawn for `review`: its rating held to 0…5. The manager checks the reviews
    /// added to it, but not those it was created with, and no rating may trap or draw a line
    /// of a million stars.
    private static func drawnStars(of review: Book.Review) -> Int {
        min(max(review.numberOfStars, 0), 5)
    }

    /// Who wrote the review, then what they wrote: `Hanako · Could not put it down.`, or
    /// the name alone when there is no text.
    package func subtitleForReview(at index: Int) -> String {
        let review = reviews[index]
        return review.text.isEmpty ? review.reviewer : "\(review.reviewer) · \(review.text)"
    }

    /// Adds the reader's review, signed with the reader's name; the change comes back through
    /// the manager, so `updateHandler` runs before this returns.
    ///
    /// - Throws: `BookReviewError` when the manager refuses the review; nothing changes then.
    package func addReview(withTitle title: String, text: String, numberOfStars: Int) throws(BookReviewError) {
        let review = Book.Review(title: title, text: text, numberOfStars: numberOfStars, reviewer: readerName)
        try manager.add(review, forBookWithID: book.id)
    }

    /// Adds the reader's review with the stars as typed in a field (`4`).
    ///
    /// - Throws: `BookReviewError` when the stars are not a whole number, or the manager
    ///   refuses the review; nothing changes then.
    package func addReview(withTitle title: String, text: String, numberOfStars typed: String) throws(BookReviewError) {
        let trimmed = typed.trimmingWhitespace()
        guard let stars = Int(trimmed) else {
            throw trimmed.isEmpty
                ? BookReviewError(code: .missingStars, "A review needs 1 to 5 stars.")
                : BookReviewError(code: .invalidStars, "'\(typed)' is not a number of stars from 1 to 5.")
        }
        try addReview(withTitle: title, text: text, numberOfStars: stars)
    }
}
