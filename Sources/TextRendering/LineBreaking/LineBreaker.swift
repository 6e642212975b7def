/// The line breaking rules of UAX #14 (Unicode 15.0), run in one pass over a text's scalars.
///
/// Every position between two scalars is decided from the scalar after it and a few variables of
/// lookbehind that the breaker keeps as it moves along; only rule LB25 (numbers) ever looks ahead,
/// and then only past one opening punctuation and its combining marks. The rules themselves are in
/// `LineBreaker+Rules.swift`; `LineBreaker+PairTable.swift` caches their verdicts for pairs of
/// classes, which decide most positions without running them; the loop over UTF-8 and the entry
/// points are in `LineBreaker+Scanning.swift`.
///
/// The lookbehind is kept in terms of *items*: rule LB9 makes a character and the combining marks
/// and ZWJs that follow it one item with the character's class, and rule LB10 makes a combining
/// mark or ZWJ that follows nothing it can attach to an item of class AL.
struct LineBreaker {
    /// What the rules decide about one position.
    enum Verdict: UInt8, Equatable {
        /// No break (`×`).
        case prohibited
        /// A break opportunity (`÷`).
        case allowed
        /// A break that must happen (`!`, rules LB4 and LB5).
        case mandatory
    }

    /// The text's UTF-8, for the lookahead of rule LB25.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The verdicts for pairs of classes in the plainest lookbehind.
    let pairs: PairTable

    /// The class of the item before the position, after rules LB9 and LB10: never CM or ZWJ.
    private(set) var left: LineBreakClass
    /// The properties of the first scalar of that item (rules LB30 and LB30b).
    var leftProperties: ScalarProperties
    /// The class of the last item that is not SP: `left` itself unless `left` is SP, and SP
    /// when there has been none. Rules LB8 and LB14–LB17 look through spaces to it.
    var lastNonSpace: LineBreakClass
    /// The item before `left` is HL (rule LB21a).
    var isHebrewLetterBeforeLeft = false
    /// The scalar just before the position is ZWJ (rule LB8a), whether or not it was attached.
    var followsZeroWidthJoiner: Bool
    /// `left` ends a run of an odd number of regional indicators (rule LB30a).
    var isOddRegionalIndicator: Bool
    /// The items so far end with `NU (NU | SY | IS)*` (rule LB25 as Example 7 tailors it).
    var isInNumber: Bool
    /// The items so far end with `NU (NU | SY | IS)* (CL | CP)` (the same rule).
    var isAfterNumberClose = false
    /// The lookbehind differs from the one `pairs` assumes for `left` (a breaker that has seen
    /// `left` alone) in something the rules read, so `pairs` may not decide the next position.
    private var isOffTable = false

    /// A breaker positioned after the text's first scalar (rule LB2: never a break before it).
    init(bytes: UnsafeBufferPointer<UInt8>, first properties: ScalarProperties, pairs: PairTable = .shared) {
        let raw = properties.lineBreakClass
        let item = raw.isCombining ? .alphabetic : raw
        self.bytes = bytes
        self.pairs = pairs
        left = item
        leftProperties = properties
        lastNonSpace = item
        followsZeroWidthJoiner = raw == .zeroWidthJoiner
        isOddRegionalIndicator = item == .regionalIndicator
        isInNumber = item == .numeric
        // LB30b; LB30
        isOffTable = (properties.isExtendedPictographic && properties.isUnassigned)
            || (item == .closeParenthesis && properties.isEastAsian)
    }

    /// Decides the position before a scalar with `properties`, then moves the breaker past it.
    ///
    /// - Parameters:
    ///   - properties: The scalar's properties.
    ///   - next: The byte offset just after the scalar, where the LB25 lookahead starts.
    @inline(__always)
    mutating func advance(over properties: ScalarProperties, next: Int) -> Verdict {
        if !isOffTable && !followsZeroWidthJoiner {
            let entry = pairs[left, UInt8(truncatingIfNeeded: properties.rawValue & 0x3F)]
            if entry != PairTable.dependsOnContext {
                // The table leaves out CM and ZWJ, so the scalar is an item of its own.
                push(pairs.lineBreakClass(of: properties), properties, isZeroWidthJoiner: false)
                return Verdict(rawValue: entry).unsafelyUnwrapped
            }
        }
        return advanceByRules(over: properties, next: next)
    }

