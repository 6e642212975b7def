import Foundation
import StateFlow
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Order app (Munchee)")
struct OrderTests {
    let now = Showcase.referenceDate

    @Test func plusMinusAndDeleteWorkOnMenuRowsAndLines() throws {
        let app = OrderApp(now: now)
        // Two ramen, a gyōza; down to the ramen line, one more; down to the gyōza line, one less.
        let afterEditing = try screen(of: app, after: "↓⏎++↓↓⏎↓↓↓+↓-", size: Size(width: 40, height: 16))
        #expect(afterEditing == """
            ‹ Munchee Ramen Ichiraku 一楽
            ────────────────────────────────────────
             Menu
               醤油ラーメン Shōyu        ×3  €11.50
               味噌ラーメン Miso             €12.00
               餃子 Gyōza                     €5.50
               唐揚げ Karaage                 €6.50
               抹茶アイス Matcha 🍵           €4.00
             Your order
             ▸ 3 × 醤油ラーメン Sh…  €11.50  €34.50


             Total €34.50 · minimum €15.00
             ✓ Minimum reached: c continues to the
             confirmation.
             c continue · ⎋ back · q quit · ⏎/+ add…
            """)
        // Deleting the last line goes back to the menu.
        let afterDeleting = try screen(of: app, after: "d", size: Size(width: 40, height: 16))
        #expect(afterDeleting == """
            ‹ Munchee Ramen Ichiraku 一楽
            ────────────────────────────────────────
             Menu
               醤油ラーメン Shōyu            €11.50
               味噌ラーメン Miso             €12.00
               餃子 Gyōza                     €5.50
               唐揚げ Karaage                 €6.50
             ▸ 抹茶アイス Matcha 🍵           €4.00






             The minimum order is €15.00.
             c continue · ⎋ back · q quit · ⏎/+ add…
            """)
        let order = try #require(app.router.currentRoute.flatMap { route -> Order? in
            if case .editOrder(let order) = route { return order }
            return nil
        })
        #expect(order.history.map(\.action) == ["initial", "add", "add", "add", "add", "remove", "delete"])
    }

    @Test func refusedKeysShowTheOrdersMessage() throws {
        let app = OrderApp(now: now)
        let text = try screen(of: app, after: "↓⏎+↓-", size: Size(width: 80, height: 24))
        #expect(text.contains("✗ Cannot remove '味噌ラーメン Miso': it is not in the order."))
        #expect(text.contains("Total €11.50"))
        // Going back and choosing again starts a new, empty order.
        #expect(try screen(of: app, after: "←").contains("Where would you like to order from?"))
        let again = try screen(of: app, after: "⏎")
        #expect(again.contains("Ramen Ichiraku") && !again.contains("✗") && !again.contains("Total"))
    }

    @Test func leavingIsRefusedWhilePaying() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++cMain Street 1⏎Tokyo⏎⇥⏎⎋")
        assertSnapshot(of: app.screen(size: Size(width: 60, height: 24)), as: .text(width: 60), named: "locked while paying")
        #expect(app.statusLine == " Paying… the order is locked · q quit")
        #expect(app.advanceTime(to: now + 1), "the payment provider answered")
        #expect(app.router.currentRoute.map(String.init(describing:)) == "status")
        #expect(!app.advanceTime(to: now + 1.5), "nothing due")
        #expect(app.advanceTime(to: now + 3), "the restaurant confirmed")
    }

    @Test func theSpinnerTurnsWhilePaying() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++cMain Street 1⏎Tokyo⏎⇥⏎")
        let spinner = try #require(app.router.navigationController?.topViewController as? ConfirmationViewController).spinner
        #expect(app.advanceTime(to: now + 0.1), "the spinner moved")
        #expect(app.advanceTime(to: now + 0.2))
        #expect(spinner.frameIndex == 2)
    }

    @Test func quitOnlyWhenNotTyping() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++cq")
        #expect(!app.isFinished, "q went into the street field")
        #expect(app.statusLine == " ⇥/⏎ next · ⎋ done typing")
        try screen(of: app, after: "⇥⇥")
        #expect(app.statusLine == " ␣ toggle · ⇥ next · ⎋ back · q quit")
        try screen(of: app, after: "q")
        #expect(app.isFinished)
    }

    @Test func statusLinesFollowTheScreen() throws {
        let app = OrderApp(now: now)
        #expect(app.statusLine == " ↑↓ select · ⏎ order here · q quit")
        try screen(of: app, after: "⏎")
        #expect(app.statusLine == " c continue · ⎋ back · q quit · ⏎/+ add · - remove · d delete · x foreign dish")
        try screen(of: app, after: "+++cMain Street 1⏎Tokyo⏎⇥⏎{wait}")
        #expect(app.statusLine == " Updates as the order moves · q quit")
        try screen(of: app, after: "⎋n", start: now + 1)
        #expect(app.router.currentRoute.map(String.init(describing:)) == "status", "no way back before the delivery")
        try screen(of: app, after: "{wait}{wait}{wait}{wait}{wait}{wait}", start: now + 1)
        #expect(app.statusLine == " n new order · q quit")
        #expect(try screen(of: app, after: "n", start: now + 7).contains("Where would you like to order from?"))
    }

    @Test func hostileTextStaysInItsCell() throws {
        let app = OrderApp(now: now)
        let screen = app.screen(size: Size(width: 80, height: 24))
        #expect(screen.plainText.contains("The Daily Crumb"))
        app.handle(.enter)
        let menu = app.screen(size: Size(width: 80, height: 24))
        #expect(!menu.ansiText.contains("\u{1B}[2J"))
        #expect(!menu.ansiText.contains("\u{1B}]0;"))
        #expect(!menu.plainText.contains("\u{202E}"))
        #expect(menu.plainText.contains("Special ␛[2J␛]0;pwned␇gnp.exe"))
    }
    @Test(arguments: [40, 80])
    func walkthrough(width: Int) throws {
        try assertWalkthrough(OrderApp.self, width: width)
    }

    @Test(arguments: [40, 80])
    func previews(width: Int) {
        for preview in OrderPreviews.previews {
            let canvas = preview.render(width: width)
            #expect(canvas.width == width, "\(preview.group) – \(preview.name)")
            #expect(canvas.lines.allSatisfy { $0.displayWidth <= width }, "\(preview.group) – \(preview.name)")
            assertSnapshot(of: canvas, as: .text(width: width), named: "\(preview.group) – \(preview.name) – \(width)")
        }
    }

    /// The reviewer's keys: pay with a declined card to Main Street 1, clear both fields, pay
    /// again. Nothing may go to the old address.
    @Test func clearingTheAddressDoesNotPayToTheOldOne() throws {
        let app = OrderApp(now: now)
        let clear = String(repeating: "⌫", count: 20)
        let keys = "↓⏎⏎⏎cMain Street 1⇥Tokyo⇥ ⇥⏎{wait}⇤⇤⇤" + clear + "⇥" + clear + "⇥ ⇥⏎{wait}{wait}"
        let text = try screen(of: app, after: keys, size: Size(width: 80, height: 24))
        #expect(app.router.currentRoute.map(String.init(describing:)) == "confirmation")
        #expect(text.contains("✗ Cannot start paying: the order has no delivery address."))
        #expect(!text.contains("Main Street 1"))
    }

    @Test func escapeInAFieldLeavesTheFieldAndTheNextOneTheScreen() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++cMain Street 1⎋")
        let confirmation = try #require(app.router.navigationController?.topViewController as? ConfirmationViewController)
        #expect(app.router.currentRoute == .confirmation(confirmation.viewModel.order), "still on the confirmation")
        #expect(confirmation.streetField.text == "Main Street 1", "what was typed stays")
        #expect(app.window.firstResponder === confirmation.payButton, "the focus went to Pay")
        try screen(of: app, after: "⎋")
        #expect(app.router.currentRoute == .editOrder(confirmation.viewModel.order))
    }

    /// What the status line shows in 40 columns: the keys to move on and to leave come first.
    @Test func statusLinesKeepTheirMainKeysAt40Columns() throws {
        let app = OrderApp(now: now)
        var shown: [String] = []
        func record(_ keys: String, start: Date? = nil) throws {
            try screen(of: app, after: keys, start: start ?? now)
            shown.append(app.screen(size: Size(width: 40, height: 24)).lines.last ?? "")
        }
        try record("")
        try record("↓⏎")
        try record("++c")
        try record("Main Street 1⏎Tokyo⏎")
        try record("⇥")
        try record("⏎")
        try record("{wait}")
        try record("{wait}{wait}{wait}{wait}{wait}{wait}", start: now + 1)
        #expect(shown == [
            " ↑↓ select · ⏎ order here · q quit",
            " c continue · ⎋ back · q quit · ⏎/+ add…",
            " ⇥/⏎ next · ⎋ done typing",
            " ␣ toggle · ⇥ next · ⎋ back · q quit",
            " ⏎ pay · ⎋ back · ⇥ next · q quit",
            " Paying… the order is locked · q quit",
            " Updates as the order moves · q quit",
            " n new order · q quit",
        ])
    }

    /// Screens left behind, and their view models, are released: nothing keeps them alive.
    @Test func screensAreReleasedOnceLeft() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++c")
        weak let confirmation = app.router.navigationController?.topViewController as? ConfirmationViewController
        weak let confirmationModel = confirmation?.viewModel
        #expect(confirmation != nil && confirmationModel != nil)
        try screen(of: app, after: "⎋⎋")
        #expect(app.router.currentRoute.map(String.init(describing:)) == "editOrder")
        #expect(confirmation == nil, "the confirmation screen was left")
        #expect(confirmationModel == nil)

        weak let edit = app.router.navigationController?.topViewController as? EditOrderViewController
        weak let editModel = edit?.viewModel
        weak let order = edit?.viewModel.order
        #expect(edit != nil && editModel != nil && order != nil)
        try screen(of: app, after: "⎋")
        #expect(app.router.currentRoute == .restaurants)
        #expect(edit == nil, "the edit screen was left")
        #expect(editModel == nil)
        #expect(order == nil, "the order was dropped with it")
    }

    @Test func payingReleasesTheEditAndConfirmationScreens() throws {
        let app = OrderApp(now: now)
        try screen(of: app, after: "↓⏎++c")
        weak let confirmation = app.router.navigationController?.topViewController as? ConfirmationViewController
        weak let confirmationModel = confirmation?.viewModel
        weak let edit = app.router.navigationController?.viewControllers.dropLast().last as? EditOrderViewController
        weak let editModel = edit?.viewModel
        #expect(confirmation != nil && confirmationModel != nil && edit != nil && editModel != nil)
        try screen(of: app, after: "Main Street 1⏎Tokyo⏎⇥⏎{wait}")
        #expect(app.router.currentRoute.map(String.init(describing:)) == "status")
        #expect(confirmation == nil && confirmationModel == nil, "the confirmation went when the order was paid")
        #expect(edit == nil && editModel == nil, "so did the edit screen")
    }
}
