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
        try ShowcaseTests.screen(of: app, after: "{wait}x{wait}⏎{wait}")
        #expect(app.profileViewController.state == ProfileState.loaded(ProfileViewModel.content(for: app.service.user)))
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

    @Test func theSameKeysGiveTheSameScreens() throws {
        let keys = "{wait}a→↓⏎{wait}⏎⎋x{wait}r"
        let first = try ShowcaseTests.screen(of: ProfileApp(now: now), after: keys)
        let second = try ShowcaseTests.screen(of: ProfileApp(now: now), after: keys)
        #expect(first == second)
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
