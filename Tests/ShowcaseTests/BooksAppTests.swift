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

        // Nothing has the focus while saving, and Escape waits for the answer rather than lose it.
        text = try screen(of: app, after: "⎋⎋⎋", size: Size(width: 40, height: 16))
        #expect(text.contains("        ⠋ Saving…"))
        #expect(app.topScreen is BookEditorViewController)

        #expect(app.run(try KeyScript("{wait}"), startingAt: now) == now + 1)
        let canvas = app.screen(size: Size(width: 40, height: 16))
        assertSnapshot(of: canvas, as: .text(width: 40), named: "save rejected")
        #expect(canvas.plainText.contains("""
                    Could not save: The server
                    rejected the changes to 'ノル
                    ウェイの森'.
            """))
        #expect(app.syncService.book(withID: 1)?.price == Money(cents: 1250))

        // The price field has the focus again: the first Escape leaves it, the second goes
        // back to the details, where the book is as it was.
        text = try screen(of: app, after: "⎋⎋", size: Size(width: 40, height: 9))
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

    @Test func theFormIsLockedWhileSavingAndTheFocusComesBackAfter() throws {
        let app = BooksApp(now: now)
        // Enter in the name field saves; what is typed while the server has not answered must
        // not go into a field that the answer then overwrites.
        try screen(of: app, after: "⏎e⏎XYZ")
        let editor = try #require(app.topScreen as? BookEditorViewController)
        #expect(editor.nameField.text == "ノルウェイの森")
        #expect(!editor.nameField.isEnabled && !editor.priceField.isEnabled && !editor.availableSwitch.isEnabled)
        #expect(!editor.saveButton.isEnabled && !editor.rejectSavesSwitch.isEnabled)
        #expect(app.window.firstResponder == nil)

        try screen(of: app, after: "{wait}")
        #expect(editor.nameField.isEnabled && editor.priceField.isEnabled && editor.availableSwitch.isEnabled)
        #expect(editor.saveButton.isEnabled && editor.rejectSavesSwitch.isEnabled)
        #expect(editor.nameField.isFirstResponder, "the focus goes back where it was")
        try screen(of: app, after: "XYZ", start: now + 1)
        #expect(editor.nameField.text == "ノルウェイの森XYZ")
    }

    @Test func afterARejectedSaveTheFocusGoesBackToTheSaveButton() throws {
        let app = BooksApp(now: now)
        app.syncService.failsSyncs = true
        // Tab to Save and press it.
        try screen(of: app, after: "⏎e⇥⇥⇥⏎")
        let editor = try #require(app.topScreen as? BookEditorViewController)
        #expect(!editor.saveButton.isFirstResponder)
        try screen(of: app, after: "{wait}")
        #expect(editor.saveButton.isFirstResponder)
        #expect(editor.nameField.isEnabled)
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

    @Test func anArrivingReviewIsScrolledIntoViewBelowTheSelection() throws {
        let app = BooksApp(now: now)
        // The selection on the last review, then one arrives under it.
        let text = try screen(of: app, after: "⏎v↓↓x", size: Size(width: 40, height: 24))
        #expect(text.contains("""
            ▸ ⭐ “␛[2J␛]0;pwned␇Free copies”
              Mallory ␛[31m · Download it here:
              exe.koob
              ──────────────────────────────────────
              ⭐⭐⭐⭐⭐ “Worth the wait”
              Léa · I queued for the first edition
              and would do it again.
            ╭─ Your review ─
            """))
    }

    @Test func anArrivingReviewNeverScrollsTheSelectionAway() throws {
        let app = BooksApp(now: now)
        // The first review is selected and fills the top: the table stays where it is.
        let text = try screen(of: app, after: "⏎vx", size: Size(width: 40, height: 24))
        #expect(text.contains("""
             4 reviews · ⭐ 3.8 on average
            ▸ ⭐⭐⭐⭐ “Gripping”
            """))
    }

    @Test func theNewestReviewStaysInViewWhenTheFormGrows() throws {
        let app = BooksApp(now: now)
        // An error under the form takes two lines from the table.
        let text = try screen(of: app, after: "⏎v↓↓x⇥Wow⇥0⏎", size: Size(width: 40, height: 24))
        #expect(text.contains("""
              ⭐⭐⭐⭐⭐ “Worth the wait”
              Léa · I queued for the first edition
              and would do it again.
            ╭─ Your review ─
            """))
        #expect(text.contains("A review has 1 to 5 stars,"))
        #expect(text.contains("▸ ⭐ “␛[2J␛]0;pwned␇Free copies”"))
    }

    @Test func aRefusedReviewFromElsewhereIsShownAndAddsNothing() throws {
        let book = Book.samples[0]
        let manager = BookReviewManager(reviews: Book.Review.samples)
        let others = OtherReaders(manager: manager, reviews: [Book.Review(title: "Boo", text: "", numberOfStars: -1, reviewer: "Eve")])
        let reviews = BookReviewsViewController(viewModel: BookReviewsViewModel(book: book, manager: manager))
        reviews.onSimulateReviewFromElsewhere = { () throws(BookReviewError) in try others.sendReview(forBookWithID: book.id) }
        let window = Window(rootViewController: reviews, size: Size(width: 40, height: 22))
        window.send(.character("x"))
        #expect(window.render().plainText.hasSuffix("""
            │        [ Submit ]                    │
            │        A review has 1 to 5 stars,    │
            │        not -1.                       │
            ╰──────────────────────────────────────╯
            """))
        #expect(manager.reviewsForBook(withID: book.id).count == 3)
    }

    @Test func theStarsFieldTakesOneDigitAndStaysItsSize() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "⏎v⇥⇥x49999999999999999999", size: Size(width: 40, height: 24))
        #expect(text.contains("""
            │ Title  [Title                      ] │
            │ Stars  [4  ] stars                   │
            """))
        let reviews = try #require(app.topScreen as? BookReviewsViewController)
        #expect(reviews.starsField.text == "4")
        // Backspace makes room for another digit.
        try screen(of: app, after: "⌫5")
        #expect(reviews.starsField.text == "5")
    }

    @Test func xIsTypedWhileWriting() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "⏎v⇥x", size: Size(width: 40, height: 24))
        #expect(text.contains("│ Title  [x"))
        #expect(app.reviewManager.reviewsForBook(withID: 1).count == 3)
        #expect(app.statusLine == " ⏎ submit · ⇥ next · ⎋ done typing")
    }

    @Test func anInvalidReviewShowsTheErrorAndAddsNothing() throws {
        let app = BooksApp(now: now)
        let text = try screen(of: app, after: "⏎v⇥Wow⇥0⏎", size: Size(width: 40, height: 24))
        #expect(text.contains("""
            │        [ Submit ]                    │
            │        A review has 1 to 5 stars,    │
            │        not 0.                        │
            """))
        #expect(app.reviewManager.reviewsForBook(withID: 1).count == 3)
        // Typing again clears the error.
        let typed = try screen(of: app, after: "⌫", size: Size(width: 40, height: 24))
        #expect(!typed.contains("1 to 5 stars"))
    }

    @Test func aValidReviewIsAddedSelectedAndTheFormEmptied() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v⇥Haunting⇥5⇥Quiet, sad and beautiful.⏎")
        let canvas = app.screen(size: Size(width: 80, height: 24))
        assertSnapshot(of: canvas, as: .text(width: 80), named: "review added")
        #expect(canvas.plainText.contains("▸ ⭐⭐⭐⭐⭐ “Haunting”"))
        #expect(canvas.plainText.contains("│ Title  [Title "))
        #expect(app.reviewManager.reviewsForBook(withID: 1).last?.reviewer == "You")
        #expect(app.statusLine == " ⇥ write · x incoming · ⎋ back · q quit")
    }

    @Test func escapeLeavesAFieldFirstThenGoesBack() throws {
        let app = BooksApp(now: now)
        try screen(of: app, after: "⏎v⇥Draft⎋")
        #expect(app.statusLine == " ⇥ write · x incoming · ⎋ back · q quit")
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
             ⇥ write · x incoming · ⎋ back · q quit
            """)
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
