import TestSupport
import Foundation
import Testing
import TextRendering
@testable import TextUI

@Suite("Key decoding")
struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func textAndControlCharacters() {
        #expect(decode("aZ é") == [.character("a"), .character("Z"), .character(" "), .character("é")])
        #expect(decode("\r") == [.enter])
        #expect(decode("\n") == [.enter])
        #expect(decode("\r\n\r\n") == [.enter, .enter])
        #expect(decode("\t") == [.tab])
        #expect(decode("\u{7F}\u{08}") == [.backspace, .backspace])
        #expect(decode("\u{03}\u{12}") == [.control("c"), .control("r")])
        #expect(decode("\u{00}\u{1C}") == [])
    }

    @Test func multiByteCharactersAndEmoji() {
        #expect(decode("日本") == [.character("日"), .character("本")])
        // A ZWJ sequence arrives scalar by scalar; text fields join them again.
        #expect(decode("👩‍🔬").count == 3)
        #expect(decode("e\u{301}") == [.character("e"), .character("\u{301}")])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[Z", .backTab), ("\u{1B}[1;5A", .up), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ])
    func escapeSequences(sequence: String, key: Key) {
        #expect(decode(sequence) == [key])
    }

    @Test func unknownAndPrivateSequencesAreDropped() {
        #expect(decode("\u{1B}[15~x") == [.character("x")])          // F5
        #expect(decode("\u{1B}[<0;12;5Mx") == [.character("x")])      // a mouse report
        #expect(decode("\u{1B}[?1;2c") == [])                          // a device attributes reply
        #expect(decode("\u{1B}[I\u{1B}[O") == [])                      // focus in and out
        #expect(decode("\u{1B}OPx") == [.character("x")])             // F1
    }

    @Test func escapeIsHeldUntilFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test func sequencesSplitAcrossReadsAreJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("A".utf8)) == [.up])
        let bytes = Array("中".utf8)
        #expect(decoder.decode(bytes.prefix(2)) == [])
        #expect(decoder.decode(bytes.suffix(1)) == [.character("中")])
        // CR at the end of one read, LF at the start of the next: one Enter.
        #expect(decoder.decode([0x0D]) == [.enter])
        #expect(decoder.decode([0x0A]) == [])
    }

    @Test func escapeBeforeAKeyIsEscapeThenTheKey() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func pastedTextCannotPressKeys() {
        let paste = "\u{1B}[200~rm -rf\r\u{1B}x\u{1B}[Aé\u{7F}\u{1B}[201~q"
        #expect(decode(paste) == [.paste("rm -rfxé"), .character("q")])
    }

    @Test func ctrlCStillWorksWhilePasting() {
        // Ctrl-C is the way out when the end of a paste never comes.
        #expect(decode("\u{1B}[200~a\u{03}b") == [.paste("a"), .control("c"), .paste("b")])
    }

    @Test func aPasteSplitAcrossReadsStaysAPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[20".utf8)) == [])
        #expect(decoder.decode(Array("0~a\r".utf8)) == [.paste("a")])
        #expect(decoder.isPasting)
        #expect(decoder.decode(Array("b\u{1B}[2".utf8)) == [.paste("b")])
        #expect(decoder.decode(Array("01~\r".utf8)) == [.enter])
        #expect(!decoder.isPasting)
    }

    @Test func flushEndsAPasteWhoseEndNeverCame() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~ab".utf8)) == [.paste("ab")])
        #expect(decoder.isPasting)
        #expect(decoder.flush() == [])
        #expect(!decoder.isPasting)
        #expect(decoder.decode([0x0D]) == [.enter])
    }

    /// However long, a paste is text: a CR at byte 66,000 presses no Enter, command letters
    /// press nothing, and the text comes as one key per read, not one per character.
    @Test func aLongPasteStaysText() {
        var decoder = KeyDecoder()
        let text = String(repeating: "e", count: 66_000) + "\r" + String(repeating: "d", count: 40_000) + "q"
        let keys = decoder.decode(Array(("\u{1B}[200~" + text).utf8)) + decoder.decode(Array("e\u{1B}[201~".utf8))
        #expect(keys == [.paste(String(repeating: "e", count: 66_000) + String(repeating: "d", count: 40_000) + "q"), .paste("e")])
        #expect(!decoder.isPasting)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        #expect(Key.paste("ab").character == nil && Key.paste("ab").pastedText == "ab")
        #expect(Key.paste("ab").description == "paste of 2 characters")
    }

    @Test func unfinishedSequencesAreDroppedOnFlush() {
        var decoder = KeyDecoder()
        for unfinished in ["\u{1B}[", "\u{1B}[12;", "\u{1B}O", "\u{1B}[200"] {
            #expect(decoder.decode(Array(unfinished.utf8)) == [], "\(unfinished.debugDescription)")
            #expect(decoder.flush() == [], "\(unfinished.debugDescription)")
            #expect(!decoder.hasPendingInput)
            #expect(decoder.decode(Array("a".utf8)) == [.character("a")], "after \(unfinished.debugDescription)")
        }
    }

    @Test func aTruncatedCharacterBeforeASCIIIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE6, 0x97, 0x61]) == [.character("a")])
        #expect(decoder.decode([0xF0, 0x9F]) == [])
        #expect(decoder.decode([0x62]) == [.character("b")])
    }

    @Test func ss3EnterIsEnter() {
        #expect(decode("\u{1B}OM") == [.enter])
    }

    @Test func anOverlongSequenceIsDroppedWhole() {
        let limit = KeyDecoder.sequenceLimit
        // At the limit it is still a sequence.
        #expect(decode("\u{1B}[" + String(repeating: "1", count: limit - 2) + ";5A") == [.up])
        // Beyond it, the whole sequence goes, final byte included; what follows is read.
        #expect(decode("\u{1B}[" + String(repeating: "1", count: limit + 1) + "Ax") == [.character("x")])
        #expect(decode("\u{1B}[" + String(repeating: "1", count: 10 * limit) + "~\u{1B}[B") == [.down])
        // Across reads as well, holding back no more than the limit.
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        for _ in 0..<100 {
            #expect(decoder.decode(Array(repeating: UInt8(ascii: "9"), count: limit)) == [])
        }
        #expect(decoder.decode(Array("9;9".utf8)) == [])
        #expect(decoder.decode(Array("Dy".utf8)) == [.character("y")])
        // A byte that cannot be in a sequence ends the dropping.
        #expect(decode("\u{1B}[" + String(repeating: "2", count: limit + 1) + "\ry") == [.enter, .character("y")])
    }

    /// Bytes that make up keys, sequences and pastes, for the random tests.
    static let fragments: [[UInt8]] = [
        [0x1B], Array("[".utf8), Array("O".utf8), Array("[A".utf8), Array("[200~".utf8), Array("[201~".utf8),
        Array("1;5".utf8), Array("~".utf8), [0x0D], [0x0A], [0x03], [0x7F], Array("é".utf8), Array("中".utf8),
        Array("👩‍🔬".utf8), [0xC2, 0x9B], [0xE6], [0x97], Array("a".utf8), Array(String(repeating: "7", count: 70).utf8),
    ]

    static func randomBytes(using generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            if Bool.random(using: &generator) {
                bytes += fragments.randomElement(using: &generator)!
            } else {
                bytes.append(UInt8.random(in: 0...255, using: &generator))
            }
        }
        return bytes
    }

    /// Any bytes at all: no crash, and every key is one the decoder can produce.
    @Test func randomBytesNeverCrash() {
        let seed = propertyTestSeed(default: 0x7E57_B17E)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            var decoder = KeyDecoder()
            let bytes = Self.randomBytes(using: &generator)
            let keys = decoder.decode(bytes) + decoder.flush()
            #expect(keys.count <= bytes.count, "seed \(seed) (rerun with VIEWDATA_SEED=\(seed)): \(bytes)")
            let characters = keys.flatMap { ($0.character.map(String.init) ?? $0.pastedText ?? "").unicodeScalars }
            // No C0 or C1 control, no DEL: nothing a text field could send on to a terminal.
            #expect(!characters.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "seed \(seed) (rerun with VIEWDATA_SEED=\(seed)): \(bytes)")
        }
    }

    /// A paste that arrives over several reads comes as several `.paste` keys: one, joined.
    private static func joiningPastes(_ keys: [Key]) -> [Key] {
        var joined: [Key] = []
        for key in keys {
            if let text = key.pastedText, let last = joined.last?.pastedText {
                joined[joined.count - 1] = .paste(last + text)
            } else {
                joined.append(key)
            }
        }
        return joined
    }

    /// Bytes in arbitrary reads decode to the keys they decode to in one read (a paste split
    /// across reads as several pieces of the same text).
    @Test func chunksDecodeLikeTheWhole() {
        let seed = propertyTestSeed(default: 0x5EED_0F_C4A1)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let bytes = Self.randomBytes(using: &generator)
            var whole = KeyDecoder()
            let expected = whole.decode(bytes) + whole.flush()
            var chunked = KeyDecoder()
            var keys: [Key] = []
            var rest = bytes[...]
            while !rest.isEmpty {
                let count = Int.random(in: 1...max(1, rest.count), using: &generator)
                keys += chunked.decode(rest.prefix(count))
                rest = rest.dropFirst(count)
            }
            keys += chunked.flush()
            #expect(Self.joiningPastes(keys) == Self.joiningPastes(expected), "seed \(seed) (rerun with VIEWDATA_SEED=\(seed)): \(bytes)")
        }
    }

    @Test func invalidUTF8AndC1ControlsAreDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x61, 0xC3, 0x28, 0xC2, 0x9B, 0x62]) == [.character("a"), .character("("), .character("b")])
        #expect(decoder.decode([0xE6, 0x97]) + decoder.flush() == [])
    }
}

