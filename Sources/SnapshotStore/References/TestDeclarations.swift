import Foundation
import ViewDataSupport

/// How often each function name is declared in a test file, so that two tests of the same name
/// in one file (in two suites or two XCTest classes) get references of their own, whichever
/// runs first.
///
/// The scan skips comments (nested block comments too) and string literals, and counts the
/// names that follow the `func` keyword. A file that cannot be read counts nothing: its tests
/// keep the plain names, and two that collide fail as before.
package enum TestDeclarations {
    private static let counts = Locked<[String: [String: Int]]>([:])

    /// Whether `function` (a name without arguments, `testTitle`) is declared more than once
    /// in the file at `filePath`. Each file is read once per process.
    package static func isDeclaredMoreThanOnce(_ function: String, inFile filePath: String) -> Bool {
        if let known = counts.withLock({ $0[filePath] }) { return (known[function] ?? 0) > 1 }
        let text = (try? String(contentsOfFile: filePath, encoding: .utf8)) ?? ""
        let found = functionNameCounts(in: text)
        counts.withLock { $0[filePath] = found }
        return (found[function] ?? 0) > 1
    }

    /// The names declared with `func` in Swift source, with how often each is declared.
    package static func functionNameCounts(in source: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var previousWord = ""
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if scalars[index] == "/", peek(1) == "*" { depth += 1; index += 2 }
                    else if scalars[index] == "*", peek(1) == "/" { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < scalars.count
            } else if scalar == "\"" || (scalar == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                index = endOfStringLiteral(scalars, from: index)
            } else if scalar == "`" || isIdentifier(scalar) {
                var word = String.UnicodeScalarView()
                let quoted = scalar == "`"
                if quoted { index += 1 }
                while index < scalars.count, quoted ? scalars[index] != "`" : isIdentifier(scalars[index]) {
                    word.append(scalars[index])
                    index += 1
                }
                if quoted { index += 1 }
                let name = String(word)
                if previousWord == "func" { counts[name, default: 0] += 1 }
                previousWord = name
                continue
            } else {
                if !scalar.properties.isWhitespace { previousWord = "" }
                index += 1
            }
        }
        return counts
    }

    /// The index after the `)` that closes the interpolation whose `(` is at `start`.
    private static func endOfInterpolation(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "(": depth += 1; index += 1
            case ")":
                depth -= 1
                index += 1
                if depth == 0 { return index }
            case "\"", "#": index = max(endOfStringLiteral(scalars, from: index), index + 1)
            default: index += 1
            }
        }
        return index
    }

    /// The index after the string literal that starts at `start` (`"…"`, `"""…"""`, `#"…"#`).
    private static func endOfStringLiteral(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < scalars.count, scalars[index] == "#" { hashes += 1; index += 1 }
        guard index < scalars.count, scalars[index] == "\"" else { return index }
        let isMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        let quotes = isMultiline ? 3 : 1
        index += quotes
        while index < scalars.count {
            if scalars[index] == "\\" {
                var escape = index + 1
                var escapeHashes = 0
                while escape < scalars.count, scalars[escape] == "#", escapeHashes < hashes { escapeHashes += 1; escape += 1 }
                if escapeHashes == hashes {
                    if escape < scalars.count, scalars[escape] == "(" {
                        index = endOfInterpolation(scalars, from: escape)
                    } else {
                        index = escape + 1
                    }
                    continue
                }
            }
            if !isMultiline && scalars[index] == "\n" { return index }
            var closing = index
            var count = 0
            while closing < scalars.count, scalars[closing] == "\"", count < quotes { count += 1; closing += 1 }
            if count == quotes {
                var closingHashes = 0
                while closing < scalars.count, scalars[closing] == "#", closingHashes < hashes { closingHashes += 1; closing += 1 }
                if closingHashes == hashes { return closing }
            }
            index += 1
        }
        return index
    }
}
