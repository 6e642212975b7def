import Foundation
import TestSupport
import Testing
@testable import TextDiff

// The example in README.md, kept true. File-level types, so that dumps show their plain names.

private struct Member: Identifiable {
    var id: Int
    var name: String
    var roles: Set<String>
    var nickname: String?
}

private struct Team {
    var name: String
    var members: [Member]
}

@Suite("Value dump README example")
struct ValueDumpReadmeTests {
    @Test func readmeExample() {
        let team = Team(name: "Core", members: [
            Member(id: 1, name: "Ada", roles: ["admin", "author"], nickname: nil),
            Member(id: 2, name: "Grace", roles: ["author"], nickname: "amazing"),
            Member(id: 3, name: "Linus", roles: [], nickname: nil),
        ])
        #expect(String(dumping: team) == """
            Team(
              name: "Core",
              members: [
                [0]: Member(
                  id: 1,
                  name: "Ada",
                  roles: Set([
                    "admin",
                    "author"
                  ]),
                  nickname: nil
                ),
                [1]: Member(
                  id: 2,
                  name: "Grace",
                  roles: Set([
                    "author"
                  ]),
                  nickname: "amazing"
                ),
                [2]: Member(
                  id: 3,
                  name: "Linus",
                  roles: Set([]),
                  nickname: nil
                )
              ]
            )
            """)
        var edited = team
        edited.members[1].roles.insert("admin")
        edited.members.remove(at: 2)
        #expect(String(diffing: team, edited) == """
              Team(
                name: "Core",
                members: [
                  [0, id: 1]: Member(…),
                  [1, id: 2]: Member(
                    id: 2,
                    name: "Grace",
                    roles: Set([
            +         "admin",
                      … (1 unchanged)
                    ]),
                    nickname: "amazing"
                  ),
            -     [2, id: 3]: Member(
            -       id: 3,
            -       name: "Linus",
            -       roles: Set([]),
            -       nickname: nil
            -     )
                ]
              )
            """)
        #expect(String(diffing: team, team) == nil)
    }
}
