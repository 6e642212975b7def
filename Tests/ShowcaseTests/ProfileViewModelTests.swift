import Foundation
import Testing
@testable import Showcase

/// The Wirex point: a view model is tested by giving it mock data and checking the states it
/// hands to its state handler, in order.
@Suite("Profile view model")
struct ProfileViewModelTests {
    let start = Showcase.referenceDate
    let scheduler: Scheduler
    let service: MockUserService

    /// A small user, so that the states expected can be written out in full.
    static let user = User(
        id: "u-7", name: "山田 花子", handle: "hanako", memberSince: Date(timeIntervalSince1970: 1_554_076_800),
        accounts: [
            Account(currency: .euro, balance: 123_456_789, value: Money(cents: 123_456_789)),
            Account(currency: .bitcoin, balance: 150_000_000, value: Money(cents: 5_500_000)),
        ])

    static let loaded = ProfileState.loaded(ProfileState.Content(
        header: ProfileState.Header(initials: "山花", displayName: "山田 花子", handle: "@hanako", memberSinceText: "Member since 1 Apr 2019"),
        accounts: [
            ProfileState.AccountRow(currencyCode: "BTC", title: "Bitcoin", subtitle: "≈ €55,000.00", balanceText: "1.50 BTC", kind: .crypto),
            ProfileState.AccountRow(
                currencyCode: "EUR", title: "Euro", subtitle: "€1,234,567.89", balanceText: "€1,234,567.89", kind: .fiat),
        ],
        totalBalanceText: "€1,289,567.89"))

    static let failed = ProfileState.failed(
        message: "Your profile could not be loaded. The connection to 'api.wallet.example' was lost.", retryTitle: "Try again")

    init() {
        scheduler = Scheduler(now: start)
        service = MockUserService(scheduler: scheduler, user: Self.user)
    }

    /// A view model whose states are collected in `states`.
    func makeViewModel() -> (ProfileViewModel, ProfileStateRecorder<ProfileState>) {
        let recorder = ProfileStateRecorder<ProfileState>()
        return (ProfileViewModel(service: service, stateHandler: recorder.record), recorder)
    }

    @Test func loadingThenLoaded() {
        let (viewModel, recorder) = makeViewModel()
        #expect(recorder.states.isEmpty)
        viewModel.startGeneratingState()
        #expect(recorder.states == [.loading])
        scheduler.advance(to: start + 0.9)
        #expect(recorder.states == [.loading])
        scheduler.advance(to: start + 1)
        #expect(recorder.states == [.loading, Self.loaded])
        #expect(viewModel.user == Self.user)
    }

    @Test func loadingThenFailed() {
        let (viewModel, recorder) = makeViewModel()
        service.failNextRequest()
        viewModel.startGeneratingState()
        scheduler.advance(to: start + 1)
        #expect(recorder.states == [.loading, Self.failed])
        #expect(viewModel.user == nil)
    }

    @Test func retryLoadsAgain() {
        let (viewModel, recorder) = makeViewModel()
        service.failNextRequest()
        viewModel.startGeneratingState()
        scheduler.advance(to: start + 1)
        viewModel.retry()
        #expect(recorder.states == [.loading, Self.failed, .loading])
        scheduler.advance(to: start + 2)
        #expect(recorder.states == [.loading, Self.failed, .loading, Self.loaded])
        #expect(service.requestCount == 2)
    }

    @Test func aLateAnswerToAnEarlierRequestIsIgnored() {
        let (viewModel, recorder) = makeViewModel()
        service.failNextRequest()
        viewModel.startGeneratingState()
        scheduler.advance(to: start + 0.5)
        viewModel.startGeneratingState()
        // The first (failing) answer comes at 1 s, the second at 1.5 s.
        scheduler.advance(to: start + 1.2)
        #expect(recorder.states == [.loading, .loading])
        scheduler.advance(to: start + 1.5)
        #expect(recorder.states == [.loading, .loading, Self.loaded])
    }

