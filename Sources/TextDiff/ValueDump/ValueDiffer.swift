/// Compares two dump trees and writes a nested diff.
///
/// Lines start with `- ` (only in the old value), `+ ` (only in the new value) or two spaces
/// (context: the containers that lead to a change). A container that changed but kept its
/// type or case is opened, and its children are compared: runs of unchanged elements collapse
/// to `… (N unchanged)` (a single one shows collapsed instead), the unchanged entries of a
/// dictionary or members of a set are counted in one `… (N unchanged)` line after the changes
/// (their order means nothing), changed children are compared in turn, and removed and
/// inserted ones are shown whole. Two multi-line strings are compared line by line inside one
/// `"""` literal. Anything else that changed (a literal, an enum case, a short value that fits
/// on one line) is shown whole, old then new.
///
/// The walk keeps its own stack rather than recursing, like the dump itself.
struct ValueDiffer {
    private var renderer: DumpRenderer

    private init() {
        renderer = DumpRenderer()
    }

    /// The diff of two dumps built with identities recorded, or `nil` when they are equal.
    static func diff(_ old: DumpNode, _ new: DumpNode) -> String? {
        if DumpNode.areEqual(old, new) { return nil }
        var differ = ValueDiffer()
        differ.run(old, new)
        return differ.renderer.text
    }

    fileprivate enum Task {
        case compare(DumpNode, DumpNode, label: ValueDiffLabel, indent: Int, comma: Bool)
        case block(DumpNode, label: ValueDiffLabel, indent: Int, comma: Bool, linePrefix: String)
        case context(String, indent: Int, comma: Bool)
    }

    private mutating func run(_ old: DumpNode, _ new: DumpNode) {
        var tasks: [Task] = [.compare(old, new, label: .none, indent: 0, comma: false)]
        while let task = tasks.popLast() {
            switch task {
            case .context(let text, let indent, let comma):
                renderer.appendLine(text, indent: indent, comma: comma, linePrefix: "  ")
            case .block(let node, let label, let indent, let comma, let linePrefix):
                renderer.appendBlock(node, label: label.text, indent: indent, comma: comma, linePrefix: linePrefix)
            case .compare(let old, let new, let label, let indent, let comma):
                let labelText = label.text
                if old.kind == .multilineString, new.kind == .multilineString {
                    appendLineDiff(old, new, label: labelText, indent: indent, comma: comma)
                    continue
                }
                guard opensBoth(old, new, label: label),
                      let changes = ValueDiffChange.children(of: old, new)
                else {
                    renderer.appendBlock(old, label: labelText, indent: indent, comma: comma, linePrefix: "- ")
                    renderer.appendBlock(new, label: labelText, indent: indent, comma: comma, linePrefix: "+ ")
                    continue
                }
                renderer.appendLine(labelText + new.text, indent: indent, linePrefix: "  ")
                tasks.append(.context(new.closing, indent: indent, comma: comma))
                let collapsing: Collapsing = switch old.kind {
                case .collection: .runs
                case .dictionary, .set: .count
                default: .none
                }
                tasks.append(contentsOf: childTasks(changes, indent: indent + 2, collapsing: collapsing).reversed())
            }
        }
    }

    /// Whether a changed pair is shown as one opened container rather than old and new whole.
    ///
    /// Both must be the same kind of container with the same type (or enum case). Short values
    /// that fit on one line read better whole, except identified elements (opened under their
    /// label, so that the change is named) and collections of them (whose moves, insertions
    /// and removals are worth naming).
    private func opensBoth(_ old: DumpNode, _ new: DumpNode, label: ValueDiffLabel) -> Bool {
        guard old.isContainer, old.kind == new.kind, old.text == new.text, old.closing == new.closing else {
            return false
        }
        if old.kind == .collection, (old.children.first ?? new.children.first)?.identity != nil { return true }
        if case .element(_, let identity?, _) = label, !(identity.base is ObjectIdentifier) { return true }
        return !DumpRenderer.isInline(old) || !DumpRenderer.isInline(new)
    }

    /// What becomes of a container's unchanged children.
    private enum Collapsing {
        /// Each shows collapsed (`address: Address(…)`, literals whole): fields of structs,
        /// tuples and payloads.
        case none
        /// Runs of two or more become `… (N unchanged)`: elements of ordered collections.
        case runs
        /// All of them become one `… (N unchanged)` after the changes: dictionary entries and
        /// set members, whose order means nothing.
        case count
    }

    /// Tasks for the children of an opened container, each followed by a comma but the last.
    private func childTasks(_ changes: [ValueDiffChange], indent: Int, collapsing: Collapsing) -> [Task] {
        var tasks: [Task] = []
        var unchanged: [(DumpNode, ValueDiffLabel)] = []
        func flush() {
            guard !unchanged.isEmpty else { return }
            if collapsing == .none || (collapsing == .runs && unchanged.count == 1) {
                for (node, label) in unchanged {
                    tasks.append(.context(label.text + DumpRenderer.collapsedText(node), indent: indent, comma: true))
                }
            } else {
                tasks.append(.context("… (\(unchanged.count) unchanged)", indent: indent, comma: true))
            }
            unchanged.removeAll()
        }
        for change in changes {
            if collapsing != .count, !change.isUnchanged { flush() }
            switch change {
            case .unchanged(let node, let label):
                unchanged.append((node, label))
            case .changed(let old, let new, let label):
                tasks.append(.compare(old, new, label: label, indent: indent, comma: true))
            case .removed(let node, let label):
                tasks.append(.block(node, label: label, indent: indent, comma: true, linePrefix: "- "))
            case .inserted(let node, let label):
                tasks.append(.block(node, label: label, indent: indent, comma: true, linePrefix: "+ "))
            }
        }
        flush()
        if let last = tasks.indices.last { tasks[last] = tasks[last].withoutComma }
        return tasks
    }

    /// Two multi-line strings as one `"""` literal (with as many `#` as either needs) whose
    /// lines are compared: kept lines as context, removed and inserted ones marked.
    private mutating func appendLineDiff(_ old: DumpNode, _ new: DumpNode, label: String, indent: Int, comma: Bool) {
        let hashes = String(repeating: "#", count: max(old.text.count, new.text.count) - 3)
        renderer.appendLine(label + hashes + "\"\"\"", indent: indent, linePrefix: "  ")
        let lineIndent = indent + (label.isEmpty ? 0 : 2)
        let diff = LineDiff(from: old.lines.map { $0 + "\n" }.joined(), to: new.lines.map { $0 + "\n" }.joined())
        for edit in diff.edits {
            switch edit.kind {
            case .equal:
                for line in new.lines[edit.newRange] { renderer.appendLine(line, indent: lineIndent, linePrefix: "  ") }
            case .delete:
                for line in old.lines[edit.oldRange] { renderer.appendLine(line, indent: lineIndent, linePrefix: "- ") }
            case .insert:
                for line in new.lines[edit.newRange] { renderer.appendLine(line, indent: lineIndent, linePrefix: "+ ") }
            }
        }
        renderer.appendLine("\"\"\"" + hashes, indent: lineIndent, comma: comma, linePrefix: "  ")
    }
}

extension ValueDiffer.Task {
    /// The task with no comma after its last line.
    fileprivate var withoutComma: Self {
        switch self {
        case .compare(let old, let new, let label, let indent, _): .compare(old, new, label: label, indent: indent, comma: false)
        case .block(let node, let label, let indent, _, let prefix): .block(node, label: label, indent: indent, comma: false, linePrefix: prefix)
        case .context(let text, let indent, _): .context(text, indent: indent, comma: false)
        }
    }
}
