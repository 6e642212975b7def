import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Profile app (state-driven scenes)")
struct ProfileAppTests {
    let now = Showcase.referenceDate

    @Test(arguments: [40, 80])
    func walkthrough(width: Int) throws {
        try assertWalkthrough(ProfileApp.self, width: width)
    }

    @Test func retryAfterAFailureLoadsTheProfile() throws {
        let app = ProfileApp(now: now)
        var screen = try ShowcaseTests.screen(of: app, after: "{wait}x{wait}")
        #expect(screen.contains("[ Try again ]"))
        #expect(app.statusLine == " r retry · q quit")
        screen = try ShowcaseTests.screen(of: app, after: "r", start: now + 2)
        #expect(screen.contains("⠋ Loading your profile…"))
        screen = try ShowcaseTests.screen(of: app, after: "{wait}", start: now + 2)
        #expect(screen.contains("Łucja Wróbel"))
        #expect(screen.contains("Total                         €8,770.11"))
    }

    @Test func enterOnTheRetryButtonRetriesToo() throws {
        let app = ProfileApp(now: now)
        let size = Size(width: 40, height: 10)
        var screen = try ShowcaseTests.screen(of: app, after: "{wait}x{wait}", size: size)
        #expect(screen.contains("[ Try again ]"))
        #expect(app.service.requestCount == 2)
        screen = try ShowcaseTests.screen(of: app, after: "⏎", size: size, start: now + 2)
        #expect(screen == """
                            Profile
            ────────────────────────────────────────

             ⠋ Loading your profile…






            """ + " Loading… · q quit")
        #expect(app.service.requestCount == 3)
        screen = try ShowcaseTests.screen(of: app, after: "{wait}", size: size, start: now + 2)
        #expect(screen.contains("  ŁW  Łucja Wróbel"))
        guard case .loaded(let content) = app.profileViewController.state else {
            Issue.record("expected the loaded profile, got \(app.profileViewController.state)")
            return
        }
        #expect(content.totalBalanceText == "€8,770.11")
    }

    @Test func anAccountOpenedAfterGoingBackStillReachesTheProfile() throws {
        let app = ProfileApp(now: now)
        let screen = try ShowcaseTests.screen(of: app, after: "{wait}a→↓⏎⎋{wait}")
        #expect(screen.contains("US dollar            $0.00      ≈ €0.00"))
        // Opening Add account again shows it added.
        let list = try ShowcaseTests.screen(of: app, after: "a→", start: now + 2)
        #expect(list.contains("USD   US dollar                                                        ✓ Added"))
    }

    @Test func keysOfOneScreenDoNothingOnTheOther() throws {
        let app = ProfileApp(now: now)
        // While loading, Add account cannot open.
        try ShowcaseTests.screen(of: app, after: "a")
        #expect(app.window.topViewController.displayTitle == "Profile")
        try ShowcaseTests.screen(of: app, after: "{wait}a")
        #expect(app.statusLine == " ←→ filter · ⏎ add · ⎋ back · q quit")
        // x fails the profile's loads only from the profile.
        try ShowcaseTests.screen(of: app, after: "x⎋{wait}", start: now + 1)
        #expect(app.service.requestCount == 1)
        #expect(app.statusLine == " ⏎ add account · x fail load · q quit")
    }

    @Test func spinnersMoveWithTimeAndNothingElseDoes() {
        let app = ProfileApp(now: now)
        let size = Size(width: 40, height: 6)
        #expect(app.screen(size: size).plainText.contains("⠋ Loading"))
        #expect(app.advanceTime(to: now + 0.1))
        #expect(app.screen(size: size).plainText.contains("⠙ Loading"))
        #expect(!app.advanceTime(to: now + 0.1))
        #expect(app.advanceTime(to: now + 1))
        #expect(app.screen(size: size).plainText.contains("Łucja Wróbel"))
        #expect(!app.advanceTime(to: now + 2))
    }

    @Test func requestsAnswerOnlyWhenTimeMovesOn() throws {
        let app = ProfileApp(now: now)
        let size = Size(width: 40, height: 9)
        // However long the keys take to run, nothing answers until a wait moves the clock on.
        var screen = try ShowcaseTests.screen(of: app, after: "{wait}a→↓⏎", size: size)
        #expect(screen.contains("▸ USD   US dollar              ⠋ Adding…"))
        screen = try ShowcaseTests.screen(of: app, after: "↓↑", size: size, start: now + 1)
        #expect(screen.contains("▸ USD   US dollar              ⠋ Adding…"))
        screen = try ShowcaseTests.screen(of: app, after: "{wait}", size: size, start: now + 1)
        #expect(screen.contains("▸ USD   US dollar                ✓ Added"))
        #expect(app.service.requestCount == 2)
    }

    // MARK: - Add account, left and shown again

    @Test func aRefusalGoesWhenTheAnswerItWasAboutArrives() throws {
        let app = ProfileApp(now: now)
        var screen = try ShowcaseTests.screen(of: app, after: "{wait}a↓↓⏎⏎")
        #expect(screen.contains("Your SOL account is being opened."))
        screen = try ShowcaseTests.screen(of: app, after: "{wait}", start: now + 1)
        #expect(screen.contains("▸ SOL   Solana                                                           ✓ Added"))
        #expect(!screen.contains("being opened"))
    }

    @Test func addAccountShownAgainKeepsTheRequestsInFlight() throws {
        let app = ProfileApp(now: now)
        var screen = try ShowcaseTests.screen(of: app, after: "{wait}a↓↓⏎⎋a")
        #expect(screen.contains("  SOL   Solana                                                         ⠋ Adding…"))
        // Asking again is refused: the request is still on its way.
        screen = try ShowcaseTests.screen(of: app, after: "↓↓⏎", start: now + 1)
        #expect(screen.contains("Your SOL account is being opened."))
        #expect(app.service.requestCount == 2)
        screen = try ShowcaseTests.screen(of: app, after: "{wait}", start: now + 1)
        #expect(screen.contains("▸ SOL   Solana                                                           ✓ Added"))
        #expect(!screen.contains("being opened"))
    }

    @Test func addAccountAndItsViewModelAreReleasedAfterGoingBack() throws {
        let app = ProfileApp(now: now)
        try ShowcaseTests.screen(of: app, after: "{wait}a")
        weak let addAccount = app.profileTopScreen as? AddAccountViewController
        weak let viewModel = app.addAccountViewModel
        #expect(addAccount != nil && viewModel != nil)
        try ShowcaseTests.screen(of: app, after: "⎋", start: now + 1)
        #expect(addAccount == nil)
        #expect(viewModel == nil)
    }

    @Test func aRequestOnItsWayKeepsOnlyTheViewModelUntilItAnswers() throws {
        let app = ProfileApp(now: now)
        try ShowcaseTests.screen(of: app, after: "{wait}a↓↓⏎")
        weak let addAccount = app.profileTopScreen as? AddAccountViewController
        weak let viewModel = app.addAccountViewModel
        try ShowcaseTests.screen(of: app, after: "⎋", start: now + 1)
        #expect(addAccount == nil, "the screen goes at once")
        #expect(viewModel != nil, "the request holds its view model")
        try ShowcaseTests.screen(of: app, after: "{wait}", start: now + 1)
        #expect(viewModel == nil)
        #expect(app.service.user.hasAccount(in: "SOL"))
    }

    @Test func hostileTextIsDrawnHarmlessly() throws {
        let app = ProfileApp(now: now)
        try ShowcaseTests.screen(of: app, after: "{wait}a")
        let screen = app.screen(size: Size(width: 80, height: 24))
        #expect(!screen.ansiText.contains("\u{1B}[2J"))
        #expect(!screen.ansiText.contains("\u{1B}]0;"))
        #expect(!screen.plainText.contains("\u{202E}"))
        #expect(screen.plainText.contains("␛[2J␛]0;pwned␇PwnCoin"))
    }

    @Test func qQuits() throws {
        let app = ProfileApp(now: now)
        try ShowcaseTests.screen(of: app, after: "{wait}a")
        #expect(!app.isFinished)
        try ShowcaseTests.screen(of: app, after: "q", start: now + 1)
        #expect(app.isFinished)
    }
}

extension ProfileApp {
    /// The screen on top of the navigation stack.
    fileprivate var profileTopScreen: ViewController? {
        (window.rootViewController as? NavigationController)?.topViewController
    }
}
