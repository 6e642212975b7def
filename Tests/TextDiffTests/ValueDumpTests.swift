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

private struct Email {
    var subject: String
    var body: String
}

private let blob = User(
    id: 42, name: "Blob", email: "blob@example.com",
    address: Address(street: "1 Sesame Street", city: "New York", postcode: nil),
    roles: ["editor", "admin"], manager: nil)

@Suite("Value dumps in swift-custom-dump's format")
struct ValueDumpTests {
    @Test("A struct with one plain field stays on one line; more fields open, with no trailing comma")
    func structs() {
        #expect(String(dumping: Address(street: "1 Sesame Street", city: "New York", postcode: "10023")) == """
            Address(
              street: "1 Sesame Street",
              city: "New York",
              postcode: "10023"
            )
            """)
        #expect(String(dumping: Empty()) == "Empty()")
        #expect(String(dumping: Box(value: 1)) == "Box(value: 1)")
        #expect(String(dumping: Box(value: [Int]())) == "Box(value: [])")
        // One field that holds a value or an optional's value opens, as custom-dump lays it out.
        #expect(String(dumping: Box(value: Box(value: 1))) == """
            Box(
              value: Box(value: 1)
            )
            """)
        #expect(String(dumping: [Box<Int?>(value: nil), Box(value: 1)]) == """
            [
              [0]: Box(value: nil),
              [1]: Box(
                value: 1
              )
            ]
            """)
    }

    @Test("Nested values open one field per line")
    func nestedStruct() {
        #expect(String(dumping: blob) == """
            User(
              id: 42,
              name: "Blob",
              email: "blob@example.com",
              address: Address(
                street: "1 Sesame Street",
                city: "New York",
                postcode: nil
              ),
              roles: Set([
                "admin",
                "editor"
              ]),
              manager: nil
            )
            """)
    }

    @Test("Arrays open whenever they have elements, each labelled with its index")
    func arrays() {
        #expect(String(dumping: [1, 2, 3]) == """
            [
              [0]: 1,
              [1]: 2,
              [2]: 3
            ]
            """)
        #expect(String(dumping: [Int]()) == "[]")
        #expect(String(dumping: [[Int]()]) == "[\n  [0]: []\n]")
    }

    @Test("Enums: the type at the root, cases elsewhere, payloads as tuples")
    func enums() {
        let payments: [Payment] = [
            .cash, .card(last4: "4242", expires: "12/30"), .voucher("SPRING", 10), .gift(code: "X1"),
            .split(.cash, .voucher("SPRING", 5)),
        ]
        #expect(String(dumping: payments) == """
            [
              [0]: .cash,
              [1]: .card(
                last4: "4242",
                expires: "12/30"
              ),
              [2]: .voucher(
                "SPRING",
                10
              ),
              [3]: .gift(code: "X1"),
              [4]: .split(
                .cash,
                .voucher(
                  "SPRING",
                  5
                )
              )
            ]
            """)
        #expect(String(dumping: Payment.cash) == "Payment.cash")
        #expect(String(dumping: Payment.gift(code: "X1")) == #"Payment.gift(code: "X1")"#)
        #expect(String(dumping: Payment?.some(.cash)) == ".cash")
        // A case's name, never its description (custom-dump would write `.a light`).
        #expect(String(dumping: [Light.red, .green]) == "[\n  [0]: .red,\n  [1]: .green\n]")
    }

    @Test("Optionals: the wrapped value, or nil at any depth")
    func optionals() {
        #expect(String(dumping: Int?.none) == "nil")
        #expect(String(dumping: Int?.some(3)) == "3")
        #expect(String(dumping: Int??.some(nil)) == "nil")
        #expect(String(dumping: Int??.some(4)) == "4")
    }

    @Test("An optional held in an Any that a generic parameter boxed again")
    func optionalInsideAnyInsideAny() {
        // `String(dumping:)` with `Value == Any` boxes the `Any` once more; opening that box
        // found the outer `Any`, and the optional's bit cast trapped.
        func dumpAny(_ value: Any) -> String { String(dumping: value) }
        let values: [Any] = [Int?.some(5) as Any, Int?.none as Any, [Int?.some(1), nil] as [Int?]]
        #expect(values.map(dumpAny) == ["5", "nil", "[\n  [0]: 1,\n  [1]: nil\n]"])
    }

    @Test("Dictionaries and sets sort by their dumps as text, as custom-dump does")
    func dictionariesAndSets() {
        #expect(String(dumping: ["b": 2, "a": 1, "c": 3]) == """
            [
              "a": 1,
              "b": 2,
              "c": 3
            ]
            """)
        #expect(String(dumping: [10: "ten", 2: "two", -1: "minus one"]) == """
            [
              -1: "minus one",
              10: "ten",
              2: "two"
            ]
            """)
        #expect(String(dumping: [String: Int]()) == "[:]")
        #expect(String(dumping: Set([20, 3, 1, 100])) == "Set([\n  1,\n  100,\n  20,\n  3\n])")
        #expect(String(dumping: Set<Int>()) == "Set([])")
    }

    @Test("Strings: quoted, raw when they hold quotes or backslashes, multi-line when they hold line feeds")
    func strings() {
        #expect(String(dumping: "Hello!") == #""Hello!""#)
        #expect(String(dumping: "It's\t\u{7}") == #""It\'s\t\u{07}""#)
        #expect(String(dumping: #"Hello, "world!""#) == ##"#"Hello, "world!""#"##)
        #expect(String(dumping: #"This has a \ in it"#) == ##"#"This has a \ in it"#"##)
        #expect(String(dumping: ####"This has a "### in it"####) == #####"####"This has a "### in it"####"#####)
        #expect(String(dumping: "Hello,\nWorld!") == "\"\"\"\nHello,\nWorld!\n\"\"\"")
        #expect(String(dumping: "print(\n  #\"\"\"\n  hi\n  \"\"\"#\n)") == """
            ##\"""
            print(
              #\"""
              hi
              \"""#
            )
            \"""##
            """)
        #expect(String(dumping: Character("\n")) == "\"\"\"\n\n\n\"\"\"")
        #expect(String(dumping: Unicode.Scalar(7)) == #""\u{07}""#)
        #expect(String(dumping: "label"[...]) == #""label""#)
        #expect(String(dumping: "é 中 👩‍🔬") == #""é 中 👩‍🔬""#)
    }

