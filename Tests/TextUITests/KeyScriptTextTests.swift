import Testing
import TestSupport
import TextUI

/// A key's `scriptText` reads back as the same key: what a recorded session keeps and a test
/// made from it presses.
struct KeyScriptTextTests {
    static let named: [Key] = [
        .up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
    ]

    @Test func everyKindOfKeyIsWrittenAsAScriptReadsIt() throws {
        #expect(Self.named.map(\.scriptText).joined(separator: " ") == "↑ ↓ ← → ⏎ ⎋ ⇥ ⇤ ⌫ ⌦ {home} {end} {pageup} {pagedown}")
        let keys: [Key] = [.character("a"), .character(" "), .character("{"), .character("}"), .character("漢"), .character("👩‍👩‍👧"), .control("r")]
        #expect(keys.map(\.scriptText) == ["a", "{space}", "{{", "}", "漢", "👩‍👩‍👧", "{ctrl-r}"])
        #expect(KeyScript.Step.wait.scriptText == "{wait}")
        // A typed arrow character and a paste are written as the terminal sends a paste.
        #expect(Key.character("↓").scriptText == "\u{1B}[200~↓\u{1B}[201~")
        #expect(try KeyScript(Key.paste("two words").scriptText).steps == [.press(.paste("two words"))])
        #expect(try KeyScript(Key.character("👩‍👩‍👧").scriptText).steps.count == 5)
    }

    @Test func aPastesBracesAndSymbolsAreThePastesNotTheScripts() throws {
        // A typed arrow is the character, not the key; a paste's `↓`, `q` and braces are text.
        #expect(try KeyScript(Key.character("↓").scriptText).steps == [.press(.paste("↓"))])
        for text in ["x↓q", "a{b", "{wait}", "}{", "⏎⎋", "a {b} c"] {
            #expect(try KeyScript(Key.paste(text).scriptText).steps == [.press(.paste(text))], "\(text)")
        }
        // Between other keys, in one script: nothing of the paste leaks into the keys around it.
        let keys: [Key] = [.down, .paste("a{b"), .character("q"), .paste("}↓"), .enter]
        #expect(try KeyScript(keys.map(\.scriptText).joined()).steps == keys.map(KeyScript.Step.press))
    }

    @Test func scriptsOfRandomStepsReadBackAsTheSameSteps() throws {
        let seed = propertyTestSeed(default: 0x5E55_1011)
        var generator = SeededGenerator(seed: seed)
        // Characters of one scalar each: a terminal sends a cluster of several (a family emoji,
        // an accent after its letter) as one key per scalar, and a script reads them so.
        let characters: [Character] = ["a", "Z", "7", " ", "{", "}", "#", "é", "漢", "🙂", "\u{301}"]
        for _ in 0..<300 {
            let steps = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> KeyScript.Step in
                switch Int.random(in: 0..<6, using: &generator) {
                case 5:
                    .press(.paste(String((0..<Int.random(in: 1...4, using: &generator)).map { _ in
                        ["a", "{", "}", "↓", "⏎", " ", "q"].randomElement(using: &generator)!
                    })))
                case 0: .press(Self.named.randomElement(using: &generator)!)
                case 1: .press(.control(Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &generator)))))
                case 2: .wait
                default: .press(.character(characters.randomElement(using: &generator)!))
                }
            }
            let script = KeyScript(steps: steps)
            let read: KeyScript
            do {
                read = try KeyScript(script.text)
            } catch {
                Issue.record("seed \(seed): '\(script.text)' does not read back: \(error)")
                return
            }
            #expect(read == script, "seed \(seed): '\(script.text)' reads back as \(read.steps)")
            if read != script { return }
        }
    }
}
