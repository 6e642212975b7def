import Foundation

// The values both dumpers print, each with a name. Everything here is plain Swift and Foundation.
struct Empty {}
struct Point { var x: Int; var y: Int }
struct One { var value: Int }
struct Named { var name: String }
struct User { var id: Int; var name: String; var manager: String? }
struct Team { var name: String; var members: [User]; var lead: User? }
struct Wrapper<T> { var wrapped: T }
struct Pair<A, B> { var first: A; var second: B }
enum Direction { case north, south }
enum Shape { case circle(radius: Double), rect(width: Int, height: Int), labelled(String), pair(Int, Int), nested(Direction) }
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
final class Node { var value: Int; var next: Node?; init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next } }
class Base { var id = 1 }
final class Derived: Base { var extra = "x" }
struct Outer { struct Inner { var flag: Bool }; var inner: Inner }
enum Status: String { case active, archived }
struct Flags: OptionSet { let rawValue: Int; static let a = Flags(rawValue: 1); static let b = Flags(rawValue: 2) }
struct Matrix { var rows: [[Int]] }
struct Settings { var values: [String: Int]; var tags: Set<String> }
struct Optionals { var a: Int?; var b: Int??; var c: String? }
struct Money: CustomStringConvertible { var cents: Int; var description: String { "$\(cents / 100).\(cents % 100)" } }
struct Event { var name: String; var date: Date; var id: UUID; var link: URL }
enum Shape2 { case user(User) }
final class Holder { var point: Point; init(point: Point) { self.point = point } }
enum Failure: Error { case notFound(path: String), denied }

