import Foundation
import StateFlow
import TextRendering
import TextUI

/// The clock's screen: a split of the zone list and a zone's detail (collapsed to one at a time
/// when narrow), the picker presented over it, and a footer with the history position.
///
/// It is the one place where stores become presentation: it observes the document and the
/// view-state and, on every change whatever its reason (an action, undo, time travel, a loaded
/// file), makes the screen match them: which detail is shown, whether the picker is presented,
/// the list's highlight and scroll position, and where the focus is.
package final class ClockViewController: ViewController {
    /// The model shown.
    package let model: ClockModel
    /// The list.
    package let listViewController: ZoneListViewController
    /// The detail.
    package let detailViewController: ZoneDetailViewController
    /// The picker, presented while the view-state has a selection.
    package let pickerViewController: TimeZonePickerViewController
    /// The split of list and detail.
    package let split: SplitViewController
    private let footer = Label(style: .dim)
    private var observations: [StoreObservation] = []
    /// The time shown.
    package private(set) var now: Date

    /// Creates the screen for `model` at `now`.
    package init(model: ClockModel, now: Date) {
        self.model = model
        self.now = now
        listViewController = ZoneListViewController(model: model, now: now)
        detailViewController = ZoneDetailViewController(model: model, now: now)
        pickerViewController = TimeZonePickerViewController(model: model, now: now)
        split = SplitViewController(
            master: NavigationController(rootViewController: listViewController), detail: detailViewController)
        super.init()
        title = "Clock"
        addChild(split)
    }

    package override func loadView() {
        view = FooterLayoutView()
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        footer.padding = EdgeInsets(horizontal: 1)
        view.addSubview(split.view)
        view.addSubview(footer)
        observations = [
            model.document.observe { [weak self] _ in self?.apply() },
            model.viewState.observe { [weak self] _ in self?.apply() },
        ]
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        updateFocus()
    }

    /// Makes the screen match the stores.
    func apply() {
        guard isViewLoaded else { return }
        let document = model.document.state
        let state = model.viewState.state
        listViewController.apply(document, state.master)
        detailViewController.apply(document, state.detail)
        if state.detail != nil {
            if !split.isShowingDetailWhenCollapsed { split.showDetail(detailViewController) }
        } else if split.isShowingDetailWhenCollapsed {
            split.hideDetail()
        }
        if let selection = state.selection {
            if presentedViewController == nil { present(pickerViewController) }
            pickerViewController.apply(selection)
        } else if presentedViewController != nil {
            dismiss()
        }
        updateFooter()
        updateFocus()
    }

    /// Shows the history position and the travel mode.
    func updateFooter() {
        let mode = model.windsViewStateOnly ? "v both stores" : "v view-state only"
        footer.text = "⟲ " + model.historyPosition + " · [ ] travel · " + mode + " · s/l save/load view-state"
    }

    /// Puts the focus where the view-state says the user is: the picker's search, the rename
    /// field, or the list; no field while the stores show the past.
    package func updateFocus() {
        let state = model.viewState.state
        let browsing = model.isBrowsingHistory
        if state.selection != nil {
            if browsing { view.window?.firstResponder?.resignFirstResponder() } else { pickerViewController.searchField.becomeFirstResponder() }
        } else if state.detail?.renameText != nil, !browsing {
            detailViewController.renameField.becomeFirstResponder()
        } else if !(split.isCollapsed && split.isShowingDetailWhenCollapsed) {
            listViewController.tableView.becomeFirstResponder()
        } else {
            view.window?.firstResponder?.resignFirstResponder()
        }
    }

    /// Shows the times at `date`.
    package func showTime(_ date: Date) {
        now = date
        listViewController.showTime(date)
        detailViewController.showTime(date)
        pickerViewController.now = date
    }
}

/// Its last subview (the footer) in the bottom rows, the others above it, filling the rest.
final class FooterLayoutView: View {
    override func layoutSubviews() {
        guard let footer = subviews.last else { return }
        let area = contentRect
        let footerHeight = min(area.height, footer.isHidden ? 0 : footer.height(forWidth: area.width))
        footer.frame = Rect(x: area.minX, y: area.maxY - footerHeight, width: area.width, height: footerHeight)
        for view in subviews.dropLast() {
            view.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: area.height - footerHeight)
        }
    }
}
