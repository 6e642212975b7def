import Foundation
import Testing
@testable import TextDiff

// What swift-custom-dump 1.7.3's own expectations found (Scripts/custom-dump-suite.sh is the
// oracle; these are the cases, small, so that a regression fails here first).

private struct Redacted: CustomDumpStringConvertible, Equatable {
    var rawValue: String
    var customDumpDescription: String { "<redacted>" }
}

private struct Login: CustomDumpReflectable, Equatable {
    var email: String
    var password: String
    var customDumpMirror: Mirror {
        Mirror(self, children: ["email": email, "password": Redacted(rawValue: password)], displayStyle: .struct)
    }
}

private struct Ordered: CustomReflectable {
    var pairs: KeyValuePairs<Int, String>
    var customMirror: Mirror { Mirror(self, children: pairs.map { (label: String?.none, value: ($0.key, $0.value)) }, displayStyle: .dictionary) }
}

private struct NeverEqual: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
}

private final class Shared: _CustomDiffObject {
    var before: Int
    var after: Int
    init(before: Int, after: Int) {
        self.before = before
        self.after = after
    }
    var _customDiffValues: (Any, Any) { (before, after) }
}

@Suite("Dumps and diffs as swift-custom-dump's own tests expect them")
struct CustomDumpParityTests {
    @Test("Foundation reference types dump as their Swift values")
    func foundationValues() {
        let error = NSError(domain: "co.pointfree", code: 42, userInfo: [NSLocalizedDescriptionKey: "An error occurred"])
        #expect(String(dumping: error) == """
            NSError(
              domain: "co.pointfree",
              code: 42,
              userInfo: [
                "NSLocalizedDescription": "An error occurred"
              ]
            )
            """)
        #expect(String(dumping: NSString(string: "Blob")) == #""Blob""#)
        #expect(String(dumping: NSAttributedString(string: "Hello")) == #""Hello""#)
        #expect(String(dumping: NSRange(location: 0, length: 1)) == "0..<1")
        #expect(String(dumping: NSURLQueryItem(name: "q", value: "x")) == """
            URLQueryItem(
              name: "q",
              value: "x"
            )
            """)
        #expect(String(dumping: TimeZone(identifier: "GMT")!) == """
            TimeZone(
              identifier: "GMT",
              abbreviation: "GMT",
              secondsFromGMT: 0,
              isDaylightSavingTime: false
            )
            """)
        #expect(String(dumping: IndexPath(indexes: [1, 2])) == "[\n  [0]: 1,\n  [1]: 2\n]")
        #expect(String(dumping: NSIndexSet(indexesIn: NSRange(location: 1, length: 2))) == "IndexSet(\n  ranges: [\n    [0]: 1..<3\n  ]\n)")
    }

    @Test("An OpaquePointer dumps as custom-dump writes it (no address); other pointers hide theirs")
    func opaquePointers() {
        final class Handle {
            var pointer: OpaquePointer? = OpaquePointer(bitPattern: 0x1234)
            var raw = UnsafeRawPointer(bitPattern: 0x5678)!
            var name = "db"
        }
        // The pointer line as swift-custom-dump 1.7.3 writes it (its customDump(_:to:), run beside this).
        #expect(String(dumping: Handle()) == """
            CustomDumpParityTests.Handle(
              pointer: OpaquePointer(_rawValue: (Opaque Value)),
              raw: UnsafeRawPointer(…),
              name: "db"
            )
            """)
    }

    @Test("Type names, static strings and SIMD vectors read as Swift spells them")
    func swiftValues() {
        #expect(String(dumping: [[Double: Double]?].self) == "[[Double: Double]?].self")
        #expect(String(dumping: [[Double: [Double]]]?.self) == "[[Double: [Double]]]?.self")
        #expect(String(dumping: (() -> Void)?.self) == "(() -> ())?.self")
        #expect(String(dumping: "hello" as StaticString) == #""hello""#)
        let vector: SIMD4<Float> = [1, 2, 4, 8]
        #expect(String(dumping: vector) == "SIMD4<Float>(1.0, 2.0, 4.0, 8.0)")
    }

    @Test("The @Observable registrar is left out, and the one field left still opens")
    func observationRegistrar() {
        struct ObservationRegistrar {}
        struct Model {
            let name = "Blob"
            let _$observationRegistrar = ObservationRegistrar()
        }
        #expect(String(dumping: Model()) == "CustomDumpParityTests.Model(\n  name: \"Blob\"\n)")
    }

    @Test("Custom mirrors choose the fields; a custom dictionary keeps its order; hashed ones are sorted")
    func mirrorsAndOrder() {
        #expect(String(dumping: Login(email: "a@b.c", password: "secret")) == """
            Login(
              email: "a@b.c",
              password: <redacted>
            )
            """)
        #expect(String(dumping: Ordered(pairs: [2: "b", 1: "a"])) == "[\n  2: \"b\",\n  1: \"a\"\n]")
        #expect(String(dumping: NSDictionary(dictionary: [2: "b", 1: "a", 3: "c"])) == "[\n  1: \"a\",\n  2: \"b\",\n  3: \"c\"\n]")
    }

    @Test("maxDepth shows deeper containers as their kind")
    func maxDepth() {
        #expect(String(dumping: [[1], [2]], maxDepth: 1) == "[\n  [0]: […],\n  [1]: […]\n]")
        #expect(String(dumping: [[1], [2]], maxDepth: 0) == "[…]")
    }

    @Test("Values that dump alike but differ are still a diff")
    func hiddenDifferences() {
        #expect(String(diffing: 29.99 as Float as Any, 29.99 as Double) == "- 29.99 as Float\n+ 29.99 as Double")
        #expect(String(diffing: NeverEqual(), NeverEqual()) == """
              // Not equal but no difference detected:
            - NeverEqual()
            + NeverEqual()
            """)
        #expect(String(diffing: Login(email: "a@b.c", password: "one"), Login(email: "a@b.c", password: "two")) == """
              Login(
                email: "a@b.c",
            -   password: <redacted>
            +   password: <redacted>
              )
            """)
        #expect(String(diffing: Login(email: "a@b.c", password: "one"), Login(email: "a@b.c", password: "one")) == nil)
    }

    @Test("Each side's lines keep the commas of its own dump")
    func commas() {
        #expect(String(diffing: ["Hello"], ["Hello", "World"].dropFirst().map { $0 }) == """
              [
            -   [0]: "Hello"
            +   [0]: "World"
              ]
            """)
        #expect(String(diffing: [1, 2, 3], [1, 2]) == """
              [
                … (2 unchanged),
            -   [2]: 3
              ]
            """)
    }

    @Test("Under a count of unchanged entries, only inserted lines take a comma for it")
    func countCommas() {
        #expect(String(diffing: ["a": 1, "b": 2], ["a": 1, "b": 3]) == """
              [
            -   "b": 2
            +   "b": 3
                … (1 unchanged)
              ]
            """)
        #expect(String(diffing: ["a": 1], ["a": 1, "b": 3]) == """
              [
            +   "b": 3,
                … (1 unchanged)
              ]
            """)
    }

    @Test("A hidden set inside a custom description fingerprints alike in any hash order")
    func hiddenSets() {
        struct Tags: CustomDumpStringConvertible, Equatable {
            var values: Set<String>
            var customDumpDescription: String { "Tags(\(values.count))" }
        }
        let many = Set((0..<50).map { "tag \($0)" })
        #expect(String(diffing: Tags(values: many), Tags(values: Set(many.shuffled()))) == nil)
        #expect(String(diffing: Tags(values: ["a"]), Tags(values: ["b"])) == "- Tags(1)\n+ Tags(1)")
    }

    @Test("Hashed dictionaries count unchanged entries after the changes; ordered ones show them in place")
    func dictionaryCollapsing() {
        #expect(String(diffing: [1: "a", 2: "b", 3: "c"], [1: "a", 2: "B", 3: "c"]) == """
              [
            -   2: "b",
            +   2: "B",
                … (2 unchanged)
              ]
            """)
        #expect(String(diffing: Ordered(pairs: [1: "a", 2: "b"]), Ordered(pairs: [1: "a", 2: "B"])) == """
              [
                1: "a",
            -   2: "b"
            +   2: "B"
              ]
            """)
    }

    @Test("A _CustomDiffObject dumps its value now, and diffs before against now")
    func customDiffObjects() {
        let shared = Shared(before: 1, after: 2)
        #expect(String(dumping: [shared, shared, Shared(before: 0, after: 3)]) == "[\n  [0]: 2,\n  [1]: Int(↩︎),\n  [2]: #1 3\n]")
        #expect(String(diffing: shared, shared) == "- 1\n+ 2")
        #expect(String(diffing: Shared(before: 1, after: 2), Shared(before: 1, after: 2)) == "- 2\n+ #1 2")
    }
}
