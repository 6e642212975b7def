extension LineBreaker {
    /// The verdict of rules LB4–LB31 for each pair of an item class and the class of the scalar
    /// after it, in the plainest context: the breaker's fast path.
    ///
    /// The table is not written by hand: it is filled by running `decide` on a breaker that has
    /// seen one item of the left class and nothing else, so the rules in `LineBreaker+Rules.swift`
    /// stay the only statement of the algorithm. The breaker uses an entry only while its
    /// lookbehind matches that context (`isOffTable` is false), and pairs whose verdict depends
    /// on the scalar itself rather than on classes are left out (`dependsOnScalar`).
    struct PairTable: @unchecked Sendable {
        // @unchecked Sendable: the buffers are written once, in `init`, before `shared` is
        // published, and only read afterwards; they are never freed, so that copies of the table
        // (every breaker holds one) cost no reference counting.

        /// The entry for a pair that the table cannot decide.
        static let dependsOnContext: UInt8 = 3

        /// The table, built on first use (some 1,400 calls of `decide`).
        static let shared = PairTable()

        /// `entries[left << 6 | right]`: the raw value of a `Verdict`, or `dependsOnContext`.
        private let entries: UnsafeBufferPointer<UInt8>
        /// The class of each raw value of 6 bits (a lookup that inlines, unlike `init(rawValue:)`).
        private let classes: UnsafeBufferPointer<LineBreakClass>

        private init() {
            let classes = (0..<64).map { LineBreakClass(rawValue: UInt8($0)) ?? .alphabetic }
            let undecided = [UInt8](repeating: Self.dependsOnContext, count: 64 * 64)
            var entries = undecided
            // The breakers that fill the table only run the rules: give them an empty table
            // (not `shared`, which is what is being built). No pair in the table looks ahead,
            // so they need no text either.
            undecided.withUnsafeBufferPointer { undecided in
                classes.withUnsafeBufferPointer { classes in
                    let empty = PairTable(entries: undecided, classes: classes)
                    let noText = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                    for left in LineBreakClass.allCases where !left.isCombining {
                        let breaker = LineBreaker(bytes: noText, first: ScalarProperties(class: left), pairs: empty)
                        for right in LineBreakClass.allCases where !Self.dependsOnScalar(left, right) {
                            let verdict = breaker.decide(
                                raw: right, right: right, properties: ScalarProperties(class: right), attaches: false, next: 0)
                            entries[Int(left.rawValue) << 6 | Int(right.rawValue)] = verdict.rawValue
                        }
                    }
                }
            }
            self.init(entries: Self.permanentCopy(of: entries), classes: Self.permanentCopy(of: classes))
        }

        private init(entries: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<LineBreakClass>) {
            self.entries = entries
            self.classes = classes
        }

        /// `values` in memory that is never freed.
        private static func permanentCopy<Element>(of values: [Element]) -> UnsafeBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
            _ = buffer.initialize(from: values)
            return UnsafeBufferPointer(buffer)
        }

        /// The entry for an item of class `left` followed by a scalar of raw class `right`.
        @inline(__always)
        subscript(left: LineBreakClass, right: UInt8) -> UInt8 {
            entries[Int(left.rawValue) &<< 6 | Int(right)]
        }

        /// The line break class of `properties`.
        @inline(__always)
        func lineBreakClass(of properties: ScalarProperties) -> LineBreakClass {
            classes[Int(properties.rawValue & 0x3F)]
        }

        /// The pairs whose verdict or effect on the lookbehind turns on more than the two classes
        /// and the breaker's lookbehind flags.
        private static func dependsOnScalar(_ left: LineBreakClass, _ right: LineBreakClass) -> Bool {
            switch right {
            // LB9, LB10: attached or not, a combining mark changes the lookbehind differently.
            case .combiningMark, .zeroWidthJoiner:
                return true
            // LB30 asks whether the OP is East Asian; LB25 looks past it for a digit.
            case .openPunctuation:
                switch left {
                case .alphabetic, .hebrewLetter, .numeric, .prefixNumeric, .postfixNumeric: return true
                default: return false
                }
            default:
                return false
            }
        }
    }
}

extension LineBreaker {
    /// The byte offsets of the breaks in valid UTF-8 found by the rules alone, never the pair
    /// table: the reference that tests hold the fast path to.
    static func breakOffsetsByRulesAlone(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        let table = UnicodeTables.shared
        let (firstValue, firstLength) = decodeScalar(bytes, at: 0)
        var breaker = LineBreaker(bytes: bytes, first: table.properties(of: firstValue))
        var offsets: [Int] = []
        var offset = firstLength
        while offset < bytes.count {
            let (value, length) = decodeScalar(bytes, at: offset)
            if breaker.advanceByRules(over: table.properties(of: value), next: offset + length) != .prohibited {
                offsets.append(offset)
            }
            offset += length
        }
        offsets.append(bytes.count)
        return offsets
    }
}

extension ScalarProperties {
    /// Properties with only a line break class: not East Asian, not pictographic, assigned.
    fileprivate init(class lineBreakClass: LineBreakClass) {
        self.init(rawValue: UInt16(lineBreakClass.rawValue))
    }
}
