import Foundation
import TextRendering
import TextUI

/// One zone in full: its name (or the field renaming it), identifier, time with seconds,
/// date and offset; a placeholder when no zone is open.
package final class ZoneDetailViewController: ViewController {
    /// The model the detail shows and changes.
    package let model: ClockModel
    /// The field shown while renaming.
    package let renameField = TextField(placeholder: "Name")
    private let nameLabel = Label(style: .bold)
    private let identifierLabel = Label(style: .dim)
    private let timeLabel = Label(style: Style.bold.foreground(.cyan))
    private let dateLabel = Label()
    private let offsetLabel = Label(style: .dim, numberOfLines: 0)
    private let hintLabel = Label(style: .dim, numberOfLines: 0)
    private let placeholder = Label(style: .dim, numberOfLines: 0)
    private let content = StackView(axis: .vertical)
    private var zone: ClockZone?
    private var isRenaming = false
    /// The time shown.
    package private(set) var now: Date

    /// Creates the detail for `model`.
    package init(model: ClockModel, now: Date) {
        self.model = model
        self.now = now
        super.init()
        title = "Zone"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        renameField.onChange = { [weak self] field in self?.model.updateRename(field.text) }
        renameField.onSubmit = { [weak self] _ in self?.model.commitRename() }
        for view in [nameLabel, renameField, identifierLabel, Spacer(length: 1), timeLabel, dateLabel, offsetLabel, Spacer(length: 1), hintLabel] {
            content.addArrangedSubview(view)
        }
        content.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 1)
        placeholder.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 1)
        view.addSubview(content)
        view.addSubview(placeholder)
        show()
    }

    /// Shows `detail`'s zone from `document` (or the placeholder).
    package func apply(_ document: ClockDocument, _ detail: ClockViewState.DetailState?) {
        zone = detail.flatMap { document.zone(withID: $0.zoneID) }
        isRenaming = detail?.renameText != nil
        if let text = detail?.renameText, text != renameField.text { renameField.text = text }
        if detail != nil, zone == nil {
            placeholder.text = "This zone is no longer in the document (undone or deleted). ⎋ goes back."
        } else {
            placeholder.text = "Select a time zone: ↑↓ and ⏎."
        }
        title = zone?.name ?? "Zone"
        show()
    }

    /// Shows the time at `date`.
    package func showTime(_ date: Date) {
        now = date
        show()
    }

    private func show() {
        guard isViewLoaded else { return }
        content.isHidden = zone == nil
        placeholder.isHidden = zone != nil
        guard let zone else { return }
        nameLabel.text = zone.name
        nameLabel.isHidden = isRenaming
        renameField.isHidden = !isRenaming
        identifierLabel.text = zone.identifier
        timeLabel.text = ZoneCatalog.time(in: zone.identifier, at: now, seconds: true)
        if let timeZone = TimeZone(identifier: zone.identifier) {
            dateLabel.text = CalendarDate.weekday(of: now, in: timeZone) + " " + CalendarDate.text(for: now, in: timeZone)
            let daylight = timeZone.isDaylightSavingTime(for: now) ? " · daylight saving time" : ""
            offsetLabel.text = ZoneCatalog.offsetText(for: zone.identifier, at: now) + daylight
        }
        hintLabel.text = isRenaming ? "⏎ save · ⎋ cancel" : "r rename · ⎋ back"
    }

    package override func handle(_ key: Key) -> Bool {
        switch key {
        case .escape:
            if isRenaming { model.cancelRename() } else { model.closeDetail() }
        case .left where !isRenaming:
            model.closeDetail()
        default:
            return false
        }
        return true
    }
}
