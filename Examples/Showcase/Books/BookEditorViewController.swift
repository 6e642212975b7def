import Foundation
import TextRendering
import TextUI

/// Edits a book through a `BookEditorViewModel`: fields for the name and the price, a switch
/// for availability, and Save, which shows `Saving…` with a spinner until the service answers,
/// then `Saved.` or why it could not save.
///
/// Keys: Tab moves between the controls; Enter in a field, or on Save, saves. Escape in a text
/// field only leaves the field (so that typing can be finished without leaving the screen);
/// Escape anywhere else goes back, except while a save is on its way, which the screen waits
/// for so that its outcome is never lost.
///
/// While a save is on its way the controls are disabled and nothing has the focus: what the
/// service answers replaces the fields, so nothing typed in the meantime could be kept. The
/// control that had the focus gets it back with the outcome.
///
/// For the demo, a "Server rejects saves" switch tells the in-memory server to fail.
package final class BookEditorViewController: ViewController {
    /// The view model the screen reads from and saves through.
    package let viewModel: BookEditorViewModel
    /// The simulated server the last switch controls; `nil` leaves the switch out.
    package let simulatedServer: InMemoryBookSyncService?
    /// Called after a save succeeded.
    package var onSave: (() -> Void)?

    /// The name field.
    package let nameField = TextField(placeholder: "Name")
    /// The price field.
    package let priceField = TextField(placeholder: "Price, e.g. 12.50")
    /// Whether the book can be bought now.
    package let availableSwitch = Switch("Available")
    /// Saves the changes.
    package let saveButton = Button("Save")
    /// Tells the simulated server to reject saves.
    package let rejectSavesSwitch = Switch("Server rejects saves")
    private let spinner = ProgressView(progress: nil, title: "Saving…")
    private let messageLabel = Label(numberOfLines: 0)
    private lazy var statusRow = BookForm.row(nil, StackView(axis: .vertical, arrangedSubviews: [spinner, messageLabel]))
    /// The control that had the focus when the save began; it gets it back with the outcome.
    private weak var focusBeforeSaving: View?

    /// Creates the editor of `viewModel`'s book.
    ///
    /// - Parameters:
    ///   - viewModel: The book and the service that saves it.
    ///   - simulatedServer: The in-memory server, for the switch that makes it reject saves.
    package init(viewModel: BookEditorViewModel, simulatedServer: InMemoryBookSyncService? = nil) {
        self.viewModel = viewModel
        self.simulatedServer = simulatedServer
        super.init()
        title = "Edit"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        nameField.onSubmit = { [weak self] _ in self?.save() }
        priceField.onSubmit = { [weak self] _ in self?.save() }
        saveButton.action = { [weak self] _ in self?.save() }
        rejectSavesSwitch.onChange = { [weak self] toggle in self?.simulatedServer?.failsSyncs = toggle.isOn }
        rejectSavesSwitch.isOn = simulatedServer?.failsSyncs ?? false

        let serverSection = StackView(axis: .vertical, arrangedSubviews: [Divider(caption: "Simulated server"), rejectSavesSwitch])
        serverSection.isHidden = simulatedServer == nil

        let form = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [
            StackView(axis: .vertical, arrangedSubviews: [
                BookForm.row("Name", nameField),
                BookForm.row("Price", priceField),
                BookForm.row(nil, availableSwitch),
            ]),
            BookForm.row(nil, saveButton),
            statusRow,
            serverSection,
        ])
        form.padding = EdgeInsets(horizontal: 1)
        view.addSubview(form)
        fillFields()
        // Nothing to say until the first save.
        messageLabel.isHidden = true
        showIdle()
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        nameField.becomeFirstResponder()
    }

    /// Whether a save is on its way.
    package var isSaving: Bool {
        viewModel.isSaving
    }

    /// Moves the spinner on while saving.
    package func tickSpinner() {
        if isSaving { spinner.tick() }
    }

    // MARK: - Saving

    /// Reads the fields into changes and saves them through the view model; a mistake in
    /// what was typed is shown at once, without saving.
    package func save() {
        guard !viewModel.isSaving else { return }
        let changes: BookEditorViewModel.Changes
        do {
            changes = try viewModel.changes(name: nameField.text, price: priceField.text, isAvailable: availableSwitch.isOn)
        } catch {
            show(error.message, style: BookForm.errorStyle)
            return
        }
        // Shown before asking: a service that answers at once replaces it with the outcome.
        showSaving()
        viewModel.update(with: changes) { [weak self] outcome in
            self?.show(outcome)
        }
    }

    private func show(_ outcome: BookEditorViewModel.Outcome) {
        showIdle()
        focusBeforeSaving?.becomeFirstResponder()
        focusBeforeSaving = nil
        switch outcome {
        case .success:
            // The service may have changed what it keeps (trimmed the name): show that.
            fillFields()
            show("Saved.", style: BookForm.successStyle)
            onSave?()
        case .failure(let error):
            show("Could not save: \(error.message)", style: BookForm.errorStyle)
        }
    }

    private func fillFields() {
        nameField.text = viewModel.name
        priceField.text = viewModel.priceText
        availableSwitch.isOn = viewModel.isAvailable
    }

    private func showSaving() {
        spinner.isHidden = false
        messageLabel.isHidden = true
        statusRow.isHidden = false
        focusBeforeSaving = window?.firstResponder
        focusBeforeSaving?.resignFirstResponder()
        setControlsEnabled(false)
    }

    private func showIdle() {
        spinner.isHidden = true
        statusRow.isHidden = messageLabel.isHidden
        setControlsEnabled(true)
    }

    private func setControlsEnabled(_ isEnabled: Bool) {
        nameField.isEnabled = isEnabled
        priceField.isEnabled = isEnabled
        availableSwitch.isEnabled = isEnabled
        saveButton.isEnabled = isEnabled
        rejectSavesSwitch.isEnabled = isEnabled
    }

    private func show(_ message: String, style: Style) {
        messageLabel.text = message
        messageLabel.style = style
        messageLabel.isHidden = false
        statusRow.isHidden = false
    }

    // MARK: - Keys

    package override func handle(_ key: Key) -> Bool {
        guard key == .escape else { return false }
        if let field = window?.firstResponder as? TextField {
            field.resignFirstResponder()
            return true
        }
        // Going back now would lose the outcome of the save: wait for it.
        return viewModel.isSaving
    }
}
