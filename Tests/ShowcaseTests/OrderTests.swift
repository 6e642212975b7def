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
             ⏎/+ add · - remove · c continue · x ot…
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
             ⏎/+ add · - remove · c continue · x ot…
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
        #expect(app.statusLine == " Paying… the order is locked until the provider answers")
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
        #expect(app.statusLine == " ⇥ next · ⏎ pay (on Pay) · space toggles · ⎋ back")
        try screen(of: app, after: "⇥⇥")
        #expect(app.statusLine == " ⇥ next · ⏎ pay (on Pay) · space toggles · ⎋ back · q quit")
        try screen(of: app, after: "q")
        #expect(app.isFinished)
    }

    @Test func statusLinesFollowTheScreen() throws {
        let app = OrderApp(now: now)
        #expect(app.statusLine == " ↑↓ select · ⏎ order here · q quit")
        try screen(of: app, after: "⏎")
        #expect(app.statusLine == " ⏎/+ add · - remove · c continue · x other restaurant · d delete line · ⎋ back")
        try screen(of: app, after: "+++cMain Street 1⏎Tokyo⏎⇥⏎{wait}")
        #expect(app.statusLine == " The restaurant and the courier update this screen · q quit")
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
            assertSnapshot(of: preview.render(width: width), as: .text(width: width), named: "\(preview.name) at \(width)")
        }
    }
}
