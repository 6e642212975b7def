import Foundation
import TextRendering

/// An app the terminal runtime can run: a window of controllers, a status line, its own keys,
/// and time.
///
/// The runtime sizes the window to the terminal less one row, sends every key to `handle(_:)`,
/// calls `advanceTime(to:)` about ten times a second, and draws `screen(size:)` when something
/// changed, until `isFinished`. Time reaches the app only through `advanceTime(to:)` (and the
/// moment it is made at), so that a test or a key script can fix it: the same keys at the same
/// times always give the same screens.
///
/// ```swift
/// final class HelloApp: TerminalApp {
///     let window = Window(rootViewController: HelloViewController(), size: Size(width: 80, height: 23))
///     var statusLine: String { "q quit" }
///     private(set) var isFinished = false
///     func handle(_ key: Key) {
///         if window.send(key) { return }
///         if key == .character("q") { isFinished = true }
///     }
/// }
/// ```
public protocol TerminalApp: AnyObject {
    /// The window the app draws in, all but the last row of the screen.
    var window: Window { get }
    /// The keys and notices shown in the last row.
    var statusLine: String { get }
    /// Whether the app asked to stop (`q`).
    var isFinished: Bool { get }
    /// Handles a key press: usually the window first (a focused text field takes characters),
    /// then the app's own keys.
    func handle(_ key: Key)
    /// Lets time pass until `now`.
    ///
    /// - Returns: Whether the screen may have changed (a clock ticked, a request finished).
    func advanceTime(to now: Date) -> Bool
}

extension TerminalApp {
    /// Nothing changes with time.
    public func advanceTime(to now: Date) -> Bool { false }

    /// The whole screen at `size`: the window in all but the last row, the status line in it.
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - profile: How East Asian Ambiguous characters are measured.
    ///   - statusLine: What the last row shows instead of the app's `statusLine` (a replay
    ///     shows which state it is); made terminal-safe like the app's own.
    public func screen(size: Size, profile: WidthProfile = .standard, statusLine: String? = nil) -> Canvas {
        precondition(size.width >= 0 && size.height >= 0, "a screen size must not be negative, got \(size.width)×\(size.height)")
        var canvas = Canvas(size: size, profile: profile)
        guard size.height > 0 else { return canvas }
        let windowSize = Size(width: size.width, height: size.height - 1)
        if window.size != windowSize { window.size = windowSize }
        if window.widthProfile != profile { window.widthProfile = profile }
        canvas.draw(window.render(), at: .zero)
        let status = (statusLine ?? self.statusLine).terminalSafe.truncated(toWidth: size.width, mode: .tail, in: profile)
        let row = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        canvas.fill(row, style: .inverse)
        canvas.draw(status, at: row.origin, style: .inverse)
        return canvas
    }

    /// Runs `script` against the app, one step at a time, starting the clock at `start`: a
    /// key goes to `handle(_:)`, a wait moves the clock on by a second. Stops early when the
    /// app finishes, and at Ctrl-C (`KeyScript.interrupt`), which the app does not see: a
    /// script ends there as a terminal session does.
    ///
    /// - Parameters:
    ///   - script: The steps.
    ///   - start: The time of the first step.
    ///   - afterEachStep: Called after every step that ran with the step and the time, for
    ///     tests and `--every` (to draw each screen).
    /// - Returns: The time after the last step.
    @discardableResult
    public func run(
        _ script: KeyScript, startingAt start: Date,
        afterEachStep: (KeyScript.Step, Date) -> Void = { _, _ in }
    ) -> Date {
        var now = start
        for step in script.steps {
            if isFinished || step.key == KeyScript.interrupt { break }
            if let key = step.key {
                handle(key)
            } else {
                now += 1
                _ = advanceTime(to: now)
            }
            afterEachStep(step, now)
        }
        return now
    }
}
