import Foundation
import Testing
import TextRendering
import TextSnapshots
@testable import TextUI

@Suite("Accessibility: what a screen means, element by element")
struct AccessibilityTests {
    /// The first step of a checkout: Back must be disabled there. The regression the plain
    /// screen missed enabled it.
    private func checkoutStep(backEnabled: Bool) -> Window {
        let step = ViewController()
        step.title = "Delivery"
        let street = TextField()
        street.placeholder = "Street"
        street.text = "1 Sesame Street"
        let gift = Switch()
        gift.title = "Gift wrap"
        gift.isOn = true
        gift.isEnabled = false
        let back = Button("Back")
        back.isEnabled = backEnabled
        let buttons = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [back, Button("Next")])
        step.view.addSubview(StackView(arrangedSubviews: [Label("Where should it go?"), street, gift, buttons]))
        let basket = ViewController()
        basket.title = "Basket"
        let navigation = NavigationController(rootViewController: basket)
        navigation.push(step)
        step.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Help"), {
            let item = BarButtonItem(title: "Pay")
            item.isEnabled = false
            return item
        }()]
        let window = Window(rootViewController: navigation, size: Size(width: 40, height: 8))
        street.becomeFirstResponder()
        return window
    }

    @Test("A disabled button reads as disabled, where the plain screen draws it as an enabled one")
    func disabledButton() {
        let disabled = checkoutStep(backEnabled: false)
        let enabled = checkoutStep(backEnabled: true)
        #expect(disabled.render().plainText == enabled.render().plainText, "the gap this strategy closes")
        #expect(disabled.accessibilityDescription() == """
            navigation bar "Delivery"
              button "Basket"
              button "Help"
              button "Pay" [disabled]
            text "Where should it go?"
            text field "Street" = "1 Sesame Street" [focused]
            switch "Gift wrap" = "on" [disabled]
            button "Back" [disabled]
            button "Next"
            """)
        #expect(enabled.accessibilityDescription().contains("\nbutton \"Back\"\nbutton \"Next\""))
        assertSnapshot(of: disabled, as: .accessibility, named: "first step")
    }

    @Test("Panels, tables, progress, images, captions, hidden views and sheets")
    func everyKindOfElement() throws {
        let rows = NumberedRows(counts: [3])
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.selectRow(at: IndexPath(row: 1, section: 0))
        let progress = ProgressView()
        progress.title = "Uploading"
        progress.progress = 0.704
        let spinner = ProgressView()
        spinner.title = "Waiting"
        let hidden = Label("Secret")
        hidden.isHidden = true
        let image = ImageView()
        image.image = Image("avatar", altText: "Ada's avatar", aspectRatio: 8, symbol: "☺")
        image.preferredWidth = 8
        let icon = Button(image: Image("reply", altText: "Reply", symbol: "↩"))
        let divider = Divider()
        divider.caption = "Details"
        let group = View()
        group.accessibilityLabel = "Totals"
        group.addSubview(Label("9.50"))
        let panel = PanelView(title: "Upload", content: [progress, spinner, hidden, image, icon, divider, group, Divider()])
        let root = ViewController()
        root.view.addSubview(StackView(arrangedSubviews: [panel, table]))
        let window = Window(rootViewController: root, size: Size(width: 40, height: 20))
        let sheet = ViewController()
        sheet.title = "Confirm"
        sheet.view.addSubview(Button("OK"))
        root.present(sheet)
        #expect(window.accessibilityDescription() == """
            group "Upload"
              progress "Uploading" = "70%"
              progress "Waiting" = "in progress"
              text "Secret" [hidden]
              image "Ada\\'s avatar"
              button "Reply"
              header "Details"
              group "Totals"
                text "9.50"
            table
              row "Row 0.0"
              row "Row 0.1" [selected]
              row "Row 0.2"
            sheet "Confirm"
              button "OK"
            """)
    }

    @Test("Text from data is quoted with its controls escaped, so it cannot break a line or the terminal")
    func hostileText() {
        let label = Label("line\none \u{1B}[2J \"quoted\"")
        #expect(label.accessibilityDescription(width: 20) == #"text "line\none \u{1B}[2J \"quoted\"""#)
        let button = Button("Send")
        button.accessibilityLabel = "Send the message"
        button.accessibilityValue = "3 recipients"
        #expect(button.accessibilityElement?.line == #"button "Send the message" = "3 recipients""#)
    }
}
