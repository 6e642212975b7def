/// The seven kinds of HTML block, and the raw HTML CommonMark recognises inline.
enum HTMLBlocks {
    static let literalTags: [[UInt8]] = ["script", "pre", "textarea", "style"].map { Array($0.utf8) }
    static let blockTags: Set<[UInt8]> = Set([
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup", "dd", "details",
        "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes",
        "ol", "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title",
        "tr", "track", "ul",
    ].map { Array($0.utf8) })

    /// Whether `line` (from its first non-space byte) starts an HTML block of `type`.
    static func startsBlock(type: Int, _ line: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(line)
        guard bytes.first == UInt8(ascii: "<") else { return false }
        switch type {
        case 1:
            for tag in literalTags where hasPrefix(bytes, tag, at: 1, caseInsensitive: true) {
                let after = 1 + tag.count
                if after == bytes.count || Byte.isWhitespace(bytes[after]) || bytes[after] == UInt8(ascii: ">") { return true }
            }
            return false
        case 2:
            return hasPrefix(bytes, Array("<!--".utf8), at: 0)
        case 3:
            return hasPrefix(bytes, Array("<?".utf8), at: 0)
        case 4:
            return bytes.count > 2 && bytes[1] == UInt8(ascii: "!") && Byte.isLetter(bytes[2])
        case 5:
            return hasPrefix(bytes, Array("<![CDATA[".utf8), at: 0)
        case 6:
            var index = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < bytes.count, Byte.isAlphanumeric(bytes[index]) { index += 1 }
            guard index > nameStart, blockTags.contains(bytes[nameStart..<index].map(Byte.lowercased)) else { return false }
            if index == bytes.count || Byte.isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ">") { return true }
            return bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
        default:
            let end = HTMLSyntax.openTag(bytes, at: 0, allowingNewlines: false) ?? HTMLSyntax.closingTag(bytes, at: 0, allowingNewlines: false)
            guard let end else { return false }
            // Not one of the tags of the first kind.
            let nameStart = bytes[1] == UInt8(ascii: "/") ? 2 : 1
            var nameEnd = nameStart
            while nameEnd < bytes.count, Byte.isAlphanumeric(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: "-") { nameEnd += 1 }
            if literalTags.contains(bytes[nameStart..<nameEnd].map(Byte.lowercased)) { return false }
            return bytes[end...].allSatisfy(Byte.isWhitespace)
        }
    }

    /// Whether `line` holds the end of an HTML block of `type` (1 to 5).
    static func endsBlock(type: Int, _ line: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(line)
        switch type {
        case 1:
            return literalTags.contains { tag in
                var index = 0
                while index + tag.count + 3 <= bytes.count {
                    if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/"),
                       hasPrefix(bytes, tag, at: index + 2, caseInsensitive: true), bytes[index + 2 + tag.count] == UInt8(ascii: ">") {
                        return true
                    }
                    index += 1
                }
                return false
            }
        case 2: return contains(bytes, Array("-->".utf8))
        case 3: return contains(bytes, Array("?>".utf8))
        case 4: return bytes.contains(UInt8(ascii: ">"))
        default: return contains(bytes, Array("]]>".utf8))
        }
    }

    static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at start: Int, caseInsensitive: Bool = false) -> Bool {
        guard start + prefix.count <= bytes.count else { return false }
        for (index, byte) in prefix.enumerated() {
            let other = bytes[start + index]
            if caseInsensitive ? Byte.lowercased(other) != byte : other != byte { return false }
        }
        return true
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] && hasPrefix(bytes, needle, at: start) {
            return true
        }
        return false
    }
}

