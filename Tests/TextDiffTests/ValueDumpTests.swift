import Foundation
import Testing
@testable import TextDiff

// Values of the kind view-state is made of. File-private, so that their dumps show plain
// names and they cannot clash with other suites' helpers.

private struct Address {
    var street: String
    var city: String
    var postcode: String?
}

private struct User {
    var id: Int
    var name: String
    var email: String
    var address: Address
    var roles: Set<String>
    var manager: String?
}

private indirect enum Payment {
    case cash
    case card(last4: String, expires: String)
    case voucher(String, Int)
    case gift(code: String)
    case split(Payment, Payment)
}

/// An enum whose `description` must not leak into dumps.
private enum Light: CustomStringConvertible {
    case red, green
    var description: String { "a light" }
}

private struct Box<Value> {
    var value: Value
}

private enum Catalog {
    struct Entry {
        var sku: String
    }
}

private final class Node {
    var value: Int
    var next: Node?

    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

private class Animal {
    var name: String

    init(name: String) {
        self.name = name
    }
}

private final class Dog: Animal {
    var breed: String

    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name)
    }
}

private struct Ticket: CustomDumpStringConvertible {
    var project: String
    var number: Int
    var customDumpDescription: String { "\(project)-\(number)" }
}

private struct Session: CustomDumpRepresentable {
    var user: String
    var cache: [String: Int] = [:]
    var customDumpValue: Any { (user: user, isCached: !cache.isEmpty) }
}

private struct Empty {}

private let blob = User(
    id: 42, name: "Blob", email: "blob@example.com",
    address: Address(street: "1 Sesame Street", city: "New York", postcode: nil),
    roles: ["editor", "admin"], manager: nil)

