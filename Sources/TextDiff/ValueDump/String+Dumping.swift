extension String {
    /// Creates a deterministic, human-readable dump of any value.
    ///
    /// The dump reads values through `Mirror` and writes them the way Swift code would spell them:
    ///
    /// - Structs and classes as `TypeName(field: value, …)`, type names without module prefixes
    ///   and with generic arguments (`Box<Int>`); a class's inherited properties come first.
    /// - Enums as `.case`, `.case(payload)` or `.case(label: payload, payload)`.
    /// - Tuples as `(label: value, value)`.
    /// - Optionals as the wrapped value, or `nil`; an optional holding `nil` shows as `.some(nil)`.
    /// - Arrays as `[value, …]`, dictionaries as `[key: value, …]` sorted by their dumped keys,
    ///   sets as `Set([value, …])` sorted by their dumped elements (integers in numeric order,
    ///   then other text in Unicode order), so that hash order never shows.
    /// - Strings, characters and Unicode scalars quoted, with quotes, backslashes, line breaks,
    ///   control and bidirectional-control characters escaped (`"a\"b\n\u{1B}"`); numbers and
    ///   `Bool` as literals. `UUID`, `Date`, `URL` and a few other Foundation values as
    ///   `UUID(…description…)`.
    /// - Types conforming to ``CustomDumpStringConvertible`` as their description, and types
    ///   conforming to ``CustomDumpRepresentable`` as their replacement value.
    ///
    /// A container stays on one line when that line fits in 80 columns; otherwise each field
    /// or element goes on its own line, indented by two spaces and followed by a comma, and
    /// array elements show their indices (`[3]: `).
    ///
    /// Nothing in a dump depends on memory addresses or hash order: pointers and
    /// `ObjectIdentifier` show as `ObjectIdentifier(…)`, functions as `<function (Int) -> Int>`.
    /// A class instance reached again while its own dump is still open (a cycle) shows as
    /// `<cycle: Node #1>`, and the instance it refers to is marked `Node #1(` where its dump
    /// starts; numbers follow the order of the dump. An instance shared without a cycle is
    /// dumped in full each time it is reached.
    ///
    /// The walk uses its own stack rather than recursion, so deep values (a 10,000-node linked
    /// list) do not overflow the thread's stack. Containers nested more than 2,000 levels deep
    /// show as `…`, which bounds the output, whose indentation grows with the square of the depth.
    ///
    /// ```swift
    /// struct User {
    ///     var id: Int
    ///     var name: String
    ///     var roles: Set<String>
    ///     var manager: String?
    /// }
    ///
    /// print(String(dumping: User(id: 42, name: "Blob", roles: ["admin", "author"], manager: nil)))
    /// // User(id: 42, name: "Blob", roles: Set(["admin", "author"]), manager: nil)
    ///
    /// print(String(dumping: [User(id: 1, name: "Blob Sr.", roles: ["owner"], manager: nil),
    ///                        User(id: 2, name: "Blob Jr.", roles: [], manager: "Blob Sr.")]))
    /// // [
    /// //   [0]: User(id: 1, name: "Blob Sr.", roles: Set(["owner"]), manager: nil),
    /// //   [1]: User(id: 2, name: "Blob Jr.", roles: Set([]), manager: "Blob Sr."),
    /// // ]
    /// ```
    ///
    /// - Parameter value: The value to dump.
    /// - Complexity: O(*n* + *e* log *e*), where *n* is the number of values reached and *e* the
    ///   size of the largest dictionary or set, plus the length of the text.
    public init<Value>(dumping value: Value) {
        var builder = DumpBuilder()
        let tree = builder.build(value)
        var renderer = DumpRenderer(lineWidth: builder.options.lineWidth)
        renderer.appendBlock(tree, label: "", indent: 0, comma: false)
        self = renderer.text
    }
}
