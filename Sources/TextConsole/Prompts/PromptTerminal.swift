import Foundation
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
            if let signals { signals.uninstall() } else { CursorRestoringSignals.restore(nil) }
            throw failure("cannot put the terminal in raw mode", code)
        }
        // Bracketed paste on: a paste comes marked, as text, never as keys.
        console.writeDirectly("\u{1B}[?2004h")
        defer {
            console.writeDirectly("\u{1B}[?2004l\u{1B}[?25h")
            original.apply(to: input, timing: .now)
            if let signals { signals.uninstall() } else { CursorRestoringSignals.restore(nil) }
        }

        var session = PromptSession(prompt)
        if let answer = session.answerWithoutKeys { return answer }
        var screen = Region(console: console)
        var size = currentSize()
        screen.draw(session.draw(width: size.width, height: size.height - 1), width: size.width)
        // Keys typed ahead, after the key that answered the prompt before, come first.
        var (keys, decoder) = TypeAhead.take(for: input)
        var buffer = [UInt8](repeating: 0, count: 4096)
        // How long a paste has been silent: a paste ends at its end marker, or after 2 s of
        // nothing (a lost marker must not swallow the keyboard), never at a pause in between.
        var pasteSilence = 0
        while true {
            if keys.isEmpty {
                // A partial sequence (or a lone Escape) waits 50 ms for its rest; otherwise
                // the loop wakes to notice a resize.
                let timeout: Int32 = decoder.hasPendingInput ? 50 : 200
                switch Platform.waitUntilReadable([input], timeout: timeout) {
                case .interrupted:
                    continue
                case .failed(let code):
                    screen.erase()
                    throw failure("cannot wait for keys", code)
                case .ready(let events):
                    if events[0].isEmpty {
                        if decoder.hasPendingInput {
                            keys = decoder.flush()
                        } else if decoder.isPasting {
                            pasteSilence += Int(timeout)
                            if pasteSilence >= 2_000 { keys = decoder.flush() }
                        }
                    } else {
                        pasteSilence = 0
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
            }
            let pressed = !keys.isEmpty
            while !keys.isEmpty {
                let key = keys.removeFirst()
                guard let ending = session.press(key) else { continue }
                screen.finish(session.finalLine(ending, width: size.width), width: size.width)
                TypeAhead.keep(keys, decoder, for: input)
                switch ending {
                case .answered(let answer): return answer
                case .failed(let error): throw error
                }
            }
            let newSize = currentSize()
            if pressed || newSize != size {
                size = newSize
                screen.draw(session.draw(width: size.width, height: size.height - 1), width: size.width)
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
        /// The row of the region the cursor is on, and its column.
        var cursorRow = 0
        var cursorColumn = 0
        /// The display width of each row drawn, and the width they were drawn at.
        var rowWidths: [Int] = []
        var drawnWidth = 0

        /// Back to the region's first row, and everything below it cleared. A terminal that
        /// got narrower re-wrapped the rows drawn (tmux, VTE and iTerm do): each takes as many
        /// rows as it now needs, and so may the cursor's.
        private func rewind(to width: Int) -> String {
            var rows = cursorRow
            if width < drawnWidth {
                rows = rowWidths.prefix(cursorRow).reduce(0) { $0 + max(1, ($1 + width - 1) / width) } + cursorColumn / width
            }
            return (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\r\u{1B}[J"
        }

        private func text(of canvas: Canvas) -> String {
            let text = console.capabilities.usesEscapes
                ? canvas.ansiText(colors: console.capabilities.colors, hyperlinks: false) : canvas.plainText
            return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        }

        private mutating func remember(_ canvas: Canvas, width: Int) {
            rowWidths = canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map { $0.displayWidth }
            drawnWidth = width
        }

        mutating func draw(_ drawing: PromptDrawing, width: Int) {
            var output = rewind(to: width) + text(of: drawing.canvas)
            let last = max(0, drawing.canvas.height - 1)
            if let cursor = drawing.cursor {
                if last > cursor.y { output += "\u{1B}[\(last - cursor.y)A" }
                output += "\r" + (cursor.x > 0 ? "\u{1B}[\(cursor.x)C" : "") + "\u{1B}[?25h"
                cursorRow = cursor.y
                cursorColumn = cursor.x
            } else {
                output += "\u{1B}[?25l"
                cursorRow = last
                cursorColumn = 0
            }
            remember(drawing.canvas, width: width)
            console.writeDirectly(output)
        }

        mutating func finish(_ lines: Canvas, width: Int) {
            console.writeDirectly(rewind(to: width) + text(of: lines) + "\r\n")
            cursorRow = 0
            cursorColumn = 0
            rowWidths = []
        }

        mutating func erase() {
            console.writeDirectly(rewind(to: drawnWidth))
            cursorRow = 0
            cursorColumn = 0
        }
    }
}

/// Keys read after the key that answered a prompt (typed ahead, or pasted in the same read),
/// and the decoder's state, kept for the next prompt on the same input.
enum TypeAhead {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Int32: (keys: [Key], decoder: KeyDecoder)] = [:]

    static func take(for input: Int32) -> (keys: [Key], decoder: KeyDecoder) {
        lock.withLock { kept.removeValue(forKey: input) } ?? ([], KeyDecoder())
    }

    static func keep(_ keys: [Key], _ decoder: KeyDecoder, for input: Int32) {
        guard !keys.isEmpty || decoder.hasPendingInput || decoder.isPasting else { return }
        lock.withLock { kept[input] = (keys, decoder) }
    }
}
