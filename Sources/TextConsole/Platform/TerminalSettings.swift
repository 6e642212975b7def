#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's settings (`termios`), read and applied whole.
package struct TerminalSettings: Equatable, @unchecked Sendable {
    // @unchecked: `termios` is plain data (flags, speeds and a fixed array of control
    // characters) with no pointers; Glibc and Darwin do not mark it Sendable.
    package var value: termios

    package init(_ value: termios) {
        self.value = value
    }

    /// The settings of the terminal `descriptor` refers to.
    ///
    /// - Throws: The `errno` of `tcgetattr` (`ENOTTY` for a descriptor that is not a terminal).
    package static func read(from descriptor: Int32) throws(SystemCallFailure) -> TerminalSettings {
        var value = termios()
        guard tcgetattr(descriptor, &value) == 0 else { throw SystemCallFailure(errorNumber: errno) }
        return TerminalSettings(value)
    }

    /// When new settings take effect.
    package enum Timing {
        /// At once.
        case now
        /// After the output is written, discarding input not yet read (`TCSAFLUSH`).
        case afterOutputDiscardingInput
    }

    /// Applies these settings to `descriptor`; the error number when that fails.
    @discardableResult
    package func apply(to descriptor: Int32, timing: Timing) -> Int32? {
        var value = value
        let action = timing == .now ? TCSANOW : TCSAFLUSH
        return tcsetattr(descriptor, action, &value) == 0 ? nil : errno
    }

    /// Raw mode: bytes as they are typed, no echo, no signals from keys, no translation of
    /// Return, eight-bit characters; a read returns as soon as one byte is there.
    package var raw: TerminalSettings {
        var raw = value
        // The flags are `tcflag_t`: `UInt32` on Linux, `UInt` on Darwin.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return TerminalSettings(raw)
    }

    /// Keys as they are typed, without echo, but with the terminal's other settings
    /// (signals from Ctrl-C stay on).
    package var unbufferedWithoutEcho: TerminalSettings {
        var settings = value
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        return TerminalSettings(settings)
    }

    /// Lines as typed (the terminal's line editing kept), without echo: for a secret answered
    /// a line at a time.
    package var linesWithoutEcho: TerminalSettings {
        var settings = value
        settings.c_lflag &= ~tcflag_t(ECHO)
        return TerminalSettings(settings)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        withUnsafeBytes(of: lhs.value) { left in
            withUnsafeBytes(of: rhs.value) { right in left.elementsEqual(right) }
        }
    }
}

extension Platform {
    /// Reads one byte from the terminal `descriptor` as soon as it is typed, without echo;
    /// `nil` at the end of input. A descriptor that is not a terminal is read as it is.
    package static func readByteWithoutEcho(from descriptor: Int32) -> UInt8? {
        let original = try? TerminalSettings.read(from: descriptor)
        original?.unbufferedWithoutEcho.apply(to: descriptor, timing: .now)
        defer { original?.apply(to: descriptor, timing: .now) }
        var byte = [UInt8](repeating: 0, count: 1)
        while true {
            switch read(descriptor, into: &byte) {
            case .bytes: return byte[0]
            case .retry where lastErrorNumber == EINTR: continue
            case .retry, .endOfInput, .failed: return nil
            }
        }
    }
}

/// A system call that failed, with its `errno`.
package struct SystemCallFailure: Error, Sendable, Hashable {
    package var errorNumber: Int32

    package init(errorNumber: Int32) {
        self.errorNumber = errorNumber
    }

    /// `strerror`'s text for it.
    package var reason: String { String(cString: strerror(errorNumber)) }
}