/// HTML tags, comments, processing instructions, declarations and CDATA, as CommonMark's raw
/// HTML grammar has them. Each function returns the offset after what it found at `start`.
enum HTMLSyntax {
    /// Skips whitespace (with `allowingNewlines`, up to one line ending among it).
    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int, allowingNewlines: Bool) -> Bool {
        let start = index
        var newlines = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.lineFeed {
                newlines += 1
                if !allowingNewlines || newlines > 1 { break }
            } else if !Byte.isSpaceOrTab(byte) && byte != 0x0B && byte != 0x0C && byte != Byte.carriageReturn {
                break
            }
            index += 1
        }
        return index > start
    }

    /// `<name attr="value" … />`
    static func openTag(_ bytes: [UInt8], at start: Int, allowingNewlines: Bool = true) -> Int? {
        var index = start + 1
        guard index < bytes.count, Byte.isLetter(bytes[index]) else { return nil }
        while index < bytes.count, Byte.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
        while true {
            let beforeSpace = index
            let hadSpace = skipWhitespace(bytes, &index, allowingNewlines: allowingNewlines)
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return index + 1 }
            if byte == UInt8(ascii: "/") {
                return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">") ? index + 2 : nil
            }
            guard hadSpace, Byte.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else { return nil }
            // An attribute name, then perhaps a value.
            index += 1
            while index < bytes.count {
                let next = bytes[index]
                guard Byte.isAlphanumeric(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: ".") || next == UInt8(ascii: ":")
                        || next == UInt8(ascii: "-") else { break }
                index += 1
            }
            var valueIndex = index
            _ = skipWhitespace(bytes, &valueIndex, allowingNewlines: allowingNewlines)
            if valueIndex < bytes.count, bytes[valueIndex] == UInt8(ascii: "=") {
                valueIndex += 1
                _ = skipWhitespace(bytes, &valueIndex, allowingNewlines: allowingNewlines)
                guard valueIndex < bytes.count else { return nil }
                let quote = bytes[valueIndex]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let close = bytes[(valueIndex + 1)...].firstIndex(of: quote) else { return nil }
                    if !allowingNewlines, bytes[(valueIndex + 1)..<close].contains(Byte.lineFeed) { return nil }
                    index = close + 1
                } else {
                    let valueStart = valueIndex
                    while valueIndex < bytes.count {
                        let next = bytes[valueIndex]
                        if next <= Byte.space || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "=")
                            || next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "`") { break }
                        valueIndex += 1
                    }
                    guard valueIndex > valueStart else { return nil }
                    index = valueIndex
                }
            }
            _ = beforeSpace
        }
    }

    /// `</name >`
    static func closingTag(_ bytes: [UInt8], at start: Int, allowingNewlines: Bool = true) -> Int? {
        var index = start + 2
        guard index < bytes.count, bytes[start + 1] == UInt8(ascii: "/"), Byte.isLetter(bytes[index]) else { return nil }
        while index < bytes.count, Byte.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
        _ = skipWhitespace(bytes, &index, allowingNewlines: allowingNewlines)
        return index < bytes.count && bytes[index] == UInt8(ascii: ">") ? index + 1 : nil
    }

    /// Where each terminator of raw HTML (`?>`, `-->`, `]]>`, `>`) was looked for in vain: a
    /// search from there or later fails too, so a text full of `<?` is scanned once, not once
    /// for every `<?` in it.
    struct MissingTerminators {
        var searchedFrom: [Int] = [Int.max, Int.max, Int.max, Int.max]
    }

    /// Any raw HTML at `start` (a `<`): a tag, comment, processing instruction, declaration or
    /// CDATA section.
    static func rawHTML(_ bytes: [UInt8], at start: Int, missing: inout MissingTerminators) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        if Byte.isLetter(next) { return openTag(bytes, at: start) }
        if next == UInt8(ascii: "/") { return closingTag(bytes, at: start) }
        if next == UInt8(ascii: "?") { return find(Array("?>".utf8), kind: 0, in: bytes, from: start + 2, missing: &missing) }
        guard next == UInt8(ascii: "!") else { return nil }
        if HTMLBlocks.hasPrefix(bytes, Array("<!--".utf8), at: start) {
            // `<!-->` and `<!--->` are comments too.
            if HTMLBlocks.hasPrefix(bytes, Array("<!-->".utf8), at: start) { return start + 5 }
            if HTMLBlocks.hasPrefix(bytes, Array("<!--->".utf8), at: start) { return start + 6 }
            return find(Array("-->".utf8), kind: 1, in: bytes, from: start + 4, missing: &missing)
        }
        if HTMLBlocks.hasPrefix(bytes, Array("<![CDATA[".utf8), at: start) {
            return find(Array("]]>".utf8), kind: 2, in: bytes, from: start + 9, missing: &missing)
        }
        if start + 2 < bytes.count, Byte.isLetter(bytes[start + 2]) {
            return find([UInt8(ascii: ">")], kind: 3, in: bytes, from: start + 3, missing: &missing)
        }
        return nil
    }

    private static func find(_ needle: [UInt8], kind: Int, in bytes: [UInt8], from start: Int, missing: inout MissingTerminators) -> Int? {
        if start >= missing.searchedFrom[kind] { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], HTMLBlocks.hasPrefix(bytes, needle, at: index) { return index + needle.count }
            index += 1
        }
        missing.searchedFrom[kind] = start
        return nil
    }
}
