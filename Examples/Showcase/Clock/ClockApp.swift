import Foundation
import StateFlow
import StateFlowLog
import TextRendering
import TextUI

/// The view-state app (after Matt Gallagher's "Driving View-State through Data"): a clock of
/// time zones whose document and view-state are both models, wound back and forth together or
/// the view-state alone, saved, loaded and logged as JSON.
package final class ClockApp: ShowcaseApp {
    package static let name = "clock"
    package static let summary = "View-state as a model: split master/detail, picker, undo, time travel, JSON view-state"

    package static let walkthrough: [WalkthroughStep] = [
        WalkthroughStep("The zones and their local times; the footer shows the history position", keys: ""),
        WalkthroughStep("↓↓ moves the highlight: each move is a view-state change", keys: "↓↓"),
        WalkthroughStep("⏎ opens the detail (the view-state's detail selection)", keys: "⏎"),
        WalkthroughStep("r renames: the typed name is view-state until ⏎ saves it in the document", keys: "r{ctrl-u}加德满都⏎"),
        WalkthroughStep("⎋ back, a opens the picker (a view-state change); typing searches", keys: "⎋aosl"),
        WalkthroughStep("⏎ adds the zone to the document and closes the picker", keys: "⏎"),
        WalkthroughStep("[ winds both stores back one change: the picker is open again", keys: "["),
        WalkthroughStep("[[[ further back: the search text unwinds too", keys: "[[["),
        WalkthroughStep("v then [ winds the view-state alone: the document keeps its changes", keys: "]]]]v[[["),
        WalkthroughStep("v again returns to the shared history; e edits the list, d deletes", keys: "ve↑d"),
        WalkthroughStep("u: the deleted zone is back", keys: "u"),
    ]

    package let window: Window
    /// The document, the view-state and the time travel.
    package let model: ClockModel
    /// The screen.
    package let clockViewController: ClockViewController
    package private(set) var isFinished = false
    /// Where `s` saves the view-state and `l` loads it from.
    package var viewStateURL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("clock-view-state.json")
    private var now: Date
    /// The recording of this session (`viewdata-demo clock --record` into a new folder): every
    /// key goes to it, so that `viewdata log export-test` can make the session a test.
    package var recording: SessionRecording?

    package convenience init(now: Date) {
        self.init(model: ClockModel(), now: now)
    }

    /// Starts the app on `model` at `now`.
    package init(model: ClockModel, now: Date) {
        self.model = model
        self.now = now
        clockViewController = ClockViewController(model: model, now: now)
        window = Window(rootViewController: clockViewController, size: Size(width: 80, height: 23))
    }

    package var statusLine: String {
        if let notice = model.notice { return " " + notice }
        let state = model.viewState.state
        if model.isBrowsingHistory {
            let mode = model.windsViewStateOnly ? "v both stores" : "v view-state only"
            return " the past: [ ] travel · \(mode) · any change continues from here · q quit"
        }
        if state.selection != nil { return " type to search · ↑↓ choose · ⏎ add · ⎋ cancel" }
        if state.detail?.renameText != nil { return " type a name · ⏎ save · ⎋ cancel" }
        let split = clockViewController.split
        if state.detail != nil, split.isCollapsed {
            return " ⎋ back · r rename · a add · u/U undo/redo · q quit"
        }
        let editing = state.master.isEditing ? "e done · d delete" : "e edit"
        let detail = state.detail != nil ? "⎋ back" : "⏎ open"
        return " ↑↓ select · \(detail) · \(editing) · a add · r rename · u/U undo/redo · q quit"
    }

    /// The keys that work while the picker is shown in the past, or while it takes the keys:
    /// the rest would act on the screen under it.
    private static let keysOverThePicker: Set<Character> = ["[", "]", "v", "s", "l", "q"]

    package func handle(_ key: Key) {
        guard let recording else { return handleKey(key) }
        recording.record(key: key.scriptText) { handleKey(key) }
    }

    private func handleKey(_ key: Key) {
        model.clearNotice()
        // What the last action changed was marked until this key.
        if !model.marks.isEmpty {
            model.clearMarks()
            clockViewController.apply()
        }
        // Lay out at the current size first: the collapse of the split and the list's height
        // (for keeping the highlight in view) come from the last layout.
        window.layoutIfNeeded()
        model.visibleListRows = clockViewController.listViewController.visibleRows
        clockViewController.updateFocus()
        // Time travel moves its position after the stores have notified: the footer and the
        // focus are brought up to date after every key.
        defer {
            clockViewController.updateFooter()
            clockViewController.updateFocus()
        }
        // Time travel works everywhere, even while a field has the focus (names do not need
        // brackets): a debugging tool must reach every state.
        switch key {
        case .character("["): model.back(); return
        case .character("]"): model.forward(); return
        default: break
        }
        if window.send(key) { return }
        if model.viewState.state.selection != nil {
            // The picker is modal: only its own keys (it took them above) and a few of the app's.
            guard let character = key.character, Self.keysOverThePicker.contains(character) else { return }
        }
        if key == .escape || key == .left {
            // Side by side, the detail is not in the list's responder chain: back is the app's.
            if model.viewState.state.detail != nil { model.closeDetail() }
            return
        }
        guard let character = key.character else { return }
        switch character {
        case "q":
            isFinished = true
        case "e":
            // The list's [Edit] button takes it when the list shows; here when it does not.
            model.setEditing(!model.viewState.state.master.isEditing)
        case "a":
            model.presentPicker()
        case "d":
            if let id = model.viewState.state.master.highlightedID { model.deleteZone(id) }
        case "r":
            model.beginRename()
        case "u":
            model.undo()
        case "U":
            model.redo()
        case "v":
            model.toggleViewStateOnly()
        case "s":
            do {
                try model.saveViewState(to: viewStateURL)
            } catch {
                model.report("Not saved: \(error)")
            }
        case "l":
            do {
                try model.loadViewState(from: viewStateURL)
            } catch {
                model.report("Could not load the view-state: \(error)")
            }
        default:
            break
        }
    }

    package func advanceTime(to date: Date) -> Bool {
        let secondChanged = Int(date.timeIntervalSince1970) != Int(now.timeIntervalSince1970)
        now = date
        guard secondChanged else { return false }
        clockViewController.showTime(date)
        return true
    }
}

/// A recorded session of the clock starts the app at the session's first states.
extension ClockApp: SessionReplayable {
    package static func replaying(document: ClockDocument, viewState: ClockViewState, startingAt start: Date) -> ClockApp {
        ClockApp(model: ClockModel(document: document, viewState: viewState), now: start)
    }

    package var document: Store<ClockDocument> { model.document }
    package var viewState: Store<ClockViewState> { model.viewState }
}
