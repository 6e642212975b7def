/// Whether an order has a delivery address yet.
package enum AddressState: Sendable, Hashable, Codable {
    /// No address given.
    case none
    /// Delivered to this address.
    case set(Address)

    /// The address, when there is one.
    package var address: Address? {
        if case .set(let address) = self { return address }
        return nil
    }
}
