import Foundation
import Testing
@testable import Showcase

/// A sync service that answers at once with what the test says, and keeps what it was sent.
final class StubSyncService: BookSyncService {
    var answer: (Book) -> Result<Book, BookSyncError>
    private(set) var received: [Book] = []

    init(answer: @escaping (Book) -> Result<Book, BookSyncError> = { .success($0) }) {
        self.answer = answer
    }

    func sync(_ book: Book, completion: @escaping (Result<Book, BookSyncError>) -> Void) {
        received.append(book)
        completion(answer(book))
    }
}

let norwegianWood = Book(
    id: 1, name: "ノルウェイの森", author: Author(name: "村上 春樹"), price: Money(cents: 1250), isAvailable: true,
    blurb: "Tokyo, the late sixties.")

@Suite("Books: the read-only details view model")
struct BookDetailsViewModelTests {
    @Test func titleIsTheNameByTheAuthor() {
        #expect(BookDetailsViewModel(model: norwegianWood).title == "ノルウェイの森, by 村上 春樹")
        let combining = Book(
            id: 2, name: "Cien an\u{303}os", author: Author(name: "Garci\u{301}a"), price: .zero, isAvailable: false)
        #expect(BookDetailsViewModel(model: combining).title == "Cien an\u{303}os, by Garci\u{301}a")
    }

    @Test func anAvailableBookShowsItsPrice() {
        let viewModel = BookDetailsViewModel(model: norwegianWood)
        #expect(viewModel.subtitle == "Available now for €12.50")
        #expect(viewModel.isAvailable)
        #expect(viewModel.blurb == "Tokyo, the late sixties.")
    }

    @Test func aBookNotYetPublishedIsComingSoonWhateverItsPrice() {
        var book = norwegianWood
        book.isAvailable = false
        let viewModel = BookDetailsViewModel(model: book)
        #expect(viewModel.subtitle == "Coming soon")
        #expect(!viewModel.isAvailable)
    }

    @Test func theSubtitleFollowsThePrice() {
        var book = norwegianWood
        book.price = Money(cents: 5)
        #expect(BookDetailsViewModel(model: book).subtitle == "Available now for €0.05")
    }
}

@Suite("Books: the updating editor view model")
struct BookEditorViewModelTests {
    let now = Showcase.referenceDate

    @Test func typedInputBecomesChanges() throws {
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: StubSyncService())
        let changes = try viewModel.changes(name: "  Norwegian Wood ", price: "9,9", isAvailable: false)
        #expect(changes.name == "Norwegian Wood")
        #expect(changes.price == Money(cents: 990))
        #expect(!changes.isAvailable)
        #expect(try viewModel.changes(name: "N", price: "€12.50", isAvailable: true).price == Money(cents: 1250))
    }

    static let invalidInput: [(name: String, price: String, error: BookEditorError)] = [
        (" \n ", "12.50", BookEditorError(code: .missingName, "A book needs a name.")),
        ("Norwegian Wood", "twelve", BookEditorError(code: .invalidPrice, "The price 'twelve' is not an amount like 12.50.")),
        ("Norwegian Wood", "", BookEditorError(code: .invalidPrice, "The price '' is not an amount like 12.50.")),
        ("Norwegian Wood", "-3", BookEditorError(code: .invalidPrice, "The price '-3' is not an amount like 12.50.")),
        ("Norwegian Wood", "12.345", BookEditorError(code: .invalidPrice, "The price '12.345' is not an amount like 12.50.")),
    ]

    @Test(arguments: invalidInput)
    func invalidInputIsRefusedBeforeSyncing(name: String, price: String, error: BookEditorError) {
        let service = StubSyncService()
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: service)
        #expect(throws: error) { try viewModel.changes(name: name, price: price, isAvailable: true) }
        #expect(service.received.isEmpty)
    }

    @Test func theFormStartsFromTheBook() {
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: StubSyncService())
        #expect(viewModel.name == "ノルウェイの森")
        #expect(viewModel.priceText == "€12.50")
        #expect(viewModel.isAvailable)
        #expect(!viewModel.isSaving)
    }

    @Test func aSuccessfulSaveUpdatesTheModelWhenTheServiceAnswers() {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: [norwegianWood], scheduler: scheduler)
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: server)
        var outcomes: [BookEditorViewModel.Outcome] = []

        viewModel.update(with: ("Norwegian Wood", Money(cents: 990), false)) { outcomes.append($0) }
        #expect(viewModel.isSaving)
        #expect(outcomes.isEmpty)
        #expect(viewModel.name == "ノルウェイの森")

        scheduler.advance(to: now + 1)
        #expect(outcomes == [.success])
        #expect(!viewModel.isSaving)
        #expect(viewModel.name == "Norwegian Wood")
        #expect(viewModel.priceText == "€9.90")
        #expect(!viewModel.isAvailable)
        #expect(server.book(withID: 1)?.name == "Norwegian Wood")
    }

    @Test func theModelBecomesTheBookTheServiceReturned() {
        // The service keeps the name in capitals: the view model shows what was saved, not what was sent.
        let service = StubSyncService { book in
            var saved = book
            saved.name = book.name.uppercased()
            return .success(saved)
        }
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: service)
        var outcome: BookEditorViewModel.Outcome?
        viewModel.update(with: ("Norwegian Wood", Money(cents: 1250), true)) { outcome = $0 }
        #expect(outcome == .success)
        #expect(service.received.map(\.name) == ["Norwegian Wood"])
        #expect(viewModel.name == "NORWEGIAN WOOD")
    }

    @Test func aFailedSaveLeavesTheModelAsItWas() {
        let error = BookSyncError(code: .rejected, "The server is down.")
        let service = StubSyncService { _ in .failure(error) }
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: service)
        var outcome: BookEditorViewModel.Outcome?
        viewModel.update(with: ("Norwegian Wood", Money(cents: 990), false)) { outcome = $0 }
        #expect(outcome == .failure(error))
        #expect(service.received.map(\.price) == [Money(cents: 990)])
        #expect(viewModel.name == "ノルウェイの森")
        #expect(viewModel.priceText == "€12.50")
        #expect(viewModel.isAvailable)
        #expect(!viewModel.isSaving)
    }

    @Test func aServerToldToFailRejectsTheSaveAndKeepsItsBook() {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: [norwegianWood], scheduler: scheduler)
        server.failsSyncs = true
        let viewModel = BookEditorViewModel(model: norwegianWood, syncService: server)
        var outcomes: [BookEditorViewModel.Outcome] = []
        viewModel.update(with: ("Norwegian Wood", Money(cents: 990), true)) { outcomes.append($0) }
        scheduler.advance(to: now + 1)
        #expect(outcomes == [.failure(BookSyncError(code: .rejected, "The server rejected the changes to 'Norwegian Wood'."))])
        #expect(viewModel.name == "ノルウェイの森")
        #expect(server.book(withID: 1) == norwegianWood)
    }

    @Test func anOutcomeAfterTheViewModelIsGoneIsDropped() {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: [norwegianWood], scheduler: scheduler)
        var viewModel: BookEditorViewModel? = BookEditorViewModel(model: norwegianWood, syncService: server)
        weak let weakViewModel = viewModel
        var called = false
        viewModel?.update(with: ("Norwegian Wood", Money(cents: 990), true)) { _ in called = true }
        viewModel = nil
        #expect(weakViewModel == nil)
        scheduler.advance(to: now + 1)
        #expect(!called)
        // The server saved it all the same.
        #expect(server.book(withID: 1)?.name == "Norwegian Wood")
    }
}

