import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

/// The other half of the Wirex point: a controller is rendered from a mock state alone, no
/// service and no view model.
@Suite("Profile screens")
struct ProfileScreenTests {
    /// A loaded profile written out by hand, so that these snapshots depend on the screen alone
    /// and not on how the view model formats money, names and dates.
    static let loaded = ProfileState.loaded(ProfileState.Content(
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
    static let failed = ProfileState.failed(
        message: "Your profile could not be loaded. The connection to 'api.wallet.example' was lost.", retryTitle: "Try again")

    static let crypto = AddAccountState(filter: .crypto, items: [
        .init(code: "BTC", name: "Bitcoin", status: .added),
        .init(code: "ETH", name: "Ether", status: .available),
        .init(code: "PWN", name: "\u{1B}[2J\u{1B}]0;pwned\u{07}PwnCoin \u{202E}nioc", status: .available),
    ])
    static let fiat = AddAccountState(filter: .fiat, items: [
        .init(code: "EUR", name: "Euro", status: .added),
        .init(code: "USD", name: "US dollar", status: .available),
        .init(code: "CNY", name: "Renminbi 人民币", status: .available),
    ])
    static let adding = AddAccountState(filter: .fiat, items: [
        .init(code: "EUR", name: "Euro", status: .added),
        .init(code: "USD", name: "US dollar", status: .adding),
        .init(code: "CNY", name: "Renminbi 人民币", status: .available),
    ])
    static let added = AddAccountState(
        filter: .fiat,
        items: [
            .init(code: "EUR", name: "Euro", status: .added),
            .init(code: "USD", name: "US dollar", status: .added),
            .init(code: "CNY", name: "Renminbi 人民币", status: .available),
        ],
        message: "You already have a USD account.")

    static let profileStates: [(String, ProfileState)] = [("loading", .loading), ("loaded", loaded), ("failed", failed)]
    static let addAccountStates: [(String, AddAccountState)] = [
        ("crypto", crypto), ("fiat", fiat), ("adding", adding), ("added", added),
    ]

    /// `controller` in a window of `width` × 20, as it first appears.
    func render(_ controller: ViewController, width: Int) -> Canvas {
        Window(rootViewController: controller, size: Size(width: width, height: 20)).render()
    }

    @Test(arguments: profileStates)
    func profileFromAMockState(name: String, state: ProfileState) {
        for width in [40, 80] {
            let screen = render(ProfileViewController(state: state), width: width)
            assertSnapshot(of: screen, as: .text(width: width), named: "\(name) at \(width)")
        }
    }

    @Test(arguments: addAccountStates)
    func addAccountFromAMockState(name: String, state: AddAccountState) {
        for width in [40, 80] {
            let screen = render(AddAccountViewController(state: state), width: width)
            assertSnapshot(of: screen, as: .text(width: width), named: "\(name) at \(width)")
        }
    }

    /// Styles, as readable tags: added rows dimmed (check mark included), the filter shown
    /// inverted, the selection inverted, the message in yellow.
    @Test func addedRowsAreDimmed() {
        let screen = render(AddAccountViewController(state: Self.added), width: 40)
        assertSnapshot(of: screen, as: .ansi(width: 40), named: "added styles")
    }

    @Test func anEqualStateIsNotRenderedAgain() throws {
        let controller = ProfileViewController(state: .loading)
        _ = render(controller, width: 40)
        #expect(controller.renderCount == 1)
        controller.state = .loading
        #expect(controller.renderCount == 1)
        controller.state = Self.loaded
        #expect(controller.renderCount == 2)
        // An equal value made afresh, as a view model makes it from the same data.
        let data = try JSONEncoder().encode(Self.loaded)
        controller.state = try JSONDecoder().decode(ProfileState.self, from: data)
        #expect(controller.renderCount == 2)
        controller.state = Self.failed
        #expect(controller.renderCount == 3)
    }

    @Test func aNewStateReplacesTheScreen() {
        let controller = ProfileViewController(state: .loading)
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 4))
        controller.state = .failed(message: "Offline.", retryTitle: "Retry")
        #expect(window.render().plainText == """

             Offline.

             [ Retry ]
            """)
        controller.state = .loading
        #expect(window.render().plainText == """

             ⠋ Loading your profile…


            """)
    }

    @Test func theProfileKeysCallTheActionsOfTheStateShown() {
        let controller = ProfileViewController(state: .loading)
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 20))
        var actions: [String] = []
        controller.onRetry = { actions.append("retry") }
        controller.onAddAccount = { actions.append("add") }
        window.send([.character("a"), .enter, .character("r")])
        #expect(actions.isEmpty)
        controller.state = Self.loaded
        window.send([.character("a"), .enter, .character("r")])
        #expect(actions == ["add", "add"])
        controller.state = Self.failed
        window.send([.character("a"), .character("r"), .enter])
        #expect(actions == ["add", "add", "retry", "retry"])
    }

    @Test func theSpinnerMovesOnlyWhileLoading() {
        let controller = ProfileViewController(state: .loading)
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 3))
        #expect(window.render().plainText.contains("⠋ Loading"))
        #expect(controller.tickSpinner())
        #expect(window.render().plainText.contains("⠙ Loading"))
        controller.state = Self.failed
        #expect(!controller.tickSpinner())
    }

    @Test func theAddAccountKeysCallTheActionsWithTheSelectedCode() {
        let controller = AddAccountViewController(state: Self.fiat)
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 20))
        var filters: [CurrencyKind] = []
        var codes: [String] = []
        controller.onSelectFilter = { filters.append($0) }
        controller.onAdd = { codes.append($0) }
        window.send([.left, .right, .character("c"), .character("f")])
        #expect(filters == [.crypto, .fiat, .crypto, .fiat])
        window.send([.enter, .down, .enter, .down, .down, .enter])
        #expect(codes == ["EUR", "USD", "CNY"])
    }

    @Test func theSelectionStaysOnItsRowUntilTheFilterChanges() {
        let controller = AddAccountViewController(state: Self.fiat)
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 20))
        window.send(.down)
        controller.state = Self.adding
        #expect(controller.selectedItem?.code == "USD")
        controller.state = Self.crypto
        #expect(controller.selectedItem?.code == "BTC")
    }

    @Test func onlyRowsBeingAddedSpin() {
        let controller = AddAccountViewController(state: Self.fiat)
        _ = render(controller, width: 40)
        #expect(!controller.tickSpinners())
        controller.state = Self.adding
        _ = render(controller, width: 40)
        #expect(controller.tickSpinners())
    }

    @Test func aCurrencyRowRendersItsOwnState() {
        let row = CurrencyRowView()
        row.configure(viewData: .init(code: "SOL", name: "Solana", status: .adding))
        #expect(row.render(width: 30).plainText == "SOL   Solana         ⠋ Adding…")
        row.configure(viewData: .init(code: "SOL", name: "Solana", status: .added))
        #expect(row.render(width: 30).plainText == "SOL   Solana           ✓ Added")
        row.configure(viewData: .init(code: "SOL", name: "Solana", status: .available))
        #expect(row.render(width: 30).plainText == "SOL   Solana             + Add")
    }

    @Test func statesSurviveAJSONRoundTrip() throws {
        let states: [ProfileState] = [.loading, Self.loaded, Self.failed]
        let data = try JSONEncoder().encode(states)
        #expect(try JSONDecoder().decode([ProfileState].self, from: data) == states)
        let addAccount = try JSONEncoder().encode(Self.added)
        #expect(try JSONDecoder().decode(AddAccountState.self, from: addAccount) == Self.added)
    }

    @Test func everyPreviewAt40And80() {
        for preview in ProfilePreviews.previews {
            for width in [40, 80] {
                let canvas = preview.render(width: width)
                #expect(canvas.width == width, "\(preview.group) – \(preview.name)")
                assertSnapshot(of: canvas, as: .text(width: width), named: "\(preview.group) – \(preview.name) – \(width)")
            }
        }
    }
}
