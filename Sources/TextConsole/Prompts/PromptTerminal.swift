import TerminalInput
import TextRendering

/// A prompt asked in place on a terminal: raw mode, keys decoded as they come, the prompt's
/// rows redrawn below the cursor, and the terminal put back exactly as it was.
struct PromptTerminal {
    let console: Console
    let input: Int32

    func ask<P: Prompt>(_ prompt: P) throws(PromptError) -> P.Answer {
        let question = prompt.question.terminalSafeLine
        func failure(_ what: String, _ code: Int32) -> PromptError {
            PromptError(code: .terminal, "Cannot ask '\(question)': \(what) (\(SystemCallFailure(errorNumber: code).reason)).")
        }
        let original: TerminalSettings
        do {
            original = try TerminalSettings.read(from: input)
        } catch {
            throw failure("cannot read the terminal's settings", error.errorNumber)
        }
        // Signals (SIGTERM, SIGHUP) put the settings and the cursor back too.
        let signals = CursorRestoringSignals(descriptor: console.outputDescriptor ?? Platform.standardOutput, input: (input, original))
        if let code = original.raw.apply(to: input, timing: .now) {
            signals?.uninstall()
            throw failure("cannot put the terminal in raw mode", code)
        }
        // Bracketed paste on: a paste comes marked, as text, never as keys.
        console.write("\u{1B}[?2004h")
        defer {
            console.write("\u{1B}[?2004l\u{1B}[?25h")
            original.apply(to: input, timing: .now)
            signals?.uninstall()
        }

        var session = PromptSession(prompt)
        var screen = Region(console: console)
        var size = currentSize()
        screen.draw(session.draw(width: size.width, height: size.height - 1))
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // A partial sequence or paste waits 25 ms for its rest; otherwise the loop wakes
            // to notice a resize.
            let waiting = decoder.hasPendingInput || decoder.isPasting
            var keys: [Key] = []
            switch Platform.waitUntilReadable([input], timeout: waiting ? 25 : 200) {
            case .interrupted:
                continue
            case .failed(let code):
                screen.erase()
                throw failure("cannot wait for keys", code)
            case .ready(let events):
                if events[0].isEmpty {
                    if waiting { keys = decoder.flush() }
                } else {
                    switch Platform.read(input, into: &buffer) {
                    case .bytes(let count): keys = decoder.decode(buffer[0..<count])
                    case .retry: continue
                    case .endOfInput:
                        screen.erase()
                        throw PromptError(code: .endOfInput, "Standard input ended before '\(question)' was answered.")
                    case .failed(let code):
                        screen.erase()
                        throw failure("cannot read keys", code)
                    }
                }
            }
            for key in keys {
                guard let ending = session.press(key) else { continue }
                screen.finish(session.finalLine(ending, width: size.width))
                switch ending {
                case .answered(let answer): return answer
                case .failed(let error): throw error
                }
            }
            let newSize = currentSize()
            if !keys.isEmpty || newSize != size {
                size = newSize
                screen.draw(session.draw(width: size.width, height: size.height - 1))
            }
        }
    }

    private func currentSize() -> Size {
        let size = console.outputDescriptor.flatMap(Platform.windowSize(of:)) ?? Size(width: console.width, height: 24)
        return Size(width: max(1, size.width), height: max(2, size.height))
    }

    /// The rows a prompt takes below the cursor, drawn again in place.
    private struct Region {
        let console: Console
        /// The row of the region the cursor is on.
        var cursorRow = 0

        /// Back to the region's first row, and everything below it cleared.
        private func rewind() -> String {
            (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\r\u{1B}[J"
        }

        private func text(of canvas: Canvas) -> String {
            let text = console.capabilities.usesEscapes
                ? canvas.ansiText(colors: console.capabilities.colors, hyperlinks: false) : canvas.plainText
            return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        }

        mutating func draw(_ drawing: PromptDrawing) {
            var output = rewind() + text(of: drawing.canvas)
            let last = max(0, drawing.canvas.height - 1)
            if let cursor = drawing.cursor {
                if last > cursor.y { output += "\u{1B}[\(last - cursor.y)A" }
                output += "\r" + (cursor.x > 0 ? "\u{1B}[\(cursor.x)C" : "") + "\u{1B}[?25h"
                cursorRow = cursor.y
            } else {
                output += "\u{1B}[?25l"
                cursorRow = last
            }
            console.write(output)
        }

        mutating func finish(_ line: Canvas) {
            console.write(rewind() + text(of: line) + "\r\n")
            cursorRow = 0
        }

        mutating func erase() {
            console.write(rewind())
            cursorRow = 0
        }
    }
}
