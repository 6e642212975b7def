import Foundation

/// A seeded generator for property tests: every failure prints the seed that reproduces it.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed for a property test: `VIEWDATA_SEED` when set, so a printed failure can be rerun,
/// otherwise a fixed default so that CI is reproducible.
func propertyTestSeed(default value: UInt64) -> UInt64 {
    if let text = ProcessInfo.processInfo.environment["VIEWDATA_SEED"], let seed = UInt64(text) {
        return seed
    }
    return value
}