    @Test("A multi-line string under a label is indented one more level, blank lines too")
    func multilineField() {
        let email = Email(subject: "RE: Event", body: "To whom it may concern,\n\nYours,\nBlob")
        #expect(String(dumping: email) == """
            Email(
              subject: "RE: Event",
              body: \"""
                To whom it may concern,
            \("    ")
                Yours,
                Blob
                \"""
            )
            """)
    }

    @Test("Control and bidirectional characters are escaped, never written raw")
    func hostileStrings() {
        #expect(String(dumping: "a\"b\\c\n\t\r\0") == #""a\"b\\c\n\t\r\0""#)
        #expect(String(dumping: "\u{1B}[2J\u{7F}\u{85}") == #""\u{1B}[2J\u{7F}\u{85}""#)
        #expect(String(dumping: "abc\u{202E}def\u{2028}") == #""abc\u{202E}def\u{2028}""#)
    }

    @Test("Numbers and Bool are literals")
    func numbers() {
        #expect(String(dumping: (1, -2, 1.5, Float(0.25), UInt8(255), Int64.min, true)) == """
            (
              1,
              -2,
              1.5,
              0.25,
              255,
              -9223372036854775808,
              true
            )
            """)
        #expect(String(dumping: [Double.infinity, -0.0, .nan]) == "[\n  [0]: inf,\n  [1]: -0.0,\n  [2]: nan\n]")
    }

    @Test("Ranges as Swift writes them, bounds by their descriptions")
    func ranges() {
        #expect(String(dumping: 1..<5) == "1..<5")
        #expect(String(dumping: 1...3) == "1...3")
        #expect(String(dumping: "a"..<"c") == "a..<c")
        // A description that would carry a control character is dumped (escaped) instead.
        #expect(String(dumping: "a\u{1B}"..."b") == #""a\u{1B}"...b"#)
        struct Page { var lines: Range<Int> }
        #expect(String(dumping: Page(lines: 0..<20)) == "ValueDumpTests.Page(lines: 0..<20)")
    }

    @Test("Tuples keep their labels")
    func tuples() {
        #expect(String(dumping: (a: 1, 2)) == "(\n  a: 1,\n  2\n)")
        #expect(String(dumping: ()) == "()")
    }

    @Test("Type names drop modules and generic arguments, and keep enclosing types")
    func typeNames() {
        #expect(String(dumping: Box(value: ["a": [1]])) == """
            Box(
              value: [
                "a": [
                  [0]: 1
                ]
              ]
            )
            """)
        #expect(String(dumping: Catalog.Entry(sku: "A1")) == #"Catalog.Entry(sku: "A1")"#)
        struct Local { var x = 1 }
        #expect(String(dumping: Local()) == "ValueDumpTests.Local(x: 1)")
        #expect(String(dumping: Int.self) == "Int.self")
        #expect(String(dumping: [Box<Int>.self]) == "[\n  [0]: Box.self\n]")
        #expect(String(dumping: [String: [Int?]].self) == "[String: [Int?]].self")
    }

    @Test("Classes: inherited properties first; a repeated instance is marked, never dumped twice")
    func classes() {
        #expect(String(dumping: Dog(name: "Rex", breed: "Collie")) == "Dog(\n  name: \"Rex\",\n  breed: \"Collie\"\n)")
        let shared = Node(9)
        let other = Node(9)
        #expect(String(dumping: [shared, shared, other, other]) == """
            [
              [0]: Node(
                value: 9,
                next: nil
              ),
              [1]: Node(↩︎),
              [2]: #1 Node(
                value: 9,
                next: nil
              ),
              [3]: #1 Node(↩︎)
            ]
            """)
        let square: (Int) -> Int = { $0 * $0 }
        #expect(String(dumping: square) == "<function (Int) -> Int>")
    }

    @Test("ObjectIdentifier and pointers hide their addresses")
    func addresses() {
        let node = Node(1)
        #expect(String(dumping: ObjectIdentifier(node)) == "ObjectIdentifier(…)")
        #expect(String(dumping: [ObjectIdentifier(node)]) == "[\n  [0]: ObjectIdentifier(…)\n]")
    }

    @Test("A class that refers to itself")
    func selfCycle() {
        let node = Node(1)
        node.next = node
        #expect(String(dumping: node) == "Node(\n  value: 1,\n  next: Node(↩︎)\n)")
    }

    @Test("Two classes that refer to each other, numbered per type in dump order")
    func twoNodeCycle() {
        let first = Node(1)
        let second = Node(2, next: first)
        first.next = second
        #expect(String(dumping: (first, second)) == """
            (
              Node(
                value: 1,
                next: #1 Node(
                  value: 2,
                  next: Node(↩︎)
                )
              ),
              #1 Node(↩︎)
            )
            """)
    }

    @Test("Custom dumps: a one-line description and a replacement value")
    func customDumps() {
        #expect(String(dumping: [Ticket(project: "VDK", number: 42)]) == "[\n  [0]: VDK-42\n]")
        #expect(String(dumping: Session(user: "blob", cache: ["a": 1])) == "(\n  user: \"blob\",\n  isCached: true\n)")
    }

    @Test("Foundation values as custom-dump writes them")
    func foundationValues() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(String(dumping: id) == "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)")
        #expect(String(dumping: url) == "URL(https://example.com/a?b=1)")
        #expect(String(dumping: Data([1, 2, 255])) == "Data(3 bytes)")
        #expect(String(dumping: Data([1])) == "Data(1 byte)")
        #expect(String(dumping: Data(count: 16_811)) == "Data(16,811 bytes)")
        #expect(String(dumping: Date(timeIntervalSince1970: 1_704_067_200)) == "Date(2024-01-01T00:00:00.000Z)")
        #expect(String(dumping: Date(timeIntervalSince1970: 0.25)) == "Date(1970-01-01T00:00:00.250Z)")
        #expect(String(dumping: Box(value: Date(timeIntervalSince1970: 0))) == "Box(value: Date(1970-01-01T00:00:00.000Z))")
        #expect(String(dumping: try #require(Decimal(string: "1.23"))) == "1.23")
    }

    @Test("Containers past the depth limit show their kind with …")
    func depthLimit() {
        let list = Node(0, next: Node(1, next: Node(2, next: Node(3))))
        var builder = DumpBuilder(options: DumpOptions(maximumDepth: 2))
        var renderer = DumpRenderer()
        renderer.appendBlock(builder.build(list), label: "", indent: 0, comma: false)
        #expect(renderer.text == """
            Node(
              value: 0,
              next: #1 Node(
                value: 1,
                next: #2 Node(…)
              )
            )
            """)
    }

    @Test("A 1,000-node linked list dumps in full without exhausting the stack")
    func deepNesting() {
        var head: Node?
        for value in (0..<1_000).reversed() {
            head = Node(value, next: head)
        }
        let lines = String(dumping: head).split(separator: "\n", omittingEmptySubsequences: false)
        // Every node opens a block of three lines; the last one adds its `next: nil`.
        #expect(lines.count == 1_000 * 3 + 1)
        #expect(lines.prefix(5).joined(separator: "\n") == """
            Node(
              value: 0,
              next: #1 Node(
                value: 1,
                next: #2 Node(
            """)
        #expect(lines.contains(Substring(String(repeating: " ", count: 2_000) + "next: nil")))
        #expect(lines.last == ")")
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test("Large collections dump every element")
    func largeCollection() {
        let text = String(dumping: Array(repeating: blob.address, count: 10_000))
        #expect(text.split(separator: "\n").count == 10_000 * 5 + 2)
        #expect(text.contains("[9999]: Address("))
    }
}
