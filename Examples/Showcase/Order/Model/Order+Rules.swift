import StateFlow

extension Order {
    /// The invariants of every order from `restaurant`, as the store's validation rules.
    ///
    /// Violations are clauses without a full stop: the store joins them with `; `. They are
    /// written for programmers and logs, not for customers: no action lets an order reach a
    /// state that breaks a rule, so a rule's refusal is a bug to fix (a screen that meets one
    /// shows its message as it is).
    ///
    /// The actions refuse what would break them with a refusal of their own (an `OrderRefusal`
    /// code, which the view models turn into a sentence); these rules are the second line of
    /// defence: a state that breaks one is never kept, even if an action had a bug that made
    /// it. A rule sees one state at a time, not the move from the state before, so the moves
    /// are checked where the state records them: in its timeline.
    ///
    /// - `lines`: every line is of a product the restaurant sells, holds 1 to 99, and no
    ///   product has two lines.
    /// - `locked while paying`: an order past `open` has products, reaches the minimum order
    ///   value, has an address and no payment failure.
    /// - `timeline`: it starts at `open`, ends in the order's state, never goes back in time,
    ///   and each milestone follows the one before by a move an action makes (`Order`'s
    ///   table): open → paying → paid → confirmed → delivering → delivered, or paying → open.
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
                guard let first = record.timeline.first, let last = record.timeline.last else { return ["the timeline is empty"] }
                var violations: [String] = []
                if first.state != .open { violations.append("the timeline starts at '\(first.state.name)', not at 'open'") }
                if !last.state.isSameStep(as: record.state) {
                    violations.append("the timeline ends at '\(last.state.name)', but the order is \(record.state.name)")
                }
                for (earlier, later) in zip(record.timeline, record.timeline.dropFirst()) {
                    if !earlier.state.canMove(to: later.state) {
                        violations.append("the timeline moves from '\(earlier.state.name)' to '\(later.state.name)', which no action does")
                    }
                    if later.date < earlier.date {
                        violations.append("the timeline goes back in time from '\(earlier.state.name)' to '\(later.state.name)'")
                    }
                }
                return violations
            },
        ]
    }
}
