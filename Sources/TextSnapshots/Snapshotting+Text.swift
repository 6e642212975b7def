import SnapshotStore
import TextRendering

extension Snapshotting where Value: TextRenderable, Format == String {
    /// The value rendered at `width` columns, as plain text (`Canvas.plainText`): trailing
    /// spaces trimmed, no escape sequences.
    ///
    /// - Parameter width: The number of columns, at least 1 (a smaller width fails the
    ///   assertion with a message naming it).
    public static func text(width: Int) -> Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { value in
            try checkWidth(width)
            return value.render(width: width).plainText
        }
    }

    /// The value rendered at `width` columns with its styles, each escape sequence written as
    /// a readable tag: `⟨bold, fg cyan⟩Title⟨reset⟩`. For checking that styles are where
    /// they belong; see `ANSIDescription` for the notation.
    ///
    /// - Parameter width: The number of columns, at least 1.
    public static func ansi(width: Int) -> Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { value in
            try checkWidth(width)
            return ANSIDescription.readable(value.render(width: width).ansiText)
        }
    }
}

private func checkWidth(_ width: Int) throws {
    guard width >= 1 else {
        throw SnapshotError(code: .invalidSetting, "A snapshot's width must be at least 1 column, got \(width).")
    }
}
