extension LineBreaker {
    /// Rules LB4–LB31 for the position between the item `left` and a scalar of class `raw`.
    ///
    /// - Parameters:
    ///   - raw: The scalar's class after rule LB1.
    ///   - right: The class the scalar takes as a new item: `raw`, or AL for a CM or ZWJ (LB10).
    ///   - properties: The scalar's properties (LB30 asks whether an OP is East Asian).
    ///   - attaches: Rule LB9 attaches the scalar (a CM or ZWJ) to `left`.
    ///   - next: The byte offset after the scalar, for LB25's lookahead.
    @inline(__always)
    func decide(
        raw: LineBreakClass, right: LineBreakClass, properties: ScalarProperties, attaches: Bool, next: Int
    ) -> Verdict {
        // LB4, LB5: BK !, CR × LF, CR !, LF !, NL !
        switch left {
        case .mandatoryBreak, .lineFeed, .nextLine: return .mandatory
        case .carriageReturn: return raw == .lineFeed ? .prohibited : .mandatory
        default: break
        }
        // LB6: × (BK | CR | LF | NL); LB7: × SP, × ZW
        switch raw {
        case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace: return .prohibited
        default: break
        }
        // LB8: ZW SP* ÷
        if lastNonSpace == .zeroWidthSpace { return .allowed }
        // LB8a: ZWJ ×; LB9: X (CM | ZWJ)* is X
        if followsZeroWidthJoiner || attaches { return .prohibited }
        return decideFromLB11(right: right, properties: properties, next: next)
    }

    /// Rules LB11–LB22, which mostly turn on one side of the position.
    @inline(__always)
    private func decideFromLB11(right: LineBreakClass, properties: ScalarProperties, next: Int) -> Verdict {
        // LB11: × WJ, WJ ×; LB12: GL ×
        if right == .wordJoiner || left == .wordJoiner || left == .glue { return .prohibited }
        // LB12a: [^SP BA HY] × GL
        if right == .glue, left != .space, left != .breakAfter, left != .hyphen { return .prohibited }
        switch right {
        // LB13: × CL, × CP, × EX, × IS, × SY
        case .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbolAllowingBreakAfter:
            return .prohibited
        default: break
        }
        // LB14: OP SP* ×
        if lastNonSpace == .openPunctuation { return .prohibited }
        // LB15: QU SP* × OP
        if right == .openPunctuation, lastNonSpace == .quotation { return .prohibited }
        // LB16: (CL | CP) SP* × NS
        if right == .nonstarter, lastNonSpace == .closePunctuation || lastNonSpace == .closeParenthesis {
            return .prohibited
        }
        // LB17: B2 SP* × B2
        if right == .breakOpportunityBeforeAndAfter, lastNonSpace == .breakOpportunityBeforeAndAfter {
            return .prohibited
        }
        // LB18: SP ÷
        if left == .space { return .allowed }
        // LB19: × QU, QU ×
        if right == .quotation || left == .quotation { return .prohibited }
        // LB20: ÷ CB, CB ÷
        if right == .contingentBreak || left == .contingentBreak { return .allowed }
        switch right {
        // LB21: × BA, × HY, × NS; LB22: × IN
        case .breakAfter, .hyphen, .nonstarter, .inseparable: return .prohibited
        default: break
        }
        // LB21: BB ×
        if left == .breakBefore { return .prohibited }
        // LB21a: HL (HY | BA) ×
        if left == .hyphen || left == .breakAfter, isHebrewLetterBeforeLeft { return .prohibited }
        // LB21b: SY × HL
        if left == .symbolAllowingBreakAfter, right == .hebrewLetter { return .prohibited }
        return decideFromLB23(right: right, properties: properties, next: next)
    }

