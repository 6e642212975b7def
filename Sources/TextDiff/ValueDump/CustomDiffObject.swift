/// An object dumped as the value it holds, and diffed between the value it held before and the
/// value it holds now: swift-custom-dump's underscored protocol of the same name, which the
/// Composable Architecture's shared and observable state adopt, so that their tests' diffs
/// read the same here.
///
/// - A dump shows `_customDiffValues.1` (the value now), named by the object: the same object
///   met again is `Value(↩︎)`, another object of the same kind `#1 Value(…)`.
/// - A diff of the same object on both sides compares `_customDiffValues.0` (before) with
///   `.1` (now); a diff of two different objects shows both whole.
public protocol _CustomDiffObject {
    /// The value before and the value now.
    var _customDiffValues: (Any, Any) { get }
    /// The object's identity.
    var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject where Self: AnyObject {
    /// The instance's identity.
    public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
