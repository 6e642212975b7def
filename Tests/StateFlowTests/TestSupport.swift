import Foundation
@testable import StateFlow

/// A seeded generator for property tests: every failure prints the seed that reproduces it.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `VIEWDATA_SEED` when set, so that a printed failure can be rerun; otherwise `value`.
func propertyTestSeed(default value: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["VIEWDATA_SEED"].flatMap(UInt64.init) ?? value
}

/// An order: the Munchee shape, small enough for tests.
struct Order: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable { case open, paying, paid }

    struct Line: Codable, Equatable, Sendable {
        var product: String
        var quantity: Int
        var price: Int
    }

    var status: Status = .open
    var lines: [Line] = []
    var address: String?
    var cardNumber: String?

    var total: Int { lines.reduce(0) { $0 + $1.quantity * $1.price } }
}

/// A counter with a list: a state for property tests.
struct Counter: Codable, Equatable, Sendable {
    var value = 0
    var notes: [String] = []
}

/// A temporary file path, removed by `remove()`.
struct TemporaryFile {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stateflow-\(UUID().uuidString).jsonl")

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
}
