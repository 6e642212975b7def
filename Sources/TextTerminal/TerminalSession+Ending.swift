extension TerminalSession {
    /// Why `run(_:startingAt:width:height:tickInterval:)` returned.
    public struct Ending: Sendable, Hashable, CustomStringConvertible {
        /// The signal that ended the session, if one did (Ctrl-C counts as SIGINT).
        public let signal: Int32?
        /// Whether input ended (the terminal went away).
        public let isEndOfInput: Bool

        /// The app finished (`q`).
        public static let quit = Ending(signal: nil, isEndOfInput: false)
        /// The input ended: the terminal hung up or closed.
        public static let endOfInput = Ending(signal: nil, isEndOfInput: true)
        /// Ctrl-C, or SIGINT, ended the session.
        public static let interrupt = Ending(signal: Signals.interrupt, isEndOfInput: false)
        /// A signal (or Ctrl-C, as SIGINT) ended the session.
        public static func signal(_ number: Int32) -> Ending { Ending(signal: number, isEndOfInput: false) }

        /// The status a process ending this way exits with: 0, or 128 plus the signal number
        /// (what a shell reports for a process a signal killed).
        public var exitStatus: Int32 { signal.map { 128 + $0 } ?? 0 }

        /// Ends the process the way the session ended: for a signal, the process dies of it
        /// (its default action), so that a shell sees the signal — a loop like
        /// `for a in …; do viewdata-demo $a; done` stops at Ctrl-C; otherwise it exits 0.
        public func terminateProcess() -> Never {
            Signals.terminateProcess(signal: signal, status: exitStatus)
        }

        /// `quit`, `end of input` or `signal N`.
        public var description: String {
            if let signal { return "signal \(signal)" }
            return isEndOfInput ? "end of input" : "quit"
        }
    }

    /// The signals that end a session (Ctrl-C counts as SIGINT); `Ending.signal` holds one of
    /// them.
    public static let endingSignals: Set<Int32> = [Signals.interrupt, Signals.terminate, Signals.hangUp, Signals.quit]
}
