import Testing
import TestSupport
import ViewDataSupport

// The fallback that older Apple systems use in place of `String(validating:as:)` (which they do
// not have) is held to that initializer, which Linux has: the standard library is the oracle.
@Suite("UTF-8 validation where String(validating:as:) is missing")
struct ValidatingUTF8Tests {
    @Test("Known valid and invalid sequences")
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func knownSequences() {
        let cases: [[UInt8]] = [
            [], Array("plain".utf8), Array("日本語 👩‍🔬".utf8),
            [0xC0, 0xAF],              // overlong "/"
            [0xED, 0xA0, 0x80],        // a UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
            [0xE6, 0x97],              // truncated
            [0x80],                    // a lone continuation byte
            [0xF0, 0x9F, 0x91, 0xA9, 0x41],
        ]
        for bytes in cases {
            #expect(String.isValidUTF8(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            #expect(String(validatingUTF8: bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    @Test("Random bytes: the fallback agrees with the standard library")
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func randomBytes() {
        let seed = propertyTestSeed(default: 0x0007_F8E1)
        var generator = SeededGenerator(seed: seed)
        // Bytes drawn mostly from the lead and continuation ranges, where mistakes live.
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x9F, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            guard String.isValidUTF8(bytes) == expected else {
                Issue.record("seed \(seed): \(bytes) is \(expected ? "valid" : "invalid") UTF-8, the fallback says otherwise")
                return
            }
        }
    }
}
