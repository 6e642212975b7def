/// How one child of an opened container changed.
enum ValueDiffChange {
    case unchanged(DumpNode, ValueDiffLabel)
    case changed(DumpNode, DumpNode, ValueDiffLabel)
    case removed(DumpNode, ValueDiffLabel)
    case inserted(DumpNode, ValueDiffLabel)

    var isUnchanged: Bool {
        if case .unchanged = self { return true }
        return false
    }

    /// Matches the children of two containers of the same kind and type, or returns `nil` when
    /// they cannot be matched (fields that differ in name or number).
    ///
    /// Fields and payloads match by position and name, dictionary entries by key, set elements
    /// by their dumps, and collection elements by `Identifiable.id` when every element has one
    /// (unique on each side), otherwise by a minimal alignment of their dumps.
    static func children(of old: DumpNode, _ new: DumpNode) -> [ValueDiffChange]? {
        switch old.kind {
        case .structure, .tuple, .enumCase:
            return fields(old.children, new.children)
        case .dictionary, .set:
            return sortedEntries(old.children, new.children)
        case .collection:
            return identifiedElements(old.children, new.children) ?? elements(old.children, new.children)
        case .leaf, .backReference, .multilineString:
            return nil
        }
    }

    private static func compared(_ old: DumpNode, _ new: DumpNode, _ label: ValueDiffLabel) -> ValueDiffChange {
        DumpNode.areEqual(old, new) ? .unchanged(new, label) : .changed(old, new, label)
    }

    private static func fields(_ old: [DumpNode], _ new: [DumpNode]) -> [ValueDiffChange]? {
        guard old.count == new.count else { return nil }
        var changes: [ValueDiffChange] = []
        changes.reserveCapacity(new.count)
        for (oldChild, newChild) in zip(old, new) {
            switch (oldChild.label, newChild.label) {
            case (.none, .none): break
            case (.field(let oldName), .field(let newName)) where oldName == newName: break
            default: return nil
            }
            changes.append(compared(oldChild, newChild, .dump(newChild.label)))
        }
        return changes
    }

