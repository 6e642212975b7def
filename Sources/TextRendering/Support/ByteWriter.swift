/// Bytes written into one buffer that grows by doubling, with no check per byte: room is made
/// for a run of bytes once (`reserve`), then they are stored. For text made byte by byte from
/// glyphs (a table printed as plain text), where appending to an array checked its capacity and
/// uniqueness for every byte.
package struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written.
    package private(set) var count = 0

    /// An empty writer with room for `capacity` bytes before it first grows.
    package init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, 2 * capacity))
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = max(needed, 2 * capacity)
    }

    /// Stores `byte`; room for it was reserved.
    @inline(__always)
    package mutating func store(_ byte: UInt8) {
        assert(count < capacity, "a byte stored without room reserved")
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`, making room for them: copied at once when they are contiguous (an
    /// array, a native string's UTF-8), else byte by byte.
    package mutating func append(contentsOf bytes: some Collection<UInt8>) {
        let copied: Void? = bytes.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        guard copied == nil else { return }
        reserve(bytes.count)
        for byte in bytes { store(byte) }
    }

    /// Appends `bytes`, making room for them.
    package mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `count` copies of `byte`.
    package mutating func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Drops the bytes from `offset` on.
    package mutating func truncate(to offset: Int) {
        precondition(offset >= 0 && offset <= count, "truncating \(count) bytes to \(offset)")
        count = offset
    }

    /// The bytes as a string (invalid UTF-8 repaired, as `String(decoding:as:)` repairs it).
    package func string() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
}
