extension String {
    /// The widths between which wrapping this text makes sense, in cells.
    ///
    /// - `minimum`: the widest word (the widest run between two break opportunities, without
    ///   the spaces that end it; a paragraph's indentation counts with its first word): the
    ///   narrowest width at which `wrapped(toWidth:)` splits no word.
    /// - `maximum`: the widest line between mandatory breaks: the narrowest width at which
    ///   `wrapped(toWidth:)` makes no line break of its own.
    ///
    /// Layouts use them the way browsers and Rich measure table columns: a column's minimum
    /// and ideal widths.
    ///
    /// ```swift
    /// "The quick brown fox".wrappingWidths()  // (minimum: 5, maximum: 19)
    /// "日本語".wrappingWidths()                 // (minimum: 2, maximum: 6)
    /// ```
    ///
    /// - Parameter profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n*) in the length of the text.
    public func wrappingWidths(in profile: WidthProfile = .standard) -> (minimum: Int, maximum: Int) {
        self[...].wrappingWidths(in: profile)
    }
}

extension Substring {
    /// The widths between which wrapping this text makes sense; see `String.wrappingWidths(in:)`.
    public func wrappingWidths(in profile: WidthProfile = .standard) -> (minimum: Int, maximum: Int) {
        guard !isEmpty else { return (0, 0) }
        return withUTF8Bytes { bytes, _ in
            let measure = LineWrapper(bytes: bytes, width: Int.max, ambiguousCells: profile.ambiguous.cells)
            var minimum = 0
            var maximum = 0
            // The width of the current line up to the end of its last word, and where that is:
            // each byte is measured once, words and the spaces between them.
            var lineWidth = 0
            var lineEnd: Int?
            var segmentStart = 0
            var lineStart = 0
            LineBreaker.forEachBreak(inUTF8: bytes, keepingClusters: true) { offset, isMandatory, _ in
                let wordEnd = measure.startOfTrailingWhitespace(from: segmentStart, to: offset)
                if wordEnd > segmentStart {
                    let word = measure.widthOf(segmentStart, wordEnd)
                    if let end = lineEnd {
                        lineWidth += measure.widthOf(end, segmentStart) + word
                        minimum = Swift.max(minimum, word)
                    } else {
                        // Indentation stays with the first word of a paragraph, as `wrapped` keeps it.
                        lineWidth = measure.widthOf(lineStart, segmentStart) + word
                        minimum = Swift.max(minimum, lineWidth)
                    }
                    lineEnd = wordEnd
                }
                segmentStart = offset
                if isMandatory || offset == bytes.count {
                    if lineEnd != nil { maximum = Swift.max(maximum, lineWidth) }
                    lineStart = offset
                    lineEnd = nil
                    lineWidth = 0
                }
            }
            return (minimum, Swift.max(maximum, minimum))
        }
    }
}
