import CommandLineSupport
import Foundation
import StateFlow
import StateFlowLog
import TextRendering
import TextUI
import ViewDataSupport

/// What `viewdata log inspect` shows, apart from drawing: the entries (all, or those a filter
/// keeps), the one selected, a search over action names, and the selected entry's state and
/// its difference from the entry before. States are rebuilt on demand from the log's index,
/// so a long log costs the entries on screen.
final class LogInspector {
    /// The log.
    let index: StateLogIndex
    /// The indices (into `index.items`) of the entries listed: all, or those the filter keeps.
    private(set) var listed: [Int]
    /// The position in `listed` of the selected entry.
    private(set) var selection: Int
    /// Text an entry's action or reason must contain to be listed; empty lists all.
    private(set) var filter = ""
    /// The last text searched for.
    private(set) var search = ""
    /// What the status line says after the last key: a search that found nothing, say.
    private(set) var notice: String?
    private var details: (position: Int, state: String, diff: String, firstChangedLine: Int)?

    /// The other store's log of the same session (`--with`): its state at each entry's pair
    /// is shown under the entry's own.
    let other: StateLogIndex?

    /// Opens the inspector at the log's last entry.
    init(index: StateLogIndex, other: StateLogIndex? = nil) {
        self.index = index
        self.other = other
        listed = Array(index.items.indices)
        selection = max(0, listed.count - 1)
    }

    /// The selected entry's index in `index.items`; `nil` when nothing is listed.
    var selectedItem: Int? { listed.isEmpty ? nil : listed[selection] }

    /// Moves the selection by `delta` rows, within the list.
    func move(by delta: Int) {
        guard !listed.isEmpty else { return }
        selection = min(max(0, selection + delta), listed.count - 1)
        notice = nil
    }

    /// Selects the first (`toEnd` false) or last entry listed.
    func moveToEnd(_ toEnd: Bool) {
        selection = toEnd ? max(0, listed.count - 1) : 0
        notice = nil
    }

    /// Lists only entries whose action or reason contains `text` (all when empty), keeping
    /// the selected entry selected when it is still listed, else the nearest before it.
    func setFilter(_ text: String) {
        let selected = selectedItem
        filter = text
        listed = index.items.indices.filter { LogCommand.matches(action: index.items[$0].action, reason: index.items[$0].reason.name, text) }
        if let selected {
            selection = max(0, listed.partitioningIndex { $0 > selected } - 1)
        } else {
            selection = max(0, listed.count - 1)
        }
        notice = listed.isEmpty ? "No entry matches '\(text)'" : nil
    }

    /// Selects the next entry listed (after the selection, or before it when `backwards`)
    /// whose action contains `text`, wrapping around; says so when there is none.
    func find(_ text: String, backwards: Bool = false) {
        search = text
        guard !text.isEmpty, !listed.isEmpty else { return }
        for step in 1...listed.count {
            let candidate = (selection + (backwards ? -step : step) % listed.count + listed.count) % listed.count
            if index.items[listed[candidate]].action.localizedCaseInsensitiveContains(text) {
                selection = candidate
                notice = nil
                return
            }
        }
        notice = "No action contains '\(text)'"
    }

    /// The selected entry's state as pretty JSON, and its difference from the entry before
    /// it in the log (whether listed or not); a sentence when a state cannot be rebuilt.
    /// `firstChangedLine` is the first line of the state that differs from the entry before.
    func selectedDetails() -> (state: String, diff: String, firstChangedLine: Int) {
        guard let position = selectedItem else { return ("", "", 0) }
        if let details, details.position == position { return (details.state, details.diff, details.firstChangedLine) }
        var state: String
        var diff: String
        var firstChangedLine = 0
        /// The entry's state as shown: with `other`, both stores' (as `log show --with`
        /// prints them), or the entry's own and why the other's is missing.
        func shown(at position: Int, _ json: JSONValue) -> String {
            guard let other else { return json.prettyJSONText }
            do {
                return try LogCommand.pairedStates(index, at: position, with: other).prettyJSONText
            } catch {
                return "{\n  \"\(index.header.storeName)\": " + json.prettyJSONText.replacingOccurrences(of: "\n", with: "\n  ") + "\n}\n\n\(error)"
            }
        }
        do {
            let json = try index.state(at: position)
            state = shown(at: position, json)
            if position == 0 {
                diff = "The log's first entry: the whole state is new."
            } else {
                let before = try index.state(at: position - 1)
                let oldLines = shown(at: position - 1, before).split(separator: "\n", omittingEmptySubsequences: false)
                let newLines = state.split(separator: "\n", omittingEmptySubsequences: false)
                firstChangedLine = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(oldLines.count, newLines.count)
                diff = LogCommand.stateDiff(
                    before, json, oldName: "#\(index.items[position - 1].sequence)", newName: "#\(index.items[position].sequence)",
                    color: false) ?? "No difference from #\(index.items[position - 1].sequence)."
            }
        } catch {
            state = "This entry's state cannot be rebuilt: \(error)"
            diff = ""
        }
        details = (position, state, diff, firstChangedLine)
        return (state, diff, firstChangedLine)
    }
}

