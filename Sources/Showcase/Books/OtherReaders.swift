/// Readers elsewhere, for the demo: each call sends the next of a few canned reviews to the
/// manager as if it had just arrived from the server.
///
/// ```swift
/// let others = OtherReaders(manager: manager)
/// others.sendReview(forBookWithID: 1)   // observers of book 1 hear it
/// ```
public final class OtherReaders {
    private let manager: BookReviewManager
    private var sent = 0

    /// The reviews sent in turn, round and round.
    static let reviews: [Book.Review] = [
        Book.Review(title: "Worth the wait", text: "I queued for the first edition and would do it again.", numberOfStars: 5, reviewer: "Léa"),
        Book.Review(title: "Not for me", text: "Beautifully written, but too slow for my taste.", numberOfStars: 2, reviewer: "Tom"),
        Book.Review(title: "😍😍😍", text: "Read it twice in one week.", numberOfStars: 5, reviewer: "김민지"),
    ]

    /// Creates readers who send their reviews to `manager`.
    public init(manager: BookReviewManager) {
        self.manager = manager
    }

    /// Sends the next canned review of the book with `id` to the manager.
    public func sendReview(forBookWithID id: Book.ID) {
        manager.receive(Self.reviews[sent % Self.reviews.count], forBookWithID: id)
        sent += 1
    }
}
