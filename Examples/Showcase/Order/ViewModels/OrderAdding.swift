/// A view model of a product in an order that can add one more of it.
///
/// The action is written once, here, for every view model that shows a product: the menu's
/// rows and the order's lines alike.
package protocol OrderAdding {
    /// The order to add to.
    var order: Order { get }
    /// The product.
    var product: Product { get }
}

extension OrderAdding {
    /// Adds one of the product; `false` when the order refused (see `order.rejections`).
    @discardableResult
    package func add() -> Bool {
        order.add(amount: 1, of: product)
    }
}

/// A view model of a product in an order that can take one of it off.
package protocol OrderRemoving {
    /// The order to remove from.
    var order: Order { get }
    /// The product.
    var product: Product { get }
}

extension OrderRemoving {
    /// Removes one of the product; `false` when the order refused.
    @discardableResult
    package func remove() -> Bool {
        order.remove(amount: 1, of: product)
    }
}
