import Testing
@testable import TextRendering

@Suite("Terminal-safe text")
struct TerminalSafeTests {
    @Test("Escape-sequence injections become visible text", arguments: [
        ("\u{1B}[2Jhi", "␛[2Jhi"),                                             // CSI clear screen
        ("\u{1B}]8;;http://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
         "␛]8;;http://evil.example␛\\click␛]8;;␛\\"),                           // OSC 8 hyperlink
        ("\u{1B}]52;c;aGVsbG8=\u{07}", "␛]52;c;aGVsbG8=␇"),                    // OSC 52 clipboard write
        ("\u{9B}31mred", "\u{FFFD}31mred"),                                     // C1 CSI (0x9B)
        ("\u{90}q\u{9C}", "\u{FFFD}q\u{FFFD}"),                                 // C1 DCS ... ST
        ("bell\u{07}nul\u{0}del\u{7F}", "bell␇nul␀del␡"),
        ("tab\there", "tab␉here"),
    ])
    func injections(hostile: String, shown: String) {
        #expect(hostile.terminalSafe == shown)
        #expect(!hostile.terminalSafe.unicodeScalars.contains { $0.value == 0x1B || (0x80..<0xA0).contains($0.value) })
    }

    @Test func trojanSourceControlsAreRemoved() {
        // The classic "commenting out" attack: RLO/LRI/PDI reorder what a reviewer sees.
        let source = "/*\u{202E} } \u{2066}if (isAdmin)\u{2069} \u{2066} begin admins only */"
        #expect(source.terminalSafe == "/* } if (isAdmin)  begin admins only */")
        for control in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
            #expect(("a" + control + "b").terminalSafe == "ab")
        }
        // Implicit marks cannot override and stay.
        #expect("a\u{200F}b".terminalSafe == "a\u{200F}b")
    }

    @Test func lineBreaksAreKeptForCallersThatSplit() {
        #expect("one\ntwo\r\nthree".terminalSafe == "one\ntwo\r\nthree")
        #expect("form\u{0C}feed".terminalSafe == "form␌feed")
        // Also when something else in the text is replaced.
        #expect("\u{1B}a\nb\r\nc\u{2028}d".terminalSafe == "␛a\nb\r\nc\u{2028}d")
    }

    /// Printed as it is, a lone CR sends the cursor back and what follows overwrites the line:
    /// it is shown as a picture; the CR of CR LF stays for callers that split lines.
    @Test func aLoneCarriageReturnIsShownNotObeyed() {
        #expect("ok\rFAILED".terminalSafe == "ok␍FAILED")
        #expect("end\r".terminalSafe == "end␍")
        #expect("\r\r\n".terminalSafe == "␍\r\n")
        #expect("a\r\nb\rc".terminalSafe == "a\r\nb␍c")
        #expect("\u{1B}x\ry".terminalSafe == "␛x␍y")
        #expect("two\r\nlines\r\n".terminalSafe == "two\r\nlines\r\n")
    }

    @Test func aSafeLineShowsLineBreaksAsPicturesAsCanvasesDraw() {
        let text = "\u{1B}a\nb\rc\r\nd\u{2028}e\u{202E}f"
        #expect(text.terminalSafeLine == "␛a␊b␍c␍␊d␤ef")
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw(text, at: .zero)
        #expect(canvas.plainText == text.terminalSafeLine)
        #expect("plain 中文".terminalSafeLine == "plain 中文")
    }

    @Test func safeTextIsReturnedUnchanged() {
        for text in ["", "plain", "中文 👩‍🔬 e\u{301}", "a\u{A0}b", "\u{2028}"] {
            #expect(text.terminalSafe == text)
        }
        let slice = "xx\u{1B}yy".dropFirst(2)
        #expect(slice.terminalSafe == "␛yy")
    }

    @Test func nothingHostileSurvivesAnySingleScalar() {
        // Every scalar below U+00A0 and the bidi controls: the result never holds a control.
        for value in UInt32(0)..<0x2070 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let safe = ("x" + String(scalar) + "y").terminalSafe
            for result in safe.unicodeScalars where result.value != 0x0A && result.value != 0x0D {
                #expect(result.properties.generalCategory != .control, "U+\(String(value, radix: 16))")
                #expect(!(0x202A...0x202E).contains(result.value) && !(0x2066...0x2069).contains(result.value))
            }
        }
    }
}
