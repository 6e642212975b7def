import Foundation
import Testing
@testable import Showcase

@Suite("Books: the review manager")
struct BookReviewManagerTests {
    let gripping = Book.Review(title: "Gripping", text: "Could not put it down.", numberOfStars: 4, reviewer: "Hanako")

    static let invalidReviews: [(Book.Review, BookReviewError)] = [
        (Book.Review(title: "  ", text: "", numberOfStars: 3, reviewer: "A"), BookReviewError(code: .missingTitle, "A review needs a title.")),
        (Book.Review(title: "Meh", text: "", numberOfStars: 0, reviewer: "A"), BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 0.")),
        (Book.Review(title: "Wow", text: "", numberOfStars: 6, reviewer: "A"), BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 6.")),
        (Book.Review(title: "Boo", text: "", numberOfStars: -1, reviewer: "A"), BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not -1.")),
        (Book.Review(title: "Best", text: "", numberOfStars: 1_000_000, reviewer: "A"),
         BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 1000000.")),
        (Book.Review(title: "Long", text: String(repeating: "ü", count: 501), numberOfStars: 3, reviewer: "A"),
         BookReviewError(code: .textTooLong, "A review's text can be at most 500 characters; this one has 501.")),
    ]

    @Test(arguments: invalidReviews)
    func invalidReviewsAreRefusedAndChangeNothing(review: Book.Review, error: BookReviewError) {
        let manager = BookReviewManager(reviews: [1: [gripping]])
        let owner = NSObject()
        var notified = false
        manager.addObserver(owner, forBookWithID: 1) { _, _ in notified = true }
        #expect(throws: error) { try manager.add(review, forBookWithID: 1) }
        #expect(manager.reviewsForBook(withID: 1) == [gripping])
        #expect(!notified)
        #expect(manager.numberOfObservers(forBookWithID: 1) == 1)
    }

    @Test(arguments: invalidReviews)
    func invalidReviewsFromElsewhereAreRefusedAndChangeNothing(review: Book.Review, error: BookReviewError) {
        let manager = BookReviewManager(reviews: [1: [gripping]])
        let owner = NSObject()
        var notified = false
        manager.addObserver(owner, forBookWithID: 1) { _, _ in notified = true }
        #expect(throws: error) { try manager.receive(review, forBookWithID: 1) }
        #expect(manager.reviewsForBook(withID: 1) == [gripping])
        #expect(!notified)
    }

    @Test func reviewsFromElsewhereAreTrimmedLikeTheReadersOwn() throws {
        let manager = BookReviewManager()
        try manager.receive(Book.Review(title: " Far ", text: " Away ", numberOfStars: 2, reviewer: "B"), forBookWithID: 1)
        #expect(manager.reviewsForBook(withID: 1) == [Book.Review(title: "Far", text: "Away", numberOfStars: 2, reviewer: "B")])
    }

    @Test func otherReadersPassOnARefusal() {
        let manager = BookReviewManager()
        let others = OtherReaders(manager: manager, reviews: [Book.Review(title: "Bad", text: "", numberOfStars: -1, reviewer: "Eve")])
        #expect(throws: BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not -1.")) { try others.sendReview(forBookWithID: 1) }
        #expect(manager.reviewsForBook(withID: 1).isEmpty)
    }

    @Test func reviewsAreTrimmedAndMayHaveNoTextOrTheLongestText() throws {
        let manager = BookReviewManager()
        try manager.add(Book.Review(title: " Quiet ", text: " ", numberOfStars: 1, reviewer: "A"), forBookWithID: 1)
        let longest = String(repeating: "字", count: BookReviewManager.maximumTextLength)
        try manager.add(Book.Review(title: "Long", text: longest, numberOfStars: 5, reviewer: "B"), forBookWithID: 1)
        #expect(manager.reviewsForBook(withID: 1).map(\.title) == ["Quiet", "Long"])
        #expect(manager.reviewsForBook(withID: 1).map(\.text) == ["", longest])
        #expect(manager.reviewsForBook(withID: 2).isEmpty)
    }

    @Test func observersOfTheBookHearAddedAndReceivedReviews() throws {
        let manager = BookReviewManager()
        let owner = NSObject()
        var heard: [[String]] = []
        manager.addObserver(owner, forBookWithID: 1) { receivedOwner, reviews in
            #expect(receivedOwner === owner)
            heard.append(reviews.map(\.title))
        }
        var otherBookHeard = false
        manager.addObserver(owner, forBookWithID: 2) { _, _ in otherBookHeard = true }

        try manager.add(gripping, forBookWithID: 1)
        try manager.receive(Book.Review(title: "From afar", text: "", numberOfStars: 2, reviewer: "B"), forBookWithID: 1)
        #expect(heard == [["Gripping"], ["Gripping", "From afar"]])
        #expect(!otherBookHeard)
    }

    @Test func removedObserversHearNothing() throws {
        let manager = BookReviewManager()
        let owner = NSObject()
        let other = NSObject()
        var heard: [String] = []
        manager.addObserver(owner, forBookWithID: 1) { _, _ in heard.append("owner") }
        manager.addObserver(other, forBookWithID: 1) { _, _ in heard.append("other") }
        #expect(manager.numberOfObservers(forBookWithID: 1) == 2)
        manager.removeObserver(owner, forBookWithID: 1)
        #expect(manager.numberOfObservers(forBookWithID: 1) == 1)
        try manager.add(gripping, forBookWithID: 1)
        #expect(heard == ["other"])
    }

    @Test func anObserverWhoseOwnerIsGoneHearsNothingAndIsDropped() throws {
        let manager = BookReviewManager()
        var heard = false
        var owner: NSObject? = NSObject()
        manager.addObserver(owner!, forBookWithID: 1) { _, _ in heard = true }
        #expect(manager.numberOfObservers(forBookWithID: 1) == 1)
        owner = nil
        #expect(manager.numberOfObservers(forBookWithID: 1) == 0)
        try manager.receive(gripping, forBookWithID: 1)
        #expect(!heard)
    }

    @Test func otherReadersSendTheirReviewsInTurn() throws {
        let manager = BookReviewManager()
        let others = OtherReaders(manager: manager)
        for _ in 0..<(OtherReaders.samples.count + 1) { try others.sendReview(forBookWithID: 3) }
        #expect(manager.reviewsForBook(withID: 3) == OtherReaders.samples + [OtherReaders.samples[0]])
    }
}

@Suite("Books: the two-way reviews view model")
struct BookReviewsViewModelTests {
    func makeManager() -> BookReviewManager {
        BookReviewManager(reviews: [
            1: [
                Book.Review(title: "Gripping", text: "Could not put it down.", numberOfStars: 4, reviewer: "Hanako"),
                Book.Review(title: "美しい", text: "", numberOfStars: 5, reviewer: "山田 太郎"),
            ],
        ])
    }

    @Test func rowsShowStarsTitlesAndReviewers() {
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: makeManager())
        #expect(viewModel.bookName == "ノルウェイの森")
        #expect(viewModel.numberOfReviews == 2)
        #expect(viewModel.titleForReview(at: 0) == "⭐⭐⭐⭐ “Gripping”")
        #expect(viewModel.subtitleForReview(at: 0) == "Hanako · Could not put it down.")
        #expect(viewModel.titleForReview(at: 1) == "⭐⭐⭐⭐⭐ “美しい”")
        #expect(viewModel.subtitleForReview(at: 1) == "山田 太郎")
    }

    static let summaries: [([Int], String)] = [
        ([], "No reviews yet"),
        ([4], "1 review · ⭐ 4.0"),
        ([4, 5, 1], "3 reviews · ⭐ 3.3 on average"),
        ([4, 4, 3], "3 reviews · ⭐ 3.7 on average"),
        ([4, 5], "2 reviews · ⭐ 4.5 on average"),
        ([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2], "20 reviews · ⭐ 1.1 on average"),
    ]

    @Test(arguments: summaries)
    func theSummaryCountsAndAverages(stars: [Int], summary: String) {
        let reviews = stars.map { Book.Review(title: "T", text: "", numberOfStars: $0, reviewer: "R") }
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: BookReviewManager(reviews: [1: reviews]))
        #expect(viewModel.summary == summary)
    }

    @Test func starsOutsideOneToFiveAreDrawnWithinThem() {
        // Reviews the manager was created with are not checked: drawing them must not trap.
        let reviews = [-1, 1_000_000, Int.max, Int.min].map { Book.Review(title: "T", text: "", numberOfStars: $0, reviewer: "R") }
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: BookReviewManager(reviews: [1: reviews]))
        #expect((0..<4).map(viewModel.titleForReview(at:)) == ["“T”", "⭐⭐⭐⭐⭐ “T”", "⭐⭐⭐⭐⭐ “T”", "“T”"])
        #expect(viewModel.summary == "4 reviews · ⭐ 2.5 on average")
    }

    @Test func aReviewArrivingFromElsewhereCallsTheUpdateHandler() throws {
        let manager = makeManager()
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: manager)
        var updates = 0
        viewModel.updateHandler = { updates += 1 }
        try manager.receive(Book.Review(title: "From afar", text: "Hello", numberOfStars: 3, reviewer: "Léa"), forBookWithID: 1)
        #expect(updates == 1)
        #expect(viewModel.numberOfReviews == 3)
        #expect(viewModel.titleForReview(at: 2) == "⭐⭐⭐ “From afar”")
        // Another book's reviews are not this view model's business.
        try manager.receive(Book.Review(title: "Else", text: "", numberOfStars: 3, reviewer: "Tom"), forBookWithID: 2)
        #expect(updates == 1)
    }

