import TextDiff
import TextRendering

/// How a snapshot format is stored as text and how two values of it are compared.
///
/// A reference file holds `toText(value)` (and one final newline); a test reads it back with
/// `fromText` and asks `diff(reference, actual)` for a description of the differences, `nil`
/// when there are none.
///
/// ```swift
/// let caseInsensitive = Diffing<String>(
///     toText: { $0 }, fromText: { $0 },
///     diff: { reference, actual in
///         reference.lowercased() == actual.lowercased() ? nil : Diffing<String>.lines.diff(reference, actual)
///     })
/// ```
public struct Diffing<Value> {
    /// The text a reference file holds for a value.
    public var toText: (Value) -> String
    /// The value a reference file's text stands for.
    public var fromText: (String) -> Value
    /// The differences between a reference (first) and an actual value (second), or `nil`.
    public var diff: (Value, Value) -> String?

    /// Creates a diffing from its three closures.
    public init(
        toText: @escaping (Value) -> String, fromText: @escaping (String) -> Value,
        diff: @escaping (_ reference: Value, _ actual: Value) -> String?
    ) {
        self.toText = toText
        self.fromText = fromText
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// Text compared line by line, differences shown by `LineDiff.rendered`: the sizes of both
    /// texts in lines × columns (display width), the first differing line and column, and a
    /// unified diff with invisible characters made visible and the changed span marked.
    ///
    /// Both texts are compared as their reference files hold them, with a final line feed, so
    /// a missing final newline is not reported on every last line; text that does end in a
    /// newline shows it as an extra empty line.
    public static var lines: Diffing<String> {
        Diffing(toText: { $0 }, fromText: { $0 }, diff: { reference, actual in
            guard reference != actual else { return nil }
            let options = LineDiff.RenderOptions(
                oldName: "reference", newName: "actual", measure: { $0.displayWidth })
            return LineDiff(from: reference + "\n", to: actual + "\n").rendered(options)
        })
    }
}
