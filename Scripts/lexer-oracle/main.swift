// The compiler's reading of Swift files, for checking ViewDataKit's lexer against it: the
// byte ranges of string literals, regex literals and comments as the compiler's own parser
// (swift-syntax, shipped with the toolchain in lib/swift/host) finds them.
//
// Built by the lexer-oracle test (Tests/InlineSnapshotsTests/LexerOracleTests.swift) with
// swiftc, never part of the package:
//
//     swiftc -I $HOST -L $HOST -lSwiftParser -lSwiftSyntax main.swift -o lexer-oracle
//
// Usage: lexer-oracle FILE...   For each file: `file PATH`, then `errors` if the parser found
// syntax errors, then one line per range, `string|regex|comment START END` (UTF-8 offsets),
// outermost only: nothing inside a string literal is listed.
import Foundation
import SwiftParser
import SwiftSyntax

final class Literals: SyntaxVisitor {
    var ranges: [(kind: String, start: Int, end: Int)] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges.append(("string", node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
        return .skipChildren
    }

    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges.append(("string", node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
        return .skipChildren
    }

    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        ranges.append(("regex", node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset))
        return .skipChildren
    }
}

var output = ""
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("lexer-oracle: cannot read \(path)\n".utf8))
        exit(1)
    }
    let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
    let literals = Literals(viewMode: SyntaxTreeViewMode.sourceAccurate)
    literals.walk(tree)
    var ranges = literals.ranges
    for token in tree.tokens(viewMode: SyntaxTreeViewMode.sourceAccurate) {
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                ranges.append(("comment", offset, offset + piece.sourceLength.utf8Length))
            default: break
            }
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                ranges.append(("comment", offset, offset + piece.sourceLength.utf8Length))
            default: break
            }
            offset += piece.sourceLength.utf8Length
        }
    }
    // Outermost only: comments inside an interpolation belong to their string.
    let strings = ranges.filter { $0.kind == "string" || $0.kind == "regex" }
    ranges.removeAll { range in
        range.kind == "comment" && strings.contains { $0.start <= range.start && range.end <= $0.end }
    }
    ranges.sort { ($0.start, $0.end) < ($1.start, $1.end) }
    output += "file \(path)\n"
    if tree.hasError { output += "errors\n" }
    for range in ranges { output += "\(range.kind) \(range.start) \(range.end)\n" }
}
FileHandle.standardOutput.write(Data(output.utf8))
