extension String {
    /// Creates a readable, nested diff of two values, or `nil` when their dumps are equal.
    ///
    /// Both values are dumped as `String(dumping:)` does, and the dumps are compared as trees,
    /// so that the diff points at what changed rather than at lines of text:
    ///
    /// - Lines start with `-` (old value), `+` (new value), or two spaces (context: the
    ///   containers on the way to a change, and unchanged values shown for orientation).
    /// - A struct, class, tuple, collection, or enum payload whose type (or case) is the same on
    ///   both sides is opened and its children compared; runs of unchanged children collapse to
    ///   `… (N unchanged)`. A changed literal, a changed enum case, or a value that fits on one
    ///   line is shown whole, old then new.
    /// - Dictionaries match entries by key; sets match elements by their dumps.
    /// - Arrays whose elements are all `Identifiable` (with ids unique on each side) match
    ///   elements by `id`, labelled `[index, id: …]`: a changed element is opened under its
    ///   label, and moved, inserted and removed elements are shown as such
    ///   (`[0, id: 3, moved from 2]`). Other arrays are aligned by a minimal edit script over
    ///   the elements' dumps, and a removed element followed by an inserted one is compared as a
    ///   changed element.
    ///
    /// One changed field in one element of a 1,000-element array is a diff of a dozen lines:
    ///
    /// ```swift
    /// struct Todo: Identifiable {
    ///     var id: Int
    ///     var title: String
    ///     var isDone: Bool
    ///     var notes: String?
    /// }
    /// struct TodoList {
    ///     var owner: String
    ///     var todos: [Todo]
    /// }
    ///
    /// let old = TodoList(owner: "Blob", todos: (1...1000).map { Todo(id: $0, title: "Task \($0)", isDone: false, notes: nil) })
    /// var new = old
    /// new.todos[41].isDone = true
    /// print(String(diffing: old, new)!)
    /// //   TodoList(
    /// //     owner: "Blob",
    /// //     todos: [
    /// //       … (41 unchanged)
    /// //       [41, id: 42]: Todo(
    /// //         … (2 unchanged)
    /// // -       isDone: false,
    /// // +       isDone: true,
    /// //         notes: nil,
    /// //       ),
    /// //       … (958 unchanged)
    /// //     ],
    /// //   )
    ///
    /// String(diffing: old, old)  // nil
    /// ```
    ///
    /// The diff is `nil` when the values are the same: equal dumps, equal values under
    /// descriptions that hide fields, the same class instances. Values that dump alike but
    /// differ are still a diff: a hidden field (`- password: <redacted>`, `+ password:
    /// <redacted>`), numbers of two types (`29.99 as Float`), or values whose `==` says they
    /// differ (`// Not equal but no difference detected:`).
    ///
    /// - Parameters:
    ///   - old: The value before the change; its lines are marked `-`.
    ///   - new: The value after the change; its lines are marked `+`.
    ///   - replacingFields: Fields whose values are shown as a text instead, on both sides, as
    ///     `String(dumping:maxDepth:replacingFields:)` shows them (a card number as
    ///     `<redacted>`).
    /// - Returns: The diff, one line per row, without a final line feed; `nil` when the values
    ///   dump identically.
    /// - Complexity: O(*n*) for *n* values in the two dumps, plus O((*a* + *b*) · *d*) for each
    ///   pair of arrays of *a* and *b* elements with *d* differences between them (arrays that
    ///   differ in more than 1,000 elements are compared by position).
    public init?<Value>(diffing old: Value, _ new: Value, replacingFields: [String: String] = [:]) {
        let options = DumpOptions(recordsIdentities: true, replacedFields: replacingFields)
        var builder = DumpBuilder(options: options)
        var oldTree = builder.build(old)
        // `_CustomDiffObject`s on both sides show their value before on the old side: when the
        // old side has any, the new side is read for them and the old side dumped again.
        if !builder.diffObjects.isEmpty {
            var scout = DumpBuilder(options: options)
            _ = scout.build(new)
            builder = DumpBuilder(options: options)
            builder.objectsShowingBefore = scout.diffObjects
            oldTree = builder.build(old)
            builder.objectsShowingBefore = []
        }
        let newTree = builder.build(new)
        guard let diff = ValueDiffer.diff(oldTree, newTree) else {
            // Values `==` calls different that dump alike (a custom `==`): said, not hidden.
            guard ValueEquality.areEqual(old, new) == false else { return nil }
            self = "  // Not equal but no difference detected:\n- " + DumpRenderer.collapsedText(oldTree)
                + "\n+ " + DumpRenderer.collapsedText(newTree)
            return
        }
        self = diff
    }
}
