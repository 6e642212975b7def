import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport
@testable import TextSnapshots

// The strategies a suite moving from swift-snapshot-testing uses, with the text that library
// records for them (its references are the oracle: Scripts/snapshot-testing-suite.sh runs its
// own tests against these; the cases here are small and fail fast).

private struct User {
    let id: Int, name: String, bio: String
}

private final class Father {
    var child: Child?
}

private final class Child {
    let father: Father
    init(_ father: Father) {
        self.father = father
        father.child = self
    }
}

private enum Direction: String, CaseIterable {
    case up, down
    var flipped: Direction { self == .up ? .down : .up }
}

private struct Token: AnySnapshotStringConvertible {
    var secret: String
    var snapshotDescription: String { "Token(…\(secret.suffix(2)))" }
}

@Suite("swift-snapshot-testing's strategies", .privateSnapshotSession)
struct SnapshotTestingStrategyTests {
    @Test(".dump: Swift's dump layout, children sorted by their dumps, no addresses")
    func dump() throws {
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        #expect(try Snapshotting<User, String>.dump.snapshot(user) == """
            ▿ User
              - bio: "Blobbed around the world."
              - id: 1
              - name: "Blobby"

            """)
        struct Person: Hashable { let name: String }
        let container: (dict: [String: Int], set: Set<Person>, none: Int?, direction: Direction) = (
            ["c": 3, "a": 1, "b": 2], [Person(name: "Stephen"), Person(name: "Brandon")], nil, .up)
        #expect(try Snapshotting<Any, String>.dump.snapshot(container) == """
            ▿ (4 elements)
              ▿ dict: 3 key/value pairs
                ▿ (2 elements)
                  - key: "a"
                  - value: 1
                ▿ (2 elements)
                  - key: "b"
                  - value: 2
                ▿ (2 elements)
                  - key: "c"
                  - value: 3
              ▿ set: 2 members
                ▿ Person
                  - name: "Brandon"
                ▿ Person
                  - name: "Stephen"
              - none: Optional<Int>.none
              - direction: Direction.up

            """)
    }

    @Test(".dump ends a cycle of objects with a note, and types choose their line")
    func dumpCyclesAndConvertibles() throws {
        let father = Father()
        let child = Child(father)
        #expect(try Snapshotting<Father, String>.dump.snapshot(father) == """
            ▿ Father
              ▿ child: Optional<Child>
                ▿ some: Child
                  ▿ father (circular reference detected)

            """)
        #expect(try Snapshotting<Child, String>.dump.snapshot(child) == """
            ▿ Child
              ▿ father: Father
                ▿ child: Optional<Child>
                  ▿ some (circular reference detected)

            """)
        let values: [Any] = [
            Token(secret: "abcdef"), "a" as Character, Data("Hello".utf8), Date(timeIntervalSinceReferenceDate: 0),
            NSObject(), "Hello".dropLast(2), URL(string: "https://example.com")!,
        ]
        #expect(try Snapshotting<[Any], String>.dump.snapshot(values) == """
            ▿ 7 elements
              - Token(…ef)
              - "a"
              - 5 bytes
              - 2001-01-01T00:00:00Z
              - <NSObject>
              - "Hel"
              - https://example.com

            """)
    }

    @Test(".json of any value JSONSerialization takes; other values fail with the reason")
    func jsonOfAny() throws {
        let object: Any = ["b": [1, 2], "a": NSNull()] as [String: Any]
        #expect(try Snapshotting<Any, String>.json.snapshot(object) == """
            {
              "a" : null,
              "b" : [
                1,
                2
              ]
            }
            """)
        #expect(throws: SnapshotError.self) { try Snapshotting<Any, String>.json.snapshot(Date()) }
        #expect(Snapshotting<Any, String>.json.pathExtension == "json")
    }

    @Test(".plist: PropertyListEncoder's XML")
    func plist() throws {
        struct Settings: Encodable { var b = 1, a = 2 }
        let strategy = Snapshotting<Settings, String>.plist
        #expect(strategy.pathExtension == "plist")
        #expect(try strategy.snapshot(Settings()) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<integer>2</integer>
            \t<key>b</key>
            \t<integer>1</integer>
            </dict>
            </plist>

            """)
        let binary = PropertyListEncoder()
        binary.outputFormat = .binary
        #expect(throws: SnapshotError.self) { try Snapshotting<Settings, String>.plist(binary).snapshot(Settings()) }
    }

    @Test(".data is stored as hexdump -C's layout and read back to the same bytes")
    func data() throws {
        // The text is what `hexdump -C` prints for these bytes (without its closing offset).
        let bytes = Data((0x1E..<0x46).map { UInt8($0) })
        let text = Snapshotting<Data, Data>.data.diffing.toText(bytes)
        #expect(text == """
            00000000  1e 1f 20 21 22 23 24 25  26 27 28 29 2a 2b 2c 2d  |.. !"#$%&'()*+,-|
            00000010  2e 2f 30 31 32 33 34 35  36 37 38 39 3a 3b 3c 3d  |./0123456789:;<=|
            00000020  3e 3f 40 41 42 43 44 45                           |>?@ABCDE|
            """)
        #expect(Snapshotting<Data, Data>.data.diffing.toText(Data((0x78..<0x81).map { UInt8($0) }))
            == "00000000  78 79 7a 7b 7c 7d 7e 7f  80                       |xyz{|}~..|")
        #expect(Snapshotting<Data, Data>.data.diffing.fromText(text) == bytes)
        #expect(HexDump.bytes(of: "00000010  de ad |..|") == nil)  // the offset must follow the bytes read
        let diff = try #require(Diffing<Data>.hexDump.diff(Data([0xDE, 0xAD]), Data([0xDE, 0xAF, 0x00])))
        #expect(diff.hasPrefix("Expected 3 bytes to match the reference's 2.\n"))
        #expect(Diffing<Data>.hexDump.diff(bytes, bytes) == nil)
    }

    @Test("URLRequest as HTTP text and as a curl command, query items and headers sorted")
    func urlRequest() throws {
        var post = URLRequest(url: URL(string: "https://example.com/subscribe?b=2&a=1")!)
        post.httpMethod = "POST"
        post.addValue("pf_session={\"user_id\":\"0\"}", forHTTPHeaderField: "Cookie")
        post.addValue("text/html", forHTTPHeaderField: "Accept")
        post.httpBody = Data(#"{"b":1,"a":"x"}"#.utf8)
        #expect(try Snapshotting<URLRequest, String>.raw.snapshot(post) == #"""
            POST https://example.com/subscribe?a=1&b=2
            Accept: text/html
            Cookie: pf_session={"user_id":"0"}

            {"b":1,"a":"x"}
            """#)
        #expect(try Snapshotting<URLRequest, String>.raw(pretty: true).snapshot(post).hasSuffix("""

            {
              "a" : "x",
              "b" : 1
            }
            """))
        #expect(try Snapshotting<URLRequest, String>.curl.snapshot(post) == #"""
            curl \
            	--request POST \
            	--header "Accept: text/html" \
            	--data "{\"b\":1,\"a\":\"x\"}" \
            	--cookie "pf_session={\"user_id\":\"0\"}" \
            	"https://example.com/subscribe?a=1&b=2"
            """#)
        var head = URLRequest(url: URL(string: "https://example.com/")!)
        head.httpMethod = "HEAD"
        #expect(try Snapshotting<URLRequest, String>.curl.snapshot(head) == "curl \\\n\t--head \\\n\t\"https://example.com/\"")
    }

    @Test(".func(into:) tabulates a function over every case as CSV")
    func functionOverCases() throws {
        let strategy = Snapshotting<Direction, String>.func(into: Snapshotting<Direction, String>.description)
        #expect(strategy.pathExtension == "csv")
        #expect(try strategy.snapshot { $0.flipped } == "\"up\",\"down\"\n\"down\",\"up\"")
    }

    @Test(".wait(for:on:) snapshots the value after the delay")
    func wait() throws {
        let start = Date()
        // The strategy's own snapshot runs only once the delay has passed.
        let strategy = Snapshotting<Void, String>.wait(
            for: 0.2, on: Snapshotting<String, String>.lines.pullback { String(Date().timeIntervalSince(start) >= 0.2) })
        #expect(try strategy.snapshot(()) == "true")
        #expect(strategy.pathExtension == "txt")
    }
}

