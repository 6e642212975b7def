import SnapshotStore
import TextRendering

extension Snapshotting where Value: AccessibilityDescribable, Format == String {
    /// The value's elements laid out at `width` columns, as assistive technology reads them:
    /// each element's role, label, value and traits (disabled, selected, focused, hidden), one
    /// per line. It shows what plain text hides: a disabled button reads `button "Back"
    /// [disabled]`, where `.text` draws `[ Back ]` either way.
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .accessibility(width: 40))
    /// ```
    ///
    /// - Parameter width: The number of columns, at least 1 (a smaller width fails the
    ///   assertion with a message naming it).
    public static func accessibility(width: Int) -> Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { value in
            guard width >= 1 else {
                throw SnapshotError(code: .invalidSetting, "A snapshot's width must be at least 1 column, got \(width).")
            }
            return value.accessibilityDescription(width: width)
        }
    }
}

extension Snapshotting where Value: SizedAccessibilityDescribable, Format == String {
    /// The value's elements at its own size (a `Window`'s), as assistive technology reads
    /// them; see `accessibility(width:)`.
    ///
    /// ```swift
    /// assertSnapshot(of: window, as: .text)
    /// assertSnapshot(of: window, as: .accessibility)
    /// ```
    public static var accessibility: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { $0.accessibilityDescription() }
    }
}
