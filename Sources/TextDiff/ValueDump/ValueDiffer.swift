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

    private init(lineWidth: Int) {
        renderer = DumpRenderer(lineWidth: lineWidth)
    }

    /// The diff of two dumps built with identities recorded, or `nil` when they are equal.
    static func diff(_ old: DumpNode, _ new: DumpNode, lineWidth: Int) -> String? {
        if DumpNode.areEqual(old, new) { return nil }
        var differ = ValueDiffer(lineWidth: lineWidth)
        differ.run(old, new)
        return differ.renderer.text
    }

    private enum Task {
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
                guard opensBoth(old, new, label: label, labelWidth: labelText.dumpWidth, indent: indent, comma: comma),
                      let changes = ValueDiffChange.children(of: old, new)
                else {
                    renderer.appendBlock(old, label: labelText, indent: indent, comma: comma, linePrefix: "- ")
                    renderer.appendBlock(new, label: labelText, indent: indent, comma: comma, linePrefix: "+ ")
                    continue
                }
                renderer.appendLine(labelText + new.text, indent: indent, linePrefix: "  ")
                tasks.append(.context(new.closing, indent: indent, comma: comma))
                tasks.append(contentsOf: childTasks(changes, indent: indent + 2).reversed())
            }
        }
    }

    /// Whether a changed pair is shown as one opened container rather than old and new whole.
    ///
    /// Both must be the same kind of container with the same type (or enum case). Short values
    /// that fit on one line read better whole, except identified elements (opened under their
    /// label, so that the change is named) and collections of them (whose moves, insertions
    /// and removals are worth naming).
    private func opensBoth(
        _ old: DumpNode, _ new: DumpNode, label: ValueDiffLabel, labelWidth: Int, indent: Int, comma: Bool
    ) -> Bool {
        guard old.isContainer, old.kind == new.kind, old.text == new.text, old.closing == new.closing else {
            return false
        }
        if old.kind == .collection, (old.children.first ?? new.children.first)?.identity != nil { return true }
        if case .element(_, let identity?, _) = label, !(identity.base is ObjectIdentifier) { return true }
        return !renderer.fitsOnOneLine(old, labelWidth: labelWidth, indent: indent, comma: comma)
            || !renderer.fitsOnOneLine(new, labelWidth: labelWidth, indent: indent, comma: comma)
    }

    /// Tasks for the children of an opened container, with unchanged runs collapsed.
    private func childTasks(_ changes: [ValueDiffChange], indent: Int) -> [Task] {
        var tasks: [Task] = []
        var unchanged: [(DumpNode, ValueDiffLabel)] = []
        func flush() {
            guard let (node, label) = unchanged.first else { return }
            let labelText = label.text
            if unchanged.count == 1, renderer.fitsOnOneLine(node, labelWidth: labelText.dumpWidth, indent: indent, comma: true) {
                tasks.append(.block(node, label: label, indent: indent, comma: true, linePrefix: "  "))
            } else {
                tasks.append(.context("… (\(unchanged.count) unchanged)", indent: indent, comma: false))
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
        return tasks
    }
}
