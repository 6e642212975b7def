extension String {
    /// Creates a deterministic, human-readable dump of any value, in swift-custom-dump's format.
    ///
    /// The dump reads values through `Mirror` and writes them the way Swift code would spell them:
    ///
    /// - Structs and classes as `TypeName(field: value, …)`, type names without module prefixes
    ///   or generic arguments (`Box`, `Catalog.Entry`); a class's inherited properties come first.
    /// - Enums as `Type.case` at the top and `.case` inside, payloads as `.case(label: value, value)`.
    /// - Tuples as `(label: value, value)`; optionals as the wrapped value, or `nil`.
    /// - Arrays with each element labelled `[0]: `; dictionaries as `key: value` entries and sets
    ///   as `Set([…])`, both sorted by their dumps as text, so that hash order never shows.
    /// - Strings quoted with Swift's escapes, as raw `#"…"#` literals when they hold quotes or
    ///   backslashes, as `"""` blocks when they hold line feeds; control and bidirectional
    ///   characters always escaped. Characters and scalars as strings; numbers and `Bool` as
    ///   literals. `Date(2024-01-01T00:00:00.000Z)`, `UUID(…)`, `URL(…)`, `Data(3 bytes)`.
    /// - Types conforming to ``CustomDumpStringConvertible`` as their description, and types
    ///   conforming to ``CustomDumpRepresentable`` as their replacement value.
    ///
    /// The layout depends on structure only: a container with no children, or a struct, tuple or
    /// payload with one plain field, is one line (`Box(value: 1)`); anything else opens, one
    /// child per line, indented by two spaces, separated by commas, with no trailing comma.
    ///
    /// Nothing depends on memory addresses or hash order: `ObjectIdentifier` and pointers show
    /// as `ObjectIdentifier(…)`, functions as `<function (Int) -> Int>`. A class instance met a
    /// second time (a cycle, or an instance shared by two fields) shows as `Node(↩︎)`; the
    /// second distinct instance of a type is `#1 Node(`, the third `#2 Node(`, and so on.
    ///
    /// The walk uses its own stack rather than recursion, so deep values (a 10,000-node linked
    /// list) do not overflow the thread's stack. Containers nested more than 2,000 levels deep
    /// show their kind with `…` (`Node(…)`), which bounds the output.
    ///
    /// ```swift
    /// struct User {
    ///     var id: Int
    ///     var name: String
    ///     var manager: String?
    /// }
    ///
    /// print(String(dumping: User(id: 42, name: "Blob", manager: nil)))
    /// // User(
    /// //   id: 42,
    /// //   name: "Blob",
    /// //   manager: nil
    /// // )
    /// ```
    ///
    /// - Complexity: O(*n* + *e* log *e*), where *n* is the number of values reached and *e* the
    ///   size of the largest dictionary or set, plus the length of the text.
    ///
    /// - Parameters:
    ///   - value: The value to dump.
    ///   - maxDepth: How many levels of containers to open; deeper ones show their kind with
    ///     `…` (`User(…)`, `[…]`). `0` shows only the value's kind; at most 2,000 levels open.
    ///   - replacingFields: Fields whose values are shown as a text instead (an id, a time):
    ///     `"id"` for every property, tuple label or string dictionary key named `id`,
    ///     `"User.id"` for `User`'s only (the type's name as dumps show it).
    public init<Value>(dumping value: Value, maxDepth: Int = .max, replacingFields: [String: String] = [:]) {
        var builder = DumpBuilder(options: DumpOptions(
            maximumDepth: Swift.min(Swift.max(maxDepth, 0), DumpOptions().maximumDepth), replacedFields: replacingFields))
        let tree = builder.build(value)
        var renderer = DumpRenderer()
        renderer.appendBlock(tree, label: "", indent: 0, comma: false)
        self = renderer.text
    }
}
