import Foundation
@testable import StateFlow

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
