/// GitHub's extended autolinks: `www.example.com`, `https://example.com/path` and
/// `someone@example.com` in text become links, without angle brackets (GitHub Flavored
/// Markdown, "Autolinks (extension)"). Applied to text outside links after inline parsing.
enum ExtendedAutolinks {
    static func apply(to root: InlineNode, source: [UInt8]) {
        // Walked without recursion: emphasis can nest as deep as a hostile text makes it.
        var containers = [root]
        while let node = containers.popLast() {
            var child = node.firstChild
            while let current = child {
                switch current.kind {
                case .link, .image:
                    child = current.next
                case .text:
                    // A run of text nodes (parsing cut text at every special byte) is joined
                    // only when something in it may start a link.
                    var runEnd = current.next
                    var mayLink = mayStartLink(current.text(in: source))
                    while let next = runEnd, next.kind == .text {
                        mayLink = mayLink || mayStartLink(next.text(in: source))
                        runEnd = next.next
                    }
                    child = runEnd
                    guard mayLink else { continue }
                    var joined = Array(current.text(in: source))
                    while let next = current.next, next.kind == .text {
                        joined += next.text(in: source)
                        next.unlink()
                    }
                    current.replacement = joined
                    link(in: current)
                default:
                    containers.append(current)
                    child = current.next
                }
            }
        }
    }

    /// Whether `text` has `www.`, `://` or `@`: what every extended autolink has.
    private static func mayStartLink(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case UInt8(ascii: "@"):
                return true
            case UInt8(ascii: ":"):
                if index + 2 < text.endIndex, text[index + 1] == UInt8(ascii: "/"), text[index + 2] == UInt8(ascii: "/") { return true }
            case UInt8(ascii: "."):
                if index - 3 >= text.startIndex, text[(index - 3)..<index].allSatisfy({ $0 | 0x20 == UInt8(ascii: "w") }) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Splits a text node (its text joined in `replacement`) around the autolinks in it.
    private static func link(in node: InlineNode) {
        let text = node.replacement ?? []
        var index = 0
        var textStart = 0
        var last = node
        func emit(upTo end: Int) {
            if end > textStart {
                let piece = InlineNode(.text, text: Array(text[textStart..<end]))
                last.insertAfter(piece)
                last = piece
            }
        }
        var found = false
        while index < text.count {
            let byte = text[index]
            var match: (start: Int, end: Int, destination: String)?
            if byte == UInt8(ascii: "w") || byte == UInt8(ascii: "h"), isBoundary(text, before: index) {
                match = webLink(text, at: index)
            } else if byte == UInt8(ascii: "@") {
                match = emailLink(text, at: index, notBefore: textStart)
            }
            guard let (start, end, destination) = match else {
                index += 1
                continue
            }
            found = true
            emit(upTo: start)
            let link = InlineNode(.link)
            link.destination = destination
            link.appendChild(InlineNode(.text, text: Array(text[start..<end])))
            last.insertAfter(link)
            last = link
            textStart = end
            index = end
        }
        guard found else { return }
        emit(upTo: text.count)
        node.unlink()
    }

    private static func isBoundary(_ text: [UInt8], before index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = text[index - 1]
        return Byte.isWhitespace(previous) || previous == UInt8(ascii: "*") || previous == UInt8(ascii: "_")
            || previous == UInt8(ascii: "~") || previous == UInt8(ascii: "(")
    }

    private static func hasPrefix(_ text: [UInt8], _ prefix: String, at index: Int) -> Bool {
        HTMLBlocks.hasPrefix(text, Array(prefix.utf8), at: index, caseInsensitive: true)
    }

    /// `www.` or `http(s)://` and a valid domain, then a path, trailing punctuation left out.
    private static func webLink(_ text: [UInt8], at start: Int) -> (Int, Int, String)? {
        var domainStart: Int
        var prefix = ""
        if hasPrefix(text, "www.", at: start) {
            domainStart = start
            prefix = "http://"
        } else if hasPrefix(text, "https://", at: start) {
            domainStart = start + 8
        } else if hasPrefix(text, "http://", at: start) {
            domainStart = start + 7
        } else {
            return nil
        }
        var index = domainStart
        var segments: [Range<Int>] = []
        var segmentStart = index
        while index < text.count {
            let byte = text[index]
            if Byte.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80 {
                index += 1
            } else if byte == UInt8(ascii: "."), index > segmentStart {
                segments.append(segmentStart..<index)
                index += 1
                segmentStart = index
            } else {
                break
            }
        }
        if index > segmentStart { segments.append(segmentStart..<index) }
        guard !segments.isEmpty, prefix.isEmpty ? true : segments.count >= 2 else { return nil }
        // No underscores in the last two segments.
        for segment in segments.suffix(2) where text[segment].contains(UInt8(ascii: "_")) { return nil }
        // The path: up to whitespace or `<`.
        var end = index
        while end < text.count, !Byte.isWhitespace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        end = trimmedEnd(text, from: start, to: end)
        guard end > domainStart else { return nil }
        let written = String(markdownBytes: text[start..<end])
        return (start, end, InlineText.normalizedURI(prefix + written))
    }

    /// Leaves trailing punctuation, an unbalanced `)` and an entity-like `&name;` out of a link.
    private static func trimmedEnd(_ text: [UInt8], from start: Int, to end: Int) -> Int {
        var end = end
        // The balance of parentheses, counted once and kept as the end moves back.
        var opens = text[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : 0) }
        var closes = text[start..<end].reduce(0) { $0 + ($1 == UInt8(ascii: ")") ? 1 : 0) }
        while end > start {
            let last = text[end - 1]
            if [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "*"),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\"")].contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ")") {
                guard closes > opens else { break }
                closes -= 1
                end -= 1
            } else if last == UInt8(ascii: ";") {
                var index = end - 2
                while index > start, Byte.isAlphanumeric(text[index]) { index -= 1 }
                guard index >= start, text[index] == UInt8(ascii: "&"), index < end - 2 else { break }
                for byte in text[index..<end] {
                    if byte == UInt8(ascii: "(") { opens -= 1 } else if byte == UInt8(ascii: ")") { closes -= 1 }
                }
                end = index
            } else {
                break
            }
        }
        return end
    }

    /// `local@domain.tld` around the `@` at `at`, the local part not reaching before `notBefore`.
    private static func emailLink(_ text: [UInt8], at: Int, notBefore: Int) -> (Int, Int, String)? {
        var start = at
        while start > notBefore {
            let byte = text[start - 1]
            guard Byte.isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "+") else { break }
            start -= 1
        }
        guard start < at else { return nil }
        var end = at + 1
        var periods = 0
        while end < text.count {
            let byte = text[end]
            if Byte.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                end += 1
            } else if byte == UInt8(ascii: "."), end + 1 < text.count, Byte.isAlphanumeric(text[end + 1]) {
                periods += 1
                end += 1
            } else {
                break
            }
        }
        guard periods >= 1, end > at + 1, text[end - 1] != UInt8(ascii: "-"), text[end - 1] != UInt8(ascii: "_") else { return nil }
        return (start, end, "mailto:" + InlineText.normalizedURI(String(markdownBytes: text[start..<end])))
    }
}