@Suite("Key scripts")
struct KeyScriptTests {
    @Test func symbolsNamesAndCharacters() throws {
        let script = try KeyScript("↓↓⏎e{wait}a{ctrl-R}{{x}⎋⌫⇥⇤←→↑⌦{space}{PageDown}")
        #expect(script.steps == [
            .press(.down), .press(.down), .press(.enter), .press(.character("e")), .wait, .press(.character("a")),
            .press(.control("r")), .press(.character("{")), .press(.character("x")), .press(.character("}")),
            .press(.escape), .press(.backspace), .press(.tab), .press(.backTab), .press(.left), .press(.right),
            .press(.up), .press(.delete), .press(.character(" ")), .press(.pageDown),
        ])
    }

    @Test func rawEscapeSequencesAreDecoded() throws {
        #expect(try KeyScript("\u{1B}[Ab\u{1B}").steps == [.press(.up), .press(.character("b")), .press(.escape)])
    }

    @Test func errorsNameTheTokenAndThePlace() {
        #expect(throws: KeyScriptError(code: .unknownKey, "unknown key '{jump}' at character 3; known: backspace, backtab, delete, down, end, enter, esc, escape, home, left, pagedown, pageup, return, right, space, tab, up, ctrl-LETTER, wait")) {
            try KeyScript("ab{jump}")
        }
        #expect(throws: KeyScriptError(code: .unclosedBrace, "'{' at character 2 is not closed; write '{{' for a brace")) { try KeyScript("a{wait") }
        #expect(throws: KeyScriptError.self) { try KeyScript("{ctrl-1}") }
        #expect(throws: KeyScriptError(code: .unknownKey, "unknown key '{nope}' at line 3, column 2; known: backspace, backtab, delete, down, end, enter, esc, escape, home, left, pagedown, pageup, return, right, space, tab, up, ctrl-LETTER, wait")) {
            try KeyScript(fileContents: "ab\n# {nope} is fine in a comment\nx{nope}")
        }
        #expect(KeyScriptError.Code.unknownKey.description == "unknownKey")
    }

    @Test func theDocumentedExampleCountsItsSteps() throws {
        // ↓ ↓ ⏎ wait a T o k y o ⏎
        #expect(try KeyScript("↓↓⏎{wait}aTokyo⏎").steps.count == 11)
    }

    @Test func rawTextIsDecodedAsOneRun() throws {
        // A sequence split by nothing but the script's own characters is one key.
        #expect(try KeyScript("\u{1B}[1;5Cx\u{1B}").steps == [.press(.right), .press(.character("x")), .press(.escape)])
        // A symbol or a brace ends a run: an unfinished sequence before it is dropped.
        #expect(try KeyScript("\u{1B}[1↓\u{1B}O{up}").steps == [.press(.down), .press(.up)])
    }

    @Test func aHostileKeyFileIsReadInOnePass() throws {
        // ESC [ and a megabyte of digits: one overlong sequence, dropped whole (this took
        // minutes when each character rescanned the sequence).
        let hostile = "\u{1B}[" + String(repeating: "1", count: 1 << 20) + "Ax\n# done\n\u{1B}[" + String(repeating: ";", count: 1 << 10) + "\n⏎"
        #expect(try KeyScript(fileContents: hostile).steps == [.press(.character("x")), .press(.enter)])
    }

    @Test func filesIgnoreLineBreaksAndComments() throws {
        let script = try KeyScript(fileContents: "# open the first zone\r\n↓⏎\n\nab\n")
        #expect(script.steps == [.press(.down), .press(.enter), .press(.character("a")), .press(.character("b"))])
    }

    @Test func descriptionsAreReadable() {
        #expect(KeyScript.Step.wait.description == "wait")
        #expect(KeyScript.Step.press(.control("x")).description == "ctrl-x")
    }
}

