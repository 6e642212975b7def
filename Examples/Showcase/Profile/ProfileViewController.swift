import TextRendering
import TextUI

/// The profile screen: renders a `ProfileState` and nothing else.
///
/// Loading shows a spinner, a failure its message and a retry button, a loaded profile the
/// header, the accounts with their balances right-aligned, the total, and an "Add account"
/// button. Since the state is all it needs, a preview or a test makes the screen from a mock
/// state alone:
///
/// ```swift
/// let controller = ProfileViewController(state: .failed(message: "Offline.", retryTitle: "Try again"))
/// controller.onRetry = { viewModel.retry() }
/// ```
///
/// The user's actions are not part of the state (which stays `Equatable`): they are the
/// closures `onRetry` and `onAddAccount`, set once by whoever makes the controller.
///
/// Keys: `a` or Enter opens "Add account" when the profile is loaded; `r` or Enter retries
/// after a failure; ↑↓ scroll the profile when it is taller than the screen.
package final class ProfileViewController: StateViewController<ProfileState> {
    /// Called when the user asks to load the profile again.
    package var onRetry: (() -> Void)?
    /// Called when the user asks to add an account.
    package var onAddAccount: (() -> Void)?

    private let spinner = ProgressView(progress: nil, title: "Loading your profile…")
    private let loadingView = View()

    private let failureLabel = Label(style: Style.plain.foreground(.red), numberOfLines: 0)
    private let retryButton = Button()
    private let failedView = StackView(axis: .vertical, spacing: 1, alignment: .leading)

    private let headerView = ProfileHeaderView()
    private let accountsTable = DataTable(columns: [
        // When narrow, names wrap and amounts stay whole.
        Table.Column("Account"),
        Table.Column("Balance", alignment: .trailing, overflow: .ellipsis),
        Table.Column("Value", alignment: .trailing, overflow: .ellipsis, style: .dim),
    ])
    private let addAccountButton = Button("Add account", image: Image("add", altText: "Add", symbol: "+"))
    private let loadedView = ScrollView()

    /// How many times a state was rendered: an equal state is not.
    private(set) var renderCount = 0

    /// Creates the screen showing `state`.
    package override init(state: ProfileState) {
        super.init(state: state)
        title = "Profile"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        loadingView.padding = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        loadingView.addSubview(spinner)

        retryButton.action = { [weak self] _ in self?.onRetry?() }
        failedView.padding = EdgeInsets(top: 1, left: 1, bottom: 0, right: 1)
        failedView.addArrangedSubview(failureLabel)
        failedView.addArrangedSubview(retryButton)

        accountsTable.boxStyle = nil
        addAccountButton.action = { [weak self] _ in self?.onAddAccount?() }
        let content = StackView(axis: .vertical, spacing: 1, alignment: .leading, arrangedSubviews: [headerView, accountsTable, addAccountButton])
        // No padding at the right: at 40 columns the table needs every column there is.
        content.padding = EdgeInsets(left: 1)
        loadedView.contentView = content

        for stateView in [loadingView, failedView, loadedView] { view.addSubview(stateView) }
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        updateFocus()
    }

    // MARK: - Rendering

    package override func render(state: ProfileState) {
        renderCount += 1
        switch state {
        case .loading:
            show(loadingView)
        case .loaded(let content):
            headerView.configure(viewData: content.header)
            accountsTable.setRows(Self.rows(for: content.accounts))
            accountsTable.footer = [StyledText("Total", style: .bold), "", StyledText(content.totalBalanceText, style: .bold)]
            show(loadedView)
        case .failed(let message, let retryTitle):
            failureLabel.text = message
            retryButton.title = retryTitle
            show(failedView)
        }
        if isVisible { updateFocus() }
    }

    /// Shows the view of one kind of state and hides the others.
    private func show(_ stateView: View) {
        for candidate in [loadingView, failedView, loadedView] { candidate.isHidden = candidate !== stateView }
    }

    /// The table's rows: a heading for each kind of account there is, then its accounts.
    static func rows(for accounts: [ProfileState.AccountRow]) -> [[StyledText]] {
        CurrencyKind.allCases.flatMap { kind -> [[StyledText]] in
            let group = accounts.filter { $0.kind == kind }
            guard !group.isEmpty else { return [] }
            let heading = StyledText(kind == .crypto ? "Crypto" : "Fiat", style: Style.bold.adding(.underline))
            return [[heading]] + group.map { [StyledText($0.title), StyledText($0.balanceText), StyledText($0.subtitle)] }
        }
    }

    /// The view that takes the keys: the retry button after a failure, the scrolling profile
    /// when loaded, none while loading.
    private func updateFocus() {
        switch state {
        case .loading:
            retryButton.resignFirstResponder()
            loadedView.resignFirstResponder()
        case .loaded:
            loadedView.becomeFirstResponder()
        case .failed:
            retryButton.becomeFirstResponder()
        }
    }

    /// Moves the spinner on by a frame while it shows.
    ///
    /// - Returns: Whether it moved (the screen changed).
    @discardableResult
    package func tickSpinner() -> Bool {
        guard state == .loading else { return false }
        spinner.tick()
        return true
    }

    // MARK: - Keys

    package override func handle(_ key: Key) -> Bool {
        switch (state, key) {
        case (.loaded, .character("a")), (.loaded, .enter):
            onAddAccount?()
        case (.failed, .character("r")):
            onRetry?()
        default:
            return false
        }
        return true
    }
}