    /// `advance(over:next:)` by the rules themselves, without the pair table.
    @inline(never)
    mutating func advanceByRules(over properties: ScalarProperties, next: Int) -> Verdict {
        let raw = pairs.lineBreakClass(of: properties)
        let attaches = raw.isCombining && left.acceptsCombiningMarks
        let right: LineBreakClass = raw.isCombining ? .alphabetic : raw
        let verdict = decide(raw: raw, right: right, properties: properties, attaches: attaches, next: next)
        if attaches {
            followsZeroWidthJoiner = raw == .zeroWidthJoiner
        } else {
            push(right, properties, isZeroWidthJoiner: raw == .zeroWidthJoiner)
        }
        return verdict
    }

    /// The item before the position is AL and no ZWJ comes between: before an ASCII letter
    /// (AL), no rule can allow a break, whatever else the lookbehind holds (LB28).
    @inline(__always)
    var followsAlphabeticItem: Bool {
        left == .alphabetic && !followsZeroWidthJoiner
    }

    /// Moves the breaker past a run of ASCII letters that `followsAlphabeticItem` allowed,
    /// whose last letter has `properties`: each would be pushed as an AL item, and pushing AL
    /// after AL leaves the same lookbehind every time, so the last push is all of them.
    @inline(__always)
    mutating func passLetters(last properties: ScalarProperties) {
        push(.alphabetic, properties, isZeroWidthJoiner: false)
    }

    /// The text ends in a line break character, so the break at its end (rule LB3) is a
    /// mandatory one as well.
    var endsWithLineBreak: Bool {
        left.isLineBreak
    }

    /// Makes `item` the item before the position.
    @inline(__always)
    private mutating func push(_ item: LineBreakClass, _ properties: ScalarProperties, isZeroWidthJoiner: Bool) {
        isHebrewLetterBeforeLeft = left == .hebrewLetter
        // LB30b
        isOffTable = properties.isExtendedPictographic && properties.isUnassigned
        switch item {
        case .numeric:
            isInNumber = true
            isAfterNumberClose = false
            isOddRegionalIndicator = false
        case .symbolAllowingBreakAfter, .infixSeparator:
            isAfterNumberClose = false
            isOddRegionalIndicator = false
            isOffTable = isOffTable || isInNumber  // LB25
        case .closePunctuation, .closeParenthesis:
            isAfterNumberClose = isInNumber
            isInNumber = false
            isOddRegionalIndicator = false
            // LB25; LB30
            isOffTable = isOffTable || isAfterNumberClose || (item == .closeParenthesis && properties.isEastAsian)
        case .regionalIndicator:
            isOddRegionalIndicator = !(left == .regionalIndicator && isOddRegionalIndicator)
            isInNumber = false
            isAfterNumberClose = false
            isOffTable = isOffTable || !isOddRegionalIndicator  // LB30a
        case .space:
            isInNumber = false
            isAfterNumberClose = false
            isOddRegionalIndicator = false
            isOffTable = isOffTable || lastNonSpace.isSeenThroughSpaces  // LB8, LB14–LB17
        case .hyphen, .breakAfter:
            isInNumber = false
            isAfterNumberClose = false
            isOddRegionalIndicator = false
            isOffTable = isOffTable || isHebrewLetterBeforeLeft  // LB21a
        default:
            isInNumber = false
            isAfterNumberClose = false
            isOddRegionalIndicator = false
        }
        left = item
        leftProperties = properties
        if item != .space {
            lastNonSpace = item
        }
        followsZeroWidthJoiner = isZeroWidthJoiner
    }
}

extension LineBreakClass {
    /// CM or ZWJ: the classes that rule LB9 attaches to the item before them.
    @inline(__always)
    var isCombining: Bool {
        self == .combiningMark || self == .zeroWidthJoiner
    }

    /// BK, CR, LF or NL: the classes after which rules LB4 and LB5 force a break.
    @inline(__always)
    var isLineBreak: Bool {
        switch self {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine: true
        default: false
        }
    }

    /// Rule LB9 attaches combining marks to an item of this class (any but BK, CR, LF, NL, SP
    /// and ZW).
    @inline(__always)
    var acceptsCombiningMarks: Bool {
        switch self {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace: false
        default: true
        }
    }

    /// A class that rules LB8 and LB14–LB17 see through spaces: ZW, OP, QU, CL, CP, B2.
    @inline(__always)
    var isSeenThroughSpaces: Bool {
        switch self {
        case .zeroWidthSpace, .openPunctuation, .quotation, .closePunctuation, .closeParenthesis,
            .breakOpportunityBeforeAndAfter:
            true
        default: false
        }
    }

    /// One of the Korean syllable block classes JL, JV, JT, H2, H3 (rules LB26 and LB27).
    @inline(__always)
    var isHangul: Bool {
        switch self {
        case .hangulLeadingJamo, .hangulVowelJamo, .hangulTrailingJamo, .hangulLVSyllable, .hangulLVTSyllable: true
        default: false
        }
    }
}
