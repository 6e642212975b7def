/// Readers elsewhere, for the demo: each call sends the next of a few canned reviews to the
/// manager as if it had just arrived from the server.
///
/// ```swift
/// let others = OtherReaders(manager: manager)
/// try others.sendReview(forBookWithID: 1)   // observers of book 1 hear it
/// ```
package final class OtherReaders {
    private let manager: BookReviewManager
    private let reviews: [Book.Review]
    private var sent = 0

    /// The reviews sent in turn when no others are given.
    package static let samples: [Book.Review] = [
        Book.Review(title: "Worth the wait", text: "I queued for the first edition and would do it again.", numberOfStars: 5, reviewer: "Léa"),
        Book.Review(title: "Not for me", text: "Beautifully written, but too slow for my taste.", numberOfStars: 2, reviewer: "Tom"),
        Book.Review(title: "😍😍😍", text: "Read it twice in one week.", numberOfStars: 5, reviewer: "김민지"),
    ]

    /// Creates readers who send `reviews` to `manager`, in turn, round and round.
    ///
    /// - Parameters:
    ///   - manager: Where the reviews arrive.
    ///   - reviews: What the readers write; at least one.
    package init(manager: BookReviewManager, reviews: [Book.Review] = OtherReaders.samples) {
        precondition(!reviews.isEmpty, "other readers need at least one review to send")
        self.manager = manager
        self.reviews = reviews
    }

    /// Sends the next review of the book with `id` to the manager.
    ///
    /// - Throws: `BookReviewError` when the manager refuses the review; the next call sends the
    ///   review after it.
    package func sendReview(forBookWithID id: Book.ID) throws(BookReviewError) {
        let review = reviews[sent % reviews.count]
        sent += 1
        try manager.receive(review, forBookWithID: id)
    }
}
