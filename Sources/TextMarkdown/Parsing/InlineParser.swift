/// The inline phase of CommonMark parsing: a paragraph's or heading's text into inlines.
///
/// Code spans, autolinks, raw HTML, escapes and entities are read as they come; runs of `*`,
/// `_` (and `~`) go on a delimiter stack and `[`/`![` on a bracket stack, and each `]` looks
/// for a link (inline, full, collapsed or shortcut reference) before emphasis is resolved
/// between the brackets (the spec's appendix, "Phase 2: inline structure").
struct InlineParser {
    let bytes: [UInt8]
    let references: [String: LinkReference]
    let extensions: Bool
    /// Where the labels looked up and not found go, for text parsed before the document's
    /// references were all known.
    let missed: MissedLabels?
    var position = 0
    var delimiters: Delimiter?
    var brackets: Bracket?
    /// Lengths of backtick runs known to have no closing run after where they were looked for.
    var unmatchedBackticks: [Int: Int] = [:]
    /// Terminators of raw HTML known to be missing after where they were looked for.
    var missingHTMLTerminators = HTMLSyntax.MissingTerminators()

    static func parse(
        _ text: [UInt8], references: [String: LinkReference], extensions: Bool, missed: MissedLabels? = nil
    ) -> [MarkdownInline] {
        var start = 0
        var end = text.count
        while start < end, Byte.isWhitespace(text[start]) { start += 1 }
        while end > start, Byte.isWhitespace(text[end - 1]) { end -= 1 }
        var parser = InlineParser(bytes: start == 0 && end == text.count ? text : Array(text[start..<end]), references: references, extensions: extensions, missed: missed)
        let root = InlineNode(.root)
        parser.parse(into: root)
        if extensions { ExtendedAutolinks.apply(to: root, source: parser.bytes) }
        let inlines = root.converted(source: parser.bytes)
        root.dismantle()
        // Release the brackets one by one, as the tree.
        while let bracket = parser.brackets { parser.brackets = bracket.previous }
        return inlines
    }

