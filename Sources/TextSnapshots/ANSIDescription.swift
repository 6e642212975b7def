/// Escape sequences written as readable tags, for snapshots that check styles.
///
/// Each SGR sequence (`ESC [ … m`) becomes its parameters by name between `⟨` and `⟩`:
///
/// | parameters | tag |
/// |---|---|
/// | `0` | `reset` |
/// | `1`, `2`, `3`, `4`, `5`, `7`, `8`, `9` | `bold`, `dim`, `italic`, `underline`, `blink`, `inverse`, `hidden`, `strikethrough` |
/// | `22`, `23`, `24`, `25`, `27`, `28`, `29` | `-bold/dim`, `-italic`, `-underline`, `-blink`, `-inverse`, `-hidden`, `-strikethrough` |
/// | `30`–`37`, `90`–`97` | `fg red`, `fg bright-red`, … |
/// | `40`–`47`, `100`–`107` | `bg red`, `bg bright-red`, … |
/// | `38;5;n`, `48;5;n` | `fg 208`, `bg 208` |
/// | `38;2;r;g;b`, `48;2;r;g;b` | `fg #ff8800`, `bg #ff8800` |
/// | `39`, `49` | `fg default`, `bg default` |
///
/// ```swift
/// ANSIDescription.readable("\u{1B}[1;36mTitle\u{1B}[0m")  // "⟨bold, fg cyan⟩Title⟨reset⟩"
/// ```
///
/// An OSC 8 hyperlink becomes `⟨link URL⟩` where it opens and `⟨/link⟩` where it closes.
///
/// Any other escape sequence or control character is shown as a picture (`␛[2J`), so the
/// result is safe to print and every byte of the original is accounted for.
public enum ANSIDescription {
    private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// `text` with SGR sequences written as tags and other controls as pictures.
    public static func readable(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[",
               let end = scalars[(index + 2)...].firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }),
               scalars[end] == "m"
            {
                let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                result += "⟨" + names(ofParameters: parameters).joined(separator: ", ") + "⟩"
                index = end + 1
                continue
            }
            if let (url, end) = hyperlink(in: scalars, at: index) {
                result += url.isEmpty ? "⟨/link⟩" : "⟨link " + url + "⟩"
                index = end
                continue
            }
            if scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else if scalar.value < 0x20 {
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result += "␡"
            } else if (0x80...0x9F).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return result
    }

    /// The address of the OSC 8 hyperlink sequence (`ESC ] 8 ; params ; URL ST`, the string
    /// terminator ESC \\ or BEL) at `index`, empty for the one that closes a link, and where
    /// the sequence ends; `nil` when there is none or its address is not printable ASCII.
    private static func hyperlink(in scalars: [Unicode.Scalar], at index: Int) -> (url: String, end: Int)? {
        guard index + 4 < scalars.count, scalars[index] == "\u{1B}", scalars[index + 1] == "]", scalars[index + 2] == "8",
              scalars[index + 3] == ";", let separator = scalars[(index + 4)...].firstIndex(where: { !(0x21...0x3A).contains($0.value) && !(0x3C...0x7E).contains($0.value) }),
              scalars[separator] == ";"
        else { return nil }
        var end = separator + 1
        var url = ""
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == "\u{07}" { return (url, end + 1) }
            if scalar == "\u{1B}" { return end + 1 < scalars.count && scalars[end + 1] == "\\" ? (url, end + 2) : nil }
            guard (0x21...0x7E).contains(scalar.value) else { return nil }
            url.unicodeScalars.append(scalar)
            end += 1
        }
        return nil
    }

    /// The names of an SGR sequence's parameters (`"1;31"` → `["bold", "fg red"]`).
    static func names(ofParameters text: String) -> [String] {
        let numbers = text.isEmpty ? [0] : text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var names: [String] = []
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            index += 1
            switch number {
            case 0: names.append("reset")
            case 1: names.append("bold")
            case 2: names.append("dim")
            case 3: names.append("italic")
            case 4: names.append("underline")
            case 5: names.append("blink")
            case 7: names.append("inverse")
            case 8: names.append("hidden")
            case 9: names.append("strikethrough")
            case 22: names.append("-bold/dim")
            case 23: names.append("-italic")
            case 24: names.append("-underline")
            case 25: names.append("-blink")
            case 27: names.append("-inverse")
            case 28: names.append("-hidden")
            case 29: names.append("-strikethrough")
            case 30...37: names.append("fg " + colorNames[number - 30])
            case 40...47: names.append("bg " + colorNames[number - 40])
            case 90...97: names.append("fg bright-" + colorNames[number - 90])
            case 100...107: names.append("bg bright-" + colorNames[number - 100])
            case 39: names.append("fg default")
            case 49: names.append("bg default")
            case 38, 48:
                let layer = number == 38 ? "fg" : "bg"
                if index + 1 < numbers.count, numbers[index] == 5 {
                    names.append("\(layer) \(numbers[index + 1])")
                    index += 2
                } else if index + 3 < numbers.count, numbers[index] == 2 {
                    let hex = numbers[(index + 1)...(index + 3)].map { component -> String in
                        let digits = String(min(max(component, 0), 255), radix: 16)
                        return digits.count == 1 ? "0" + digits : digits
                    }.joined()
                    names.append("\(layer) #\(hex)")
                    index += 4
                } else {
                    names.append("sgr \(number)")
                }
            default:
                names.append("sgr \(number)")
            }
        }
        return names
    }
}
