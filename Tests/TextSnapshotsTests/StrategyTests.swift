import Foundation
import Testing
import TextRendering
@testable import TextSnapshots

private struct Badge: TextRenderable {
    var title: String

    func render(width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: 3)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: nil, lineStyle: Style.plain.foreground(.cyan))
        canvas.draw(title, at: Point(x: 2, y: 1), style: .bold)
        return canvas
    }
}

private struct Profile: Codable {
    var name: String
    var tags: [String]
    var address: [String: String]
    var website: URL
    var empty: [Int]
}

@Suite("Snapshot strategies")
struct StrategyTests {
    @Test(".text renders at the width, as plain text")
    func text() throws {
        let text = try Snapshotting<Badge, String>.text(width: 12).snapshot(Badge(title: "中文 ok"))
        #expect(text == """
            ╭──────────╮
            │ 中文 ok  │
            ╰──────────╯
            """)
        #expect(throws: SnapshotError(code: .invalidSetting, "A snapshot's width must be at least 1 column, got 0.")) {
            try Snapshotting<Badge, String>.text(width: 0).snapshot(Badge(title: "x"))
        }
    }

    @Test(".ansi writes each style change as a readable tag")
    func ansi() throws {
        let text = try Snapshotting<Badge, String>.ansi(width: 8).snapshot(Badge(title: "Hi"))
        #expect(text == """
            ⟨fg cyan⟩╭──────╮⟨reset⟩
            ⟨fg cyan⟩│⟨reset⟩ ⟨bold⟩Hi⟨reset⟩   ⟨fg cyan⟩│⟨reset⟩
            ⟨fg cyan⟩╰──────╯⟨reset⟩
            """)
    }

    @Test("SGR parameters by name, other controls as pictures")
    func ansiDescription() {
        #expect(ANSIDescription.readable("\u{1B}[1;31mred\u{1B}[0m") == "⟨bold, fg red⟩red⟨reset⟩")
        #expect(ANSIDescription.readable("\u{1B}[38;5;208;48;2;255;136;0mx\u{1B}[m") == "⟨fg 208, bg #ff8800⟩x⟨reset⟩")
        #expect(ANSIDescription.readable("\u{1B}[22;23;24;27;29;39;49;97;104m") == "⟨-bold/dim, -italic, -underline, -inverse, -strikethrough, fg default, bg default, fg bright-white, bg bright-blue⟩")
        #expect(ANSIDescription.readable("\u{1B}[2J\u{07}\u{9B}\u{7F}") == "␛[2J␇\\u{9B}␡")
        // OSC 8 hyperlinks, ended by ESC \ or BEL, as tags; a malformed one as pictures.
        #expect(ANSIDescription.readable("\u{1B}]8;;https://a.example/x\u{1B}\\docs\u{1B}]8;;\u{1B}\\ \u{1B}]8;id=1;https://b.example\u{07}b")
            == "⟨link https://a.example/x⟩docs⟨/link⟩ ⟨link https://b.example⟩b")
        #expect(ANSIDescription.readable("\u{1B}]8;;bad url\u{1B}\\") == "␛]8;;bad url␛\\")
    }

    @Test(".json is JSONEncoder's text with [.prettyPrinted, .sortedKeys], as swift-snapshot-testing records it")
    func json() throws {
        let profile = Profile(
            name: "Blob \"Jr\"", tags: ["a", "b"], address: ["zip": "10023", "city": "New York"],
            website: URL(string: "https://example.com/a")!, empty: [])
        let strategy = Snapshotting<Profile, String>.json
        #expect(strategy.pathExtension == "json")
        #expect(try strategy.snapshot(profile) == #"""
            {
              "address" : {
                "city" : "New York",
                "zip" : "10023"
              },
              "empty" : [

              ],
              "name" : "Blob \"Jr\"",
              "tags" : [
                "a",
                "b"
              ],
              "website" : "https:\/\/example.com\/a"
            }
            """#)
        // An encoder of the caller's is used as it is.
        let compact = JSONEncoder()
        compact.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(try Snapshotting<Profile, String>.json(compact).snapshot(profile)
            == #"{"address":{"city":"New York","zip":"10023"},"empty":[],"name":"Blob \"Jr\"","tags":["a","b"],"website":"https://example.com/a"}"#)
    }

    @Test(".customDump is swift-custom-dump's format; .description is String(describing:)")
    func customDumpAndDescription() throws {
        #expect(try Snapshotting<[String: Int], String>.customDump.snapshot(["b": 2, "a": 1]) == "[\n  \"a\": 1,\n  \"b\": 2\n]")
        #expect(try Snapshotting<Int, String>.description.snapshot(42) == "42")
    }

    @Test("pullback makes a strategy for another type")
    func pullback() throws {
        let strategy: Snapshotting<String, String> = Snapshotting<Badge, String>.text(width: 8).pullback { Badge(title: $0) }
        #expect(try strategy.snapshot("Yo") == "╭──────╮\n│ Yo   │\n╰──────╯")
        #expect(strategy.pathExtension == "txt")
    }

    @Test("The line diff names both sides and measures in cells")
    func linesDiffing() throws {
        let diff = try #require(Diffing<String>.lines.diff("a\n中文", "a\n中x"))
        #expect(diff == """
            --- reference: 2 lines × 4
            +++ actual: 2 lines × 3
            first difference: line 2, column 3
            @@ -1,2 +1,2 @@
              a
            - 中文
            + 中x
                ^

            """)
        let newline = try #require(Diffing<String>.lines.diff("a", "a\n"))
        #expect(newline.hasSuffix("  a\n+ \n"))
        #expect(Diffing<String>.lines.diff("same", "same") == nil)
    }
}
