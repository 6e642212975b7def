/// Compares two dump trees and writes a nested diff.
///
/// Lines start with `- ` (only in the old value), `+ ` (only in the new value) or two spaces
/// (context: the containers that lead to a change). A container that changed but kept its
/// type or case is opened, and its children are compared: runs of unchanged children collapse
/// to `… (N unchanged)` (a single one that fits on a line is shown instead), changed children
/// are compared in turn, and removed and inserted ones are shown whole. Anything else that
/// changed (a literal, an enum case, a short value that fits on one line) is shown whole,
/// old then new.
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
                guard opensBoth(old, new, label: label),
                      let changes = ValueDiffChange.children(of: old, new)
                else {
                    renderer.appendBlock(old, label: labelText, indent: indent, comma: comma, linePrefix: "- ")
                    renderer.appendBlock(new, label: labelText, indent: indent, comma: comma, linePrefix: "+ ")
                    continue
                }
                renderer.appendLine(labelText + new.text, indent: indent, linePrefix: "  ")
                tasks.append(.context(new.closing, indent: indent, comma: comma))
                let collapsesRuns = old.kind == .collection || old.kind == .dictionary || old.kind == .set
                tasks.append(contentsOf: childTasks(changes, indent: indent + 2, collapsesRuns: collapsesRuns).reversed())
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

    /// Tasks for the children of an opened container, each followed by a comma but the last.
    ///
    /// Unchanged fields of structs, tuples and payloads show collapsed (`address: Address(…)`,
    /// literals whole); runs of unchanged elements, entries and members collapse to
    /// `… (N unchanged)`, a single one showing collapsed instead.
    private func childTasks(_ changes: [ValueDiffChange], indent: Int, collapsesRuns: Bool) -> [Task] {
        var tasks: [Task] = []
        var unchanged: [(DumpNode, ValueDiffLabel)] = []
        func flush() {
            guard !unchanged.isEmpty else { return }
            if unchanged.count == 1 || !collapsesRuns {
                for (node, label) in unchanged {
                    tasks.append(.context(label.text + DumpRenderer.collapsedText(node), indent: indent, comma: true))
                }
            } else {
                tasks.append(.context("… (\(unchanged.count) unchanged)", indent: indent, comma: true))
            }
            unchanged.removeAll()
        }
        for change in changes {
            switch change {
            case .unchanged(let node, let label):
                unchanged.append((node, label))
            case .changed(let old, let new, let label):
                flush()
                tasks.append(.compare(old, new, label: label, indent: indent, comma: true))
            case .removed(let node, let label):
                flush()
                tasks.append(.block(node, label: label, indent: indent, comma: true, linePrefix: "- "))
            case .inserted(let node, let label):
                flush()
                tasks.append(.block(node, label: label, indent: indent, comma: true, linePrefix: "+ "))
            }
        }
        flush()
        if let last = tasks.indices.last { tasks[last] = tasks[last].withoutComma }
        return tasks
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
