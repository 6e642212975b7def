/// How tests, test files and snapshot names become file and folder names.
///
/// Every name is made safe to be one path component: path separators, `..`, NUL, control and
/// bidirectional-control characters, and characters that some file systems reject become `_`;
/// a leading dot becomes `_` (no hidden files, no `.` or `..`); and a name longer than its limit
/// is cut at a character boundary and ends in `~` and eight hexadecimal digits of a hash of the
/// whole name, so that long names that differ stay different. The result is never empty.
package enum SnapshotNaming {
    /// The longest component written for a test or file name, in UTF-8 bytes.
    package static let maximumComponentLength = 100

    /// The test's name as a file name: `testFoo()` becomes `testFoo`, `render(width:)` becomes
    /// `render`, and the result is sanitised.
    package static func testName(from function: String) -> String {
        let name = function.prefix { $0 != "(" }
        return sanitized(String(name.isEmpty ? Substring(function) : name))
    }

    /// The folder for a test file's references: its file name without extension, sanitised.
    package static func folderName(forTestFile filePath: String) -> String {
        let fileName = filePath.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? filePath
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return sanitized(stem)
    }

    /// The reference's file name: `<test>.<identifier>.<extension>`.
    ///
    /// - Parameters:
    ///   - test: The test's name, from `testName(from:)`.
    ///   - identifier: The snapshot's counter (`1`, `2`, …) or its name; sanitised here.
    ///   - pathExtension: The extension without a dot (`txt`); sanitised here.
    package static func fileName(test: String, identifier: String, pathExtension: String) -> String {
        let ext = sanitized(pathExtension.isEmpty ? "txt" : pathExtension, limit: 16)
        return "\(test).\(sanitized(identifier)).\(ext)"
    }

    /// `text` made safe as one path component, at most `limit` UTF-8 bytes long.
    package static func sanitized(_ text: String, limit: Int = maximumComponentLength) -> String {
        precondition(limit >= 12, "a name limit must leave room for the hash suffix, got \(limit)")
        var result = String.UnicodeScalarView()
        var lastWasReplacement = false
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                result.append("_")
                lastWasReplacement = true
            }
        }
        var name = String(result)
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.isEmpty { name = "_" }
        guard name.utf8.count > limit else { return name }

        let suffix = "~" + hexadecimalHash(of: text)
        var cut = ""
        for character in name {
            if cut.utf8.count + character.utf8.count + suffix.utf8.count > limit { break }
            cut.append(character)
        }
        return cut + suffix
    }

    /// Letters, digits, marks and a few punctuation characters that read well in file names.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+", "=", ",", "@", "(", ")", "[", "]", "~":
            return true
        case _ where scalar.value < 0x80:
            return false
        default:
            let properties = scalar.properties
            switch properties.generalCategory {
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