    mutating func parse(into root: InlineNode) {
        while position < bytes.count {
            parseInline(into: root)
        }
        processEmphasis(bottom: nil)
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    mutating func parseInline(into block: InlineNode) {
        let byte = bytes[position]
        switch byte {
        case Byte.lineFeed:
            parseNewline(into: block)
        case UInt8(ascii: "\\"):
            parseBackslash(into: block)
        case UInt8(ascii: "`"):
            parseBackticks(into: block)
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            handleDelimiter(byte, into: block)
        case UInt8(ascii: "~") where extensions:
            handleDelimiter(byte, into: block)
        case UInt8(ascii: "["):
            position += 1
            let node = InlineNode(.text, range: (position - 1)..<position)
            block.appendChild(node)
            addBracket(node, index: position, isImage: false)
        case UInt8(ascii: "!"):
            if peek(1) == UInt8(ascii: "[") {
                position += 2
                let node = InlineNode(.text, range: (position - 2)..<position)
                block.appendChild(node)
                addBracket(node, index: position, isImage: true)
            } else {
                position += 1
                appendSource((position - 1)..<position, to: block)
            }
        case UInt8(ascii: "]"):
            parseCloseBracket(into: block)
        case UInt8(ascii: "<"):
            if !parseAutolink(into: block), !parseRawHTML(into: block) {
                position += 1
                appendSource((position - 1)..<position, to: block)
            }
        case UInt8(ascii: "&"):
            if let (text, end) = InlineText.entity(in: bytes, at: position) {
                position = end
                appendText(Array(text.utf8), to: block)
            } else {
                position += 1
                appendSource((position - 1)..<position, to: block)
            }
        default:
            parseString(into: block)
        }
    }

    /// Appends text that is not in the source.
    func appendText(_ text: [UInt8], to block: InlineNode) {
        block.appendChild(InlineNode(.text, text: text))
    }

    /// Appends the source's bytes in `range` as text.
    func appendSource(_ range: Range<Int>, to block: InlineNode) {
        block.appendChild(InlineNode(.text, range: range))
    }

    static func isSpecial(_ byte: UInt8, extensions: Bool) -> Bool {
        switch byte {
        case Byte.lineFeed, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
             UInt8(ascii: "!"), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"):
            true
        case UInt8(ascii: "~"):
            extensions
        default:
            false
        }
    }

    mutating func parseString(into block: InlineNode) {
        let start = position
        position += 1
        while position < bytes.count, !Self.isSpecial(bytes[position], extensions: extensions) { position += 1 }
        block.appendChild(InlineNode(.text, range: start..<position))
    }

    mutating func parseNewline(into block: InlineNode) {
        position += 1
        var isHard = false
        if let last = block.lastChild, last.kind == .text, last.text(in: bytes).last == Byte.space {
            var spaces = 0
            if last.replacement != nil {
                while let final = last.replacement!.last, final == Byte.space {
                    last.replacement!.removeLast()
                    spaces += 1
                }
            } else {
                while last.end > last.start, bytes[last.end - 1] == Byte.space {
                    last.end -= 1
                    spaces += 1
                }
            }
            isHard = spaces >= 2
        }
        block.appendChild(InlineNode(isHard ? .hardBreak : .softBreak))
        while position < bytes.count, Byte.isSpaceOrTab(bytes[position]) { position += 1 }
    }

    mutating func parseBackslash(into block: InlineNode) {
        position += 1
        if let next = peek(), next == Byte.lineFeed {
            position += 1
            block.appendChild(InlineNode(.hardBreak))
            while position < bytes.count, Byte.isSpaceOrTab(bytes[position]) { position += 1 }
        } else if let next = peek(), Byte.isASCIIPunctuation(next) {
            position += 1
            appendSource((position - 1)..<position, to: block)
        } else {
            appendSource((position - 1)..<position, to: block)
        }
    }

    mutating func parseBackticks(into block: InlineNode) {
        let start = position
        while position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
        let count = position - start
        let afterOpening = position
        if let searchedFrom = unmatchedBackticks[count], searchedFrom <= afterOpening {
            appendSource(start..<afterOpening, to: block)
            return
        }
        var index = afterOpening
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "`") {
                index += 1
                continue
            }
            let runStart = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            if index - runStart == count {
                // Line feeds are spaces; one space is stripped from each end of content that
                // is not all spaces.
                @inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == Byte.space || byte == Byte.lineFeed }
                var contentStart = afterOpening
                var contentEnd = runStart
                if contentEnd - contentStart >= 2, isSpace(bytes[contentStart]), isSpace(bytes[contentEnd - 1]),
                   bytes[contentStart..<contentEnd].contains(where: { !isSpace($0) }) {
                    contentStart += 1
                    contentEnd -= 1
                }
                let code = InlineNode(.code, range: contentStart..<contentEnd)
                if bytes[contentStart..<contentEnd].contains(Byte.lineFeed) {
                    code.replacement = bytes[contentStart..<contentEnd].map { $0 == Byte.lineFeed ? Byte.space : $0 }
                }
                position = index
                block.appendChild(code)
                return
            }
        }
        unmatchedBackticks[count] = afterOpening
        appendSource(start..<afterOpening, to: block)
    }

    // MARK: - Autolinks and raw HTML

    mutating func parseAutolink(into block: InlineNode) -> Bool {
        var index = position + 1
        // A URI: a scheme of 2–32 letters, digits, `+`, `.`, `-`, then `:` and no spaces, `<` or `>`.
        if index < bytes.count, Byte.isLetter(bytes[index]) {
            var scheme = index + 1
            while scheme < bytes.count, Byte.isAlphanumeric(bytes[scheme]) || bytes[scheme] == UInt8(ascii: "+")
                || bytes[scheme] == UInt8(ascii: ".") || bytes[scheme] == UInt8(ascii: "-") { scheme += 1 }
            let schemeLength = scheme - index
            if (2...32).contains(schemeLength), scheme < bytes.count, bytes[scheme] == UInt8(ascii: ":") {
                var end = scheme + 1
                while end < bytes.count, bytes[end] > Byte.space, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: ">"),
                      bytes[end] != 0x7F { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ">") {
                    appendLink(text: index..<end, destination: InlineText.normalizedURI(String(markdownBytes: bytes[index..<end])), to: block)
                    position = end + 1
                    return true
                }
            }
        }
        // An email address.
        index = position + 1
        let localStart = index
        while index < bytes.count, Self.isEmailLocal(bytes[index]) { index += 1 }
        guard index > localStart, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return false }
        index += 1
        var labelCount = 0
        while true {
            let labelStart = index
            while index < bytes.count, Byte.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let label = bytes[labelStart..<index]
            guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else { return false }
            labelCount += 1
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ".") {
                index += 1
                continue
            }
            break
        }
        guard labelCount >= 1, index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
        let address = (position + 1)..<index
        appendLink(text: address, destination: "mailto:" + InlineText.normalizedURI(String(markdownBytes: bytes[address])), to: block)
        position = index + 1
        return true
    }

    static func isEmailLocal(_ byte: UInt8) -> Bool {
        if Byte.isAlphanumeric(byte) { return true }
        return Array(".!#$%&'*+/=?^_`{|}~-".utf8).contains(byte)
    }

    func appendLink(text: Range<Int>, destination: String, to block: InlineNode) {
        let link = InlineNode(.link)
        link.destination = destination
        link.appendChild(InlineNode(.text, range: text))
        block.appendChild(link)
    }

    mutating func parseRawHTML(into block: InlineNode) -> Bool {
        guard let end = HTMLSyntax.rawHTML(bytes, at: position, missing: &missingHTMLTerminators) else { return false }
        block.appendChild(InlineNode(.html, range: position..<end))
        position = end
        return true
    }

    // MARK: - Delimiter runs

    /// The scalar before `index` (a line feed at the start).
    func scalar(before index: Int) -> Unicode.Scalar {
        guard index > 0 else { return "\n" }
        if bytes[index - 1] < 0x80 { return Unicode.Scalar(bytes[index - 1]) }
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.first ?? "\n"
    }

    /// The scalar at `index` (a line feed past the end).
    func scalar(at index: Int) -> Unicode.Scalar {
        guard index < bytes.count else { return "\n" }
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return String(decoding: bytes[index..<min(bytes.count, index + length)], as: UTF8.self).unicodeScalars.first ?? "\n"
    }

    static func isUnicodeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        // No other ASCII scalar is a space separator: no need to look its category up.
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Unicode punctuation as CommonMark 0.31 counts it: general categories P and S.
    static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return Byte.isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    mutating func handleDelimiter(_ character: UInt8, into block: InlineNode) {
        let start = position
        while position < bytes.count, bytes[position] == character { position += 1 }
        let count = position - start
        let before = scalar(before: start)
        let after = scalar(at: position)
        let afterIsWhitespace = Self.isUnicodeWhitespace(after)
        let afterIsPunctuation = Self.isUnicodePunctuation(after)
        let beforeIsWhitespace = Self.isUnicodeWhitespace(before)
        let beforeIsPunctuation = Self.isUnicodePunctuation(before)
        let leftFlanking = !afterIsWhitespace && (!afterIsPunctuation || beforeIsWhitespace || beforeIsPunctuation)
        let rightFlanking = !beforeIsWhitespace && (!beforeIsPunctuation || afterIsWhitespace || afterIsPunctuation)
        let canOpen: Bool
        let canClose: Bool
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else if character == UInt8(ascii: "~") {
            canOpen = leftFlanking && count <= 2
            canClose = rightFlanking && count <= 2
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        let node = InlineNode(.text, range: start..<position)
        block.appendChild(node)
        guard canOpen || canClose else { return }
        let delimiter = Delimiter(character: character, count: count, node: node, previous: delimiters, canOpen: canOpen, canClose: canClose)
        delimiters?.next = delimiter
        delimiters = delimiter
    }

    mutating func removeDelimiter(_ delimiter: Delimiter) {
        if let previous = delimiter.previous { previous.next = delimiter.next }
        if let next = delimiter.next {
            next.previous = delimiter.previous
        } else {
            delimiters = delimiter.previous
        }
        // A removed delimiter keeps nothing alive: a chain of them is never released at once.
        delimiter.previous = nil
    }

    /// Resolves emphasis among the delimiters above `bottom`.
    mutating func processEmphasis(bottom: Delimiter?) {
        // For each closer kind, the lowest delimiter worth looking back to.
        var openersBottom: [Int: Delimiter?] = [:]
        // Nothing above the bottom: nothing to do (and no walk down the whole stack to find that).
        guard delimiters !== bottom else { return }
        var closer = delimiters
        while let candidate = closer, candidate.previous !== bottom { closer = candidate.previous }
        if closer === bottom { closer = nil }
        while let current = closer {
            guard current.canClose else {
                closer = current.next
                continue
            }
            let key = Int(current.character) * 8 + (current.canOpen ? 3 : 0) + current.originalCount % 3
            var opener = current.previous
            var found = false
            let floor = openersBottom[key] ?? bottom
            while let candidate = opener, candidate !== bottom, candidate !== floor {
                if candidate.character == current.character, candidate.canOpen {
                    if current.character == UInt8(ascii: "~") {
                        if candidate.count == current.count {
                            found = true
                            break
                        }
                    } else {
                        let oddMatch = (current.canOpen || candidate.canClose) && current.originalCount % 3 != 0
                            && (candidate.originalCount + current.originalCount) % 3 == 0
                        if !oddMatch {
                            found = true
                            break
                        }
                    }
                }
                opener = candidate.previous
            }
            let oldCloser = current
            if found, let opener {
                let used = current.character == UInt8(ascii: "~") ? current.count : (current.count >= 2 && opener.count >= 2 ? 2 : 1)
                let openerNode = opener.node
                let closerNode = current.node
                opener.count -= used
                current.count -= used
                openerNode.end -= used
                closerNode.end -= used
                let kind: InlineNode.Kind = current.character == UInt8(ascii: "~") ? .strikethrough : used == 1 ? .emphasis : .strong
                let emphasis = InlineNode(kind)
                var node = openerNode.next
                while let child = node, child !== closerNode {
                    node = child.next
                    emphasis.appendChild(child)
                }
                openerNode.insertAfter(emphasis)
                // Delimiters between the two are gone, each let go of on its own (a chain of
                // them released at once would recurse as deep as it is long).
                if opener.next !== current {
                    var between = current.previous
                    while let delimiter = between, delimiter !== opener {
                        between = delimiter.previous
                        delimiter.previous = nil
                    }
                    opener.next = current
                    current.previous = opener
                }
                if opener.count == 0 {
                    openerNode.unlink()
                    removeDelimiter(opener)
                }
                if current.count == 0 {
                    closerNode.unlink()
                    let next = current.next
                    removeDelimiter(current)
                    closer = next
                }
            } else {
                closer = current.next
                openersBottom[key] = oldCloser.previous
                if !oldCloser.canOpen { removeDelimiter(oldCloser) }
            }
        }
        while let top = delimiters, top !== bottom { removeDelimiter(top) }
    }

    // MARK: - Links

    mutating func addBracket(_ node: InlineNode, index: Int, isImage: Bool) {
        brackets?.bracketAfter = true
        brackets = Bracket(node: node, previous: brackets, previousDelimiter: delimiters, index: index, isImage: isImage)
    }

    mutating func parseCloseBracket(into block: InlineNode) {
        let start = position
        position += 1
        guard let opener = brackets else {
            appendSource(start..<(start + 1), to: block)
            return
        }
        guard opener.isActive else {
            brackets = opener.previous
            appendSource(start..<(start + 1), to: block)
            return
        }
        var destination: String?
        var title: String?
        let afterBracket = position
        // An inline link: `(destination "title")`.
        if peek() == UInt8(ascii: "(") {
            var index = LinkReferenceParser.skipSpacesAndNewline(bytes, from: position + 1, limit: bytes.count)
            var parsed: String?
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
                parsed = ""
            } else if let (text, end) = LinkReferenceParser.destination(bytes, from: index, limit: bytes.count) {
                parsed = text
                index = end
            }
            if let parsed {
                let beforeTitle = index
                index = LinkReferenceParser.skipSpacesAndNewline(bytes, from: index, limit: bytes.count)
                var parsedTitle: String?
                if index > beforeTitle, let (text, end) = LinkReferenceParser.title(bytes, from: index, limit: bytes.count) {
                    parsedTitle = text
                    index = LinkReferenceParser.skipSpacesAndNewline(bytes, from: end, limit: bytes.count)
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
                    destination = parsed
                    title = parsedTitle
                    position = index + 1
                }
            }
        }
        if destination == nil {
            // A reference link: full `[text][label]`, collapsed `[text][]` or shortcut `[text]`.
            var label: ArraySlice<UInt8>?
            if let end = LinkReferenceParser.labelEnd(bytes, from: afterBracket), end - afterBracket > 2 {
                label = bytes[(afterBracket + 1)..<(end - 1)]
                position = end
            } else {
                if let end = LinkReferenceParser.labelEnd(bytes, from: afterBracket), end - afterBracket == 2 { position = end }
                if !opener.bracketAfter, Self.isValidLabel(bytes[opener.index..<start]) { label = bytes[opener.index..<start] }
            }
            let key = label.map(InlineText.normalizedLabel)
            if let key, let reference = references[key] {
                destination = reference.destination
                title = reference.title
            } else {
                if let key { missed?.labels.insert(key) }
                position = afterBracket
            }
        }
        guard let destination else {
            brackets = opener.previous
            position = afterBracket
            appendSource(start..<(start + 1), to: block)
            return
        }
        let link = InlineNode(opener.isImage ? .image : .link)
        link.destination = destination
        link.title = title
        var node = opener.node.next
        while let child = node {
            node = child.next
            link.appendChild(child)
        }
        block.appendChild(link)
        processEmphasis(bottom: opener.previousDelimiter)
        brackets = opener.previous
        opener.node.unlink()
        // No links in links: earlier `[` openers can no longer make links. Below the first that
        // is inactive already, every `[` was made inactive with it.
        if !opener.isImage {
            var earlier = brackets
            while let bracket = earlier {
                if !bracket.isImage {
                    guard bracket.isActive else { break }
                    bracket.isActive = false
                }
                earlier = bracket.previous
            }
        }
    }

    /// Whether text between brackets can be a link label: at most 999 characters, no
    /// unescaped brackets.
    static func isValidLabel(_ text: ArraySlice<UInt8>) -> Bool {
        guard text.count <= 999 * 4 else { return false }
        var index = text.startIndex
        var characters = 0
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else {
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return false }
                index += 1
            }
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
        return characters <= 999
    }
}
