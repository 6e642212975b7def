/// A type that is dumped as another value.
///
/// `String(dumping:)` and `String(diffing:_:)` dump `customDumpValue` in place of the value
/// itself, with all the usual layout: use it to hide caches and derived storage, or to show a
/// wrapper as the value it wraps. The replacement may itself conform; chains are followed (up
/// to 64 steps, and never to a value of the same type, which is reflected instead).
///
/// To keep the type's name but choose its fields, conform to the standard library's
/// `CustomReflectable` instead: dumps read values through `Mirror`, which honours it.
///
/// ```swift
/// struct Session: CustomDumpRepresentable {
///     var user: String
///     var cache: [String: Int] = [:]
///     var customDumpValue: Any { (user: user, isCached: !cache.isEmpty) }
/// }
///
/// String(dumping: Session(user: "blob"))  // "(user: \"blob\", isCached: false)"
/// ```
///
/// - Complexity: Called once for each occurrence of the value in a dump.
public protocol CustomDumpRepresentable {
    /// The value to dump in place of this one.
    ///
    /// ```swift
    /// extension Tagged: CustomDumpRepresentable {
    ///     var customDumpValue: Any { rawValue }
    /// }
    /// ```
    var customDumpValue: Any { get }
}
