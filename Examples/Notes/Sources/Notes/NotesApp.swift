import Foundation
import StateFlow
import StateFlowLog
import TextUI

/// The notes app in a terminal: ↑↓ select, / search, a add, r rename, d delete, [ ] back and
/// forward in time (both stores), q quit. What is typed into a search goes to the view-state
/// at each key; the title of a note being added or renamed is kept by the app until ⏎.
public final class NotesApp: TerminalApp, SessionReplayable {
    public let controller: NotesController
    public let window: Window
    public private(set) var isFinished = false
    /// Text being typed, and what ⏎ does with it.
    public private(set) var prompt: (kind: Prompt, text: String)?
    /// The recording of this session, when there is one: every key goes to it.
    public var recording: SessionRecording?

    public enum Prompt: String, Sendable {
        case search = "Search", add = "Add", rename = "Rename"
    }

    public var document: Store<NotesDocument> { controller.document }
    public var viewState: Store<NotesViewState> { controller.viewState }

    public init(document: NotesDocument = NotesDocument(), viewState: NotesViewState = NotesViewState(), size: Size = Size(width: 60, height: 11)) {
        controller = NotesController(document: document, viewState: viewState)
        let list = NotesListViewController()
        window = Window(rootViewController: list, size: size)
        list.app = self
    }

    /// The app as a recorded session starts (`SessionReplayable`).
    public static func replaying(document: NotesDocument, viewState: NotesViewState, startingAt start: Date) -> NotesApp {
        NotesApp(document: document, viewState: viewState)
    }

    public var statusLine: String {
        if let prompt { return " \(prompt.kind.rawValue): \(prompt.text)▏ ⏎ done · ⎋ cancel" }
        if let refusal = viewState.rejections.last ?? document.rejections.last, refusalIsNew { return " Not done: \(refusal.message)" }
        return " ↑↓ select · / search · a add · r rename · d delete · [ ] time · q quit"
    }

    /// Whether the last key made a refusal (shown until the next key).
    private var refusalIsNew = false

    public func handle(_ key: Key) {
        guard let recording else { return handleKey(key) }
        recording.record(key: key.scriptText) { handleKey(key) }
    }

    private func handleKey(_ key: Key) {
        let refusals = document.rejections.count + viewState.rejections.count
        defer { refusalIsNew = document.rejections.count + viewState.rejections.count > refusals }
        if let current = prompt {
            switch key {
            case .enter:
                prompt = nil
                switch current.kind {
                case .search: break
                case .add: if !current.text.isEmpty { controller.add(title: current.text) }
                case .rename: controller.renameSelected(to: current.text)
                }
            case .escape:
                prompt = nil
                if current.kind == .search { controller.search("") }
            case .backspace:
                prompt = (current.kind, String(current.text.dropLast()))
                if current.kind == .search { controller.search(prompt!.text) }
            default:
                guard let character = key.character else { return }
                prompt = (current.kind, current.text + String(character))
                if current.kind == .search { controller.search(prompt!.text) }
            }
            return
        }
        switch key {
        case .down, .character("j"): controller.moveSelection(by: 1)
        case .up, .character("k"): controller.moveSelection(by: -1)
        case .character("/"): prompt = (.search, viewState.state.search)
        case .character("a"): prompt = (.add, "")
        case .character("r"):
            if let id = viewState.state.selectedID, let note = document.state.notes.first(where: { $0.id == id }) { prompt = (.rename, note.title) }
        case .character("d"), .delete: controller.deleteSelected()
        case .character("["): controller.timeTravel.back()
        case .character("]"): controller.timeTravel.forward()
        case .character("q"): isFinished = true
        default: break
        }
    }
}

/// The screen: the search, then the notes it shows, the selected one marked.
final class NotesListViewController: ViewController {
    weak var app: NotesApp?
    private let list = NotesListView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        list.controller = self
    }

    /// The lines to draw.
    var lines: [(text: String, isSelected: Bool)] {
        guard let app else { return [] }
        let state = app.viewState.state
        var lines = [(state.search.isEmpty ? "All notes" : "Search: \(state.search)", false)]
        let shown = app.controller.visible
        lines += shown.map { ("\($0.id == state.selectedID ? "▸" : " ") \($0.title)", $0.id == state.selectedID) }
        if shown.isEmpty { lines.append(("  (no note)", false)) }
        return lines
    }
}

/// Draws the list's lines, the selected one inverted.
final class NotesListView: View {
    weak var controller: NotesListViewController?

    override var expandsVertically: Bool { true }

    override func contentWidths() -> LayoutWidths {
        LayoutWidths(minimum: 20, ideal: 40)
    }

    override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard let controller else { return }
        for (row, line) in controller.lines.prefix(rect.height).enumerated() {
            let text = line.text.terminalSafeLine.truncated(toWidth: rect.width, mode: .tail, in: canvas.profile)
            let origin = Point(x: rect.minX, y: rect.minY + row)
            if line.isSelected { canvas.fill(Rect(x: rect.minX, y: origin.y, width: rect.width, height: 1), style: .inverse) }
            canvas.draw(text, at: origin, style: line.isSelected ? .inverse : row == 0 ? .bold : .plain, clip: clip)
        }
    }
}
