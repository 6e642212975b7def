import Foundation
import TextRendering
import TextWidgets

/// The styles a console says things in: one replaceable set of semantic styles, used by its
/// one-line messages (`console.success(…)`) and available to anything it prints.
///
/// ```swift
/// Console.standardOutput.theme = Theme(accent: .foreground(.magenta).bold)   // the rest standard
/// console.print("Resolved", style: console.theme.accent)
/// ```
///
/// Colours are downsampled to what the console shows, and dropped under `NO_COLOR` (bold and
/// dim stay), as every style is.
public struct Theme: Sendable, Hashable {
    /// Done, and well: `✔` lines.
    public var success: Style
    /// Done, with something to look at: `⚠` lines.
    public var warning: Style
    /// Failed: `✖` lines.
    public var error: Style
    /// Worth knowing: `•` lines.
    public var info: Style
    /// Asides that matter less than what is around them.
    public var muted: Style
    /// What should stand out: a name, a command.
    public var accent: Style

    /// A theme; what is not given is the standard theme's.
    public init(
        success: Style = .foreground(.green), warning: Style = .foreground(.yellow), error: Style = Style.foreground(.red).bold,
        info: Style = .foreground(.blue), muted: Style = .dim, accent: Style = Style.foreground(.cyan).bold
    ) {
        self.success = success
        self.warning = warning
        self.error = error
        self.info = info
        self.muted = muted
        self.accent = accent
    }

    /// Green success, yellow warnings, bold red errors, blue information, dim asides, bold
    /// cyan accents.
    public static let standard = Theme()
}

extension Console {
    /// `✔ text` in the theme's success style, on its own line.
    public func success(_ text: String) { message("✔", text, style: theme.success) }
    /// `⚠ text` in the theme's warning style.
    public func warning(_ text: String) { message("⚠", text, style: theme.warning) }
    /// `✖ text` in the theme's error style (print errors on `Console.standardError`).
    public func error(_ text: String) { message("✖", text, style: theme.error) }
    /// `• text` in the theme's info style.
    public func info(_ text: String) { message("•", text, style: theme.info) }

    private func message(_ symbol: String, _ text: String, style: Style) {
        print(symbol + " " + text, style: style)
    }
}
