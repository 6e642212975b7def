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
                    let (old, new) = Self.withTypes(old, new)
                    renderer.appendBlock(old, label: labelText, indent: indent, comma: comma, linePrefix: "- ")
                    renderer.appendBlock(new, label: labelText, indent: indent, comma: comma, linePrefix: "+ ")
                    continue
                }
                renderer.appendLine(labelText + new.text, indent: indent, linePrefix: "  ")
                tasks.append(.context(new.closing, indent: indent, comma: comma))
                let collapsing: Collapsing = switch old.kind {
                case .collection: .runs
                case .dictionary, .set: old.isUnordered ? .count : .runs
                default: .none
                }
                tasks.append(contentsOf: childTasks(changes, indent: indent + 2, collapsing: collapsing).reversed())
            }
        }
    }

    /// Two literals that read alike but differ in type, with their types (`29.99 as Float`,
    /// `29.99 as Double`); any other pair as it is.
    private static func withTypes(_ old: DumpNode, _ new: DumpNode) -> (DumpNode, DumpNode) {
        guard old.kind == .leaf, new.kind == .leaf, old.text == new.text,
              let oldType = old.typeName, let newType = new.typeName, oldType != newType
        else { return (old, new) }
        return (.leaf(old.text + " as " + oldType), .leaf(new.text + " as " + newType))
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
        /// Runs of two or more become `… (N unchanged)`: elements of collections, and the
        /// entries of types that lay themselves out as ordered dictionaries.
        case runs
        /// All of them become one `… (N unchanged)` after the changes: entries of dictionaries
        /// and members of sets, whose order means nothing.
        case count
    }

    /// Tasks for the children of an opened container, with swift-custom-dump's commas: a
    /// removed child has one unless it was the old value's last, an inserted one unless it is
    /// the new value's last, and a line both sides share (an unchanged run, a changed pair)
    /// unless it is last in both. Under a count of unchanged members (dictionaries, sets), an
    /// inserted child has one when the count follows.
    private func childTasks(_ changes: [ValueDiffChange], indent: Int, collapsing: Collapsing) -> [Task] {
        // For each change, whether an old (new) child comes after it.
        var oldFollows = [Bool](repeating: false, count: changes.count)
        var newFollows = [Bool](repeating: false, count: changes.count)
        var laterOld = false, laterNew = false
        for index in changes.indices.reversed() {
            oldFollows[index] = laterOld
            newFollows[index] = laterNew
            switch changes[index] {
            case .removed: laterOld = true
            case .inserted: laterNew = true
            case .unchanged, .changed: laterOld = true; laterNew = true
            }
        }
        // Set members left unchanged are counted in one line after the changes.
        let countFollows = collapsing == .count && changes.contains { $0.isUnchanged }
        var tasks: [Task] = []
        var unchanged: [(DumpNode, ValueDiffLabel)] = []
        func flush(comma: Bool) {
            guard !unchanged.isEmpty else { return }
            if collapsing == .none || (collapsing == .runs && unchanged.count == 1) {
                for (offset, (node, label)) in unchanged.enumerated() {
                    let isLast = offset == unchanged.count - 1
                    tasks.append(.context(label.text + DumpRenderer.collapsedText(node), indent: indent, comma: !isLast || comma))
                }
            } else {
                tasks.append(.context("… (\(unchanged.count) unchanged)", indent: indent, comma: comma))
            }
            unchanged.removeAll()
        }
        for (index, change) in changes.enumerated() {
            if collapsing != .count, !change.isUnchanged { flush(comma: true) }
            let comma = collapsing == .count ? countFollows || newFollows[index] : newFollows[index]
            let sharedComma = oldFollows[index] || newFollows[index]
            switch change {
            case .unchanged(let node, let label):
                unchanged.append((node, label))
                if collapsing != .count, !newFollows[index] || !oldFollows[index] { flush(comma: sharedComma) }
            case .changed(let old, let new, let label):
                tasks.append(.compare(old, new, label: label, indent: indent, comma: sharedComma))
            case .removed(let node, let label):
                let comma = oldFollows[index]
                tasks.append(.block(node, label: label, indent: indent, comma: comma, linePrefix: "- "))
            case .inserted(let node, let label):
                tasks.append(.block(node, label: label, indent: indent, comma: comma, linePrefix: "+ "))
            }
        }
        flush(comma: false)
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
