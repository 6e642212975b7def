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

    /// The value rendered at `width` columns as an SVG picture, cell for cell, with its colours
    /// and styles (`Canvas.svgText`): a reference to look at, in a review page or a browser.
    ///
    /// - Parameter width: The number of columns, at least 1.
    public static func svg(width: Int) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { value in
            try checkWidth(width)
            return value.render(width: width).svgText
        }
    }
}

extension Snapshotting where Value: SizedTextRenderable, Format == String {
    /// The value rendered at its own size (a `Window`'s), as plain text: trailing spaces
    /// trimmed, no escape sequences.
    ///
    /// ```swift
    /// assertSnapshot(of: Window(rootViewController: controller, size: Size(width: 80, height: 24)), as: .text)
    /// ```
    public static var text: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { $0.render().plainText }
    }

    /// The value rendered at its own size with its styles, each escape sequence written as a
    /// readable tag; see `ANSIDescription`.
    public static var ansi: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { ANSIDescription.readable($0.render().ansiText) }
    }

    /// The value rendered at its own size as an SVG picture; see `svg(width:)`.
    public static var svg: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { $0.render().svgText }
    }
}

private func checkWidth(_ width: Int) throws {
    guard width >= 1 else {
        throw SnapshotError(code: .invalidSetting, "A snapshot's width must be at least 1 column, got \(width).")
    }
}
