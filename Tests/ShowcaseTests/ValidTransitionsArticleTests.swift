import Foundation
import StateFlow
import Testing
@testable import Showcase

// The example of the article "Only valid transitions (`order`)"
// (Sources/TextUI/TextUI.docc/ShowcaseValidTransitions.md), in this file line for line.

@Suite("The order article's example")
struct ValidTransitionsArticleTests {
    @Test func anOrderMovesOnlyBetweenValidStates() throws {
        let ichiraku = Restaurant.samples[1]
        let (shoyuRamen, gyoza) = (ichiraku.products[0], ichiraku.products[2])
        let margherita = Restaurant.samples[2].products[0]

        let order = Order(restaurant: ichiraku)
        #expect(order.add(amount: 2, of: shoyuRamen))                // adding it again merges the line
        #expect(!order.add(amount: 1, of: margherita))               // refused: the restaurant does not sell it
        #expect(order.rejections.last?.code == "notSold")
        #expect(!order.startPaying())                                // not without an address
        #expect(order.setAddress(try Address(street: "Main Street 1", city: "Tokyo")))
        #expect(order.startPaying())                                 // open → paying: the order is locked
        #expect(!order.add(amount: 1, of: gyoza))                    // refused: the order is paying, not open
        #expect(order.rejections.last?.code == "wrongState")
    }
}
