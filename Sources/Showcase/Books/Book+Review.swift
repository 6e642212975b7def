extension Book {
    /// What a reader thought of a book.
    public struct Review: Sendable, Hashable, Codable {
        /// The headline.
        public var title: String
        /// The review itself; may be empty.
        public var text: String
        /// The rating, 1 to 5 once `BookReviewManager` has accepted the review.
        public var numberOfStars: Int
        /// Who wrote it.
        public var reviewer: String

        /// Creates a review; `BookReviewManager.add(_:forBookWithID:)` checks it.
        public init(title: String, text: String, numberOfStars: Int, reviewer: String) {
            self.title = title
            self.text = text
            self.numberOfStars = numberOfStars
            self.reviewer = reviewer
        }
    }
}
