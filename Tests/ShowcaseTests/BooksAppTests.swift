import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Books (view models): the app")
struct BooksAppTests {
    let now = Showcase.referenceDate
    /// Clears the price field of the first book (`€12.50`).
    let clearPrice = String(repeating: "⌫", count: 6)

    @Test(arguments: [40, 80])
    func walkthrough(width: Int) throws {
        try assertWalkthrough(BooksApp.self, width: width)
    }

    // MARK: - Saving

    @Test func savingWhenTheServerRejectsShowsWhyAndKeepsTheBook() throws {
        let app = BooksApp(now: now)
        app.syncService.failsSyncs = true
        var text = try screen(of: app, after: "⏎e⇥\(clearPrice)9.90⏎", size: Size(width: 40, height: 16))
        #expect(text.contains("        ⠋ Saving…"))
        #expect(app.statusLine == " Waiting for the server… · q quit")

        // The first Escape leaves the price field; the others wait for the answer rather than lose it.
        text = try screen(of: app, after: "⎋⎋⎋", size: Size(width: 40, height: 16))
        #expect(text.contains("        ⠋ Saving…"))

        #expect(app.run(try KeyScript("{wait}"), startingAt: now) == now + 1)
        let canvas = app.screen(size: Size(width: 40, height: 16))
        assertSnapshot(of: canvas, as: .text(width: 40), named: "save rejected")
        #expect(canvas.plainText.contains("""
                    Could not save: The server
                    rejected the changes to 'ノル
                    ウェイの森'.
            """))
        #expect(app.syncService.book(withID: 1)?.price == Money(cents: 1250))

        // Back on the details, the book is as it was.
        text = try screen(of: app, after: "⎋", size: Size(width: 40, height: 9))
        #expect(text == """
            ‹ Books           Book  [Edit] [Reviews]
            ────────────────────────────────────────
             ノルウェイの森, by 村上 春樹
             Available now for €12.50

             Tokyo, the late sixties: a student
             looks back on a friendship, a loss and
             the two women he loved.
             e edit · v reviews · ⎋ back · q quit
            """)
    }

    @Test func savingWhenTheServerAcceptsUpdatesTheDetailsAndTheList() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎e⇥\(clearPrice)9.90⏎")
        #expect(app.advanceTime(to: now + 0.5), "the spinner moves while saving")
        #expect(app.advanceTime(to: now + 1))
        let canvas = app.screen(size: Size(width: 80, height: 14))
        assertSnapshot(of: canvas, as: .text(width: 80), named: "saved")
        #expect(canvas.plainText.contains("        Saved."))
        #expect(canvas.plainText.contains("Price  [€9.90 "))
        #expect(app.syncService.book(withID: 1)?.price == Money(cents: 990))

        // The first Escape leaves the price field, the second goes back.
        var text = try screen(of: app, after: "⎋⎋", size: Size(width: 40, height: 9))
        #expect(text == """
            ‹ Books           Book  [Edit] [Reviews]
            ────────────────────────────────────────
             ノルウェイの森, by 村上 春樹
             Available now for €9.90

             Tokyo, the late sixties: a student
             looks back on a friendship, a loss and
             the two women he loved.
             e edit · v reviews · ⎋ back · q quit
            """)
        text = try screen(of: app, after: "⎋", size: Size(width: 40, height: 24))
        #expect(text.contains("""
            ▸ ノルウェイの森, by 村上 春樹         ›
              Available now for €9.90
            """))
    }

    @Test func aBookMadeUnavailableIsComingSoon() throws {
        let app = BooksApp(now: now)
        // Tab to the Available switch, turn it off, Tab to Save, save, let the server answer.
        try screen(of: app, after: "⏎e⇥⇥{space}⇥⏎{wait}")
        let text = try screen(of: app, after: "⎋", size: Size(width: 40, height: 9))
        #expect(text == """
            ‹ Books           Book  [Edit] [Reviews]
            ────────────────────────────────────────
             ノルウェイの森, by 村上 春樹
             Coming soon

             Tokyo, the late sixties: a student
             looks back on a friendship, a loss and
             the two women he loved.
             e edit · v reviews · ⎋ back · q quit
            """)
    }

    @Test func whatWasTypedIsCheckedBeforeAnythingIsSent() throws {
        let app = BooksApp(now: now)
        var text = try screen(of: app, after: "⏎e⇥\(clearPrice)twelve⏎")
        #expect(text.contains("        The price 'twelve' is not an amount like 12.50."))
        #expect(!text.contains("Saving"))
        // Seven characters of name, all gone.
        text = try screen(of: app, after: "⇤" + String(repeating: "⌫", count: 7) + "⏎")
        #expect(text.contains("        A book needs a name."))
        #expect(app.syncService.syncCount == 0)
    }

    @Test func theServerSwitchTellsTheServerToFail() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎e⇥⇥⇥⇥{space}")
        #expect(app.syncService.failsSyncs)
        try screen(of: app, after: "{space}")
        #expect(!app.syncService.failsSyncs)
    }

    // MARK: - Reviews

    @Test func aReviewFromAnotherReaderArrivesThroughTheBinding() throws {
        let app = BooksApp(now: now)
        var text = try screen(of: app, after: "⏎v")
        #expect(text.contains(" 3 reviews · ⭐ 3.3 on average"))
        #expect(!text.contains("Worth the wait"))
        text = try screen(of: app, after: "↓x")
        #expect(text.contains(" 4 reviews · ⭐ 3.8 on average"))
        #expect(text.contains("⭐⭐⭐⭐⭐ “Worth the wait”"))
        #expect(text.contains("▸ ⭐⭐⭐⭐⭐ “美しい”"), "the selection stays on the review it was on")
        #expect(app.reviewManager.reviewsForBook(withID: 1).count == 4)
    }

    @Test func xIsTypedWhileWriting() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "⏎v⇥x", size: Size(width: 40, height: 24))
        #expect(text.contains("│ Title  [x"))
        #expect(app.reviewManager.reviewsForBook(withID: 1).count == 3)
        #expect(app.statusLine == " ⇥ next · ⏎ submit · ⎋ done typing")
    }

    @Test func anInvalidReviewShowsTheErrorAndAddsNothing() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "⏎v⇥Wow⇥five⏎", size: Size(width: 40, height: 24))
        #expect(text.contains("""
            │        [ Submit ]                    │
            │        'five' is not a number of     │
            │        stars from 1 to 5.            │
            """))
        #expect(app.reviewManager.reviewsForBook(withID: 1).count == 3)
        // Typing again clears the error.
        let typed = try screen(of: app, after: "⌫", size: Size(width: 40, height: 24))
        #expect(!typed.contains("is not a number"))
    }

    @Test func aValidReviewIsAddedSelectedAndTheFormEmptied() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v⇥Haunting⇥5⇥Quiet, sad and beautiful.⏎")
        let canvas = app.screen(size: Size(width: 80, height: 24))
        assertSnapshot(of: canvas, as: .text(width: 80), named: "review added")
        #expect(canvas.plainText.contains("▸ ⭐⭐⭐⭐⭐ “Haunting”"))
        #expect(canvas.plainText.contains("│ Title  [Title "))
        #expect(app.reviewManager.reviewsForBook(withID: 1).last?.reviewer == "You")
        #expect(app.statusLine == " ↑↓ select · x another reader · ⇥ write · ⎋ back · q quit")
    }

    @Test func escapeLeavesAFieldFirstThenGoesBack() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v⇥Draft⎋")
        #expect(app.statusLine == " ↑↓ select · x another reader · ⇥ write · ⎋ back · q quit")
        let text = try screen(of: app, after: "⎋", size: Size(width: 40, height: 3))
        #expect(text == """
            ‹ Books           Book  [Edit] [Reviews]
            ────────────────────────────────────────
             e edit · v reviews · ⎋ back · q quit
            """)
    }

    @Test func leavingTheReviewsEndsTheirObservation() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v")
        #expect(app.reviewManager.numberOfObservers(forBookWithID: 1) == 1)
        try screen(of: app, after: "⎋")
        // The screen and its view model are gone: nothing is left to hear about new reviews.
        #expect(app.reviewManager.numberOfObservers(forBookWithID: 1) == 0)
        try screen(of: app, after: "v")
        #expect(app.reviewManager.numberOfObservers(forBookWithID: 1) == 1)
    }

    @Test func reviewsOfABookNobodyReviewedYet() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "↓↓⏎v", size: Size(width: 40, height: 12))
        #expect(text == """
            ‹ Book          Reviews
            ────────────────────────────────────────
             Cooking for Coders 🍜👩‍💻
             No reviews yet

            ╭─ Your review ────────────────────────╮
            │ Title  [Title                      ] │
            │ Stars  [1–5] stars                   │
            │ Text   [What did you think?        ] │
            │        [ Submit ]                    │
            ╰──────────────────────────────────────╯
             ↑↓ select · x another reader · ⇥ write…
            """)
    }

    // MARK: - Keys and text

    @Test func leftArrowGoesBackWhereNoFieldTakesIt() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎e←")
        #expect(app.statusLine == " ⇥ next · ⏎ save · ⎋ done typing", "← moves the cursor in the name field")
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

    // MARK: - Previews

    @Test(arguments: [40, 80])
    func previews(width: Int) {
        for preview in BooksPreviews.previews {
            let canvas = preview.render(width: width)
            #expect(canvas.width == width, "\(preview.group) – \(preview.name)")
            #expect(canvas.lines.allSatisfy { $0.displayWidth <= width }, "\(preview.group) – \(preview.name)")
            assertSnapshot(of: canvas, as: .text(width: width), named: "\(preview.group) – \(preview.name) – \(width)")
        }
    }

    @Test func previewsHaveUniqueNamesWithinGroups() {
        for (group, previews) in BooksPreviews.previews.grouped {
            let names = previews.map(\.name)
            #expect(Set(names).count == names.count, "\(group): \(names)")
        }
    }

    @Test func outcomesAndAvailabilityAreColoured() throws {
        let previews = BooksPreviews.previews
        for name in ["save failed", "coming soon"] {
            let preview = try #require(previews.first { $0.name == name })
            assertSnapshot(of: preview.render(width: 40), as: .ansi(width: 40), named: "\(name) styles")
        }
    }
}