    /// Rules LB23–LB31, which turn on the pair of classes.
    @inline(__always)
    private func decideFromLB23(right: LineBreakClass, properties: ScalarProperties, next: Int) -> Verdict {
        switch left {
        case .alphabetic, .hebrewLetter:
            switch right {
            // LB23: (AL | HL) × NU; LB24: (AL | HL) × (PR | PO); LB28: (AL | HL) × (AL | HL)
            case .numeric, .prefixNumeric, .postfixNumeric, .alphabetic, .hebrewLetter: return .prohibited
            // LB30: (AL | HL | NU) × [OP - East Asian]
            case .openPunctuation: return properties.isEastAsian ? .allowed : .prohibited
            default: break  // LB30b may still hold for an unassigned pictograph before EM
            }
        case .numeric:
            switch right {
            // LB23: NU × (AL | HL); LB25: NU × NU, NU × (PO | PR)
            case .alphabetic, .hebrewLetter, .numeric, .postfixNumeric, .prefixNumeric: return .prohibited
            // LB30
            case .openPunctuation: return properties.isEastAsian ? .allowed : .prohibited
            default: return .allowed
            }
        case .prefixNumeric, .postfixNumeric:
            switch right {
            // LB24: (PR | PO) × (AL | HL); LB25: (PR | PO) × NU
            case .alphabetic, .hebrewLetter, .numeric: return .prohibited
            // LB25: (PR | PO) × OP NU (HY is already held by LB21)
            case .openPunctuation: return startsNumber(at: next) ? .prohibited : .allowed
            // LB23a: PR × (ID | EB | EM); LB27: PR × (JL | JV | JT | H2 | H3)
            case .ideographic, .emojiBase, .emojiModifier: return left == .prefixNumeric ? .prohibited : .allowed
            default: return left == .prefixNumeric && right.isHangul ? .prohibited : .allowed
            }
        case .hyphen:
            // LB25: HY × NU (OP × NU is held by LB14)
            return right == .numeric ? .prohibited : .allowed
        case .infixSeparator, .symbolAllowingBreakAfter:
            switch right {
            // LB25: NU (NU | SY | IS)* × (NU | PO | PR)
            case .numeric, .postfixNumeric, .prefixNumeric: return isInNumber ? .prohibited : .allowed
            // LB29: IS × (AL | HL)
            case .alphabetic, .hebrewLetter: return left == .infixSeparator ? .prohibited : .allowed
            default: return .allowed
            }
        case .closePunctuation, .closeParenthesis:
            switch right {
            // LB25: NU (NU | SY | IS)* (CL | CP) × (PO | PR)
            case .postfixNumeric, .prefixNumeric: return isAfterNumberClose ? .prohibited : .allowed
            // LB30: [CP - East Asian] × (AL | HL | NU)
            case .alphabetic, .hebrewLetter, .numeric:
                return left == .closeParenthesis && !leftProperties.isEastAsian ? .prohibited : .allowed
            default: return .allowed
            }
        case .ideographic, .emojiBase, .emojiModifier:
            // LB23a: (ID | EB | EM) × PO; LB30b: EB × EM
            if right == .postfixNumeric || (right == .emojiModifier && left == .emojiBase) { return .prohibited }
        case .hangulLeadingJamo:
            // LB26: JL × (JL | JV | H2 | H3); LB27: (JL | …) × PO
            switch right {
            case .hangulLeadingJamo, .hangulVowelJamo, .hangulLVSyllable, .hangulLVTSyllable, .postfixNumeric:
                return .prohibited
            default: return .allowed
            }
        case .hangulVowelJamo, .hangulLVSyllable:
            // LB26: (JV | H2) × (JV | JT); LB27
            switch right {
            case .hangulVowelJamo, .hangulTrailingJamo, .postfixNumeric: return .prohibited
            default: return .allowed
            }
        case .hangulTrailingJamo, .hangulLVTSyllable:
            // LB26: (JT | H3) × JT; LB27
            return right == .hangulTrailingJamo || right == .postfixNumeric ? .prohibited : .allowed
        case .regionalIndicator:
            // LB30a: sot (RI RI)* RI × RI, [^RI] (RI RI)* RI × RI
            return right == .regionalIndicator && isOddRegionalIndicator ? .prohibited : .allowed
        default:
            break
        }
        // LB30b: [\p{Extended_Pictographic} & \p{Cn}] × EM
        if right == .emojiModifier, leftProperties.isExtendedPictographic, leftProperties.isUnassigned {
            return .prohibited
        }
        // LB31: ALL ÷ ALL
        return .allowed
    }

    /// The item that starts after the opening punctuation that ends at byte `offset` is NU: the
    /// lookahead of LB25's `(PR | PO) × OP NU`. Skips the marks that LB9 attaches to the OP.
    ///
    /// - Complexity: O(*m*) in the number of marks after the OP; each OP is looked past once.
    private func startsNumber(at offset: Int) -> Bool {
        let table = UnicodeTables.shared
        var offset = offset
        while offset < bytes.count {
            let (value, length) = decodeScalar(bytes, at: offset)
            let lineBreakClass = table.properties(of: value).lineBreakClass
            if !lineBreakClass.isCombining {
                return lineBreakClass == .numeric
            }
            offset += length
        }
        return false
    }
}
