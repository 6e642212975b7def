import Foundation
import Testing
import TextDiff

// The examples of the article "Line diffs and value diffs"
// (Sources/TextDiff/TextDiff.docc/Diffs.md): each ```swift block after a `<!-- compiled: … -->`
// line there is in this file line for line (Tests/ShowcaseTests/ReadmeTests.swift checks it);
// `expectDifference`, TextSnapshots', is in Tests/TextSnapshotsTests/ExpectDifferenceArticleTests.swift.
// File-level types, so that dumps show their plain names.

struct Member: Identifiable { var id: Int; var name: String; var roles: Set<String>; var nickname: String? }
struct Team { var name: String; var members: [Member] }

@Suite("The diffs article's examples")
struct DiffsArticleTests {
    @Test func lineDiffs() {
        let diff = LineDiff(from: "title\nname: Ada\nfooter\n", to: "title\nname: Bob\nfooter\n")
        #expect(diff.deletions == 1)
        #expect(diff.unified(context: 1) == """
            --- a
            +++ b
            @@ -1,3 +1,3 @@
             title
            -name: Ada
            +name: Bob
             footer

            """)
        // For people: the sizes, the first difference, the changed span.
        #expect(diff.rendered() == """
            --- expected: 3 lines × 9
            +++ actual: 3 lines × 9
            first difference: line 2, column 7
            @@ -1,3 +1,3 @@
              title
            - name: Ada
            + name: Bob
                    ^^^
              footer

            """)
    }

    @Test func valueDumpsAndDiffs() {
        let team = Team(name: "Core", members: [
            Member(id: 1, name: "Ada", roles: ["admin", "author"], nickname: nil),
            Member(id: 2, name: "Grace", roles: ["author"], nickname: "amazing"),
            Member(id: 3, name: "Linus", roles: [], nickname: nil),
        ])
        #expect(String(dumping: team.members[2]) == """
            Member(
              id: 3,
              name: "Linus",
              roles: Set([]),
              nickname: nil
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
