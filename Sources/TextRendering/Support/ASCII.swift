extension UInt8 {
    /// A–Z or a–z.
    @inline(__always)
    var isASCIILetter: Bool {
        (self | 0x20) &- UInt8(ascii: "a") < 26
    }
}
