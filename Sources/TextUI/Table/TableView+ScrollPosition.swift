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
