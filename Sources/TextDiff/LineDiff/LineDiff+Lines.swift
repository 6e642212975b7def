extension LineDiff {
    /// The lines of a text, split at LF, each with its line ending if it has one; made as
    /// substrings only when read.
    public struct Lines: RandomAccessCollection, Sendable {
        /// The text, with contiguous UTF-8 storage.
        let text: String
        /// The byte offset of each line's start, then the end of the text.
        let boundaries: [Int]

        init(_ text: String) {
            var text = text
            text.makeContiguousUTF8()
            self.text = text
            boundaries = text.utf8.withContiguousStorageIfAvailable { Self.boundaries(of: $0) } ?? [0]
        }

        /// The index of the first line: 0.
        public var startIndex: Int { 0 }
        /// The number of lines.
        public var endIndex: Int { boundaries.count - 1 }

        /// The line at `index`, with its line ending.
        public subscript(index: Int) -> Substring {
            precondition(index >= 0 && index < endIndex, "line \(index) is outside 0..<\(endIndex)")
            let utf8 = text.utf8
            return text[utf8.index(utf8.startIndex, offsetBy: boundaries[index])..<utf8.index(utf8.startIndex, offsetBy: boundaries[index + 1])]
        }

        /// Calls `body` with the text's bytes.
        func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            // `init` made the storage contiguous.
            text.utf8.withContiguousStorageIfAvailable(body)!
        }

        /// Line starts after each LF, found eight bytes at a time.
        private static func boundaries(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
            var boundaries = [0]
            let count = bytes.count
            guard let base = bytes.baseAddress else { return boundaries }
            let raw = UnsafeRawPointer(base)
            let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            let low: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlines
                // A zero byte in `word` is an LF in the text. The mask marks every zero byte, and
                // may also mark a byte after one (a borrow), so each mark is checked.
                var candidates = (word &- low) & ~word & high
                while candidates != 0 {
                    let offset = index + candidates.trailingZeroBitCount / 8
                    if base[offset] == 0x0A { boundaries.append(offset + 1) }
                    candidates &= candidates &- 1
                }
                index += 8
            }
            while index < count {
                if base[index] == 0x0A { boundaries.append(index + 1) }
                index += 1
            }
            if boundaries.last != count { boundaries.append(count) }
            return boundaries
        }
    }
}