    /// Merges two lists sorted the way dumps sort dictionary keys and set elements.
    private static func sortedEntries(_ old: [DumpNode], _ new: [DumpNode]) -> [ValueDiffChange] {
        func sortKey(_ node: DumpNode) -> String {
            if case .key(let key) = node.label { return DumpRenderer.flatText(key) }
            return DumpRenderer.flatText(node)
        }
        let oldKeys = old.map(sortKey), newKeys = new.map(sortKey)
        var changes: [ValueDiffChange] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && DumpOrder.precedes(oldKeys[i], newKeys[j])) {
                changes.append(.removed(old[i], .dump(old[i].label)))
                i += 1
            } else if i == old.count || oldKeys[i] != newKeys[j] {
                changes.append(.inserted(new[j], .dump(new[j].label)))
                j += 1
            } else {
                changes.append(compared(old[i], new[j], .dump(new[j].label)))
                i += 1
                j += 1
            }
        }
        return changes
    }

    /// Elements matched by identity: kept, changed, moved, inserted and removed.
    ///
    /// `nil` unless every element on both sides has an identity and no identity repeats on
    /// either side.
    private static func identifiedElements(_ old: [DumpNode], _ new: [DumpNode]) -> [ValueDiffChange]? {
        guard !(old.isEmpty && new.isEmpty) else { return nil }
        var oldIdentities: [AnyHashable] = [], newIdentities: [AnyHashable] = []
        oldIdentities.reserveCapacity(old.count)
        newIdentities.reserveCapacity(new.count)
        for node in old {
            guard let identity = node.identity else { return nil }
            oldIdentities.append(identity)
        }
        for node in new {
            guard let identity = node.identity else { return nil }
            newIdentities.append(identity)
        }

        if oldIdentities == newIdentities {
            // The common case: same elements in the same order; pairs by position, whatever
            // the identities.
            return old.indices.map { compared(old[$0], new[$0], .element($0, identity: newIdentities[$0], move: nil)) }
        }

        // Positions by identity; a repeated identity rules the match out.
        var oldPositions: [AnyHashable: Int] = [:], newPositions: [AnyHashable: Int] = [:]
        oldPositions.reserveCapacity(old.count)
        newPositions.reserveCapacity(new.count)
        for (index, identity) in oldIdentities.enumerated() where oldPositions.updateValue(index, forKey: identity) != nil {
            return nil
        }
        for (index, identity) in newIdentities.enumerated() where newPositions.updateValue(index, forKey: identity) != nil {
            return nil
        }

        // Old elements are keyed by position, new ones by the position of their old
        // counterpart, or past the end when they have none.
        let oldKeys = Array(old.indices)
        let newKeys = newIdentities.enumerated().map { oldPositions[$0.element] ?? old.count + $0.offset }
        guard let steps = align(oldKeys, newKeys) else { return nil }
        return steps.map { step in
            switch step {
            case .kept(let i, let j):
                return compared(old[i], new[j], .element(j, identity: newIdentities[j], move: nil))
            case .deleted(let i):
                let move = newPositions[oldIdentities[i]].map(ValueDiffLabel.Move.to)
                return .removed(old[i], .element(i, identity: oldIdentities[i], move: move))
            case .inserted(let j):
                let move = oldPositions[newIdentities[j]].map(ValueDiffLabel.Move.from)
                return .inserted(new[j], .element(j, identity: newIdentities[j], move: move))
            }
        }
    }

    /// Elements aligned by their dumps; within a run of changes, removed and inserted elements
    /// are paired in order and compared when they are containers of one type (so that what
    /// changed inside shows), the rest shown as removed (at their old index) or inserted, in
    /// the order of the alignment.
    private static func elements(_ old: [DumpNode], _ new: [DumpNode]) -> [ValueDiffChange] {
        guard let steps = align(old.map(\.hash), new.map(\.hash)) else {
            return positionalElements(old, new)
        }
        var changes: [ValueDiffChange] = []
        var removed: [Int] = [], inserted: [Int] = []
        var run: [ValueDiffChange] = []
        func flush() {
            let pairs = zip(removed, inserted)
            guard !pairs.contains(where: { !old[$0].isContainer || old[$0].text != new[$1].text }) else {
                changes += run
                run.removeAll()
                removed.removeAll()
                inserted.removeAll()
                return
            }
            run.removeAll()
            for (i, j) in pairs {
                changes.append(.changed(old[i], new[j], .element(j, identity: nil, move: nil)))
            }
            for i in removed.dropFirst(inserted.count) { changes.append(.removed(old[i], .element(i, identity: nil, move: nil))) }
            for j in inserted.dropFirst(removed.count) { changes.append(.inserted(new[j], .element(j, identity: nil, move: nil))) }
            removed.removeAll()
            inserted.removeAll()
        }
        for step in steps {
            switch step {
            case .kept(let i, let j):
                flush()
                changes.append(compared(old[i], new[j], .element(j, identity: nil, move: nil)))
            case .deleted(let i):
                removed.append(i)
                run.append(.removed(old[i], .element(i, identity: nil, move: nil)))
            case .inserted(let j):
                inserted.append(j)
                run.append(.inserted(new[j], .element(j, identity: nil, move: nil)))
            }
        }
        flush()
        return changes
    }

    /// A shortest alignment of two sequences of element keys (dump hashes or positions), or
    /// `nil` when they differ in more than 1,000 places and are not worth aligning.
    private static func align(_ old: [Int], _ new: [Int]) -> [MyersStep]? {
        var identifierOfKey: [Int: Int32] = [:]
        func identifiers(of keys: [Int]) -> [Int32] {
            var result: [Int32] = []
            result.reserveCapacity(keys.count)
            for key in keys {
                if let identifier = identifierOfKey[key] {
                    result.append(identifier)
                } else {
                    let identifier = Int32(identifierOfKey.count)
                    identifierOfKey[key] = identifier
                    result.append(identifier)
                }
            }
            return result
        }
        var myers = MyersDiff(old: identifiers(of: old), new: identifiers(of: new))
        guard myers.run(maximumDifferences: 1_000) else { return nil }
        return myers.steps
    }

    /// Elements paired by index, for arrays too different to align cheaply.
    private static func positionalElements(_ old: [DumpNode], _ new: [DumpNode]) -> [ValueDiffChange] {
        var changes: [ValueDiffChange] = []
        for index in 0..<max(old.count, new.count) {
            let label = ValueDiffLabel.element(index, identity: nil, move: nil)
            if index >= new.count {
                changes.append(.removed(old[index], label))
            } else if index >= old.count {
                changes.append(.inserted(new[index], label))
            } else {
                changes.append(compared(old[index], new[index], label))
            }
        }
        return changes
    }
}

/// The label of a child in a diff: the dump's own label, or an element's position, identity
/// and move (`[2, id: 7, moved from 0]: `).
enum ValueDiffLabel {
    enum Move {
        case from(Int)
        case to(Int)
    }

    case none
    case dump(DumpNode.Label)
    case element(Int, identity: AnyHashable?, move: Move?)

    var text: String {
        switch self {
        case .none:
            return ""
        case .dump(let label):
            return DumpRenderer.blockLabel(label)
        case .element(let index, let identity, let move):
            var text = "[\(index)"
            // Class identities default to ObjectIdentifier, which would show an address.
            if let identity, !(identity.base is ObjectIdentifier) {
                var builder = DumpBuilder()
                text += ", id: " + DumpRenderer.flatText(builder.build(identity))
            }
            switch move {
            case .from(let index)?: text += ", moved from \(index)"
            case .to(let index)?: text += ", moved to \(index)"
            case nil: break
            }
            return text + "]: "
        }
    }
}
