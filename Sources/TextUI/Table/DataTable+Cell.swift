extension DataTable {
    /// One cell's text, and a style that overrides the column's.
    ///
    /// A literal or an interpolation is a cell: `table.addRow([DataTable.Cell(name, style: .bold), "\(rank)"])`.
    public struct Cell: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The text; line breaks start new lines.
        public var text: String
        /// The cell's style; the column's when `nil`.
        public var style: Style?

        /// Creates a cell.
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }

        /// A plain cell from a literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }
}
