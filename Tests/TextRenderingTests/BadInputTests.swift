import Testing
import TextRendering

@Suite("Bad input")
struct BadInputTests {
    @Test func negativeWidthsTrapWithAMessageNamingTheValue() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = "text".truncated(toWidth: -3)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("truncation width must not be negative, got -3"))
        }
        await #expect(processExitsWith: .failure) { _ = "text".wrapped(toWidth: -1) }
        await #expect(processExitsWith: .failure) { _ = "text".padded(toWidth: -1) }
        await #expect(processExitsWith: .failure) { _ = Canvas(width: -1, height: 2) }
        await #expect(processExitsWith: .failure) { _ = Canvas(width: 2, height: -5) }
        await #expect(processExitsWith: .failure) { _ = Size(width: 1, height: -1) }
    }

    @Test func hugeAndDegenerateInputsWork() {
        let word = String(repeating: "x", count: 1_000_000)
        #expect(word.truncated(toWidth: 10) == "xxxxxxxxx…")
        #expect(word.truncated(toWidth: 10, mode: .head) == "…xxxxxxxxx")
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.draw(word, at: .zero) == 1_000_000)
        #expect(canvas.plainText == "xxxxxxxxxx")

        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(marks.truncated(toWidth: 1) == marks)
        #expect((marks + "b").truncated(toWidth: 1) == "…")
        canvas.draw(marks, at: .zero)
        #expect(canvas[0, 0].character == Character(marks))

        let zwj = "\u{200D}x\u{200D}"
        #expect(zwj.displayWidth == 1)
        #expect(zwj.wrapped(toWidth: 1) == [zwj])
        #expect("\u{FFFD}\u{FFFD}".truncated(toWidth: 1) == "…")
        #expect("".truncated(toWidth: 0) == "")
        #expect("".padded(toWidth: 2) == "  ")
    }
}
