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

        /// The widest line's width by `measure`, without its line ending. A line of printable
        /// ASCII is as wide as it is long, and no line is wider than its UTF-8 bytes (the
        /// contract of `RenderOptions.measure`): only the other lines that could be wider than
        /// the widest so far are measured, so a text of 10,000 lines makes no substrings.
        func widest(measure: (Substring) -> Int) -> Int {
            var widest = 0
            var candidates: [Int] = []
            withBytes { bytes in
                for index in 0..<(boundaries.count - 1) {
                    let start = boundaries[index]
                    var end = boundaries[index + 1]
                    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
                    guard end - start > widest else { continue }
                    var printable = true
                    for offset in start..<end where bytes[offset] < 0x20 || bytes[offset] > 0x7E {
                        printable = false
                        break
                    }
                    if printable {
                        widest = end - start
                    } else {
                        candidates.append(index)
                    }
                }
            }
            // Longest first: once a line is no longer than the widest, none after it can be wider.
            let longestFirst = candidates.map { (index: $0, length: boundaries[$0 + 1] - boundaries[$0]) }.sorted { $0.length > $1.length }
            for candidate in longestFirst {
                guard candidate.length > widest else { break }
                widest = Swift.max(widest, measure(LineDiff.content(of: self[candidate.index])))
            }
            return widest
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