    @Test func addingAReviewCallsTheUpdateHandlerThroughTheManager() throws {
        let manager = makeManager()
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: manager, readerName: "Ada")
        var updates = 0
        viewModel.updateHandler = { updates += 1 }
        try viewModel.addReview(withTitle: "Haunting", text: "Quiet and sad.", numberOfStars: 5)
        try viewModel.addReview(withTitle: "Again", text: "", numberOfStars: " 3 ")
        #expect(updates == 2)
        #expect(viewModel.numberOfReviews == 4)
        #expect(viewModel.titleForReview(at: 2) == "⭐⭐⭐⭐⭐ “Haunting”")
        #expect(viewModel.subtitleForReview(at: 2) == "Ada · Quiet and sad.")
        #expect(manager.reviewsForBook(withID: 1).last?.numberOfStars == 3)
    }

    static let invalidInput: [(title: String, stars: String, error: BookReviewError)] = [
        ("", "4", BookReviewError(code: .missingTitle, "A review needs a title.")),
        ("Wow", "6", BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 6.")),
        ("Wow", "five", BookReviewError(code: .invalidStars, "'five' is not a number of stars from 1 to 5.")),
        ("Wow", "4.5", BookReviewError(code: .invalidStars, "'4.5' is not a number of stars from 1 to 5.")),
        ("Wow", " ", BookReviewError(code: .missingStars, "A review needs 1 to 5 stars.")),
    ]

    @Test(arguments: invalidInput)
    func invalidInputThrowsAndChangesNothing(title: String, stars: String, error: BookReviewError) {
        let manager = makeManager()
        let viewModel = BookReviewsViewModel(book: norwegianWood, manager: manager)
        var updates = 0
        viewModel.updateHandler = { updates += 1 }
        #expect(throws: error) {
            try viewModel.addReview(withTitle: title, text: "", numberOfStars: stars)
        }
        #expect(updates == 0)
        #expect(viewModel.numberOfReviews == 2)
        #expect(manager.reviewsForBook(withID: 1).count == 2)
    }

    @Test func aDeallocatedViewModelStopsObserving() throws {
        let manager = makeManager()
        var viewModel: BookReviewsViewModel? = BookReviewsViewModel(book: norwegianWood, manager: manager)
        weak let weakViewModel = viewModel
        var updates = 0
        viewModel?.updateHandler = { updates += 1 }
        #expect(manager.numberOfObservers(forBookWithID: 1) == 1)
        viewModel = nil
        #expect(weakViewModel == nil, "the manager must not keep the view model alive")
        #expect(manager.numberOfObservers(forBookWithID: 1) == 0)
        try manager.receive(Book.Review(title: "Late", text: "", numberOfStars: 3, reviewer: "Tom"), forBookWithID: 1)
        #expect(updates == 0)
    }
}
