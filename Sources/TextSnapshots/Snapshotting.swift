import TextDiff

/// A way to turn a value into a snapshot of some format, stored in a reference file.
///
/// Strategies are static members (`.lines`, `.text(width:)`, `.json`, `.dump`); make new ones
/// from existing ones with `pullback`:
///
/// ```swift
/// extension Snapshotting where Value == CommentViewModel, Format == String {
///     static func screen(width: Int) -> Self {
///         Snapshotting<CommentView, String>.text(width: width).pullback { CommentView(viewData: $0) }
///     }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension, without a dot (`txt`).
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value; throws when the value cannot be snapshotted (a nonsense
    /// width, a value JSON cannot encode), which fails the assertion with the error.
    public var snapshot: (Value) throws -> Format

    /// Creates a strategy.
    public init(
        pathExtension: String = "txt", diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another type of value, made by turning it into this strategy's value first.
    ///
    /// - Parameter transform: Turns the new value into one this strategy snapshots.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose snapshot is the value itself.
    public init(pathExtension: String = "txt", diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// A strategy whose value is its own format (`Snapshotting<String, String>`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == String, Format == String {
    /// The string itself, compared line by line.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(diffing: .lines) { $0 }
    }
}

extension Snapshotting where Format == String {
    /// `String(describing:)`, compared line by line.
    public static var description: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { String(describing: $0) }
    }
}

extension Snapshotting where Format == String {
    /// This strategy with volatile values replaced before comparing and recording, for one
    /// assertion: field redactions reach `.customDump`, `.dump` and `.json`, patterns rewrite
    /// the text (see `SnapshotRedaction`).
    ///
    /// ```swift
    /// assertSnapshot(of: order, as: .customDump.redacting(.field("id"), .iso8601Dates))
    /// ```
    public func redacting(_ redactions: SnapshotRedaction...) -> Snapshotting {
        redacting(redactions)
    }

    /// This strategy with `redactions` applied (see `redacting(_:)`).
    public func redacting(_ redactions: [SnapshotRedaction]) -> Snapshotting {
        let snapshot = self.snapshot
        return Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in
            let text = try SnapshotRedaction.$active.withValue(SnapshotRedaction.active + redactions) { try snapshot(value) }
            return try SnapshotRedaction.applyingPatterns(redactions, to: text)
        }
    }
}
