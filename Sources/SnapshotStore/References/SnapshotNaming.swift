/// How tests, test files and snapshot names become file and folder names: swift-snapshot-testing's
/// rules, so that a suite recorded with it finds its references here under the same names.
///
/// A test's name (`#function`) and a snapshot's `named:` are sanitised as swift-snapshot-testing
/// 1.19.7 sanitises them: every run of characters that are not word characters (letters, marks,
/// decimal digits, connector punctuation such as `_`, ZWJ and ZWNJ) becomes one `-`, and then
/// one leading and one trailing `-` go. So `testFoo()` is `testFoo`, `shippingTotals(option:)` is
/// `shippingTotals-option`, and `named: "minimum not met"` is `minimum-not-met`. No such name
/// can hold a path separator, a dot, a control or a bidirectional-control character, so none can
/// leave its folder or hide a file.
///
/// Two rules go beyond swift-snapshot-testing's, for names it could not write: a test name
/// that sanitises to nothing is `_` (its file would be hidden), and a file name longer than the
/// 255 bytes file systems allow is cut at a character boundary, its parts ending in `~` and
/// eight hexadecimal digits of a hash of the whole name, so that long names that differ stay
/// different.
///
/// A test file's folder is its file name without `.swift`, as swift-snapshot-testing names it,
/// with only what no path component may hold replaced by `_`.
package enum SnapshotNaming {
    /// The longest file name written, in UTF-8 bytes: what Linux, macOS and Windows file systems
    /// allow in one component.
    package static let maximumFileNameLength = 255

    /// The longest extension kept, in UTF-8 bytes.
    static let maximumExtensionLength = 16

    /// The test's name as a file name, as swift-snapshot-testing makes it from `#function`:
    /// `testFoo()` becomes `testFoo`, `render(width:)` becomes `render-width`.
    package static func testName(from function: String) -> String {
        let name = sanitized(function)
        return name.isEmpty ? "_" : name
    }

    /// The folder for a test file's references: its file name without `.swift`, with path
    /// separators, controls and a leading dot replaced (`safeComponent`).
    package static func folderName(forTestFile filePath: String) -> String {
        let fileName = filePath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? filePath
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return safeComponent(stem, limit: maximumFileNameLength)
    }

    /// The reference's file name: `<test>.<identifier>.<extension>`, at most
    /// `maximumFileNameLength` bytes.
    ///
    /// - Parameters:
    ///   - test: The test's name, from `testName(from:)`.
    ///   - identifier: The snapshot's counter (`1`, `2`, …) or its `named:`; sanitised here.
    ///   - pathExtension: The extension without a dot (`txt`); made safe here.
    package static func fileName(test: String, identifier: String, pathExtension: String) -> String {
        let ext = safeComponent(pathExtension.isEmpty ? "txt" : pathExtension, limit: maximumExtensionLength)
        var test = test
        var identifier = sanitized(identifier)
        let room = maximumFileNameLength - ext.utf8.count - 2
        if test.utf8.count + identifier.utf8.count > room {
            // The longer part gives way first; each keeps at least half of the room.
            let half = room / 2
            if identifier.utf8.count > half {
                identifier = cut(identifier, toBytes: max(half, room - test.utf8.count))
            }
            if test.utf8.count + identifier.utf8.count > room {
                test = cut(test, toBytes: room - identifier.utf8.count)
            }
        }
        return "\(test).\(identifier).\(ext)"
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: every run of non-word characters becomes
    /// `-`, then one leading and one trailing `-` are dropped. Word characters are those of
    /// ICU's `\w`, which its regular expression uses: alphabetic, marks, decimal digits,
    /// connector punctuation, ZWNJ and ZWJ.
    package static func sanitized(_ text: String) -> String {
        var result = replacingRuns(in: text, keeping: isWordCharacter, with: "-")
        if result.first == "-" { result.removeFirst() }
        if result.last == "-" { result.removeLast() }
        return String(result)
    }

    /// The file name an earlier version of this package gave the snapshot, before it took
    /// swift-snapshot-testing's rules (a test was its function's name up to `(`; runs of
    /// characters other than letters, digits, marks and `-_.+=,@()[]~` became `_`), or `nil` when
    /// it is the same as `fileName`'s: where a reference recorded then is found, to be renamed.
    package static func earlierFileName(function: String, identifier: String, pathExtension: String) -> String? {
        let earlierTest = earlierSanitized(String(function.prefix { $0 != "(" }))
        let ext = safeComponent(pathExtension.isEmpty ? "txt" : pathExtension, limit: maximumExtensionLength)
        let earlier = "\(earlierTest).\(earlierSanitized(identifier)).\(ext)"
        guard earlier.utf8.count <= maximumFileNameLength,
              earlier != fileName(test: testName(from: function), identifier: identifier, pathExtension: pathExtension)
        else { return nil }
        return earlier
    }

    private static func earlierSanitized(_ text: String) -> String {
        var name = String(replacingRuns(in: text, keeping: isAllowedEarlier, with: "_"))
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "_" }
        // Names over 100 bytes were cut, ending in `~` and a hash of the text they came from.
        guard name.utf8.count > 100 else { return name }
        let suffix = "~" + hexadecimalHash(of: text)
        var cut = ""
        for character in name {
            if cut.utf8.count + character.utf8.count + suffix.utf8.count > 100 { break }
            cut.append(character)
        }
        return cut + suffix
    }

    /// `text` with every run of scalars that `keeping` refuses made one `replacement`.
    private static func replacingRuns(
        in text: String, keeping: (Unicode.Scalar) -> Bool, with replacement: Unicode.Scalar
    ) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        var inRun = false
        for scalar in text.unicodeScalars {
            if keeping(scalar) {
                result.append(scalar)
                inRun = false
            } else if !inRun {
                result.append(replacement)
                inRun = true
            }
        }
        return result
    }

    /// `text` as one path component that is safe to write: `/`, `\`, NUL, C0 and C1 controls,
    /// DEL and bidirectional controls become `_`, a leading dot becomes `_`, an empty name is
    /// `_`, and a name over `limit` bytes is cut (`cut(_:toBytes:)`).
    static func safeComponent(_ text: String, limit: Int) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let unsafe = scalar == "/" || scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.isBidiControl
            result.append(unsafe ? "_" : scalar)
        }
        var name = String(result)
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "_" }
        return name.utf8.count > limit ? cut(name, toBytes: limit) : name
    }

    /// `name` cut at a character boundary to at most `limit` bytes, ending in `~` and eight
    /// hexadecimal digits of a hash of the whole name.
    static func cut(_ name: String, toBytes limit: Int) -> String {
        precondition(limit >= 12, "a name limit must leave room for the hash suffix, got \(limit)")
        let suffix = "~" + hexadecimalHash(of: name)
        var cut = ""
        for character in name {
            if cut.utf8.count + character.utf8.count + suffix.utf8.count > limit { break }
            cut.append(character)
        }
        return cut + suffix
    }

    /// ICU's `\w`.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": return true
        case _ where scalar.value < 0x80: return false
        case "\u{200C}", "\u{200D}": return true
        default:
            let properties = scalar.properties
            if properties.isAlphabetic { return true }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
            default: return false
            }
        }
    }

    /// The characters names kept before swift-snapshot-testing's rules were adopted.
    private static func isAllowedEarlier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+", "=", ",", "@", "(", ")", "[", "]", "~":
            return true
        case _ where scalar.value < 0x80:
            return false
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }

    /// 32 bits of FNV-1a over the UTF-8, as eight hexadecimal digits.
    private static func hexadecimalHash(of text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
