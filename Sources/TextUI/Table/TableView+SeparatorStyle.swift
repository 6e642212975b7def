extension TableView {
    /// Lines between rows.
    public struct SeparatorStyle: Sendable, Hashable {
        let hasLine: Bool
        private init(hasLine: Bool) { self.hasLine = hasLine }
        /// No lines: rows follow each other.
        public static let none = SeparatorStyle(hasLine: false)
        /// A dim rule under every row but the last of a section.
        public static let singleLine = SeparatorStyle(hasLine: true)

        /// UIKit's name is `singleLine`.
        @available(*, unavailable, renamed: "singleLine")
        public static var line: SeparatorStyle { singleLine }
    }
}
