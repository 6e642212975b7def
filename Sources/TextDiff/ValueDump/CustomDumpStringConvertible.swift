/// A type that supplies the one-line text that value dumps and diffs show for it.
///
/// `String(dumping:)` shows `customDumpDescription` verbatim, in place of the value's
/// reflected fields: use it for values whose fields are an implementation detail and whose
/// meaning fits in a short literal, such as identifiers, money amounts and colours. Line
/// breaks in the text are shown as `\n` so that the dump keeps its layout.
///
/// When a type conforms to both this protocol and ``CustomDumpRepresentable``, the
/// description wins.
///
/// ```swift
/// struct Ticket: CustomDumpStringConvertible {
///     var project: String
///     var number: Int
///     var customDumpDescription: String { "\(project)-\(number)" }
/// }
///
/// String(dumping: [Ticket(project: "VDK", number: 42)])  // "[VDK-42]"
/// ```
///
/// - Complexity: Called once for each occurrence of the value in a dump.
public protocol CustomDumpStringConvertible {
    /// The text a dump shows for this value, on one line.
    ///
    /// Shown as written: quote strings yourself if the text should read as one.
    ///
    /// ```swift
    /// extension UserID: CustomDumpStringConvertible {
    ///     var customDumpDescription: String { "UserID(\(rawValue))" }
    /// }
    /// ```
    var customDumpDescription: String { get }
}
