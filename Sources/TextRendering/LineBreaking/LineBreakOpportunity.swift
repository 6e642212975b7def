/// A place where a line may (or must) break: the break is before `index`.
package struct LineBreakOpportunity: Sendable, Equatable {
    /// A Unicode scalar boundary of the text, after its `startIndex`.
    package var index: String.Index
    /// The line must break here: after BK, after CR that is not followed by LF, after LF and
    /// after NL (rules LB4 and LB5). The opportunity at the end of the text is mandatory only when
    /// the text ends with one of those.
    package var isMandatory: Bool

    package init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

/// Every break opportunity of UAX #14 (Unicode 15.0) at the Unicode-scalar level, in order.
///
/// Exactly the default algorithm, with rule LB25 tailored as in Example 7 of section 8.2 of
/// UAX #14 (the tailoring the Unicode conformance file `LineBreakTest.txt` uses): a number
/// matching `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?` is not broken
/// inside. Opportunities may fall inside a grapheme cluster (after an emoji modifier that follows
/// a letter, say); `lineBreakOpportunities(in:)` drops those.
///
/// - Parameter text: The text.
/// - Returns: The opportunities in order. Never one at `startIndex`; for non-empty text the last
///   is at `endIndex` (rule LB3); none for empty text.
/// - Complexity: O(*n*) in the length of the text.
package func scalarLineBreakOpportunities(in text: Substring) -> [LineBreakOpportunity] {
    LineBreaker.opportunities(in: text, keepingClusters: false)
}

/// The break opportunities of UAX #14 (Unicode 15.0) where a line may wrap, in order.
///
/// As `scalarLineBreakOpportunities(in:)`, with the number tailoring of LB25, and with one more
/// tailoring: a line never breaks inside a grapheme cluster (`Character`), so opportunities that
/// are not `Character` boundaries are dropped. This is what wrapping uses.
///
/// - Parameter text: The text.
/// - Returns: The opportunities in order. Never one at `startIndex`; for non-empty text the last
///   is at `endIndex`; none for empty text.
/// - Complexity: O(*n*) in the length of the text.
package func lineBreakOpportunities(in text: Substring) -> [LineBreakOpportunity] {
    LineBreaker.opportunities(in: text, keepingClusters: true)
}

extension String {
    /// The positions where a line of this text may break, by the Unicode Line Breaking Algorithm.
    ///
    /// Each index is a place where the line may end, the break coming before the character at
    /// that index: after a space, between ideographs, after a hyphen, and after every line break
    /// character (where the line *must* end). The text's end is always one. The rules are those
    /// of UAX #14 for Unicode 15.0, with two tailorings:
    ///
    /// - **Numbers stay whole.** A number such as `$(12.50)`, `-3.5%` or `1,000.00` is not broken
    ///   inside: rule LB25 is tailored as in Example 7 of section 8.2 of UAX #14 (the tailoring
    ///   that Unicode's conformance tests use).
    /// - **Grapheme clusters stay whole.** A break never falls inside a `Character`, so an
    ///   accented letter, an emoji sequence or a flag is never split.
    ///
    /// ```swift
    /// let text = "Hello world"
    /// text.lineBreakOpportunities.map { text[..<$0] }
    /// // ["Hello ", "Hello world"]
    ///
    /// "中文。".lineBreakOpportunities.count  // 2: after "中" and at the end; never before "。"
    /// ```
    ///
    /// - Returns: The indices in increasing order. Never `startIndex`; always `endIndex` when the
    ///   text is not empty; empty for an empty text.
    /// - Complexity: O(*n*) in the length of the text.
    public var lineBreakOpportunities: [String.Index] {
        self[...].lineBreakOpportunities
    }
}

extension Substring {
    /// The positions where a line of this text may break, by the Unicode Line Breaking Algorithm.
    ///
    /// The substring is broken as a text of its own: what comes before or after it in its base
    /// string does not count. See `String.lineBreakOpportunities` for the rules and tailorings
    /// (numbers and grapheme clusters are never split).
    ///
    /// ```swift
    /// let line = "> quoted text"
    /// let body = line.dropFirst(2)
    /// body.lineBreakOpportunities.map { body[..<$0] }
    /// // ["quoted ", "quoted text"]
    /// ```
    ///
    /// - Returns: Indices into the substring's base string, in increasing order. Never
    ///   `startIndex`; always `endIndex` when the substring is not empty; empty for an empty one.
    /// - Complexity: O(*n*) in the length of the substring.
    public var lineBreakOpportunities: [String.Index] {
        LineBreaker.indices(in: self)
    }
}
