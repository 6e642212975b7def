import Foundation
import TextRendering
import TextUI

/// The profile screens, each made from a mock state alone: no service, no view model.
enum ProfilePreviews {
    /// A loaded profile: the sample user written out by hand, as the view model would make it.
    static var loadedState: ProfileState {
        .loaded(ProfileState.Content(
            header: ProfileState.Header(
                initials: "ŁW", displayName: "Łucja Wróbel", handle: "@lucja.w", memberSinceText: "Member since 3 Feb 2021"),
            accounts: [
                ProfileState.AccountRow(currencyCode: "BTC", title: "Bitcoin", subtitle: "≈ €2,318.25", balanceText: "0.04215 BTC", kind: .crypto),
                ProfileState.AccountRow(currencyCode: "ETH", title: "Ether", subtitle: "≈ €4,102.50", balanceText: "1.50 ETH", kind: .crypto),
                ProfileState.AccountRow(currencyCode: "EUR", title: "Euro", subtitle: "€1,250.00", balanceText: "€1,250.00", kind: .fiat),
                ProfileState.AccountRow(currencyCode: "GBP", title: "British pound", subtitle: "≈ €364.36", balanceText: "£310.40", kind: .fiat),
                ProfileState.AccountRow(currencyCode: "JPY", title: "Japanese yen", subtitle: "≈ €735.00", balanceText: "¥120,000", kind: .fiat),
            ],
            totalBalanceText: "€8,770.11"))
    }

    /// The crypto currencies of the sample wallet, one being added.
    static var addingState: AddAccountState {
        AddAccountState(filter: .crypto, items: [
            .init(code: "BTC", name: "Bitcoin", status: .added),
            .init(code: "ETH", name: "Ether", status: .added),
            .init(code: "SOL", name: "Solana", status: .adding),
            .init(code: "ADA", name: "Cardano", status: .available),
        ])
    }

    /// The fiat currencies, one refused.
    static var refusedState: AddAccountState {
        AddAccountState(
            filter: .fiat,
            items: [
                .init(code: "EUR", name: "Euro", status: .added),
                .init(code: "USD", name: "US dollar", status: .available),
                .init(code: "JPY", name: "Japanese yen", status: .added),
            ],
            message: "You already have a EUR account.")
    }

    static var previews: [Preview] {
        [
            Preview("header", group: "Profile") {
                let view = ProfileHeaderView()
                view.configure(viewData: ProfileState.Header(
                    initials: "山花", displayName: "山田 花子", handle: "@hanako", memberSinceText: "Member since 1 Apr 2019"))
                return view
            },
            Preview("loading", group: "Profile", height: 8) {
                NavigationController(rootViewController: ProfileViewController(state: .loading))
            },
            Preview("loaded", group: "Profile", height: 22) {
                NavigationController(rootViewController: ProfileViewController(state: loadedState))
            },
            Preview("failed", group: "Profile", height: 10) {
                NavigationController(rootViewController: ProfileViewController(
                    state: .failed(message: "Your profile could not be loaded. \(UserServiceError.connectionLost.message)", retryTitle: "Try again")))
            },
            Preview("currency rows", group: "Add account") {
                let stack = StackView(axis: .vertical)
                for item in addingState.items {
                    let row = CurrencyRowView()
                    row.configure(viewData: item)
                    stack.addArrangedSubview(row)
                }
                return stack
            },
            Preview("adding", group: "Add account", height: 12) {
                AddAccountViewController(state: addingState)
            },
            Preview("refused", group: "Add account", height: 12) {
                AddAccountViewController(state: refusedState)
            },
        ]
    }
}