@Suite("Terminal apps and screens")
struct TerminalAppTests {
    @Test func theScreenIsTheWindowAndAStatusLine() {
        let app = CounterApp()
        app.handle(.character("+"))
        let screen = app.screen(size: Size(width: 24, height: 4))
        #expect(screen.plainText == """
            1


            + add · q quit · ␛[31m
            """)
        #expect(app.window.size == Size(width: 24, height: 3))
        // The status line is inverted across the whole row.
        #expect(screen.ansiText.split(separator: "\n").last?.hasPrefix("\u{1B}[7m") == true)
    }

    @Test func aScriptedCtrlCStopsTheScriptLikeTheSession() throws {
        let app = CounterApp()
        var seen: [String] = []
        app.run(try KeyScript("+{ctrl-c}+"), startingAt: Date(timeIntervalSince1970: 0)) { step, _ in seen.append("\(step)") }
        #expect(app.count == 1)
        #expect(!app.isFinished)
        #expect(seen == ["+"])
        #expect(try KeyScript("+\u{03}").containsInterrupt)
        #expect(try !KeyScript("+{ctrl-x}").containsInterrupt)
    }

    @Test func theStatusLineCanBeReplaced() {
        let app = CounterApp()
        let screen = app.screen(size: Size(width: 24, height: 3), statusLine: " replay #1 \u{1B}[2J")
        #expect(screen.plainText == """
            0

             replay #1 ␛[2J
            """)
    }

    @Test func aScriptDrivesTheAppAndItsClock() throws {
        let app = CounterApp()
        let start = Date(timeIntervalSince1970: 1_000)
        var seen: [String] = []
        let end = app.run(try KeyScript("++{wait}+q+"), startingAt: start) { step, now in
            seen.append("\(step)@\(Int(now.timeIntervalSince1970))")
        }
        #expect(app.count == 3)
        #expect(app.isFinished)
        #expect(end == start + 1)
        #expect(app.ticks == [start + 1])
        #expect(seen == ["+@1000", "+@1000", "wait@1001", "+@1001", "q@1001"])
    }
}
