/// The order of dictionary keys and set elements in dumps: their one-line dumps in Unicode
/// scalar order, as swift-custom-dump sorts them (so `10` comes before `2`, and quoted strings
/// before numbers). A strict weak ordering, so sorting is deterministic.
enum DumpOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

extension DumpBuilder {
    /// Sorts dictionary entries by their dumped keys and set elements by their dumps, so that
    /// dumps never depend on hash order.
    ///
    /// Texts are compared in Unicode scalar order; dictionary entries whose keys dump alike
    /// are ordered by their values.
    static func sortChildren(of node: DumpNode) {
        struct SortKey {
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
            return SortKey(text: text, child: child)
        }
        let sorted = keys.sorted { a, b in
            if DumpOrder.precedes(a.text, b.text) { return true }
            if a.text != b.text { return false }
            return DumpRenderer.flatText(a.child).utf8.lexicographicallyPrecedes(DumpRenderer.flatText(b.child).utf8)
        }
        node.children = sorted.map(\.child)
    }

}
