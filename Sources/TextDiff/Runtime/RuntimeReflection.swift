/// What TextDiff asks of the Swift runtime beyond `Mirror`: the one binding to an entry point
/// that is not public API, fenced here so nothing else reaches for it.
///
/// `swift_EnumCaseName` is what `print` and `String(describing:)` use to name an enum's case
/// when the enum does not describe itself; `Mirror` gives a payload case's name but not a
/// payload-free case's. The standard library binds it the same way (`_getEnumCaseName`).
/// `RuntimeReflectionTests` checks it on every kind of enum: if a runtime renames or changes
/// it, those tests fail by name, before a dump prints a wrong case.
enum RuntimeReflection {
    /// The name of `value`'s case, as the runtime records it; `nil` when `value` is not an enum
    /// or its type's reflection metadata was stripped. The pointer stays valid for the life of
    /// the process (it points into the type's metadata), so it can key a cache.
    static func enumCaseName(of value: Any) -> UnsafePointer<CChar>? {
        swiftEnumCaseName(value)
    }
}

/// The runtime's `swift_EnumCaseName(value, type)`: generic, so that the compiler passes the
/// value's type metadata as the second argument, as the runtime expects; existentials are
/// opened by the runtime.
@_silgen_name("swift_EnumCaseName")
private func swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
