extension LineBreaker {
    /// Calls `body` with every break of `text`, in order, ending with the break at its end (LB3).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - keepingClusters: Skip the breaks that fall inside a grapheme cluster.
    ///   - body: Takes the index of a break (the break is before it) and whether it is mandatory.
    /// - Complexity: O(*n*) in the length of the text.
    @inline(__always)
    static func forEachBreak(
        in text: Substring, keepingClusters: Bool, _ body: (_ index: String.Index, _ isMandatory: Bool) -> Void
    ) {
        // The closure's own `Substring` may be a contiguous copy: take only offsets from the
        // bytes, and make the indices from `text`.
        let utf8 = text.utf8
        var index = utf8.startIndex
        var indexOffset = 0
        text.withUTF8Bytes { bytes, _ in
            forEachBreak(inUTF8: bytes, keepingClusters: keepingClusters) { offset, isMandatory, _ in
                // Step from the last index, so that even a non-native string is walked once.
                index = utf8.index(index, offsetBy: offset &- indexOffset)
                indexOffset = offset
                body(index, isMandatory)
            }
        }
    }

    /// A break found in a text's UTF-8.
    struct Break: Equatable {
        /// The byte offset of the break from the start of the text.
        var offset: Int
        /// Rules LB4 and LB5 force the break (or LB3 after a final line break character).
        var isMandatory: Bool
        /// The grapheme hints on both sides prove that the break falls between two `Character`s;
        /// when false it may or may not (`keepingClusterBoundaries(_:in:)` decides).
        var isCertainClusterBoundary: Bool
    }

    /// Every UAX #14 break in valid UTF-8, in order, ending with the break at its end (LB3).
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    static func breaks(in bytes: UnsafeBufferPointer<UInt8>) -> [Break] {
        var breaks: [Break] = []
        breaks.reserveCapacity(bytes.count / 6 + 1)
        forEachBreak(inUTF8: bytes, keepingClusters: false) { offset, isMandatory, isCertainClusterBoundary in
            breaks.append(Break(offset: offset, isMandatory: isMandatory, isCertainClusterBoundary: isCertainClusterBoundary))
        }
        return breaks
    }

    /// The breaks of `breaks(in: bytes)` that are boundaries between the text's `Character`s.
    ///
    /// - Complexity: O(*n*) in the number of bytes (see `ClusterRun`).
    static func keepingClusterBoundaries(_ breaks: [Break], in bytes: UnsafeBufferPointer<UInt8>) -> [Break] {
        var kept: [Break] = []
        kept.reserveCapacity(breaks.count)
        var run = ClusterRun()
        for lineBreak in breaks where run.contains(lineBreak, in: bytes) {
            kept.append(lineBreak)
        }
        return kept
    }

    /// Calls `body` with every break in valid UTF-8, in order, ending with the break at its end
    /// (LB3). The fastest way to the breaks when the caller works on byte offsets.
    ///
    /// - Parameters:
    ///   - bytes: The text's UTF-8.
    ///   - keepingClusters: Skip the breaks that fall inside a grapheme cluster.
    ///   - body: Takes the byte offset of a break, whether it is mandatory, and whether the
    ///     grapheme hints prove it a cluster boundary (always true when `keepingClusters`).
    /// - Complexity: O(*n*) in the number of bytes: each scalar is decoded and looked up once,
    ///   LB25's lookahead crosses each scalar at most once more, and the grapheme check
    ///   segments each uncertain run once (see `ClusterRun`).
    @inline(__always)
    static func forEachBreak(
        inUTF8 bytes: UnsafeBufferPointer<UInt8>, keepingClusters: Bool,
        _ body: (_ offset: Int, _ isMandatory: Bool, _ isCertainClusterBoundary: Bool) -> Void
    ) {
        guard !bytes.isEmpty else { return }
        let table = UnicodeTables.shared
        let (firstValue, firstLength) = decodeScalar(bytes, at: 0)
        var properties = table.properties(of: firstValue)
        var breaker = LineBreaker(bytes: bytes, first: properties)
        var run = ClusterRun()
        var offset = firstLength
        while offset < bytes.count {
            // A run of ASCII letters after an alphabetic item is passed in one step: every
            // position in it is AL × AL (LB28), and the lookbehind after each letter is the same.
            // (A–Z and a–z are AL, and no part of a grapheme cluster but their own unless a
            // combining scalar, never ASCII, follows.)
            if breaker.followsAlphabeticItem, bytes[offset].isASCIILetter {
                var end = offset &+ 1
                while end < bytes.count, bytes[end].isASCIILetter { end &+= 1 }
                properties = table.properties(of: UInt32(bytes[end &- 1]))
                breaker.passLetters(last: properties)
                offset = end
                continue
            }
            let (value, length) = decodeScalar(bytes, at: offset)
            let previous = properties
            properties = table.properties(of: value)
            let verdict = breaker.advance(over: properties, next: offset &+ length)
            if verdict != .prohibited {
                if ClusterRun.isCertainBoundary(between: previous, and: properties) {
                    body(offset, verdict == .mandatory, true)
                } else if !keepingClusters {
                    body(offset, verdict == .mandatory, false)
                } else if run.isBoundary(offset, in: bytes) {
                    body(offset, verdict == .mandatory, true)
                }
            }
            offset &+= length
        }
        // LB3: ! eot
        body(bytes.count, breaker.endsWithLineBreak, true)
    }

    /// The break opportunities of `text`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func opportunities(in text: Substring, keepingClusters: Bool) -> [LineBreakOpportunity] {
        var opportunities: [LineBreakOpportunity] = []
        // Prose has a break every six bytes or so; more only costs a reallocation.
        opportunities.reserveCapacity(text.utf8.count / 6 + 1)
        forEachBreak(in: text, keepingClusters: keepingClusters) { index, isMandatory in
            opportunities.append(LineBreakOpportunity(index: index, isMandatory: isMandatory))
        }
        return opportunities
    }

    /// The indices of the break opportunities of `text`, outside grapheme clusters.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func indices(in text: Substring) -> [String.Index] {
        var indices: [String.Index] = []
        indices.reserveCapacity(text.utf8.count / 6 + 1)
        forEachBreak(in: text, keepingClusters: true) { index, _ in
            indices.append(index)
        }
        return indices
    }
}
