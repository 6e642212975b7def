import TestSupport
import Testing
@testable import TextRendering

@Suite("Cluster run cache")
struct ClusterRunCacheTests {
    /// The clusters of `text` as a scanner hands them out, with `cache` or without.
    static func clusters(of text: String, cache: ClusterRunCache?) -> [Range<Int>] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = GraphemeScanner(bytes: bytes, cache: cache)
            var clusters: [Range<Int>] = []
            while let cluster = scanner.next() { clusters.append(cluster.start..<cluster.end) }
            return clusters
        }
    }

    /// For random texts of joining sequences (accents, Indic syllables, emoji with skin tones
    /// and joiners, flags, keycaps, Hangul jamo) scanned one after another through one cache,
    /// so that runs repeat and, past the cache's slots, replace each other: the clusters are
    /// those of a scanner without a cache, which are the text's `Character`s.
    @Test func cachedRunsAreSegmentedAsTheStandardLibrarySegmentsThem() {
        let seed = propertyTestSeed(default: 0xC1A5_7E25)
        var generator = SeededGenerator(seed: seed)
        var pieces = [
            "e\u{301}", "a\u{308}\u{301}", "क्षत्रिय", "नमस्ते", "👩‍🔬", "👍🏽", "🇯🇵", "🇯🇵🇫🇷", "❤️", "1️⃣", "🏳️‍🌈",
            "\u{1100}\u{1161}\u{11A8}", "각", "ok", " ", "中文", "\u{200D}", "\u{301}", "e\u{301}\u{302}\u{303}\u{304}\u{305}",
        ]
        // Many distinct short runs, so that slots are taken by more than one run.
        for code in 0..<600 { pieces.append(String(UnicodeScalar(0x61 + code % 26)!) + String(repeating: "\u{301}", count: 1 + code / 26 % 12)) }
        let cache = ClusterRunCache()
        for round in 0..<3_000 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = Self.clusters(of: text, cache: nil)
            let cached = Self.clusters(of: text, cache: cache)
            #expect(cached == expected, "seed \(seed) round \(round): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            // The scanner without a cache hands out the text's Characters (it is given lines,
            // with no CR LF in them).
            var offset = 0
            let characters = text.map { character -> Range<Int> in
                defer { offset += character.utf8.count }
                return offset..<offset + character.utf8.count
            }
            #expect(expected == characters, "seed \(seed) round \(round)")
        }
        // Scanning keeps the runs it segments: the next scan of one finds it.
        _ = Self.clusters(of: "👍🏽", cache: cache)
        #expect(Array("👍🏽".utf8).withUnsafeBufferPointer { cache.clusterEnds(of: $0) } == 1 << 7)
    }

    /// A scanner takes a kept run's cluster ends as they are, without segmenting it again: a
    /// segmentation planted for "e\u{301}e\u{301}" (one cluster of four bytes, which is wrong)
    /// is what the scanner hands out; without the cache, two clusters.
    @Test func aScannerTakesAKeptRunAsItIs() {
        let cache = ClusterRunCache()
        let text = "e\u{301}e\u{301}"
        Array(text.utf8).withUnsafeBufferPointer { cache.keep($0, clusterEnds: 1 << 5) }
        #expect(Self.clusters(of: text, cache: cache) == [0..<6])
        #expect(Self.clusters(of: text, cache: nil) == [0..<3, 3..<6])
    }

    /// A run is found by its bytes alone, and only a run of at most 32 bytes is kept.
    @Test func keepsShortRunsByTheirBytes() {
        let cache = ClusterRunCache()
        var accented = Array("e\u{301}x".utf8)
        let long = Array(repeating: UInt8(0x61), count: 33)
        accented.withUnsafeBufferPointer { cache.keep($0, clusterEnds: 0b1000) }
        long.withUnsafeBufferPointer { cache.keep($0, clusterEnds: 1) }
        #expect(accented.withUnsafeBufferPointer { cache.clusterEnds(of: $0) } == 0b1000)
        #expect(long.withUnsafeBufferPointer { cache.clusterEnds(of: $0) } == nil)
        accented[3] = 0x79
        #expect(accented.withUnsafeBufferPointer { cache.clusterEnds(of: $0) } == nil)
        #expect(accented.withUnsafeBufferPointer { cache.clusterEnds(of: UnsafeBufferPointer(rebasing: $0[0..<3])) } == nil)
    }
}
