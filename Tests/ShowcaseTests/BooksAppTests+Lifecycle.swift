import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

// Lifetimes, the status line, keys and text.
extension BooksAppTests {
    // MARK: - Lifetimes

    @Test func theEditorAndItsViewModelAreReleasedAfterGoingBack() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎e⏎{wait}")
        weak let editor = app.topScreen as? BookEditorViewController
        weak let viewModel = editor?.viewModel
        #expect(editor != nil && viewModel != nil)
        // Leave the name field, then go back.
        try screen(of: app, after: "⎋⎋", start: now + 1)
        #expect(editor == nil)
        #expect(viewModel == nil)
    }

    @Test func theReviewsAndTheirViewModelAreReleasedAfterGoingBack() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎vx⇥Fine⇥4⏎")
        weak let reviews = app.topScreen as? BookReviewsViewController
        weak let viewModel = reviews?.viewModel
        #expect(reviews != nil && viewModel != nil)
        try screen(of: app, after: "⎋")
        #expect(reviews == nil)
        #expect(viewModel == nil)
    }

    @Test func theDetailsAreReleasedAfterGoingBack() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎")
        weak let details = app.topScreen as? BookDetailsViewController
        #expect(details != nil)
        try screen(of: app, after: "⎋")
        #expect(details == nil)
    }

    // MARK: - Status line

    /// Keys that visit every screen and every state of its status line: the list, the
    /// details, the editor (each control focused, none focused, saving), the reviews (the
    /// table, each field, the Submit button).
    static let tour = "⏎e⏎{wait}⇥⇥⇥⇥⇤⏎{wait}⇤⇤⇤⎋⎋v⇥⇥⇥⇥⇤⎋⎋⎋"

    @Test func everyStatusLineFitsFortyColumnsAndOffersQOnlyWhereItQuits() throws {
        let steps = try KeyScript(Self.tour).steps
        for count in 0...steps.count {
            let app = BooksApp(now: now)
            app.run(KeyScript(steps: Array(steps.prefix(count))), startingAt: now)
            let status = app.statusLine
            #expect(status.displayWidth <= 40, "after \(count) keys: '\(status)'")
            app.handle(.character("q"))
            #expect(app.isFinished == status.hasSuffix(" · q quit"), "after \(count) keys: '\(status)'")
        }
    }

    @Test func theStatusLineFollowsTheFocus() throws {
        let app = BooksApp(now: now)
        var lines: [String] = []
        for keys in ["⏎e", "⇥⇥", "⇥", "⏎", "{wait}", "⎋"] {
            try screen(of: app, after: keys)
            lines.append(app.statusLine)
        }
        #expect(lines == [
            " ⏎ save · ⇥ next · ⎋ done typing",
            " ␣ toggle · ⇥ next · ⎋ back · q quit",
            " ⏎ save · ⇥ next · ⎋ back · q quit",
            " Waiting for the server… · q quit",
            " ⏎ save · ⇥ next · ⎋ back · q quit",
            " e edit · v reviews · ⎋ back · q quit",
        ])
    }

    // MARK: - Keys and text

    @Test func leftArrowGoesBackWhereNoFieldTakesIt() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎e←")
        #expect(app.statusLine == " ⏎ save · ⇥ next · ⎋ done typing", "← moves the cursor in the name field")
        try screen(of: app, after: "⎋←")
        #expect(app.statusLine == " e edit · v reviews · ⎋ back · q quit")
        try screen(of: app, after: "←")
        #expect(app.statusLine == " ↑↓ select · ⏎ open · q quit")
    }

    @Test func quitOnlyWhenNotTyping() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎eq")
        #expect(!app.isFinished)
        try screen(of: app, after: "⎋q")
        #expect(app.isFinished)
    }

    @Test func nothingChangesWithTimeUnlessSaving() {
        let app = BooksApp(now: now)
        #expect(!app.advanceTime(to: now + 5))
    }

    @Test func hostileTextStaysInItsRow() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v")
        let canvas = app.screen(size: Size(width: 80, height: 24))
        #expect(canvas.plainText.contains("⭐ “␛[2J␛]0;pwned␇Free copies”"))
        #expect(canvas.plainText.contains("Mallory ␛[31m · Download it here: exe.koob"))
        #expect(!canvas.ansiText.contains("\u{1B}[2J"))
        #expect(!canvas.ansiText.contains("\u{1B}]0;"))
        #expect(!canvas.plainText.contains("\u{202E}"))
        #expect(canvas.lines.allSatisfy { $0.displayWidth <= 80 })
    }
}

extension BooksApp {
    /// The screen on top of the navigation stack.
    var topScreen: ViewController? {
        (window.rootViewController as? NavigationController)?.topViewController
    }
}
