import TextRendering
import TextUI

/// The confirmation screen: what is ordered, the delivery address, a switch that makes the
/// simulated card fail, and the Pay button; a spinner while the payment provider works, and
/// the reason when it refuses.
///
/// Tab (or Enter in a field) moves to the next control; Enter on Pay pays. Escape in a field
/// stops typing (the focus goes to Pay, what was typed stays); Escape or ← anywhere else goes
/// back (not while paying: the order is locked).
package final class ConfirmationViewController: ViewController {
    /// The screen's view model.
    package let viewModel: ConfirmationViewModel
    /// The order's lines and total.
    package let summaryTable = DataTable(columns: [
        Table.Column("Product", overflow: .ellipsis),
        Table.Column("Total", alignment: .trailing),
    ])
    /// The street and house number.
    package let streetField = TextField(placeholder: "Street and number")
    /// The city.
    package let cityField = TextField(placeholder: "City")
    /// Makes the simulated payment provider decline the card.
    package let declineSwitch = Switch("Decline the card")
    /// Pays.
    package let payButton = Button("Pay")
    /// Spins while the payment provider works.
    package let spinner = ProgressView(progress: nil)
    /// Why the last payment failed.
    package let failureLabel = Label(style: Style.plain.foreground(.yellow), numberOfLines: 0)
    /// The last refusal.
    package let messageLabel = Label(style: Style.plain.foreground(.red), numberOfLines: 0)

    /// Creates the screen.
    package init(viewModel: ConfirmationViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Confirm order"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        summaryTable.boxStyle = nil
        summaryTable.showsHeader = false
        summaryTable.expands = true
        streetField.text = viewModel.street
        cityField.text = viewModel.city
        streetField.onChange = { [weak self] field in self?.viewModel.street = field.text }
        cityField.onChange = { [weak self] field in self?.viewModel.city = field.text }
        for field in [streetField, cityField] {
            field.onSubmit = { [weak self] _ in self?.window?.moveFocus() }
        }
        declineSwitch.onChange = { [weak self] control in self?.viewModel.declinesCard = control.isOn }
        payButton.style = .bold
        payButton.action = { [weak self] _ in self?.viewModel.pay() }

        func row(_ caption: String, _ field: TextField) -> StackView {
            StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [Label(caption, style: .dim), field])
        }
        let content = StackView(axis: .vertical, arrangedSubviews: [
            summaryTable,
            Spacer(length: 1),
            Label("Deliver to", style: .bold),
            row("Street", streetField),
            row("City  ", cityField),
            Spacer(length: 1),
            declineSwitch,
            StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [payButton, spinner]),
            failureLabel,
            messageLabel,
        ])
        content.alignment = .fill
        view.padding = EdgeInsets(horizontal: 1)
        view.addSubview(content)
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        streetField.becomeFirstResponder()
    }

    /// Moves the spinner on by a frame, while paying; whether it moved.
    @discardableResult
    package func tickSpinner() -> Bool {
        guard viewModel.isPaying else { return false }
        spinner.tick()
        return true
    }

    private func render() {
        summaryTable.setRows(viewModel.summaryLines.map { [StyledText($0.text), StyledText($0.formattedTotal)] })
        summaryTable.footer = [StyledText("Total", style: .bold), StyledText(viewModel.formattedTotal, style: .bold)]
        payButton.title = viewModel.payButtonTitle
        declineSwitch.isOn = viewModel.declinesCard
        // Locked while paying.
        let canEdit = viewModel.canEdit
        streetField.isEnabled = canEdit
        cityField.isEnabled = canEdit
        declineSwitch.isEnabled = canEdit
        payButton.isEnabled = canEdit
        spinner.isHidden = !viewModel.isPaying
        spinner.title = "Paying \(viewModel.formattedTotal)…"
        failureLabel.text = viewModel.paymentFailureMessage ?? ""
        failureLabel.isHidden = viewModel.paymentFailureMessage == nil || viewModel.isPaying
        messageLabel.text = viewModel.message.map { "✗ \($0)" } ?? ""
        messageLabel.isHidden = viewModel.message == nil
    }

    /// Whether a text field has the focus: keys are typed, and `q` does not quit.
    package var isTyping: Bool {
        window?.firstResponder is TextField
    }

    package override func handle(_ key: Key) -> Bool {
        guard key == .escape || key == .left else { return false }
        // A field takes ← itself (it moves the cursor); Escape in it only stops typing.
        if let field = window?.firstResponder as? TextField {
            if !payButton.becomeFirstResponder() { field.resignFirstResponder() }
            return true
        }
        viewModel.goBack()
        return true
    }
}
