/// A delivery address: a street (with the house number) and a city, neither of them empty.
///
/// The only way to make one is the throwing initializer, so an `Address` value is always a
/// usable address; decoding checks it the same way.
///
/// ```swift
/// let home = try Address(street: "Main Street 1", city: "Tokyo")
/// try Address(street: "  ", city: "Tokyo")   // throws AddressError: "An address needs a street."
/// ```
public struct Address: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The street and house number, trimmed.
    public let street: String
    /// The city, trimmed.
    public let city: String

    /// The longest street or city accepted, in characters.
    public static let maximumLength = 100

    /// Creates an address from what a person typed; spaces at either end are dropped.
    ///
    /// - Throws: `AddressError` when the street or the city is empty, or longer than
    ///   `maximumLength` characters.
    public init(street: String, city: String) throws(AddressError) {
        self.street = try Self.validated(street, field: "street")
        self.city = try Self.validated(city, field: "city")
    }

    private static func validated(_ text: String, field: String) throws(AddressError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw AddressError("An address needs a \(field).") }
        guard trimmed.count <= maximumLength else {
            throw AddressError("The \(field) '\(trimmed.prefix(20))…' is \(trimmed.count) characters long; at most \(maximumLength) fit.")
        }
        return trimmed
    }

    private enum CodingKeys: String, CodingKey {
        case street, city
    }

    /// Decodes an address, refusing one the initializer would refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let street = try container.decode(String.self, forKey: .street)
        let city = try container.decode(String.self, forKey: .city)
        do {
            try self.init(street: street, city: city)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    /// `Main Street 1, Tokyo`.
    public var description: String { "\(street), \(city)" }
}

/// An address that cannot be used, with a sentence for the person who typed it.
public struct AddressError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    init(_ message: String) { self.message = message }

    public var description: String { message }
}
