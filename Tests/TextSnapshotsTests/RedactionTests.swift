import Foundation
import Testing
import TestSupport
@testable import TextSnapshots

private struct Order: Codable {
    var id: UUID
    var createdAt: String
    var items: [String]
    var owner: Owner
}

private struct Owner: Codable {
    var id: Int
    var name: String
}

private let order = Order(
    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, createdAt: "2024-05-01T12:30:00.250Z",
    items: ["tea"], owner: Owner(id: 7, name: "Blob"))

@Suite("Redactions: volatile values replaced before comparing and recording", .privateSnapshotSession)
struct RedactionTests {
    @Test("Patterns rewrite any strategy's text; presets cover ids, dates, temporary paths, addresses")
    func patterns() throws {
        let text = "id E621E1F8-c36c-495a-93fc-0c247a3e6e5f at 2024-05-01T12:30:00+02:00 in /tmp/x-123/out.txt, 0x600000c4c000"
        let strategy = Snapshotting<String, String>.lines.redacting(.uuids, .iso8601Dates, .temporaryPaths, .addresses)
        #expect(try strategy.snapshot(text) == "id [uuid] at [date] in [temporary]/out.txt, [address]")
        let custom = Snapshotting<String, String>.lines.redacting(.pattern(#"(\d+) min ago"#, with: "$1 units ago"))
        #expect(try custom.snapshot("3 min ago") == "3 units ago")
        #expect(throws: SnapshotError.self) { try Snapshotting<String, String>.lines.redacting(.pattern("(")).snapshot("x") }
    }

    @Test("Fields are replaced in .customDump, .dump and .json, by name or by type and name")
    func fields() throws {
        #expect(try Snapshotting<Order, String>.customDump.redacting(.field("id")).snapshot(order) == """
            Order(
              id: [redacted],
              createdAt: "2024-05-01T12:30:00.250Z",
              items: [
                [0]: "tea"
              ],
              owner: Owner(
                id: [redacted],
                name: "Blob"
              )
            )
            """)
        #expect(try Snapshotting<Order, String>.customDump.redacting(.keyPath(\Owner.id, with: "<id>"), .field("createdAt"))
            .snapshot(order) == """
            Order(
              id: UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F),
              createdAt: [redacted],
              items: [
                [0]: "tea"
              ],
              owner: Owner(
                id: <id>,
                name: "Blob"
              )
            )
            """)
        #expect(try Snapshotting<Owner, String>.dump.redacting(.field("Owner.name")).snapshot(order.owner) == """
            ▿ Owner
              - id: 7
              - name: [redacted]

            """)
        #expect(try Snapshotting<Order, String>.json.redacting(.field("id"), .field("createdAt", with: "[date]")).snapshot(order) == """
            {
              "createdAt" : "[date]",
              "id" : "[redacted]",
              "items" : [
                "tea"
              ],
              "owner" : {
                "id" : "[redacted]",
                "name" : "Blob"
              }
            }
            """)
        // Without field redactions the encoder's text is kept as it is.
        #expect(try Snapshotting<Owner, String>.json.snapshot(order.owner) == "{\n  \"id\" : 7,\n  \"name\" : \"Blob\"\n}")
    }

    @Test("Dictionary keys are redacted by name in .dump and .json; key paths and orders stay stable")
    func keysAndOrder() throws {
        let settings: [String: Any] = ["token": "abc", "value": 1, "name": "Blob"]
        #expect(try Snapshotting<[String: Any], String>.dump.redacting(.field("token"), .field("value")).snapshot(settings) == """
            ▿ 3 key/value pairs
              ▿ (2 elements)
                - key: "name"
                - value: "Blob"
              ▿ (2 elements)
                - key: "token"
                - value: [redacted]
              ▿ (2 elements)
                - key: "value"
                - value: [redacted]

            """)
        // A longer key path names its last property in every type.
        struct Address { var city: String }
        struct Person { var address: Address; var city: String }
        #expect(try Snapshotting<Person, String>.customDump.redacting(.keyPath(\Person.address.city))
            .snapshot(Person(address: Address(city: "Paris"), city: "Rome")) == """
            RedactionTests.Person(
              address: RedactionTests.Address(city: [redacted]),
              city: [redacted]
            )
            """)
        // An encoder without sorted keys still gives one text when fields are redacted.
        let unsorted = JSONEncoder()
        let texts = Set((0..<5).map { _ in
            (try? Snapshotting<[String: Int], String>.json(unsorted).redacting(.field("b")).snapshot(["a": 1, "b": 2, "c": 3, "d": 4])) ?? ""
        })
        #expect(texts == [#"{"a":1,"b":"[redacted]","c":3,"d":4}"#])
    }

    @Test("Scopes and traits redact the assertions inside them, file and inline alike, and add up")
    func scopes() throws {
        let directory = try TemporaryFolder("redactions")
        defer { directory.remove() }
        withSnapshotTesting(record: .missing, directory: directory.path, redacting: [.field("id")]) {
            withSnapshotTesting(redacting: [.uuids]) {
                #expect(SnapshotTestingConfiguration.current?.redactions == [.field("id"), .uuids])
                assertSnapshot(of: "run \(UUID().uuidString)", as: .lines)
                assertSnapshot(of: order.owner, as: .customDump)
            }
        }
        #expect(directory.contents("RedactionTests/scopes.1.txt") == "run [uuid]\n")
        #expect(directory.contents("RedactionTests/scopes.2.txt") == "Owner(\n  id: [redacted],\n  name: \"Blob\"\n)\n")
        // Another run with other ids matches the same references.
        let failures = SnapshotScope.$current.withValue(SnapshotScope()) {
            withSnapshotTesting(record: .never, directory: directory.path, redacting: [.field("id"), .uuids]) {
                [
                    verifySnapshot(of: "run \(UUID().uuidString)", as: .lines),
                    verifySnapshot(of: Owner(id: 8, name: "Blob"), as: .customDump),
                ]
            }
        }
        #expect(failures == [nil, nil])
    }

    @Test("Inline snapshots compare the redacted text", .snapshots(redacting: [.uuids]))
    func inline() {
        assertInlineSnapshot(of: "session \(UUID().uuidString)", as: .lines) {
            """
            session [uuid]
            """
        }
    }
}
