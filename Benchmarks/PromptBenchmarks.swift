import Foundation
import TextConsole
import TextRendering

/// Prompts as a terminal redraws them: a key, the prompt's state, its rows drawn and made
/// terminal text at 200×50.
enum PromptBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("prompt/select-keystroke", { selectKeystroke }),
        ("prompt/typing-10k", { typing }),
        ("prompt/paste-100k", { paste }),
    ] }

    /// A 100,000-character paste into a text prompt, as the terminal delivers it (chunks of
    /// 4,096 bytes), each chunk redrawn.
    static var paste: BenchmarkCase {
        let text = String(repeating: "paste 日本 é ", count: 10_000).prefix(100_000)
        let chunks = stride(from: 0, to: text.count, by: 4_096).map { start in
            String(text.dropFirst(start).prefix(4_096))
        }
        return BenchmarkCase(
            name: "prompt/paste-100k", inputSize: "100,000 chars", work: 100_000, workUnit: "chars",
            body: {
                let prompt = TextPrompt("Notes")
                var state = prompt.makeState()
                var bytes = 0
                for chunk in chunks {
                    _ = prompt.handle(.paste(chunk), state: &state)
                    bytes &+= prompt.draw(state, width: 200, height: 49).canvas.plainText.utf8.count
                }
                return bytes + state.editor.characters.count
            },
            note: { _ in "in 4,096-character reads, each redrawn at 200 columns; linear" })
    }

    /// A key in a 1,000-option select filtered by what was typed (271 options left), and the
    /// redraw.
    static var selectKeystroke: BenchmarkCase {
        let prompt = SelectPrompt("Pick one", options: (1...1_000).map { SelectOption("Option \($0) of the list") })
        var state = prompt.makeState()
        _ = prompt.handle(.character("1"), state: &state)
        var down = true
        return BenchmarkCase(
            name: "prompt/select-keystroke", inputSize: "1,000 options", work: 1, workUnit: "keys",
            body: {
                _ = prompt.handle(down ? .down : .up, state: &state)
                down.toggle()
                let drawing = prompt.draw(state, width: 200, height: 49)
                return drawing.canvas.ansiText(colors: .trueColor, hyperlinks: false).utf8.count
            },
            note: { _ in "filtered to 271, redrawn at 200×50; target ≤ 2 ms" })
    }

    /// `count` characters typed into a text prompt, each key redrawn at 200 columns.
    static func type(_ count: Int) -> Int {
        let prompt = TextPrompt("Notes")
        var state = prompt.makeState()
        var bytes = 0
        let letters: [Character] = ["a", "日", "é", "b", " "]
        for index in 0..<count {
            _ = prompt.handle(.character(letters[index % letters.count]), state: &state)
            bytes &+= prompt.draw(state, width: 200, height: 49).canvas.plainText.utf8.count
        }
        return bytes
    }

    /// 10,000 characters typed; the note times 20,000 too, and the run fails when twice the
    /// input takes more than twice (and a tenth) the time: typing must stay linear.
    static var typing: BenchmarkCase {
        BenchmarkCase(
            name: "prompt/typing-10k", inputSize: "10,000 keys", work: 10_000, workUnit: "keys",
            body: { type(10_000) },
            note: { seconds in
                let runner = BenchmarkRunner()
                let (double, _) = runner.median({ type(20_000) }, runs: 3)
                let ratio = double / seconds
                if ratio > 2.2 { BenchmarkFailures.record("prompt/typing-10k: 20,000 keys take \(String(format: "%.2f", ratio))× 10,000's") }
                return String(format: "20,000 keys: %.2f× the time (linear ≤ 2.2×)", ratio)
            },
            runs: 5)
    }
}

/// Benchmarks whose own check failed: the run exits 1 after printing every row.
enum BenchmarkFailures {
    nonisolated(unsafe) private static var recorded: [String] = []

    static func record(_ failure: String) { recorded.append(failure) }

    /// Says each failure on standard error and exits 1, when there are any.
    static func exitIfAny() {
        guard !recorded.isEmpty else { return }
        for failure in recorded { FileHandleOutput.standardError("viewdata-bench: \(failure)\n") }
        exit(1)
    }
}
