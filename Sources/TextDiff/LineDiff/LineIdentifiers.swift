/// Maps lines to small integers, equal lines (byte for byte) to equal integers, so that the
/// algorithm compares integers.
///
/// An open-addressing table keyed by a word-at-a-time hash of each line's bytes; a hash match
/// is confirmed by comparing the bytes, so collisions cost time, never correctness. The hash is
/// seeded per process, so crafted input cannot rely on colliding.
enum LineIdentifiers {
    private static let seed = UInt64.random(in: 1...UInt64.max)

    static func assign(_ old: LineDiff.Lines, _ new: LineDiff.Lines) -> (old: [Int32], new: [Int32]) {
        old.withBytes { oldBytes in
            new.withBytes { newBytes in
                var table = Table(capacityFor: old.count + new.count)
                let oldIDs = old.indices.map { index in
                    table.identify(oldBytes, from: old.boundaries[index], to: old.boundaries[index + 1])
                }
                let newIDs = new.indices.map { index in
                    table.identify(newBytes, from: new.boundaries[index], to: new.boundaries[index + 1])
                }
                return (oldIDs, newIDs)
            }
        }
    }

    private struct Table {
        /// Slot → identifier, or -1 when empty.
        private var slots: [Int32]
        private let mask: Int
        /// For each identifier: its hash and where its first line's bytes are.
        private var hashes: [UInt64] = []
        private var lines: [(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int)] = []

        init(capacityFor count: Int) {
            var capacity = 16
            while capacity < count * 2 { capacity <<= 1 }
            slots = Array(repeating: -1, count: capacity)
            mask = capacity - 1
        }

        mutating func identify(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int32 {
            let hash = LineIdentifiers.hash(bytes, from: start, to: end)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let identifier = slots[slot]
                if identifier < 0 {
                    let new = Int32(truncatingIfNeeded: hashes.count)
                    slots[slot] = new
                    hashes.append(hash)
                    lines.append((bytes, start, end))
                    return new
                }
                let candidate = Int(identifier)
                if hashes[candidate] == hash, Self.sameBytes(lines[candidate], (bytes, start, end)) {
                    return identifier
                }
                slot = (slot + 1) & mask
            }
        }

        /// Whether two byte ranges are equal, compared eight bytes at a time.
        private static func sameBytes(
            _ a: (bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int),
            _ b: (bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int)
        ) -> Bool {
            let length = a.end - a.start
            guard length == b.end - b.start else { return false }
            guard length > 0, let first = a.bytes.baseAddress, let second = b.bytes.baseAddress else { return true }
            let left = UnsafeRawPointer(first + a.start)
            let right = UnsafeRawPointer(second + b.start)
            var offset = 0
            while offset + 8 <= length {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            while offset < length {
                if left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
                    return false
                }
                offset += 1
            }
            return true
        }
    }

    /// A fast hash of `bytes[start..<end]`, eight bytes at a time.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(end - start) &* multiplier)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= end {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < end {
            tail |= UInt64(base[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 29)
    }
}
