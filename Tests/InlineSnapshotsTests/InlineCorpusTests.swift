import Foundation
@testable import InlineSnapshots
import SwiftLexing
import TestSupport
import Testing

/// The corpus: test files in the shapes real suites have, each with `// snapshot: "…"`
/// comments above the calls to fill (`// snapshot(label: l, offset: n, column: c,
/// deprecated: d): "…"` where the call needs more), and the file each must become.
@Suite("Inline snapshot corpus")
struct InlineCorpusTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var input: [UInt8]
        var expected: [UInt8]?
        var expectedPath: URL
        var description: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var cases: [Case] {
        let bundle = Bundle.module.url(forResource: "Corpus", withExtension: nil) ?? folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let base = String(name.dropLast(".swift".count))
            let input = Array(FileManager.default.contents(atPath: bundle.appendingPathComponent(name).path) ?? Data())
            let expected = FileManager.default.contents(atPath: bundle.appendingPathComponent(base + ".expected").path).map(Array.init)
            return Case(name: base, input: input, expected: expected, expectedPath: folder.appendingPathComponent(base + ".expected"))
        }
    }

    /// The replacements the comments ask for.
    static func replacements(in input: [UInt8]) throws -> [InlineRewriter.Replacement] {
        let source = SwiftSourceText(input)
        var result: [InlineRewriter.Replacement] = []
        for (index, token) in source.tokens.enumerated() where token.kind == .lineComment {
            let comment = source.text(of: token)
            guard comment.hasPrefix("// snapshot") else { continue }
            var options: [String: String] = [:]
            var rest = comment.dropFirst("// snapshot".count)
            if rest.first == "(" {
                let close = try #require(rest.firstIndex(of: ")"))
                for pair in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
                    let parts = pair.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                    options[parts[0]] = parts[1]
                }
                rest = rest[rest.index(after: close)...]
            }
            let literal = try #require(rest.hasPrefix(": ") ? rest.dropFirst(2) : nil, "a snapshot comment: \(comment)")
            let text = try #require(StringLiteral.decode(Array(literal.utf8)[...]), "the literal of \(comment)")
            // The call is the first token after the comment (and after other snapshot
            // comments for the same call) that is not whitespace; `column` moves within its line.
            let next = try #require(source.tokens[(index + 1)...].first { candidate in
                candidate.kind != .whitespace && candidate.kind != .newline
                    && !(candidate.kind == .lineComment && source.text(of: candidate).hasPrefix("// snapshot"))
            })
            let line = source.line(of: next.start)
            let column = Int(options["column"] ?? "") ?? (next.start - source.lineStarts[line - 1] + 1)
            result.append(InlineRewriter.Replacement(
                site: InlineSite(
                    line: line, column: column, trailingClosureLabel: options["label"] ?? "matches",
                    deprecatedTrailingClosureLabels: options["deprecated"].map { [$0] } ?? [],
                    trailingClosureOffset: Int(options["offset"] ?? "") ?? 0),
                text: text))
        }
        return result
    }

    /// Every file of the corpus folder is a case or a case's expected output: an `.expected`
    /// left behind by a renamed or deleted case, or a file of another kind, would never be
    /// compared (`rewrite` runs over the `.swift` files only).
    @Test("Every expected file belongs to a case, and every case has one")
    func noOrphans() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let inputs = Set(names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) })
        let expected = Set(names.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) })
        #expect(expected.subtracting(inputs).sorted() == [], "expected files without a case")
        #expect(inputs.subtracting(expected).sorted() == [], "cases without an expected file")
        #expect(names.filter { !$0.hasSuffix(".swift") && !$0.hasSuffix(".expected") }.sorted() == [], "files of another kind")
        #expect(Set(Self.cases.map(\.name)) == inputs, "the cases are not the folder's .swift files")
    }

    @Test("Each file is rewritten into its expected file", arguments: cases)
    func rewrite(_ corpusCase: Case) throws {
        let replacements = try Self.replacements(in: corpusCase.input)
        #expect(!replacements.isEmpty)
        let output = try InlineRewriter.rewrite(SwiftSourceText(corpusCase.input), replacements, file: corpusCase.name)
        if ProcessInfo.processInfo.environment["INLINE_CORPUS_RECORD"] != nil {
            try Data(output).write(to: corpusCase.expectedPath)
        }
        let expected = try #require(corpusCase.expected, "no \(corpusCase.name).expected; run with INLINE_CORPUS_RECORD=1 and review it")
        #expect(String(decoding: output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        // The result has no string or comment without an end.
        #expect(!SwiftLexer.tokens(in: output).contains { $0.kind == .unterminated })
    }

    @Test("Random texts written at random calls of the corpus change nothing outside the closure",
          arguments: [0x1B_ADB0_0B as UInt64])
    func randomEdits(defaultSeed: UInt64) throws {
        let seed = propertyTestSeed(default: defaultSeed)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", " ", "\t", "\n", "\r", "\"", "\"\"\"", "\\", "#", "\\(", "\"#", "}", "{", "//", "/*", "*/", "👩‍🔬", "\u{1B}", "\u{202E}"]
        let cases = Self.cases
        for iteration in 0..<500 {
            let corpusCase = cases.randomElement(using: &generator)!
            let source = SwiftSourceText(corpusCase.input)
            // One snapshot alone: not a helper's closure that needs another added before it.
            let replacements = try Self.replacements(in: corpusCase.input).filter { replacement in
                guard case .missing(_, _, let position) = try InlineCall.find(replacement.site, in: source, file: corpusCase.name).closure
                else { return true }
                return position == 0
            }
            var replacement = replacements.randomElement(using: &generator)!
            replacement.text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let call = try InlineCall.find(replacement.site, in: source, file: corpusCase.name)
            let output = try InlineRewriter.rewrite(source, [replacement], file: corpusCase.name)
            let (start, end): (Int, Int) = switch call.closure {
            case .existing(let open, let close): (source.tokens[open].start, source.tokens[close].end)
            case .missing(let after, _, _): (source.tokens[after].end, source.tokens[after].end)
            case .inserted(let before, _): (source.tokens[before].start, source.tokens[before].start)
            }
            let context = "seed \(seed), iteration \(iteration), \(corpusCase.name), text \(replacement.text.debugDescription)"
            #expect(Array(output.prefix(start)) == Array(corpusCase.input.prefix(start)), "\(context): bytes before the closure")
            let after = corpusCase.input.count - end
            #expect(Array(output.suffix(after)) == Array(corpusCase.input.suffix(after)), "\(context): bytes after the closure")
            let middle = Array(output[start..<(output.count - after)])
            let literals = SwiftLexer.tokens(in: middle).filter { if case .string = $0.kind { true } else { false } }
            #expect(literals.count == 1, "\(context): one literal")
            #expect(literals.first.flatMap { StringLiteral.decode(middle[$0.range]) } == replacement.text, "\(context): the literal's text")
            if literals.count != 1 { return }
        }
    }
}