    @Test func anOpenedAccountRegeneratesTheLoadedState() throws {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        scheduler.advance(to: start + 1)
        let pound = Account(currency: .pound, balance: 31_040, value: Money(cents: 36_436))
        viewModel.accountWasOpened(pound)
        #expect(recorder.states.count == 3)
        guard case .loaded(let content) = recorder.states.last else {
            Issue.record("expected a loaded state, got \(String(describing: recorder.states.last))")
            return
        }
        #expect(content.accounts.map(\.currencyCode) == ["BTC", "EUR", "GBP"])
        #expect(content.accounts.last == ProfileState.AccountRow(
            currencyCode: "GBP", title: "British pound", subtitle: "≈ €364.36", balanceText: "£310.40", kind: .fiat))
        #expect(content.totalBalanceText == "€1,289,932.25")
        // The same account again changes nothing.
        viewModel.accountWasOpened(pound)
        #expect(recorder.states.count == 3)
    }

    @Test func anAccountOpenedWhileLoadingWaitsForTheAnswer() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        scheduler.advance(to: start + 1)
        viewModel.startGeneratingState()
        viewModel.accountWasOpened(Account(currency: .pound, balance: 0, value: .zero))
        // No loaded state in the middle of loading.
        #expect(recorder.states == [.loading, Self.loaded, .loading])
    }

    // MARK: - Formatting

    @Test func rowsAreGroupedCryptoFirstAndValuedInEuros() {
        let content = ProfileViewModel.content(for: .sample)
        #expect(content.accounts.map(\.currencyCode) == ["BTC", "ETH", "EUR", "GBP", "JPY"])
        #expect(content.accounts.map(\.kind) == [.crypto, .crypto, .fiat, .fiat, .fiat])
        #expect(content.accounts.map(\.balanceText) == ["0.04215 BTC", "1.50 ETH", "€1,250.00", "£310.40", "¥120,000"])
        #expect(content.accounts.map(\.subtitle) == ["≈ €2,318.25", "≈ €4,102.50", "€1,250.00", "≈ €364.36", "≈ €735.00"])
        #expect(content.totalBalanceText == "€8,770.11")
        #expect(content.header == ProfileState.Header(
            initials: "ŁW", displayName: "Łucja Wróbel", handle: "@lucja.w", memberSinceText: "Member since 3 Feb 2021"))
    }

    @Test func aUserWithoutAccountsHasAZeroTotal() {
        var user = Self.user
        user.accounts = []
        let content = ProfileViewModel.content(for: user)
        #expect(content.accounts.isEmpty)
        #expect(content.totalBalanceText == "€0.00")
    }

    static let initialsCases: [(String, String)] = [
        ("Łucja Wróbel", "ŁW"), ("山田 花子", "山花"), ("ada", "A"), ("Jean-Luc de la Tour", "JD"),
        ("  ", "?"), ("\u{1B}[31m Eve", "E"), ("1st Officer Data", "OD"),
    ]

    @Test(arguments: initialsCases)
    func initials(name: String, initials: String) {
        #expect(name.initials == initials)
    }

    static let amountCases: [(Int, Currency, String)] = [
        (0, .euro, "€0.00"), (5, .euro, "€0.05"), (100_000, .euro, "€1,000.00"), (-300, .euro, "-€3.00"),
        (123_456_789, .euro, "€1,234,567.89"), (120_000, .yen, "¥120,000"), (999, .yen, "¥999"),
        (4_215_000, .bitcoin, "0.04215 BTC"), (100_000_000, .bitcoin, "1.00 BTC"), (1, .bitcoin, "0.00000001 BTC"),
        (0, .bitcoin, "0.00 BTC"), (-150_000_000, .ether, "-1.50 ETH"),
        (1_050, Currency(code: "CHF", name: "Swiss franc", kind: .fiat, fractionDigits: 2), "10.50 CHF"),
    ]

    @Test(arguments: amountCases)
    func amounts(minorUnits: Int, currency: Currency, text: String) {
        #expect(AmountFormat.text(minorUnits: minorUnits, of: currency) == text)
    }

    @Test func moneyIsWrittenWithGroupedDigits() {
        #expect(AmountFormat.text(Money(cents: 877_011)) == "€8,770.11")
        #expect(AmountFormat.text(Money(cents: -5, currencySymbol: "£")) == "-£0.05")
    }
}

@Suite("Add account view model")
struct AddAccountViewModelTests {
    let start = Showcase.referenceDate
    let scheduler: Scheduler
    let service: MockUserService

    static let currencies: [Currency] = [
        .bitcoin, .ether, Currency(code: "SOL", name: "Solana", kind: .crypto, fractionDigits: 8), .euro, .pound, .yen,
    ]
    static let user = User(
        id: "u-7", name: "Ada", handle: "ada", memberSince: Date(timeIntervalSince1970: 0),
        accounts: [Account(currency: .bitcoin, balance: 1, value: Money(cents: 1)), Account(currency: .euro, balance: 1, value: Money(cents: 1))])

