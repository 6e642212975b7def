import TextRendering

extension Table {
    /// What a column does with text wider than itself.
    public struct Overflow: Sendable, Hashable {
        let wraps: Bool
        private init(wraps: Bool) { self.wraps = wraps }
        /// Break lines between words (inside words when a word is wider than the column).
        public static let wrap = Overflow(wraps: true)
        /// Keep each line whole, cut with `…` at the end when too wide.
        public static let ellipsis = Overflow(wraps: false)
    }

    /// A column's header and rules. A literal is a leading, wrapping column:
    /// `Table(columns: ["#", "Title"])`.
    public struct Column: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The header text.
        public var header: String
        /// Where text sits in the column.
        public var alignment: TextAlignment
        /// The narrowest the column may be made while it still fits.
        public var minimumWidth: Int?
        /// The widest the column may be.
        public var maximumWidth: Int?
        /// Wrap or cut.
        public var overflow: Overflow
        /// The style of the column's cells (a cell's own style wins).
        public var style: Style
        /// Whether, and how soon, the column hides when the table is too narrow for every
        /// column at its narrowest: `nil` (the default) never hides; of the others, the lowest
        /// priority hides first, and of equal ones the rightmost.
        public var priority: Int?

        /// Creates a column.
        public init(
            _ header: String, alignment: TextAlignment = .leading, minimumWidth: Int? = nil, maximumWidth: Int? = nil,
            overflow: Overflow = .wrap, style: Style = .plain, priority: Int? = nil
        ) {
            precondition((minimumWidth ?? 0) >= 0 && (maximumWidth ?? 1) >= 1,
                         "column widths must be positive, got minimum \(String(describing: minimumWidth)), maximum \(String(describing: maximumWidth))")
            self.header = header
            self.alignment = alignment
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
            self.overflow = overflow
            self.style = style
            self.priority = priority
        }

        /// A leading, wrapping column headed `value`.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }
}
