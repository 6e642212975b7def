/// The characters of a box border.
///
/// ```
/// .ascii    +-+   .single  ┌─┐   .rounded ╭─╮   .double  ╔═╗   .heavy   ┏━┓
///           | |            │ │            │ │            ║ ║            ┃ ┃
///           +-+            └─┘            ╰─╯            ╚═╝            ┗━┛
/// ```
///
/// Box-drawing characters are East Asian Ambiguous: in a `WidthProfile` where those are wide,
/// `Canvas.drawBorder` draws `.ascii` instead so that borders still line up. So it does for a
/// custom border with a character that is not one printable cell (see `resolved(for:)`).
public struct BorderStyle: Sendable, Hashable {
    /// The top-left corner.
    public var topLeft: Character
    /// The top edge.
    public var top: Character
    /// The top-right corner.
    public var topRight: Character
    /// The left edge.
    public var left: Character
    /// The right edge.
    public var right: Character
    /// The bottom-left corner.
    public var bottomLeft: Character
    /// The bottom edge.
    public var bottom: Character
    /// The bottom-right corner.
    public var bottomRight: Character
    /// Joints for dividers and tables: `├`, `┤`, `┬`, `┴`, `┼`.
    public var leftTee: Character
    /// Where a horizontal divider meets the right edge: `┤`.
    public var rightTee: Character
    /// Where a vertical divider meets the top edge: `┬`.
    public var topTee: Character
    /// Where a vertical divider meets the bottom edge: `┴`.
    public var bottomTee: Character
    /// Where two dividers cross: `┼`.
    public var cross: Character

    /// Creates a border from its characters, given as a string of 13 characters in the order
    /// top-left, top, top-right, left, right, bottom-left, bottom, bottom-right, left tee, right
    /// tee, top tee, bottom tee, cross.
    public init(_ characters: String) {
        let parts = Array(characters)
        precondition(parts.count == 13, "a border needs 13 characters, got \(parts.count) in '\(characters)'")
        topLeft = parts[0]
        top = parts[1]
        topRight = parts[2]
        left = parts[3]
        right = parts[4]
        bottomLeft = parts[5]
        bottom = parts[6]
        bottomRight = parts[7]
        leftTee = parts[8]
        rightTee = parts[9]
        topTee = parts[10]
        bottomTee = parts[11]
        cross = parts[12]
    }

    /// Plus signs, hyphens and vertical bars: lines up in every terminal and profile.
    public static let ascii = BorderStyle("+-+||+-+++++" + "+")
    /// Thin box-drawing lines with square corners.
    public static let single = BorderStyle("┌─┐││└─┘├┤┬┴┼")
    /// Thin box-drawing lines with rounded corners.
    public static let rounded = BorderStyle("╭─╮││╰─╯├┤┬┴┼")
    /// Double box-drawing lines.
    public static let double = BorderStyle("╔═╗║║╚═╝╠╣╦╩╬")
    /// Heavy (thick) box-drawing lines.
    public static let heavy = BorderStyle("┏━┓┃┃┗━┛┣┫┳┻╋")

    /// This style, or `.ascii` when one of its characters would not take exactly one cell in
    /// `profile`: box-drawing characters where East Asian Ambiguous ones are wide, or a
    /// custom border's wide, zero-width or unprintable character.
    public func resolved(for profile: WidthProfile) -> BorderStyle {
        let all = [topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight, leftTee, rightTee, topTee, bottomTee, cross]
        let fits = all.allSatisfy { character in
            let text = String(character)
            return text.terminalSafeLine == text && text.displayWidth(in: profile) == 1
        }
        return fits ? self : .ascii
    }
}
