extension Canvas {
    /// A style as a cell keeps it: its attributes and colours, and its link as a number in the
    /// canvas's table of links. Plain data, 11 bytes aligned to 1, so that a cell (a scalar, a
    /// style and a width) stays 16 bytes and copies without reference counting: cells are
    /// copied by the million.
    package struct CellStyle: Sendable, Hashable {
        var attributes: Style.Attributes
        var foreground: Color?
        var background: Color?
        // The link's number in two bytes, to keep the alignment of 1.
        private var linkLow: UInt8
        private var linkHigh: UInt8

        /// `style` without its link, and the link numbered `link` (0 for none).
        @inline(__always)
        init(_ style: Style, link: UInt16) {
            attributes = style.attributes
            foreground = style.foreground
            background = style.background
            linkLow = UInt8(truncatingIfNeeded: link)
            linkHigh = UInt8(truncatingIfNeeded: link >> 8)
        }

        /// The number of the style's link in the canvas's `links`, from 1; 0 for none. A band
        /// drawn side by side with others numbers its links with `Band.localLink` set, until the
        /// canvas takes them.
        var link: UInt16 {
            get { UInt16(linkHigh) << 8 | UInt16(linkLow) }
            set {
                linkLow = UInt8(truncatingIfNeeded: newValue)
                linkHigh = UInt8(truncatingIfNeeded: newValue >> 8)
            }
        }

        /// The style from its parts: a constant the compiler lays out statically (read without a
        /// lazy initializer's check on every blank cell).
        private init(attributes: Style.Attributes, foreground: Color?, background: Color?, linkLow: UInt8, linkHigh: UInt8) {
            self.attributes = attributes
            self.foreground = foreground
            self.background = background
            self.linkLow = linkLow
            self.linkHigh = linkHigh
        }

        /// No attributes, default colours, no link.
        package static let plain = CellStyle(attributes: Style.Attributes(rawValue: 0), foreground: nil, background: nil, linkLow: 0, linkHigh: 0)

        /// `other` drawn over this style, as `Style.merging(_:)` does: the attributes of both,
        /// and `other`'s colours and link where it has them.
        @inline(__always)
        package func merging(_ other: CellStyle) -> CellStyle {
            var merged = self
            merged.attributes.formUnion(other.attributes)
            if let foreground = other.foreground { merged.foreground = foreground }
            if let background = other.background { merged.background = background }
            if other.link != 0 { merged.link = other.link }
            return merged
        }

        /// Whether the style changes nothing.
        var isPlain: Bool {
            attributes.rawValue == 0 && foreground == nil && background == nil && linkLow == 0 && linkHigh == 0
        }

        /// The style without its link.
        var unlinked: Style {
            Style(attributes: attributes, foreground: foreground, background: background)
        }

        /// Whether the two look the same, links aside.
        func looksLike(_ other: CellStyle) -> Bool {
            attributes == other.attributes && foreground == other.foreground && background == other.background
        }
    }

    /// The addresses of the links cells refer to, numbered from 1 in the order they were
    /// first drawn: a canvas's, or a band's own until the canvas takes them.
    struct LinkTable: Sendable {
        /// The addresses: number `n` is `urls[n - 1]`.
        private(set) var urls: [String] = []
        private var numbers: [String: UInt16] = [:]

        /// The most addresses a table keeps: numbers stay below `Band.localLink`.
        static let capacity = Int(Band.localLink) - 1

        /// The address of link number `number` (from 1, any `Band.localLink` mark ignored).
        subscript(number: UInt16) -> String {
            urls[Int(number & ~Band.localLink) - 1]
        }

        /// The number of `url`, when the table has it.
        func number(of url: String) -> UInt16? {
            numbers[url]
        }

        /// The number of `url` (with `mark` set when it is new), kept when it is new; 0, no
        /// link, once the table is full.
        mutating func number(for url: String, marking mark: UInt16 = 0) -> UInt16 {
            if let number = numbers[url] { return number }
            guard urls.count < Self.capacity else { return 0 }
            urls.append(url)
            let number = UInt16(urls.count) | mark
            numbers[url] = number
            return number
        }
    }

    /// The address of link number `number` (0 for none) of this canvas.
    func linkURL(_ number: UInt16) -> String? {
        number == 0 ? nil : links[number]
    }

    /// The style a stored style stands for, its link read from this canvas's table.
    func style(of cellStyle: CellStyle) -> Style {
        var style = cellStyle.unlinked
        if let url = linkURL(cellStyle.link) { style.link = Hyperlink(checked: url) }
        return style
    }
}

extension Hyperlink {
    /// A link to an address that was checked when it was first made.
    init(checked url: String) {
        self.url = url
    }
}
