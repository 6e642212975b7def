import Foundation
import InlineSnapshots
import SwiftLexing
import ViewDataSupport

/// How often each function name is declared in a test file, so that two tests of the same name
/// in one file (in two suites or two XCTest classes) get references of their own, whichever
/// runs first.
///
/// The scan counts the names that follow the `func` keyword, outside comments and literals. A file that cannot be read counts nothing: its tests
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

    /// The names declared with `func` in Swift source, with how often each is declared, read
    /// with the package's one Swift lexer (comments, nested block comments, string and regex
    /// literals of every kind are tokens of their own, never names).
    package static func functionNameCounts(in source: String) -> [String: Int] {
        let bytes = Array(source.utf8)
        var counts: [String: Int] = [:]
        var afterFunc = false
        for token in SwiftLexer.tokens(in: bytes) where !token.isTrivia {
            guard token.kind == .identifier else {
                afterFunc = false
                continue
            }
            var name = bytes[token.start..<token.end]
            let isQuoted = name.first == UInt8(ascii: "`")
            if isQuoted { name = name.dropFirst().dropLast() }
            let text = String(decoding: name, as: UTF8.self)
            if afterFunc { counts[text, default: 0] += 1 }
            afterFunc = !isQuoted && text == "func"
        }
        return counts
    }
}
