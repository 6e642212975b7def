/// The `Character` boundaries inside one run of scalars, for dropping the line breaks that fall
/// inside a grapheme cluster.
///
/// The scalars' grapheme hints prove almost every line break to be a cluster boundary
/// (`isCertainBoundary(between:and:)`). For the rest the standard library decides: the run of
/// scalars around such a break in which no position is proved a boundary (a row of flags, a
/// letter and an emoji modifier) is copied into a string of its own and segmented once. A
/// boundary that the hints prove does not depend on anything before it, so the run's clusters
/// are exactly the text's.
///
/// Nothing here hands the standard library an index that is not already known to be a
/// `Character` boundary, so it never has to search backwards for one: each run is segmented
/// once, and the whole check is O(*n*) in the length of the text.
struct ClusterRun {
    /// The byte offset where the run ends; 0 before the first run.
    private(set) var end = 0
    /// The cluster boundaries after the run's start, as increasing byte offsets.
    private var boundaries: [Int] = []
    /// The first element of `boundaries` not below the last offset asked about.
    private var cursor = 0

    /// No run yet.
    init() {}

    /// The run around byte `offset`, which must be a scalar boundary strictly inside the text
    /// that the hints do not prove to be a cluster boundary.
    private init(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let table = UnicodeTables.shared
        func isCertainBoundary(at position: Int) -> Bool {
            var before = position - 1
            while bytes[before] & 0xC0 == 0x80 { before -= 1 }
            return Self.isCertainBoundary(
                between: table.properties(of: decodeScalar(bytes, at: before).value),
                and: table.properties(of: decodeScalar(bytes, at: position).value))
        }
        var start = offset
        repeat {
            start -= 1
            while bytes[start] & 0xC0 == 0x80 { start -= 1 }
        } while start > 0 && !isCertainBoundary(at: start)
        var end = offset
        repeat {
            end += decodeScalar(bytes, at: end).length
        } while end < bytes.count && !isCertainBoundary(at: end)

        let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        var index = run.startIndex
        while index < run.endIndex {
            index = run.index(after: index)
            boundaries.append(start + run.utf8.distance(from: run.startIndex, to: index))
        }
        self.end = end
    }

    /// Whether byte `offset`, a scalar boundary strictly inside the text that the hints do not
    /// prove to be a cluster boundary, is one. Ask about increasing offsets; a new run is
    /// segmented when `offset` is past this one.
    mutating func isBoundary(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if offset >= end {
            self = ClusterRun(around: offset, in: bytes)
        }
        while cursor < boundaries.count, boundaries[cursor] < offset {
            cursor += 1
        }
        return cursor < boundaries.count && boundaries[cursor] == offset
    }

    /// Whether `lineBreak` falls between two `Character`s. Ask about breaks in order.
    mutating func contains(_ lineBreak: LineBreaker.Break, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lineBreak.isCertainClusterBoundary || isBoundary(lineBreak.offset, in: bytes)
    }

    /// A grapheme cluster boundary certainly lies between scalars with these properties.
    ///
    /// True when the first cannot join the scalar after it and the second cannot join the
    /// scalar before it, by the generated hints. Those hints are coarse for three classes that
    /// prose is full of, and whose joining the line break class pins down exactly: a precomposed
    /// Hangul syllable (H2, H3: Hangul_Syllable_Type LV, LVT) joins a scalar before it only when
    /// that is a leading jamo (JL, rule GB6), and one after it only when that is a vowel or
    /// trailing jamo (GB7, GB8), which carry their own hint; a regional indicator joins only
    /// another (GB12, GB13). So a space before a Korean word or a flag proves a boundary too.
    @inline(__always)
    static func isCertainBoundary(between first: ScalarProperties, and second: ScalarProperties) -> Bool {
        if !first.mayJoinNext && !second.mayJoinPrevious { return true }
        let firstClass = first.lineBreakClass
        let secondClass = second.lineBreakClass
        let firstJoinsOnlyFlaggedScalars = !first.mayJoinNext || firstClass.isHangulSyllable
            || (firstClass == .regionalIndicator && secondClass != .regionalIndicator)
        let secondJoinsOnlyFlaggedScalars = !second.mayJoinPrevious
            || (secondClass.isHangulSyllable && firstClass != .hangulLeadingJamo)
            || (secondClass == .regionalIndicator && firstClass != .regionalIndicator)
        return firstJoinsOnlyFlaggedScalars && secondJoinsOnlyFlaggedScalars
    }
}

extension LineBreakClass {
    /// H2 or H3: a precomposed Hangul syllable.
    @inline(__always)
    fileprivate var isHangulSyllable: Bool {
        self == .hangulLVSyllable || self == .hangulLVTSyllable
    }
}