func corpus() -> [(String, Any)] {
    let shared = Node(7)
    let cycle = Node(1); cycle.next = Node(2, next: cycle)
    let ada = User(id: 1, name: "Ada", manager: nil)
    let bob = User(id: 2, name: "Bob", manager: "Ada")
    return [
        ("int", 42), ("negative", -7), ("int8", Int8(-3)), ("uint", UInt(9)), ("uint8", UInt8(255)),
        ("double", 3.25), ("double-whole", 2.0), ("double-tiny", 1e-10), ("double-huge", 1e300),
        ("float", Float(1.5)), ("nan", Double.nan), ("infinity", -Double.infinity),
        ("bool", true), ("character", Character("x")), ("scalar", Unicode.Scalar(65) as Unicode.Scalar),
        ("string", "Hello"), ("empty-string", ""), ("quote", "say \"hi\""), ("backslash", #"a\b"#),
        ("quote-hash", #"a "# + "\"#\" b"), ("multiline", "one\ntwo\nthree"), ("multiline-quotes", "a\n\"\"\"\nb"),
        ("trailing-newline", "line\n"), ("tab", "a\tb"), ("emoji", "👩‍🔬 日本語"), ("substring", "hello world".prefix(5)),
        ("empty-struct", Empty()), ("point", Point(x: 1, y: 2)), ("one", One(value: 1)), ("named", Named(name: "Blob")),
        ("user", ada), ("user-manager", bob), ("team", Team(name: "Core", members: [ada, bob], lead: bob)),
        ("wrapper", Wrapper(wrapped: 1)), ("wrapper-user", Wrapper(wrapped: ada)), ("pair", Pair(first: "a", second: [1, 2])),
        ("enum", Direction.north), ("enum-in-array", [Direction.north, .south]),
        ("payload-labels", Shape.rect(width: 2, height: 3)), ("payload-one", Shape.circle(radius: 1.5)),
        ("payload-string", Shape.labelled("x")), ("payload-unlabelled", Shape.pair(1, 2)), ("payload-enum", Shape.nested(.south)),
        ("indirect", Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))),
        ("raw-enum", Status.archived), ("option-set", Flags([.a, .b])),
        ("nested-type", Outer(inner: .init(flag: true))),
        ("array", [1, 2, 3]), ("empty-array", [Int]()), ("array-strings", ["a", "b"]), ("matrix", Matrix(rows: [[1, 2], [3]])),
        ("dictionary", ["b": 2, "a": 1]), ("empty-dictionary", [String: Int]()), ("dictionary-int-keys", [2: "two", 10: "ten"]),
        ("set", Set([3, 1, 2])), ("settings", Settings(values: ["x": 1], tags: ["t"])),
        ("tuple", (1, "a")), ("tuple-labels", (x: 1, y: 2)), ("tuple-one-label", (name: "n", 3)),
        ("optional-some", Optional(5) as Any), ("optional-none", Optional<Int>.none as Any),
        ("optionals", Optionals(a: 1, b: .some(nil), c: nil)), ("optional-user", Optional(ada) as Any),
        ("class", Node(3)), ("class-chain", Node(1, next: Node(2))), ("shared", [shared, shared]), ("cycle", cycle),
        ("subclass", Derived()), ("custom-string", Money(cents: 1234)), ("array-custom", [Money(cents: 5)]),
        ("date", Date(timeIntervalSince1970: 1_704_067_200)), ("date-ms", Date(timeIntervalSince1970: 1.5)),
        ("uuid", UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!), ("url", URL(string: "https://example.com/a?b=c")!),
        ("data", Data([1, 2, 3])), ("data-large", Data(count: 16_811)),
        ("event", Event(name: "Launch", date: Date(timeIntervalSince1970: 0), id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, link: URL(string: "https://example.com")!)),
        ("decimal", Decimal(string: "12.50")!), ("error", Failure.notFound(path: "/tmp")), ("error-plain", Failure.denied),
        ("range", 1..<5), ("closed-range", 1...3), ("nested-arrays", [[String]]([["a"], []])),
        ("array-of-optionals", [1, nil, 3] as [Int?]), ("dictionary-of-arrays", ["k": [1, 2]]),
        ("wrapper-optional", Wrapper(wrapped: Optional(1))), ("wrapper-none", Wrapper<Int?>(wrapped: nil)),
        ("payload-struct", Shape2.user(User(id: 3, name: "Cy", manager: nil))), ("array-of-payloads", [Shape.pair(1, 2), .circle(radius: 0)]),
        ("dictionary-of-structs", ["x": Point(x: 1, y: 2)]), ("nested-dictionary", ["outer": ["inner": 1]]),
        ("class-holding-struct", Holder(point: Point(x: 0, y: 0))), ("empty-in-struct", Wrapper(wrapped: Empty())),
        ("hash-quote", ##"a"#b"##), ("multiline-hash", "a\n\"\"\"#\nb"), ("multiline-labelled", Named(name: "a\nb")),
        ("range-strings", "a"..<"c"), ("set-of-strings", Set(["b", "a"])), ("tuple-nested", (1, (2, 3))),
        ("optional-array", Optional([1]) as Any), ("array-of-empties", [Empty(), Empty()]),
    ]
}

struct Row: Identifiable { var id: Int; var title: String }

func diffCorpus() -> [(String, Any, Any)] {
    let ada = User(id: 1, name: "Ada", manager: nil)
    let bob = User(id: 2, name: "Bob", manager: "Ada")
    var renamed = ada; renamed.name = "Ada L."
    return [
        ("equal", ada, ada), ("int", 1, 2), ("string", "a", "b"), ("field", ada, renamed),
        ("optional-field", ada, User(id: 1, name: "Ada", manager: "Bob")),
        ("nested", Team(name: "Core", members: [ada, bob], lead: nil), Team(name: "Core", members: [renamed, bob], lead: nil)),
        ("array-append", [1, 2, 3], [1, 2, 3, 4]), ("array-remove", [1, 2, 3], [1, 3]),
        ("array-change", [1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 0, 6, 7, 8]),
        ("dictionary", ["a": 1, "b": 2], ["a": 1, "b": 3]), ("set", Set([1, 2]), Set([2, 3])),
        ("enum", Direction.north, Direction.south), ("payload", Shape.rect(width: 1, height: 2), Shape.rect(width: 1, height: 3)),
        ("case-change", Shape.circle(radius: 1), Shape.labelled("x")),
        ("multiline", "one\ntwo\nthree", "one\n2\nthree"),
        ("identifiable", [Row(id: 1, title: "a"), Row(id: 2, title: "b")], [Row(id: 2, title: "b"), Row(id: 1, title: "a")]),
        ("tuple", (1, "a"), (1, "b")), ("optional", Optional(1) as Any, Optional<Int>.none as Any),
        ("date", Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)),
        ("multiline-labelled", Named(name: "a\nb\nc"), Named(name: "a\nB\nc")),
        ("multiline-hashes", "a\n\"\"\"\nb", "a\n\"\"\"#\nc"),
        ("array-field", [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)], [Point(x: 1, y: 2), Point(x: 3, y: 0), Point(x: 5, y: 6)]),
        ("dictionary-insert", ["a": 1], ["a": 1, "b": 2]), ("set-insert", Set(["x"]), Set(["x", "y"])),
        ("range", 1..<3, 1..<4),
    ]
}
