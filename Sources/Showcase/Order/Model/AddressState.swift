/// Whether an order has a delivery address yet.
public enum AddressState: Sendable, Hashable, Codable {
    /// No address given.
    case none
    /// Delivered to this address.
    case set(Address)

    /// The address, when there is one.
    public var address: Address? {
        if case .set(let address) = self { return address }
        return nil
    }
}
