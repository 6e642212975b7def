import Foundation
@testable import InlineSnapshots
import SwiftLexing
import Testing

// The oracle is a program built with swiftc and run as a child process: `Process` exists on
// macOS and Linux only.
#if os(macOS) || os(Linux)
/// The lexer held to the compiler: the string literals, regex literals and comments it finds
/// in real files are those the compiler's own parser finds, byte for byte.
///
/// The oracle is `Scripts/lexer-oracle/main.swift`, built here with the toolchain's `swiftc`
/// against the swift-syntax libraries the toolchain ships (`lib/swift/host`), never a package
/// dependency. The files: the fixtures of real-world constructs (`LexerCases/`), the inline
/// corpus, this package's own sources and tests, and the folders `LEXER_ORACLE_CORPUS` lists
/// (colon-separated; `Scripts/lexer-oracle.sh` gives it the peer packages' sources). Files
/// the parser finds syntax errors in are left out: what the compiler rejects, it does not
/// define.
@Suite("The lexer agrees with the compiler's parser")
struct LexerOracleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the toolchain's swift-syntax libraries, when there is one.
    static let hostLibraries: URL? = {
        let environment = ProcessInfo.processInfo.environment
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host")
            return FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) ? host : nil
        }
        return nil
    }()

    /// One range the compiler or the lexer found: `string`, `regex` or `comment`.
    struct Range: Hashable, CustomStringConvertible {
        var kind: String
        var start: Int
        var end: Int
        var description: String { "\(kind) \(start)..<\(end)" }
    }

    /// Builds the oracle (once per version of its source) and returns its path.
    static func buildOracle(host: URL) throws -> URL {
        let source = packageRoot.appendingPathComponent("Scripts/lexer-oracle/main.swift")
        let bytes = try Data(contentsOf: source)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-lexer-oracle-\(String(hash, radix: 16))")
        let binary = folder.appendingPathComponent("lexer-oracle")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent("lexer-oracle.\(ProcessInfo.processInfo.processIdentifier)")
        let output = try run("/usr/bin/env", [
            "swiftc", "-I", host.path, "-L", host.path, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host.path,
            source.path, "-o", partial.path,
        ])
        guard FileManager.default.isExecutableFile(atPath: partial.path) else {
            throw OracleError(message: "swiftc could not build the lexer oracle:\n\(output)")
        }
        // rename(2): another process building it at once replaces it with the same program.
        guard rename(partial.path, binary.path) == 0 else { throw OracleError(message: "Could not rename \(partial.path): errno \(errno)") }
        return binary
    }

    struct OracleError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The Swift files to compare.
    static func files() -> [String] {
        var folders = [
            packageRoot.appendingPathComponent("Tests/InlineSnapshotsTests/LexerCases").path,
            packageRoot.appendingPathComponent("Tests/InlineSnapshotsTests/Corpus").path,
            packageRoot.appendingPathComponent("Sources").path,
            packageRoot.appendingPathComponent("Tests").path,
        ]
        folders += (ProcessInfo.processInfo.environment["LEXER_ORACLE_CORPUS"] ?? "").split(separator: ":").map(String.init)
        var files: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let path as String in enumerator where path.hasSuffix(".swift") {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                    files.append(folder + "/" + path)
                }
            }
        }
        return Array(Set(files)).sorted()
    }

    /// The lexer's ranges in `bytes`, and whether it found anything without an end.
    static func lexerRanges(_ bytes: [UInt8]) -> (ranges: [Range], unterminated: Bool) {
        var ranges: [Range] = []
        var unterminated = false
        for token in SwiftLexer.tokens(in: bytes) {
            switch token.kind {
            case .string: ranges.append(Range(kind: "string", start: token.start, end: token.end))
            case .regex: ranges.append(Range(kind: "regex", start: token.start, end: token.end))
            case .lineComment, .blockComment: ranges.append(Range(kind: "comment", start: token.start, end: token.end))
            case .unterminated: unterminated = true
            default: break
            }
        }
        return (ranges, unterminated)
    }

    @Test("Strings, regex literals and comments: the same ranges as the compiler's parser", .enabled(if: hostLibraries != nil))
    func agreesWithCompiler() throws {
        let oracle = try Self.buildOracle(host: try #require(Self.hostLibraries))
        let files = Self.files()
        #expect(files.count > 100, "the package's own files are reachable")
        var compared = 0
        var skipped: [String] = []
        var ranges = 0
        // In batches, so that a command line never grows too long.
        for start in stride(from: 0, to: files.count, by: 200) {
            let batch = Array(files[start..<min(start + 200, files.count)])
            let output = try Self.run(oracle.path, batch)
            var expected: [String: (errors: Bool, ranges: [Range])] = [:]
            var current: String?
            for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
                let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
                if line.hasPrefix("file ") {
                    let file = String(line.dropFirst("file ".count))
                    current = file
                    expected[file] = (false, [])
                } else if fields[0] == "errors", let file = current {
                    expected[file]?.errors = true
                } else if fields.count == 3, let file = current, let start = Int(fields[1]), let end = Int(fields[2]) {
                    expected[file]?.ranges.append(Range(kind: fields[0], start: start, end: end))
                } else {
                    Issue.record("The oracle wrote '\(line)'")
                }
            }
            for file in batch {
                let oracleView = try #require(expected[file], "the oracle did not read \(file): \(output.suffix(300))")
                if oracleView.errors {
                    skipped.append(file)
                    continue
                }
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
                let ours = Self.lexerRanges(bytes)
                compared += 1
                ranges += oracleView.ranges.count
                #expect(!ours.unterminated, "\(file): the lexer found something without an end")
                if ours.ranges != oracleView.ranges {
                    let difference = zip(ours.ranges, oracleView.ranges).first { $0 != $1 }
                        .map { "lexer \($0.0) ≠ compiler \($0.1)" } ?? "lexer \(ours.ranges.count) ranges, compiler \(oracleView.ranges.count)"
                    let at = difference.isEmpty ? 0 : (zip(ours.ranges, oracleView.ranges).first { $0 != $1 }?.1.start ?? 0)
                    let context = String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 60)], as: UTF8.self)
                    Issue.record("\(file): \(difference), near: \(context.debugDescription)")
                }
            }
        }
        // The fixtures of constructs are all read without errors: they are what this test is for.
        #expect(!skipped.contains { $0.contains("/LexerCases/") }, "\(skipped)")
        print("lexer-oracle: \(compared) files agree on \(ranges) ranges; \(skipped.count) files with syntax errors left out")
    }
}
#endif
