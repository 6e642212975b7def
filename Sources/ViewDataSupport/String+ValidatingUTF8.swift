extension String {
    /// The text of `bytes` when they are valid UTF-8, else `nil`.
    ///
    /// The standard library's `String(validating:as:)` does this, but Apple platforms have it
    /// only from macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2, above the package's
    /// minimums: there it is used when the system has it, and older systems validate with the
    /// standard library's UTF-8 parser first (one more pass over the bytes).
    package init?<Bytes: Collection>(validatingUTF8 bytes: Bytes) where Bytes.Element == UInt8 {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            guard Self.isValidUTF8(bytes) else { return nil }
            self = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether `bytes` are a whole sequence of valid UTF-8 scalars.
    package static func isValidUTF8<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
