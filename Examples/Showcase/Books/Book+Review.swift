extension Book {
    /// What a reader thought of a book.
    package struct Review: Sendable, Hashable, Codable {
        /// The headline.
        package var title: String
        /// The review itself; may be empty.
        package var text: String
        /// The rating, 1 to 5 once `BookReviewManager` has accepted the review.
        package var numberOfStars: Int
        /// Who wrote it.
        package var reviewer: String

        /// Creates a review; `BookReviewManager.add(_:forBookWithID:)` checks it.
        package init(title: String, text: String, numberOfStars: Int, reviewer: String) {
            self.title = title
            self.text = text
            self.numberOfStars = numberOfStars
            self.reviewer = reviewer
        }
    }
}