    init() {
        scheduler = Scheduler(now: start)
        service = MockUserService(scheduler: scheduler, user: Self.user, supportedCurrencies: Self.currencies)
    }

    func makeViewModel(existing: Set<String> = ["BTC", "EUR"]) -> (AddAccountViewModel, ProfileStateRecorder<AddAccountState>) {
        let recorder = ProfileStateRecorder<AddAccountState>()
        let viewModel = AddAccountViewModel(service: service, existingAccountCodes: existing, stateHandler: recorder.record)
        return (viewModel, recorder)
    }

    static func crypto(btc: AddAccountState.Status = .added, eth: AddAccountState.Status = .available,
                       sol: AddAccountState.Status = .available, message: String? = nil) -> AddAccountState {
        AddAccountState(
            filter: .crypto,
            items: [
                .init(code: "BTC", name: "Bitcoin", status: btc),
                .init(code: "ETH", name: "Ether", status: eth),
                .init(code: "SOL", name: "Solana", status: sol),
            ],
            message: message)
    }

    static let fiat = AddAccountState(filter: .fiat, items: [
        .init(code: "EUR", name: "Euro", status: .added),
        .init(code: "GBP", name: "British pound", status: .available),
        .init(code: "JPY", name: "Japanese yen", status: .available),
    ])

    @Test func theFirstStateListsCryptoWithExistingAccountsAdded() {
        let (viewModel, recorder) = makeViewModel()
        #expect(recorder.states.isEmpty)
        viewModel.startGeneratingState()
        #expect(recorder.states == [Self.crypto()])
    }

