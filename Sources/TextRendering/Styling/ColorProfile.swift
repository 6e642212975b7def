/// How many colours a terminal shows, from none to 24-bit: what styles are downsampled to when
/// they are written (`Canvas.ansiText(colors:hyperlinks:)`), so that one style sheet looks
/// right everywhere.
///
/// Profiles are ordered: `.none < .ansi16 < .ansi256 < .trueColor`.
public enum ColorProfile: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// No colour; bold, dim, underline and the other attributes still show.
    case none
    /// The 16 standard colours (SGR 30–37, 90–97).
    case ansi16
    /// The 256-colour palette (SGR 38;5).
    case ansi256
    /// 24-bit colour (SGR 38;2).
    case trueColor

    public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `none`, `16 colours`, `256 colours`, `24-bit colour`.
    public var description: String {
        switch self {
        case .none: "no colour"
        case .ansi16: "16 colours"
        case .ansi256: "256 colours"
        case .trueColor: "24-bit colour"
        }
    }
}
