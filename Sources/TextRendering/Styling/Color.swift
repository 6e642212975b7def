/// A terminal colour: one of the 16 standard colours, an index into the 256-colour palette, or
/// a 24-bit RGB colour.
///
/// ```swift
/// Style.plain.foreground(.red).background(.indexed(236))
/// Style.plain.foreground(.rgb(255, 128, 0))
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Hashable {
        case standard(UInt8)  // 0–15
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Standard colour 0, black (SGR 30 as foreground, 40 as background).
    public static let black = Color(.standard(0))
    /// Standard colour 1, red (SGR 31 as foreground, 41 as background).
    public static let red = Color(.standard(1))
    /// Standard colour 2, green (SGR 32 as foreground, 42 as background).
    public static let green = Color(.standard(2))
    /// Standard colour 3, yellow (SGR 33 as foreground, 43 as background).
    public static let yellow = Color(.standard(3))
    /// Standard colour 4, blue (SGR 34 as foreground, 44 as background).
    public static let blue = Color(.standard(4))
    /// Standard colour 5, magenta (SGR 35 as foreground, 45 as background).
    public static let magenta = Color(.standard(5))
    /// Standard colour 6, cyan (SGR 36 as foreground, 46 as background).
    public static let cyan = Color(.standard(6))
    /// Standard colour 7, white (SGR 37 as foreground, 47 as background).
    public static let white = Color(.standard(7))
    /// Standard colour 8, bright black (SGR 90 as foreground, 100 as background).
    public static let brightBlack = Color(.standard(8))
    /// Standard colour 9, bright red (SGR 91 as foreground, 101 as background).
    public static let brightRed = Color(.standard(9))
    /// Standard colour 10, bright green (SGR 92 as foreground, 102 as background).
    public static let brightGreen = Color(.standard(10))
    /// Standard colour 11, bright yellow (SGR 93 as foreground, 103 as background).
    public static let brightYellow = Color(.standard(11))
    /// Standard colour 12, bright blue (SGR 94 as foreground, 104 as background).
    public static let brightBlue = Color(.standard(12))
    /// Standard colour 13, bright magenta (SGR 95 as foreground, 105 as background).
    public static let brightMagenta = Color(.standard(13))
    /// Standard colour 14, bright cyan (SGR 96 as foreground, 106 as background).
    public static let brightCyan = Color(.standard(14))
    /// Standard colour 15, bright white (SGR 97 as foreground, 107 as background).
    public static let brightWhite = Color(.standard(15))

    /// A colour of the 256-colour palette (0–15 standard, 16–231 a 6×6×6 cube, 232–255 greys).
    public static func indexed(_ index: UInt8) -> Color {
        Color(.indexed(index))
    }

    /// A 24-bit colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(.rgb(red, green, blue))
    }

    /// The SGR parameters that select this colour as foreground or background (ECMA-48 and its
    /// de-facto extensions 38;5 and 38;2).
    func sgrParameters(background: Bool) -> String {
        switch storage {
        case .standard(let index):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        case .indexed(let index):
            return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let red, let green, let blue):
            return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        }
    }

    /// The colour's name, index or RGB components.
    public var description: String {
        switch storage {
        case .standard(let index):
            let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            return index < 8 ? names[Int(index)] : "bright" + names[Int(index) - 8].capitalizedFirst
        case .indexed(let index):
            return "indexed(\(index))"
        case .rgb(let red, let green, let blue):
            return "rgb(\(red), \(green), \(blue))"
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
