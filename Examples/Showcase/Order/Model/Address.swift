/// A delivery address: a street (with the house number) and a city, neither of them empty.
///
/// The only way to make one is the throwing initializer, so an `Address` value is always a
/// usable address; decoding checks it the same way.
///
/// ```swift
/// let home = try Address(street: "Main Street 1", city: "Tokyo")
/// try Address(street: "  ", city: "Tokyo")   // throws AddressError(code: .empty, "An address needs a street.")
/// ```
package struct Address: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The street and house number, trimmed.
    package let street: String
    /// The city, trimmed.
    package let city: String

    /// The longest street or city accepted, in characters.
    package static let maximumLength = 100

    /// Creates an address from what a person typed; spaces at either end are dropped.
    ///
    /// - Throws: `AddressError` when the street or the city is empty, or longer than
    ///   `maximumLength` characters.
    package init(street: String, city: String) throws(AddressError) {
        self.street = try Self.validated(street, field: "street")
        self.city = try Self.validated(city, field: "city")
    }

    private static func validated(_ text: String, field: String) throws(AddressError) -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw AddressError(code: .empty, "An address needs a \(field).") }
        guard trimmed.count <= maximumLength else {
            throw AddressError(
                code: .tooLong, "The \(field) '\(trimmed.prefix(20))…' is \(trimmed.count) characters long; at most \(maximumLength) fit.")
        }
        return trimmed
    }

    private enum CodingKeys: String, CodingKey {
        case street, city
    }

    /// Decodes an address, refusing one the initializer would refuse.
    package init(from decoder: any Decoder) throws {
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
    package var description: String { "\(street), \(city)" }
}

/// An address that cannot be used: what kind of problem, and a sentence for the person who
/// typed it.
///
/// ```swift
/// do {
///     _ = try Address(street: "Main Street 1", city: " ")
/// } catch {
///     error.code      // .empty
///     error.message   // "An address needs a city."
/// }
/// ```
package struct AddressError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The street or the city is empty, or only spaces.
        package static let empty = Code("empty")
        /// The street or the city is longer than `Address.maximumLength` characters.
        package static let tooLong = Code("tooLong")

        /// The code's name.
        package var description: String { name }
    }

    /// The kind of problem.
    package let code: Code
    /// What is wrong, naming the field (and the value, when there is one) in quotes.
    package let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A sentence that names the field, and the value in quotes.
    package init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
