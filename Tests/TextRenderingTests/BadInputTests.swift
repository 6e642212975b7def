import Testing
import TextRendering

@Suite("Bad input")
struct BadInputTests {
    @Test func negativeWidthsTrapWithAMessageNamingTheValue() async {
        // Exit tests cannot capture context, so each trap is spelled out.
        expectMessage("truncation width must not be negative, got -3", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = "text".truncated(toWidth: -3) })
        expectMessage("wrapping width must not be negative, got -1", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = "text".wrapped(toWidth: -1) })
        expectMessage("padding width must not be negative, got -2", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = "text".padded(toWidth: -2) })
        expectMessage("Canvas width must not be negative, got -1", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = Canvas(width: -1, height: 2) })
        expectMessage("Canvas height must not be negative, got -5", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = Canvas(width: 2, height: -5) })
        expectMessage("Size height must not be negative, got -1", in: await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]) { _ = Size(width: 1, height: -1) })
    }

    /// Expects the trap's standard error to contain `message`.
    private func expectMessage(
        _ message: String, in result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let result else { return }
        let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(errors.contains(message), "standard error: \(errors)", sourceLocation: sourceLocation)
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

    /// Drawing far outside the canvas (at the ends of `Int`, or with a clip of huge size) draws
    /// nothing and traps on no overflow; what overlaps the canvas still draws.
    @Test func drawingFarOutsideTheCanvasDrawsNothing() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("ab", at: Point(x: 1, y: 1))
        let before = canvas
        let far = [Int.min, Int.min + 1, -1_000_000_000_000, 1_000_000_000_000, Int.max - 1, Int.max]
        for x in far {
            for y in far + [0] {
                #expect(canvas.draw("中文 text", at: Point(x: x, y: y)) == (x > Int.max - 9 ? Int.max : x + 9))
                canvas.draw(Canvas(width: 3, height: 3), at: Point(x: x, y: y))
                canvas.fill(Rect(x: x, y: y, width: 5, height: 5), with: "#")
                canvas.restyle(Rect(x: x, y: y, width: 5, height: 5)) { _ in .bold }
                if x > 0 || y > 0 { canvas.restyle(Rect(x: x, y: y, width: Int.max, height: Int.max)) { _ in .bold } }
            }
        }
        #expect(canvas == before)
        let huge = Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
        #expect(huge.maxX == -1 && huge.intersection(canvas.bounds).isEmpty)
        let wide = Rect(x: 2, y: 0, width: Int.max, height: Int.max)
        #expect(wide.maxX == Int.max && wide.intersection(canvas.bounds) == Rect(x: 2, y: 0, width: 4, height: 2))
        canvas.draw("xyz", at: Point(x: 0, y: 0), clip: wide)
        canvas.fill(Rect(x: 4, y: 1, width: Int.max, height: Int.max), with: "-")
        #expect(canvas.plainText == "  z\n ab --")
    }
}
