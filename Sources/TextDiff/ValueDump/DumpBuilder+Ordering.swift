/// The order of dictionary keys and set elements in dumps.
enum DumpOrder {
    /// Integer literals first, in numeric order (`2` before `10`); then every other text in
    /// Unicode scalar order. A strict weak ordering, so sorting is deterministic.
    static func precedes(_ a: String, _ aNumber: Int?, _ b: String, _ bNumber: Int?) -> Bool {
        switch (aNumber, bNumber) {
        case (let x?, let y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }
}

extension DumpBuilder {
    /// Sorts dictionary entries by their dumped keys and set elements by their dumps, so that
    /// dumps never depend on hash order.
    ///
    /// Integer literals come first, in numeric order (`2` before `10`); every other text
    /// follows in Unicode scalar order. Dictionary entries whose keys dump alike are ordered by
    /// their values.
    static func sortChildren(of node: DumpNode) {
        struct SortKey {
            var number: Int?
            var text: String
            var child: DumpNode
        }
        let keys = node.children.map { child -> SortKey in
            let text: String
            if case .key(let key) = child.label {
                text = DumpRenderer.flatText(key)
            } else {
                text = DumpRenderer.flatText(child)
            }
            return SortKey(number: Int(text), text: text, child: child)
        }
        let sorted = keys.sorted { a, b in
            if DumpOrder.precedes(a.text, a.number, b.text, b.number) { return true }
            if a.text != b.text { return false }
            return DumpRenderer.flatText(a.child).utf8.lexicographicallyPrecedes(DumpRenderer.flatText(b.child).utf8)
        }
        node.children = sorted.map(\.child)
    }

    /// Numbers the class instances that back-references point to, in the order their dumps
    /// start (`Node #1(`), names the back-references after them (`<cycle: Node #1>`), and
    /// recomputes the widths (and hashes) that the new texts change.
    static func numberCycles(in root: DumpNode, hashing: Bool) {
        var preorder: [DumpNode] = []
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            preorder.append(node)
            if let cycle = node.cycle {
                if node.kind == .backReference {
                    node.text = "<cycle: \(cycle.typeName) #\(cycle.number)>"
                } else if cycle.number == 0 {
                    count += 1
                    cycle.number = count
                    node.text = "\(cycle.typeName) #\(count)("
                }
            }
            for child in node.children.reversed() {
                pending.append(child)
                if case .key(let key) = child.label { pending.append(key) }
            }
        }
        for node in preorder.reversed() {
            if node.isContainer {
                node.finish(hashing: hashing)
            } else {
                node.width = node.text.dumpWidth
                if hashing { node.computeHash() }
            }
        }
    }
}
