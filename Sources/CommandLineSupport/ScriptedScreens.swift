import Foundation
import TextRendering
import TextTerminal
import TextUI

/// What `--keys` prints for any full-screen app (`demo`, `log inspect`): the app is driven by
/// a key script without a terminal, and its last screen (or every one, with `--every`) is
/// written as the app's own text rendering gives it, so that a terminal running the same keys
/// can be compared with it cell for cell (`Scripts/tmux-screen-check.py`).
package struct ScriptedScreens {
    package var size: Size
    package var profile: WidthProfile
    package var every: Bool
    /// `nil`: as the terminal takes styles.
    package var color: Bool?
    /// Sizes the screen takes after the keys, in order (`--resize`): a session redraws at each.
    package var resizes: [Size] = []

    package init(size: Size, profile: WidthProfile, every: Bool, color: Bool?, resizes: [Size] = []) {
        self.size = size
        self.profile = profile
        self.every = every
        self.color = color
        self.resizes = resizes
    }

    /// Parses `--resize`'s `WIDTHxHEIGHT`.
    ///
    /// - Throws: `UsageError` naming the value when it is not two numbers in range.
    package static func size(parsing text: String) throws -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (20...1000).contains(width), (5...500).contains(height)
        else { throw UsageError("--resize must be WIDTHxHEIGHT, 20 to 1000 columns by 5 to 500 rows, got '\(text)'") }
        return Size(width: width, height: height)
    }

    /// Runs `script` on `app` from `start` and writes the screens; the exit status: 130 when
    /// the script ends in a Ctrl-C the app did not finish before, as a session ends.
    ///
    /// The screen is drawn before the first key and after every step, printed or not, as a
    /// terminal session draws it while a person types: what an app does with a key may depend
    /// on its last layout (how many rows a list shows decides how far it scrolls), and a view
    /// may keep what it worked out while drawing (the log inspector's list follows its
    /// selection as it draws). Laying out alone was not enough: tmux showed the difference.
    package func run(_ script: KeyScript, on app: any TerminalApp, startingAt start: Date, terminal: Terminal) -> Int32 {
        func show(_ canvas: Canvas) -> String { terminal.text(of: canvas, color: color) + "\n" }
        var screen = app.screen(size: size, profile: profile)
        if every { terminal.write("── start ──\n" + show(screen)) }
        let steps = script.steps.count
        var index = 0
        app.run(script, startingAt: start) { step, _ in
            index += 1
            screen = app.screen(size: size, profile: profile)
            if every {
                terminal.write("── \(index)/\(steps): \(step.description.terminalSafeLine) ──\n" + show(screen))
            }
        }
        for (index, size) in resizes.enumerated() {
            screen = app.screen(size: size, profile: profile)
            if every { terminal.write("── resized \(index + 1)/\(resizes.count): \(size.width)x\(size.height) ──\n" + show(screen)) }
        }
        if !every { terminal.write(show(screen)) }
        if !app.isFinished, script.containsInterrupt { return TerminalSession.Ending.interrupt.exitStatus }
        return 0
    }
}

/// Reads `--keys` or `--key-file`: the script, `nil` when neither was given.
///
/// - Throws: `ToolError` when the file cannot be read, `KeyScriptError` when the script is not one.
package func loadKeyScript(keys: String?, keyFile: String?, terminal: Terminal) throws -> KeyScript? {
    if let keys { return try KeyScript(keys) }
    guard let keyFile else { return nil }
    let url = terminal.url(for: keyFile)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
        throw ToolError("'\(keyFile)' is a folder, not a key file")
    }
    let text: String
    do {
        text = try String(contentsOf: url, encoding: .utf8)
    } catch {
        throw ToolError("cannot read key file '\(keyFile)': \(error.localizedDescription)")
    }
    return try KeyScript(fileContents: text)
}
