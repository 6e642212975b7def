/// The updating flavour of view model: a class that holds a `Book` privately together with
/// the service that saves it, turns what the user typed into changes, and applies them by
/// syncing, reporting the outcome to a handler.
///
/// It is a class because it changes after it is made: when a save succeeds, the model becomes
/// the book the service returned, and the next edit starts from that.
///
/// ```swift
/// let viewModel = BookEditorViewModel(model: book, syncService: server)
/// let changes = try viewModel.changes(name: "Norwegian Wood", price: "9.90", isAvailable: true)
/// viewModel.update(with: changes) { outcome in
///     switch outcome {
///     case .success: showSaved()
///     case .failure(let error): show(error.message)   // the model is as it was
///     }
/// }
/// ```
package final class BookEditorViewModel {
    /// What the user can change in a book: a tuple, as light as the three values it groups.
    package typealias Changes = (name: String, price: Money, isAvailable: Bool)

    /// How a save ended.
    package enum Outcome: Sendable, Hashable {
        /// The service saved the book; the view model now shows the book as saved.
        case success
        /// The service did not save the book; the view model is as it was.
        case failure(BookSyncError)
    }

    private var model: Book
    private let syncService: any BookSyncService
    private var savesInFlight = 0

    /// Creates the view model of `model`, saving through `syncService`.
    package init(model: Book, syncService: any BookSyncService) {
        self.model = model
        self.syncService = syncService
    }
}

extension BookEditorViewModel {
    /// The name, for the name field.
    package var name: String { model.name }

    /// The price as a person types it (`€12.50`), for the price field.
    package var priceText: String { model.price.description }

    /// Whether the book can be bought now, for the availability switch.
    package var isAvailable: Bool { model.isAvailable }

    /// Whether a save is on its way to the service.
    package var isSaving: Bool { savesInFlight > 0 }

    /// Reads what the user typed into changes, or says what is wrong with it.
    ///
    /// - Parameters:
    ///   - name: The name typed; spaces around it are dropped.
    ///   - price: The price typed, read by `Money(parsing:)` in the book's currency: `9.90`,
    ///     `9,9`, `€9.90`.
    ///   - isAvailable: Whether the book can be bought now.
    /// - Returns: The changes, to pass to `update(with:then:)`.
    /// - Throws: `BookEditorError` when the name is empty or the price is not an amount.
    package func changes(name: String, price: String, isAvailable: Bool) throws(BookEditorError) -> Changes {
        let name = name.trimmingWhitespace()
        guard !name.isEmpty else { throw BookEditorError(code: .missingName, "A book needs a name.") }
        guard let amount = Money(parsing: price, currencySymbol: model.price.currencySymbol) else {
            throw BookEditorError(code: .invalidPrice, "The price '\(price)' is not an amount like 12.50.")
        }
        return (name, amount, isAvailable)
    }

    /// Applies `changes` to a copy of the book and sends it to the service; when the service
    /// answers, the model becomes the book it returned (on success) or stays as it was (on
    /// failure), and `handler` hears which.
    ///
    /// Saves that overlap each go to the service; the model ends as the last one to succeed
    /// returned it.
    ///
    /// - Parameters:
    ///   - changes: The new name, price and availability.
    ///   - handler: Called once, when the service answers (unless the view model is gone by then).
    package func update(with changes: Changes, then handler: @escaping (Outcome) -> Void) {
        var updatedModel = model
        updatedModel.name = changes.name
        updatedModel.price = changes.price
        updatedModel.isAvailable = changes.isAvailable

        savesInFlight += 1
        syncService.sync(updatedModel) { [weak self] result in
            guard let self else { return }
            savesInFlight -= 1
            switch result {
            case .success(let savedModel):
                model = savedModel
                handler(.success)
            case .failure(let error):
                handler(.failure(error))
            }
        }
    }
}
