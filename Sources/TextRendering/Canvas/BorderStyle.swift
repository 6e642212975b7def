/// The characters of a box border.
///
/// ```
/// .ascii    +-+   .single  ┌─┐   .rounded ╭─╮   .double  ╔═╗   .heavy   ┏━┓
///           | |            │ │            │ │            ║ ║            ┃ ┃
///           +-+            └─┘            ╰─╯            ╚═╝            ┗━┛
/// ```
///
/// Box-drawing characters are East Asian Ambiguous: in a `WidthProfile` where those are wide,
/// `Canvas.drawBorder` draws `.ascii` instead so that borders still line up.
public struct BorderStyle: Sendable, Hashable {
    public var topLeft: Character
    public var top: Character
    public var topRight: Character
    public var left: Character
    public var right: Character
    public var bottomLeft: Character
    public var bottom: Character
    public var bottomRight: Character
    /// Joints for dividers and tables: `├`, `┤`, `┬`, `┴`, `┼`.
    public var leftTee: Character
    public var rightTee: Character
    public var topTee: Character
    public var bottomTee: Character
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

    public static let ascii = BorderStyle("+-+||+-+++++" + "+")
    public static let single = BorderStyle("┌─┐││└─┘├┤┬┴┼")
    public static let rounded = BorderStyle("╭─╮││╰─╯├┤┬┴┼")
    public static let double = BorderStyle("╔═╗║║╚═╝╠╣╦╩╬")
    public static let heavy = BorderStyle("┏━┓┃┃┗━┛┣┫┳┻╋")

    /// This style, or `.ascii` when `profile` draws box-drawing characters two cells wide.
    public func resolved(for profile: WidthProfile) -> BorderStyle {
        guard profile.hasWideAmbiguousCharacters else { return self }
        let all = [topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight, leftTee, rightTee, topTee, bottomTee, cross]
        let fits = all.allSatisfy { $0.displayWidth(in: profile) == 1 }
        return fits ? self : .ascii
    }
}