    @Test func theFilterMakesAStateWithOnlyThatKind() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        viewModel.select(filter: .fiat)
        viewModel.select(filter: .crypto)
        #expect(recorder.states == [Self.crypto(), Self.fiat, Self.crypto()])
    }

    @Test func addingShowsASpinnerThenACheckMark() throws {
        let (viewModel, recorder) = makeViewModel()
        var opened: [Account] = []
        viewModel.onAccountOpened = { opened.append($0) }
        viewModel.startGeneratingState()
        viewModel.add(code: "ETH")
        #expect(recorder.states == [Self.crypto(), Self.crypto(eth: .adding)])
        scheduler.advance(to: start + 0.5)
        #expect(recorder.states.count == 2)
        scheduler.advance(to: start + 1)
        #expect(recorder.states == [Self.crypto(), Self.crypto(eth: .adding), Self.crypto(eth: .added)])
        #expect(opened == [Account(currency: .ether, balance: 0, value: .zero)])
        #expect(service.user.accounts.map(\.currency.code) == ["BTC", "EUR", "ETH"])
    }

    @Test func addingAnAddedCurrencyIsRefusedWithoutARequest() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        viewModel.add(code: "BTC")
        #expect(recorder.states == [Self.crypto(), Self.crypto(message: "You already have a BTC account.")])
        #expect(service.requestCount == 0)
        // The next action clears the message.
        viewModel.add(code: "SOL")
        #expect(recorder.states.last == Self.crypto(sol: .adding))
    }

    @Test func addingACurrencyTwiceWhileItIsOpenedIsRefused() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        viewModel.add(code: "SOL")
        viewModel.add(code: "SOL")
        #expect(recorder.states.last == Self.crypto(sol: .adding, message: "Your SOL account is being opened."))
        #expect(service.requestCount == 1)
        // The answer for SOL settles what the refusal was about: the message goes with it.
        scheduler.advance(to: start + 1)
        #expect(recorder.states.last == Self.crypto(sol: .added))
    }

    @Test func theAnswerForOneCurrencyLeavesAMessageAboutAnotherAlone() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        viewModel.add(code: "SOL")
        viewModel.add(code: "BTC")
        scheduler.advance(to: start + 1)
        #expect(recorder.states.last == Self.crypto(sol: .added, message: "You already have a BTC account."))
    }

    @Test func aRefusedRepeatIsReplacedByTheFailureOfTheRequest() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        service.failNextRequest()
        viewModel.add(code: "SOL")
        viewModel.add(code: "SOL")
        scheduler.advance(to: start + 1)
        #expect(recorder.states.last == Self.crypto(
            message: "Your SOL account could not be opened. The connection to 'api.wallet.example' was lost."))
    }

    @Test func aScreenShownAgainGetsTheRequestsInFlightButNotAnEarlierRefusal() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        viewModel.add(code: "SOL")
        viewModel.add(code: "BTC")
        // The screen goes and comes back while SOL is being opened.
        viewModel.startGeneratingState()
        #expect(recorder.states.last == Self.crypto(sol: .adding))
        scheduler.advance(to: start + 1)
        #expect(recorder.states.last == Self.crypto(sol: .added))
    }

    @Test func aFailureThatCameWhileNoScreenShowedItIsShownNextTime() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.startGeneratingState()
        service.failNextRequest()
        viewModel.add(code: "ETH")
        scheduler.advance(to: start + 1)
        viewModel.startGeneratingState()
        #expect(recorder.states.last == Self.crypto(
            message: "Your ETH account could not be opened. The connection to 'api.wallet.example' was lost."))
    }

    @Test func aFailedRequestMakesTheCurrencyAvailableAgainWithAMessage() {
        let (viewModel, recorder) = makeViewModel()
        var opened: [Account] = []
        viewModel.onAccountOpened = { opened.append($0) }
        viewModel.startGeneratingState()
        service.failNextRequest()
        viewModel.add(code: "ETH")
        scheduler.advance(to: start + 1)
        #expect(recorder.states == [
            Self.crypto(), Self.crypto(eth: .adding),
            Self.crypto(message: "Your ETH account could not be opened. The connection to 'api.wallet.example' was lost."),
        ])
        #expect(opened.isEmpty)
        #expect(!service.user.hasAccount(in: "ETH"))
    }

    @Test func anAccountTheServerAlreadyHasIsShownAsAdded() {
        // The view model was not told about the EUR account; the server knows it.
        let (viewModel, recorder) = makeViewModel(existing: [])
        var opened: [Account] = []
        viewModel.onAccountOpened = { opened.append($0) }
        viewModel.select(filter: .fiat)
        viewModel.add(code: "EUR")
        scheduler.advance(to: start + 1)
        #expect(recorder.states.last == Self.fiat)
        #expect(opened.isEmpty)
    }

    @Test func anUnknownCurrencyIsRefused() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.add(code: "XYZ")
        #expect(recorder.states == [Self.crypto(message: "There is no currency 'XYZ'.")])
        #expect(service.requestCount == 0)
    }

    @Test func statusesOutliveAFilterChange() {
        let (viewModel, recorder) = makeViewModel()
        viewModel.add(code: "ETH")
        viewModel.select(filter: .fiat)
        scheduler.advance(to: start + 1)
        // The answer came while fiat was listed: the fiat list is handed over again, unchanged.
        #expect(recorder.states.suffix(2) == [Self.fiat, Self.fiat])
        viewModel.select(filter: .crypto)
        #expect(recorder.states.last == Self.crypto(eth: .added))
    }

    @Test func theMockServiceRefusesUnknownAndExistingAccounts() {
        var results: [Result<Account, UserServiceError>] = []
        service.openAccount(currencyCode: "XYZ") { results.append($0) }
        service.openAccount(currencyCode: "BTC") { results.append($0) }
        #expect(results.isEmpty)
        scheduler.advance(to: start + 1)
        #expect(results == [.failure(.unknownCurrency("XYZ")), .failure(.accountExists("BTC"))])
        #expect(UserServiceError.unknownCurrency("XYZ").message == "There is no currency 'XYZ'.")
        #expect(UserServiceError.accountExists("BTC").description == "There is already a 'BTC' account.")
    }
}

/// Collects the states a view model hands over.
final class ProfileStateRecorder<State> {
    private(set) var states: [State] = []

    func record(_ state: State) {
        states.append(state)
    }
}

extension ProfileViewModelTests {
    @Test func aCurrencyDecodedWithImpossibleDigitsIsStillWritten() throws {
        let json = Data(#"{"code":"BAD","name":"Bad","kind":"crypto","fractionDigits":-3}"#.utf8)
        let currency = try JSONDecoder().decode(Currency.self, from: json)
        #expect(AmountFormat.text(minorUnits: 1_500, of: currency) == "1,500 BAD")
        let tooMany = Data(#"{"code":"BIG","name":"Big","kind":"fiat","fractionDigits":40}"#.utf8)
        let big = try JSONDecoder().decode(Currency.self, from: tooMany)
        #expect(AmountFormat.text(minorUnits: 5, of: big) == "0.000000000000000005 BIG")
    }
}
