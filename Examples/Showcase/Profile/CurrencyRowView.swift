import TextRendering
import TextUI

/// A currency in the "Add account" list: its code and name, and where its account stands —
/// `+ Add`, a spinner while it is opened, or a dimmed `✓ Added`; configured from an
/// `AddAccountState.Item`, a state of its own.
///
/// ```
/// BTC   Bitcoin                ✓ Added
/// SOL   Solana                 ⠋ Adding…
/// ADA   Cardano                  + Add
/// ```
package final class CurrencyRowView: View, Configurable {
    /// The code, in bold.
    package let codeLabel = Label()
    /// The name, cut short when narrow.
    package let nameLabel = Label()
    /// `+ Add` or `✓ Added`.
    package let statusLabel = Label()
    /// Spins while the account is being opened.
    package let spinner = ProgressView(progress: nil, title: "Adding…")

    /// The columns the code takes, so that names line up.
    static let codeWidth = 5

    package required init() {
        super.init()
        spinner.isHidden = true
        let row = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [codeLabel, nameLabel, Spacer(), statusLabel, spinner])
        addSubview(row)
    }

    /// Shows `viewData`.
    package func configure(viewData: AddAccountState.Item) {
        let isAdded = viewData.status == .added
        codeLabel.text = viewData.code.padded(toWidth: Self.codeWidth)
        codeLabel.style = isAdded ? .dim : .bold
        nameLabel.text = viewData.name
        nameLabel.style = isAdded ? .dim : .plain
        statusLabel.isHidden = viewData.status == .adding
        spinner.isHidden = viewData.status != .adding
        switch viewData.status {
        case .available:
            statusLabel.text = "+ Add"
            statusLabel.style = Style.plain.foreground(.green)
        case .adding:
            statusLabel.text = ""
        case .added:
            statusLabel.text = "✓ Added"
            statusLabel.style = .dim
        }
    }

    /// Moves the spinner on by a frame while it shows.
    ///
    /// - Returns: Whether it moved.
    @discardableResult
    package func tickSpinner() -> Bool {
        guard !spinner.isHidden else { return false }
        spinner.tick()
        return true
    }
}