@Suite("Value dumps")
struct ValueDumpTests {
    @Test("Short structs stay on one line")
    func shortStruct() {
        #expect(String(dumping: Address(street: "1 Sesame Street", city: "New York", postcode: "10023")) == """
            Address(street: "1 Sesame Street", city: "New York", postcode: "10023")
            """)
        #expect(String(dumping: Empty()) == "Empty()")
    }

    @Test("Nested structs break one field per line, with trailing commas")
    func nestedStruct() {
        #expect(String(dumping: blob) == """
            User(
              id: 42,
              name: "Blob",
              email: "blob@example.com",
              address: Address(street: "1 Sesame Street", city: "New York", postcode: nil),
              roles: Set(["admin", "editor"]),
              manager: nil,
            )
            """)
    }

    @Test("Arrays show indices only one element per line")
    func arrays() {
        #expect(String(dumping: [1, 2, 3]) == "[1, 2, 3]")
        #expect(String(dumping: [Int]()) == "[]")
        #expect(String(dumping: [blob.address, blob.address]) == """
            [
              [0]: Address(street: "1 Sesame Street", city: "New York", postcode: nil),
              [1]: Address(street: "1 Sesame Street", city: "New York", postcode: nil),
            ]
            """)
    }

    @Test("Enums: cases, unlabelled and labelled payloads, nesting")
    func enums() {
        let payments: [Payment] = [
            .cash, .card(last4: "4242", expires: "12/30"), .voucher("SPRING", 10), .gift(code: "X1"),
            .split(.cash, .voucher("SPRING", 5)),
        ]
        #expect(String(dumping: payments) == """
            [
              [0]: .cash,
              [1]: .card(last4: "4242", expires: "12/30"),
              [2]: .voucher("SPRING", 10),
              [3]: .gift(code: "X1"),
              [4]: .split(.cash, .voucher("SPRING", 5)),
            ]
            """)
        #expect(String(dumping: [Light.red, .green]) == "[.red, .green]")
    }

    @Test("Optionals: nil, the wrapped value, and an optional holding nil")
    func optionals() {
        #expect(String(dumping: Int?.none) == "nil")
        #expect(String(dumping: Int?.some(3)) == "3")
        #expect(String(dumping: Int??.some(nil)) == ".some(nil)")
        #expect(String(dumping: Int??.some(4)) == "4")
        #expect(String(dumping: Int??.none) == "nil")
        #expect(String(dumping: [Box<Int?>(value: nil), Box(value: 1)]) == "[Box<Int?>(value: nil), Box<Int?>(value: 1)]")
    }

    @Test("Dictionaries are sorted by key, integers numerically")
    func dictionaries() {
        #expect(String(dumping: ["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(String(dumping: [10: "ten", 2: "two", -1: "minus one"]) == #"[-1: "minus one", 2: "two", 10: "ten"]"#)
        #expect(String(dumping: [String: Int]()) == "[:]")
        let long = Dictionary(uniqueKeysWithValues: (1...4).map { ("key \($0)", blob.address.street) })
        #expect(String(dumping: long) == """
            [
              "key 1": "1 Sesame Street",
              "key 2": "1 Sesame Street",
              "key 3": "1 Sesame Street",
              "key 4": "1 Sesame Street",
            ]
            """)
    }

    @Test("Sets are sorted by their dumped elements")
    func sets() {
        #expect(String(dumping: Set([20, 3, 1, 100])) == "Set([1, 3, 20, 100])")
        #expect(String(dumping: Set(["pear", "apple", "fig"])) == #"Set(["apple", "fig", "pear"])"#)
        #expect(String(dumping: Set<Int>()) == "Set([])")
    }

    @Test("Strings, characters and scalars are quoted literals with escapes")
    func strings() {
        #expect(String(dumping: "a\"b\\c\n\t\r\0") == #""a\"b\\c\n\t\r\0""#)
        #expect(String(dumping: "\u{1B}[2J\u{7F}\u{85}") == #""\u{1B}[2J\u{7F}\u{85}""#)
        #expect(String(dumping: "abc\u{202E}def\u{2028}") == #""abc\u{202E}def\u{2028}""#)
        #expect(String(dumping: "é 中 👩‍🔬") == #""é 中 👩‍🔬""#)
        #expect(String(dumping: Character("\n")) == #""\n""#)
        #expect(String(dumping: Unicode.Scalar(7)) == #""\u{7}""#)
        #expect(String(dumping: "label"[...]) == #""label""#)
    }

    @Test("Numbers and Bool are literals")
    func numbers() {
        #expect(String(dumping: (1, -2, 1.5, Float(0.25), UInt8(255), Int64.min, true)) == """
            (1, -2, 1.5, 0.25, 255, -9223372036854775808, true)
            """)
        #expect(String(dumping: [Double.infinity, -0.0, .nan]) == "[inf, -0.0, nan]")
    }

    @Test("Tuples keep their labels")
    func tuples() {
        #expect(String(dumping: (a: 1, 2)) == "(a: 1, 2)")
        #expect(String(dumping: (name: "x", (1, 2))) == #"(name: "x", (1, 2))"#)
        #expect(String(dumping: ()) == "()")
    }

    @Test("Type names drop modules and keep generic arguments")
    func typeNames() {
        #expect(String(dumping: Box(value: 1)) == "Box<Int>(value: 1)")
        #expect(String(dumping: Box(value: ["a": [1]])) == #"Box<[String: [Int]]>(value: ["a": [1]])"#)
        #expect(String(dumping: Catalog.Entry(sku: "A1")) == #"Catalog.Entry(sku: "A1")"#)
        struct Local { var x = 1 }
        #expect(String(dumping: Local()) == "Local(x: 1)")
        #expect(String(dumping: Int.self) == "Int.self")
        #expect(String(dumping: [Box<Int>.self]) == "[Box<Int>.self]")
    }

    @Test("Classes show inherited properties first, and never an address")
    func classes() {
        #expect(String(dumping: Dog(name: "Rex", breed: "Collie")) == #"Dog(name: "Rex", breed: "Collie")"#)
        let shared = Node(9)
        #expect(String(dumping: [shared, shared]) == "[Node(value: 9, next: nil), Node(value: 9, next: nil)]")
        #expect(String(dumping: ObjectIdentifier(shared)) == "ObjectIdentifier(…)")
        let square: (Int) -> Int = { $0 * $0 }
        #expect(String(dumping: square) == "<function (Int) -> Int>")
    }

    @Test("A class that refers to itself")
    func selfCycle() {
        let node = Node(1)
        node.next = node
        #expect(String(dumping: node) == "Node #1(value: 1, next: <cycle: Node #1>)")
    }

    @Test("Two classes that refer to each other, numbered in dump order")
    func twoNodeCycle() {
        let first = Node(1)
        let second = Node(2, next: first)
        first.next = second
        #expect(String(dumping: (first, second)) == """
            (
              Node #1(value: 1, next: Node(value: 2, next: <cycle: Node #1>)),
              Node #2(value: 2, next: Node(value: 1, next: <cycle: Node #2>)),
            )
            """)
    }

    @Test("Custom dumps: a one-line description and a replacement value")
    func customDumps() {
        #expect(String(dumping: [Ticket(project: "VDK", number: 42)]) == "[VDK-42]")
        #expect(String(dumping: Session(user: "blob", cache: ["a": 1])) == #"(user: "blob", isCached: true)"#)
    }

    @Test("Foundation values show their description")
    func foundationValues() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(String(dumping: id) == "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)")
        #expect(String(dumping: url) == "URL(https://example.com/a?b=1)")
        #expect(String(dumping: Data([1, 2, 255])) == "Data(3 bytes: 0102FF)")
        #expect(String(dumping: Data()) == "Data(0 bytes)")
    }

    @Test("Containers past the depth limit show as …")
    func depthLimit() {
        let list = Node(0, next: Node(1, next: Node(2, next: Node(3))))
        var builder = DumpBuilder(options: DumpOptions(maximumDepth: 2))
        var renderer = DumpRenderer(lineWidth: 80)
        renderer.appendBlock(builder.build(list), indent: 0, comma: false)
        #expect(renderer.text == "Node(value: 0, next: Node(value: 1, next: …))")
    }

    @Test("A 1,000-node linked list dumps in full without exhausting the stack")
    func deepNesting() throws {
        var head: Node?
        for value in (0..<1_000).reversed() {
            head = Node(value, next: head)
        }
        let lines = String(dumping: head).split(separator: "\n", omittingEmptySubsequences: false)
        // Every node but the last opens a block of three lines; the last fits on one.
        #expect(lines.count == 999 * 3 + 1)
        #expect(lines.prefix(5).joined(separator: "\n") == """
            Node(
              value: 0,
              next: Node(
                value: 1,
                next: Node(
            """)
        let innermost = try #require(lines.first { $0.contains("999") })
        #expect(innermost == String(repeating: " ", count: 2 * 999) + "next: Node(value: 999, next: nil),")
        #expect(lines.last == ")")
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test("Large collections dump every element")
    func largeCollection() {
        let text = String(dumping: Array(repeating: blob.address, count: 10_000))
        #expect(text.split(separator: "\n").count == 10_002)
        #expect(text.contains("[9999]: Address("))
    }
}
