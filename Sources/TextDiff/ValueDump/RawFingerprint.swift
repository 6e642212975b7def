/// A hash of what a value holds underneath its dump, for diffs: two values that a custom
/// description shows alike (`<redacted>`) but that hold different things get different
/// fingerprints, so that a diff shows the line as changed rather than calling them equal.
///
/// The value is read through its own `Mirror`, ignoring custom dumps: the labels of its
/// children and the descriptions of values without children, a few levels deep.
enum RawFingerprint {
    static func of(_ value: Any) -> UInt64 {
        var hash = DumpHash(0x5E)
        combine(value, depth: 0, into: &hash)
        return hash.value == 0 ? 1 : UInt64(bitPattern: Int64(hash.value))
    }

    static func of(_ text: String) -> UInt64 {
        var hash = DumpHash(0x7E)
        hash.combine(text)
        return hash.value == 0 ? 1 : UInt64(bitPattern: Int64(hash.value))
    }

    private static func combine(_ value: Any, depth: Int, into hash: inout DumpHash) {
        let mirror = Mirror(reflecting: value)
        guard depth < 8, !mirror.children.isEmpty else {
            hash.combine(String(reflecting: value))
            return
        }
        hash.combine(UInt64(mirror.children.count))
        // Dictionaries and sets list their children in hash order, which differs between equal
        // values: their children's fingerprints are added up, in any order alike.
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
            var sum: UInt64 = 0
            for child in mirror.children.prefix(1_000) {
                var childHash = DumpHash(0x5C)
                combine(child.value, depth: depth + 1, into: &childHash)
                sum &+= UInt64(bitPattern: Int64(childHash.value))
            }
            hash.combine(sum)
            return
        }
        for child in mirror.children.prefix(1_000) {
            hash.combine(child.label ?? "")
            combine(child.value, depth: depth + 1, into: &hash)
        }
    }
}
