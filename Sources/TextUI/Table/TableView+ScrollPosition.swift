import Foundation

extension TableView {
    /// Where `scrollToRow(at:at:)` puts the row.
    public struct ScrollPosition: Sendable, Hashable {
        enum Storage: Sendable, Hashable { case nearest, top, middle, bottom }
        let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }
        /// Scroll as little as makes the row visible (UIKit's `.none`, renamed so it does not
        /// read as `Optional.none` where a position is optional).
        public static let nearest = ScrollPosition(.nearest)
        /// The row at the top.
        public static let top = ScrollPosition(.top)
        /// The row in the middle.
        public static let middle = ScrollPosition(.middle)
        /// The row at the bottom.
        public static let bottom = ScrollPosition(.bottom)
    }
}

extension TableView {
    /// How far a table is scrolled: the row at the top of the screen and how many of its lines
    /// are scrolled past. A section's header belongs to its first row, and a row's separator
    /// line to the row: `lines` counts both.
    ///
    /// A table keeps its offset as a row rather than as a number of lines from the top, so that
    /// it stays on the same row when rows above change height (at another width, or when a cell
    /// changes), and so that it round-trips through a view-state exactly: it is `Codable` as
    /// `{"section": 0, "row": 12, "lines": 1}`.
    ///
    /// ```swift
    /// struct ListViewState: Codable, Equatable { var scroll = TableView.ContentOffset.zero }
    /// viewState.scroll = tableView.contentOffset      // after a layout: where the table is
    /// tableView.contentOffset = viewState.scroll      // back where it was
    /// ```
    public struct ContentOffset: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The row at the top of the screen (with its section's header above it, when it is the
        /// first row of a section that has one and `lines` is 0).
        public var row: IndexPath
        /// The lines of the row (its header included) scrolled past the top.
        public var lines: Int

        /// An offset at `row`, `lines` lines into it; `ContentOffset()` is the top of the table.
        ///
        /// - Parameters:
        ///   - row: The row at the top; a row past the table's end scrolls to its end.
        ///   - lines: Lines of the row scrolled past; traps when negative.
        public init(row: IndexPath = IndexPath(row: 0, section: 0), lines: Int = 0) {
            precondition(row.count == 2 && row.row >= 0 && row.section >= 0, "a content offset's row must be a row and a section, not negative, got \(row)")
            precondition(lines >= 0, "a content offset's lines must not be negative, got \(lines)")
            self.row = row
            self.lines = lines
        }

        /// The top of the table.
        public static let zero = ContentOffset()

        private enum CodingKeys: String, CodingKey { case section, row, lines }

        /// Decodes `{"section": S, "row": R, "lines": L}`; `lines` may be left out.
        ///
        /// - Throws: `DecodingError` when a number is missing or negative.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let section = try container.decode(Int.self, forKey: .section)
            let row = try container.decode(Int.self, forKey: .row)
            let lines = try container.decodeIfPresent(Int.self, forKey: .lines) ?? 0
            for (value, key) in [(section, CodingKeys.section), (row, .row), (lines, .lines)] where value < 0 {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "A content offset's \(key.rawValue) must not be negative, got \(value)")
            }
            self.init(row: IndexPath(row: row, section: section), lines: lines)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.section, forKey: .section)
            try container.encode(row.row, forKey: .row)
            try container.encode(lines, forKey: .lines)
        }

        /// `row 12 of section 0, 1 line in`.
        public var description: String {
            "row \(row.row) of section \(row.section)" + (lines == 0 ? "" : ", \(lines) line\(lines == 1 ? "" : "s") in")
        }
    }
}
