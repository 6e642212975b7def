/// A type that chooses the fields its dumps show, and how they are laid out.
///
/// `String(dumping:)` and `String(diffing:_:)` read `customDumpMirror` instead of the value's own
/// `Mirror`: its children are the fields, and its display style the layout (`.struct`, `.enum`
/// for a case with a payload, `.collection`, `.dictionary`, `.set`, `.tuple`). The type's name
/// stays. Use it to leave out a password or a cache, or to show a wrapper as a case; to replace
/// the value entirely, conform to ``CustomDumpRepresentable``.
///
/// ```swift
/// struct Login: CustomDumpReflectable {
///     var email: String
///     var password: String
///     var customDumpMirror: Mirror {
///         Mirror(self, children: ["email": email], displayStyle: .struct)
///     }
/// }
///
/// String(dumping: Login(email: "blob@example.com", password: "secret"))
/// // Login(email: "blob@example.com")
/// ```
public protocol CustomDumpReflectable {
    /// The mirror dumps read in place of the value's own.
    var customDumpMirror: Mirror { get }
}