/// The list of entries: one row each, `seq reason action`, the selected one inverted; only the
/// rows on screen are drawn, so a list of 100,000 entries costs what a screen shows.
final class LogEntryListView: View {
    var inspector: LogInspector? { didSet { setNeedsLayout() } }
    /// The first row shown.
    private(set) var top = 0

    override var expandsVertically: Bool { true }

    override func contentWidths() -> LayoutWidths {
        LayoutWidths(minimum: 20, ideal: 40)
    }

    override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard let inspector, rect.height > 0, rect.width > 0 else { return }
        let rows = rect.height
        let selection = inspector.selection
        // Keep the selection in view, moving the list as little as possible.
        if selection < top { top = selection }
        if selection >= top + rows { top = selection - rows + 1 }
        top = max(0, min(top, max(0, inspector.listed.count - rows)))
        let sequenceWidth = String(inspector.index.items.last?.sequence ?? 0).count
        for row in 0..<min(rows, inspector.listed.count - top) {
            let position = top + row
            let item = inspector.index.items[inspector.listed[position]]
            let sequence = String(item.sequence)
            var text = String(repeating: " ", count: max(0, sequenceWidth - sequence.count)) + sequence + " "
            text += item.reason.isUserAction ? item.action : LogCommand.reasonText(item) + (item.action == item.reason.name ? "" : " " + item.action)
            let line = text.terminalSafeLine.truncated(toWidth: rect.width, mode: .tail, in: canvas.profile)
            let origin = Point(x: rect.minX, y: rect.minY + row)
            if position == selection {
                canvas.fill(Rect(x: rect.minX, y: origin.y, width: rect.width, height: 1), style: .inverse)
                canvas.draw(line, at: origin, style: .inverse, clip: clip)
            } else {
                canvas.draw(line, at: origin, style: item.reason.isUserAction ? .plain : .dim, clip: clip)
            }
        }
    }
}

/// Lines of text from a first line on, each cut to the width (`…`), as many as fit; `↑ N lines
/// above` and `↓ N more lines` say what is out of view.
final class TextPaneView: View {
    private var lines: [Substring] = []
    private var first = 0

    override var expandsVertically: Bool { true }

    override func contentWidths() -> LayoutWidths {
        LayoutWidths(minimum: 10, ideal: 40)
    }

    /// Shows `text` from line `first` (0-based).
    func show(_ text: String, from first: Int) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.first = min(first, max(0, lines.count - 1))
        setNeedsLayout()
    }

    override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.height > 0, rect.width > 0 else { return }
        // Never start so far down that rows are left empty: text that fits starts at its top,
        // and longer text fills the pane to its end.
        let first = lines.count <= rect.height ? 0 : min(self.first, lines.count - (rect.height - 1))
        var rows: [(String, Style)] = []
        if first > 0 { rows.append(("↑ \(first) line\(first == 1 ? "" : "s") above", .dim)) }
        let room = rect.height - rows.count
        let remaining = lines.count - first
        let shown = remaining > room ? max(0, room - 1) : remaining
        for line in lines[first..<(first + shown)] { rows.append((String(line), .plain)) }
        if shown < remaining { rows.append(("↓ \(remaining - shown) more line\(remaining - shown == 1 ? "" : "s")", .dim)) }
        for (row, (text, style)) in rows.prefix(rect.height).enumerated() {
            let line = text.terminalSafeLine.truncated(toWidth: rect.width, mode: .tail, in: canvas.profile)
            canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), style: style, clip: clip)
        }
    }
}

