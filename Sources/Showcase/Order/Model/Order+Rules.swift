import StateFlow

extension Order {
    /// The invariants of every order from `restaurant`, as the store's validation rules.
    ///
    /// Violations are clauses without a full stop: the store joins them with `; `.
    ///
    /// The actions refuse what would break them with a message of their own; these rules are
    /// the second line of defence: a state that breaks one is never kept, whatever action made
    /// it (or whatever log it was restored from).
    ///
    /// - `lines`: every line is of a product the restaurant sells, holds 1 to 99, and no
    ///   product has two lines.
    /// - `locked while paying`: an order past `open` has products, reaches the minimum order
    ///   value, has an address and no payment failure.
    /// - `timeline`: it ends in the order's state and never goes back in time.
    static func rules(for restaurant: Restaurant) -> [ValidationRule<OrderRecord>] {
        [
            ValidationRule("lines") { record in
                var violations: [String] = []
                var seen: Set<String> = []
                for line in record.lines {
                    if !restaurant.sells(line.product) { violations.append("'\(line.product.name)' is not sold by \(restaurant.name)") }
                    if !(1...OrderLine.maximumAmount).contains(line.amount) {
                        violations.append("the line of '\(line.product.name)' holds \(line.amount), not 1 to \(OrderLine.maximumAmount)")
                    }
                    if !seen.insert(line.product.id).inserted { violations.append("'\(line.product.name)' has more than one line") }
                }
                return violations
            },
            ValidationRule("locked while paying") { record in
                guard record.state != .open else { return [] }
                let name = record.state.name
                var violations: [String] = []
                if record.lines.isEmpty { violations.append("a \(name) order has no products") }
                let total = record.total(currencySymbol: restaurant.minimumOrderValue.currencySymbol)
                if total < restaurant.minimumOrderValue {
                    violations.append("a \(name) order comes to \(total), below the minimum of \(restaurant.minimumOrderValue)")
                }
                if record.address.address == nil { violations.append("a \(name) order has no delivery address") }
                if record.paymentFailure != nil { violations.append("a \(name) order still has a failed payment") }
                return violations
            },
            ValidationRule("timeline") { record in
                guard let last = record.timeline.last, last.state.isSameStep(as: record.state) else {
                    return ["the timeline ends at '\(record.timeline.last?.state.name ?? "nothing")', but the order is \(record.state.name)"]
                }
                for (earlier, later) in zip(record.timeline, record.timeline.dropFirst()) where later.date < earlier.date {
                    return ["the timeline goes back in time from '\(earlier.state.name)' to '\(later.state.name)'"]
                }
                return []
            },
        ]
    }
}
