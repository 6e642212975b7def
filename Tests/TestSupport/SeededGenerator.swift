import Foundation

/// A seeded generator (SplitMix64) for property tests: the same seed gives the same values on
/// every platform, so every failure can print the seed that reproduces it.
///
/// ```swift
/// let seed = propertyTestSeed(default: 0xC0FFEE)
/// var generator = SeededGenerator(seed: seed)
/// let count = Int.random(in: 0...40, using: &generator)
/// #expect(property(count), "seed \(seed)")
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; seed 0 is replaced by a fixed odd constant.
    public init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed for a property test: `VIEWDATA_SEED` when it is set (to rerun a printed failure),
/// otherwise `value`.
public func propertyTestSeed(default value: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["VIEWDATA_SEED"].flatMap(UInt64.init) ?? value
}
