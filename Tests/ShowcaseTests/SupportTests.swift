import Foundation
import TextUI
import Testing
@testable import Showcase

@Suite("Showcase support")
struct SupportTests {
    let start = Showcase.referenceDate

    @Test func workRunsInOrderEachAtItsOwnTime() {
        let scheduler = Scheduler(now: start)
        var log: [String] = []
        func stamp(_ name: String) { log.append("\(name)@\(Int(scheduler.now.timeIntervalSince(start)))") }
        scheduler.schedule(after: 3) { stamp("c") }
        scheduler.schedule(after: 1) {
            stamp("a")
            // Counts from when `a` ran, not from where the clock is going.
            scheduler.schedule(after: 1) { stamp("b") }
        }
        scheduler.schedule(after: 1) { stamp("a2") }
        #expect(!scheduler.advance(to: start + 0.5))
        #expect(scheduler.hasPendingWork)
        #expect(scheduler.advance(to: start + 10))
        #expect(log == ["a@1", "a2@1", "b@2", "c@3"])
        #expect(scheduler.now == start + 10)
        #expect(!scheduler.hasPendingWork)
        // Time never goes back.
        #expect(!scheduler.advance(to: start))
        #expect(scheduler.now == start + 10)
    }

    @Test(arguments: [
        ("12", 1_200), ("12.5", 1_250), ("12,50", 1_250), ("€0.05", 5), (" 7 ", 700), ("12.", nil), ("12.345", nil),
        ("-3", nil), ("+3", nil), ("abc", nil), ("", nil), ("1.2.3", nil), ("99999999", nil), ("٣", nil),
    ] as [(String, Int?)])
    func moneyParsesWhatPeopleType(text: String, cents: Int?) {
        #expect(Money(parsing: text)?.cents == cents)
    }

    @Test func moneyFormatsWithoutTheLocale() {
        #expect(Money(cents: 1_250).description == "€12.50")
        #expect(Money(cents: -305).description == "-€3.05")
        #expect((Money(cents: 250) * 3 + Money(cents: 1)).description == "€7.51")
        #expect(Money(cents: 5, currencySymbol: "£").description == "£0.05")
    }

    @Test func everyAppHasAUniqueNameAndAWalkthroughThatParses() throws {
        let names = Showcase.apps.map { $0.name }
        #expect(names == ["clock", "books", "comments", "order", "profile"])
        for app in Showcase.apps {
            #expect(!app.walkthrough.isEmpty, "\(app.name)")
            for step in app.walkthrough { _ = try KeyScript(step.keys) }
            #expect(Showcase.app(named: app.name.uppercased()) != nil)
        }
        #expect(Showcase.app(named: "chess") == nil)
    }

    @Test func previewNamesAreUniqueWithinTheirGroups() {
        for (group, previews) in Showcase.previews.grouped {
            let names = previews.map(\.name)
            #expect(Set(names).count == names.count, "\(group): \(names)")
        }
    }
}
