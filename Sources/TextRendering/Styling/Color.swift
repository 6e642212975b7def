/// A terminal colour: one of the 16 standard colours, an index into the 256-colour palette, or
/// a 24-bit RGB colour.
///
/// ```swift
/// Style.plain.foreground(.red).background(.indexed(236))
/// Style.plain.foreground(.rgb(255, 128, 0))
/// ```
public struct Color: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: Hashable {
        case standard(UInt8)  // 0–15
        case indexed(UInt8)
        case rgb(UInt8, UInt8, UInt8)
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    public static let black = Color(.standard(0))
    public static let red = Color(.standard(1))
    public static let green = Color(.standard(2))
    public static let yellow = Color(.standard(3))
    public static let blue = Color(.standard(4))
    public static let magenta = Color(.standard(5))
    public static let cyan = Color(.standard(6))
    public static let white = Color(.standard(7))
    public static let brightBlack = Color(.standard(8))
    public static let brightRed = Color(.standard(9))
    public static let brightGreen = Color(.standard(10))
    public static let brightYellow = Color(.standard(11))
    public static let brightBlue = Color(.standard(12))
    public static let brightMagenta = Color(.standard(13))
    public static let brightCyan = Color(.standard(14))
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