@Suite("Books: errors")
struct BookErrorTests {
    @Test func errorsReadAsTheirMessageAndCompareByCodeToo() {
        let error = BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 6.")
        #expect(error.description == "A review has 1 to 5 stars, not 6.")
        #expect(error != BookReviewError(code: .missingStars, "A review has 1 to 5 stars, not 6."))
        #expect(BookReviewError.Code.textTooLong.description == "textTooLong")
        #expect(BookEditorError.Code.invalidPrice.description == "invalidPrice")
        #expect(BookSyncError.Code.unknownBook.description == "unknownBook")
        #expect(BookSyncError(code: .rejected, "No.").description == "No.")
    }

    @Test func codesTellTheKindsApart() {
        #expect(Set([BookReviewError.Code.missingTitle, .missingStars, .invalidStars, .textTooLong]).count == 4)
        #expect(Set([BookEditorError.Code.missingName, .invalidPrice]).count == 2)
        #expect(Set([BookSyncError.Code.rejected, .unknownBook, .missingName]).count == 3)
    }
}

@Suite("Books: the in-memory server")
struct InMemoryBookSyncServiceTests {
    let now = Showcase.referenceDate

    func sync(_ book: Book, on server: InMemoryBookSyncService, scheduler: Scheduler) -> Result<Book, BookSyncError>? {
        var result: Result<Book, BookSyncError>?
        server.sync(book) { result = $0 }
        scheduler.advance(to: scheduler.now + 0.5)
        #expect(result == nil, "answered before its delay")
        scheduler.advance(to: scheduler.now + 0.5)
        return result
    }

    @Test func itAnswersAfterItsDelayAndKeepsTheBookTrimmed() throws {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
        var book = norwegianWood
        book.name = "  Norwegian Wood  "
        let saved = try sync(book, on: server, scheduler: scheduler)?.get()
        #expect(saved?.name == "Norwegian Wood")
        #expect(server.book(withID: 1)?.name == "Norwegian Wood")
        #expect(server.books.count == Book.samples.count)
        #expect(server.syncCount == 1)
    }

    @Test func itRejectsUnknownBooksAndEmptyNames() {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
        var unknown = norwegianWood
        unknown.id = 99
        #expect(sync(unknown, on: server, scheduler: scheduler) == .failure(BookSyncError(code: .unknownBook, "The server has no book with the identifier 99.")))
        var nameless = norwegianWood
        nameless.name = "   "
        #expect(sync(nameless, on: server, scheduler: scheduler) == .failure(BookSyncError(code: .missingName, "The server keeps no book without a name.")))
        #expect(server.books == Book.samples)
    }

    @Test func whetherItFailsIsDecidedWhenTheRequestArrives() {
        let scheduler = Scheduler(now: now)
        let server = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
        server.failsSyncs = true
        var result: Result<Book, BookSyncError>?
        server.sync(norwegianWood) { result = $0 }
        server.failsSyncs = false
        scheduler.advance(to: now + 1)
        #expect(result == .failure(BookSyncError(code: .rejected, "The server rejected the changes to 'ノルウェイの森'.")))
    }
}
