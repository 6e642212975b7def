import Foundation
import Testing
import TextDiff
@testable import TextSnapshots

/// A reference recorded on Linux must pass on macOS. Darwin's `JSONSerialization` (and any
/// Objective-C API) returns `NSDictionary`, `NSArray`, `NSString` and `NSNumber` where
/// swift-corelibs-foundation returns Swift dictionaries, arrays and strings; these values are
/// built here the way Darwin returns them, and must dump exactly as this system's own do.
@Suite("Values Darwin bridges dump as Linux's do")
struct BridgedValueTests {
    private static let json = #"{"name": "Ada", "scores": [1, 2.5, true, "x", null, -3], "flags": {"on": false}}"#

    /// `{"name": …}` as Darwin's `JSONSerialization` returns it: Objective-C containers, string
    /// objects, one `NSNumber` class for integers, doubles and the Boolean singletons.
    private static var darwinShaped: Any {
        let scores = NSArray(array: [
            NSNumber(value: Int64(1)), NSNumber(value: 2.5), NSNumber(value: true), NSString(string: "x"), NSNull(),
            NSNumber(value: Int64(-3)),
        ])
        return NSDictionary(dictionary: [
            NSString(string: "name"): NSString(string: "Ada"), NSString(string: "scores"): scores,
            NSString(string: "flags"): NSDictionary(dictionary: [NSString(string: "on"): NSNumber(value: false)]),
        ])
    }

    private static var thisSystems: Any {
        get throws { try JSONSerialization.jsonObject(with: Data(json.utf8)) }
    }

    private static var swiftShaped: Any {
        ["name": "Ada", "scores": [1, 2.5, true, "x", NSNull(), -3] as [Any], "flags": ["on": false]] as [String: Any]
    }

    @Test(".customDump writes bridged numbers, strings and containers as their Swift values")
    func customDump() throws {
        let expected = """
            [
              "flags": [
                "on": false
              ],
              "name": "Ada",
              "scores": [
                [0]: 1,
                [1]: 2.5,
                [2]: true,
                [3]: "x",
                [4]: NSNull(),
                [5]: -3
              ]
            ]
            """
        #expect(try Snapshotting<Any, String>.customDump.snapshot(Self.darwinShaped) == expected)
        #expect(try Snapshotting<Any, String>.customDump.snapshot(Self.thisSystems) == expected)
        #expect(try Snapshotting<Any, String>.customDump.snapshot(Self.swiftShaped) == expected)
    }

    @Test(".dump writes bridged strings and numbers as the Swift values this system's JSONSerialization returns")
    func snapshotTestingDump() throws {
        let darwin = try Snapshotting<Any, String>.dump.snapshot(Self.darwinShaped)
        #expect(darwin == """
            ▿ 3 key/value pairs
              ▿ (2 elements)
                - key: "flags"
                ▿ value: 1 key/value pair
                  ▿ (2 elements)
                    - key: "on"
                    - value: false
              ▿ (2 elements)
                - key: "name"
                - value: "Ada"
              ▿ (2 elements)
                - key: "scores"
                ▿ value: 6 elements
                  - 1
                  - 2.5
                  - true
                  - "x"
                  - <null>
                  - -3

            """)
        #expect(try Snapshotting<Any, String>.dump.snapshot(Self.thisSystems) == darwin)
        #expect(try Snapshotting<Any, String>.dump.snapshot(Self.swiftShaped) == darwin)
    }

    /// Every kind of number one `NSNumber` class can hold: the kind comes from each value (a
    /// type's first value once decided it, and `2.5` after `1` trapped).
    @Test("Numbers of every kind in one collection dump as their values")
    func numberKinds() {
        let numbers: [NSNumber] = [
            1, 2.5, true, false, NSNumber(value: Int8(1)), NSNumber(value: UInt64.max), NSNumber(value: Int64.min),
            NSNumber(value: Float(0.1)), NSNumber(value: UInt8(200)), NSNumber(value: Double.infinity),
        ]
        #expect(String(dumping: numbers) == """
            [
              [0]: 1,
              [1]: 2.5,
              [2]: true,
              [3]: false,
              [4]: 1,
              [5]: 18446744073709551615,
              [6]: -9223372036854775808,
              [7]: 0.1,
              [8]: 200,
              [9]: inf
            ]
            """)
        #expect(String(dumping: NSNumber(value: 7)) == "7")
        // A decimal keeps its digits, as the `Decimal` Darwin bridges it from.
        let decimal = NSDecimalNumber(string: "1234567890.123456789")
        #expect(String(dumping: [decimal, NSNumber(value: 1)]) == "[\n  [0]: 1234567890.123456789,\n  [1]: 1\n]")
        #expect(String(dumping: decimal) == String(dumping: Decimal(string: "1234567890.123456789")!))
        #expect(String(dumping: NSString(string: "Ada")) == String(dumping: "Ada"))
        #expect(String(dumping: NSArray(array: [NSString(string: "a")])) == String(dumping: ["a"]))
    }
}