/// The inspector's screen: the entries at the left, the selected entry's state and its diff
/// at the right, like Redux DevTools' log monitor.
final class LogInspectorViewController: ViewController {
    let inspector: LogInspector
    let list = LogEntryListView()
    let listPanel = PanelView(title: "Entries")
    let stateText = TextPaneView()
    let statePanel = PanelView(title: "State")
    let diffText = TextPaneView()
    let diffPanel = PanelView(title: "Diff")

    init(inspector: LogInspector) {
        self.inspector = inspector
        super.init()
    }

    override func loadView() {
        list.inspector = inspector
        listPanel.addSubview(list)
        statePanel.addSubview(stateText)
        diffPanel.addSubview(diffText)
        let right = StackView(axis: .vertical, arrangedSubviews: [statePanel, diffPanel])
        right.distribution = .fillEqually
        let root = StackView(axis: .horizontal, arrangedSubviews: [listPanel, right])
        root.distribution = .fillEqually
        view = root
        update()
    }

    /// Shows the inspector's selection.
    func update() {
        let count = inspector.listed.count
        let total = inspector.index.items.count
        let filtered = inspector.filter.isEmpty ? "" : " matching '\(inspector.filter)'"
        listPanel.title = count == 0 ? "Entries: none\(filtered)" : "Entries \(inspector.selection + 1)/\(count)\(filtered)" + (count == total ? "" : " of \(total)")
        let (state, diff, firstChangedLine) = inspector.selectedDetails()
        if let position = inspector.selectedItem {
            let item = inspector.index.items[position]
            // Where the change was made, when the log says: the code to open next.
            statePanel.title = "State at #\(item.sequence) \(item.action)" + (item.source.map { " · \($0)" } ?? "")
            diffPanel.title = position == 0 ? "Diff" : "Diff from #\(inspector.index.items[position - 1].sequence)"
        } else {
            statePanel.title = "State"
            diffPanel.title = "Diff"
        }
        // The state from a little above its first change, so that the change is in view.
        stateText.show(state, from: max(0, firstChangedLine - 2))
        diffText.show(diff, from: 0)
        list.setNeedsLayout()
    }
}

/// `viewdata log inspect` on a terminal: ↑↓ (or j k) move, PgUp PgDn a page, Home End the
/// first and last entry, / searches action names (n N next and previous), f filters, ⎋ clears
/// the filter, q quits.
final class LogInspectorApp: TerminalApp {
    let window: Window
    let controller: LogInspectorViewController
    private(set) var isFinished = false
    /// A search or filter being typed: which, and the text so far.
    private(set) var prompt: (kind: Prompt, text: String)?

    enum Prompt {
        case search, filter
    }

    init(inspector: LogInspector, size: Size = Size(width: 100, height: 29)) {
        controller = LogInspectorViewController(inspector: inspector)
        window = Window(rootViewController: controller, size: size)
    }

    var inspector: LogInspector { controller.inspector }

    var statusLine: String {
        if let prompt { return (prompt.kind == .search ? " search: " : " filter: ") + prompt.text + "▏ ⏎ done · ⎋ cancel" }
        if let notice = inspector.notice { return " " + notice }
        let filter = inspector.filter.isEmpty ? "f filter" : "f filter · ⎋ show all"
        return " ↑↓ PgUp PgDn Home End move · / search · n N next · \(filter) · q quit"
    }

    func handle(_ key: Key) {
        defer { controller.update() }
        if let current = prompt {
            switch key {
            case .enter:
                prompt = nil
                if current.kind == .search { inspector.find(current.text) } else { inspector.setFilter(current.text) }
            case .escape:
                prompt = nil
            case .backspace, .delete:
                prompt = (current.kind, String(current.text.dropLast()))
            default:
                if let character = key.character { prompt = (current.kind, current.text + String(character)) }
            }
            return
        }
        let page = max(1, window.size.height - 3)
        switch key {
        case .up, .character("k"): inspector.move(by: -1)
        case .down, .character("j"): inspector.move(by: 1)
        case .pageUp: inspector.move(by: -page)
        case .pageDown: inspector.move(by: page)
        case .home, .character("g"): inspector.moveToEnd(false)
        case .end, .character("G"): inspector.moveToEnd(true)
        case .character("/"): prompt = (.search, "")
        case .character("f"): prompt = (.filter, inspector.filter)
        case .character("n"): inspector.find(inspector.search)
        case .character("N"): inspector.find(inspector.search, backwards: true)
        case .escape: if !inspector.filter.isEmpty { inspector.setFilter("") }
        case .character("q"): isFinished = true
        default: break
        }
    }
}
