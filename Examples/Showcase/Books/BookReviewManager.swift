/// The reviews of every book, and who wants to hear when they change.
///
/// Reviews come two ways: the reader writes one (`add(_:forBookWithID:)`), or one arrives from
/// another reader through the server (`receive(_:forBookWithID:)`). Either way the manager
/// checks it, and every observer of that book hears the new list.
///
/// Observers are held weakly through an owner: an observation ends when the owner asks
/// (`removeObserver(_:forBookWithID:)`) or when the owner is gone, so a handler never
/// outlives the object it was registered for.
///
/// ```swift
/// manager.addObserver(self, forBookWithID: book.id) { viewModel, reviews in
///     viewModel.reviews = reviews
///     viewModel.updateHandler()
/// }
/// try manager.add(review, forBookWithID: book.id)   // the handler runs
/// ```
package final class BookReviewManager {
    private struct Observation {
        weak var owner: AnyObject?
        /// Calls the handler with the owner, if it still exists.
        let notify: ([Book.Review]) -> Void
    }

    private var reviewsByBookID: [Book.ID: [Book.Review]]
    private var observationsByBookID: [Book.ID: [Observation]] = [:]

    /// The longest text a review may have, in characters.
    package static let maximumTextLength = 500

    /// Creates a manager holding `reviews`, by book identifier, oldest first.
    package init(reviews: [Book.ID: [Book.Review]] = [:]) {
        reviewsByBookID = reviews
    }

    /// The reviews of the book with `id`, oldest first.
    package func reviewsForBook(withID id: Book.ID) -> [Book.Review] {
        reviewsByBookID[id] ?? []
    }

    // MARK: - Observing

    /// Calls `handler` with `owner` and the book's reviews every time they change, for as
    /// long as `owner` lives or until it is removed. The manager keeps no strong reference to
    /// `owner`: the handler gets it as a parameter instead of capturing it.
    ///
    /// - Parameters:
    ///   - owner: The object the observation belongs to.
    ///   - id: The book whose reviews to observe.
    ///   - handler: Called with the owner and all the book's reviews, oldest first.
    package func addObserver<Owner: AnyObject>(
        _ owner: Owner, forBookWithID id: Book.ID, handler: @escaping (Owner, [Book.Review]) -> Void
    ) {
        let observation = Observation(owner: owner) { [weak owner] reviews in
            if let owner { handler(owner, reviews) }
        }
        observationsByBookID[id, default: []].append(observation)
    }

    /// Ends `owner`'s observations of the book with `id`.
    package func removeObserver(_ owner: AnyObject, forBookWithID id: Book.ID) {
        observationsByBookID[id]?.removeAll { $0.owner == nil || $0.owner === owner }
        if observationsByBookID[id]?.isEmpty == true { observationsByBookID[id] = nil }
    }

    /// How many observations of the book with `id` are live (their owners still exist).
    package func numberOfObservers(forBookWithID id: Book.ID) -> Int {
        observationsByBookID[id]?.filter { $0.owner != nil }.count ?? 0
    }

    // MARK: - Adding

    /// Adds the reader's `review` of the book with `id`, title and text trimmed, and tells
    /// the book's observers.
    ///
    /// - Throws: `BookReviewError` when the title is empty, the stars are not 1 to 5, or the
    ///   text is longer than `maximumTextLength` characters; then nothing changes.
    package func add(_ review: Book.Review, forBookWithID id: Book.ID) throws(BookReviewError) {
        append(try Self.checked(review), forBookWithID: id)
    }

    /// Adds `review` of the book with `id` as it arrived from another reader through the
    /// server, checked and trimmed as the reader's own are (what comes from elsewhere is not
    /// trusted), and tells the book's observers.
    ///
    /// - Throws: `BookReviewError`, as `add(_:forBookWithID:)` does; then nothing changes.
    package func receive(_ review: Book.Review, forBookWithID id: Book.ID) throws(BookReviewError) {
        append(try Self.checked(review), forBookWithID: id)
    }

    /// `review` with its title and text trimmed, if it is one the manager keeps.
    private static func checked(_ review: Book.Review) throws(BookReviewError) -> Book.Review {
        var review = review
        review.title = review.title.trimmingWhitespace()
        review.text = review.text.trimmingWhitespace()
        guard !review.title.isEmpty else {
            throw BookReviewError(code: .missingTitle, "A review needs a title.")
        }
        guard (1...5).contains(review.numberOfStars) else {
            throw BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not \(review.numberOfStars).")
        }
        guard review.text.count <= maximumTextLength else {
            throw BookReviewError(
                code: .textTooLong, "A review's text can be at most \(maximumTextLength) characters; this one has \(review.text.count).")
        }
        return review
    }

    private func append(_ review: Book.Review, forBookWithID id: Book.ID) {
        reviewsByBookID[id, default: []].append(review)
        notifyObservers(ofBookWithID: id)
    }

    private func notifyObservers(ofBookWithID id: Book.ID) {
        guard let observations = observationsByBookID[id] else { return }
        let reviews = reviewsForBook(withID: id)
        // Handlers may add or remove observers: work on a copy, then drop the ones whose owner is gone.
        for observation in observations {
            observation.notify(reviews)
        }
        observationsByBookID[id]?.removeAll { $0.owner == nil }
        if observationsByBookID[id]?.isEmpty == true { observationsByBookID[id] = nil }
    }
}
