import Foundation
import Testing
import TestSupport
@testable import StateFlow
@testable import StateFlowLog

@Suite("JSON values, coding and merge patches")
struct JSONTests {
    @Test func controlsThatSteerATerminalAreWrittenEscaped() throws {
        // A one-byte CSI (U+009B), other C1 controls, bidi overrides and isolates: escaped, so
        // that a state printed by `viewdata log show` cannot steer the terminal; the value is
        // the same when read back. Other non-ASCII text is written as it is.
        let value = JSONValue.string("a\u{9B}2J\u{85}b\u{202E}c\u{2066}d\u{2069}é中\u{200B}")
        #expect(value.jsonText == #""a\u009b2J\u0085b\u202ec\u2066d\u2069é中\#u{200B}""#)
        #expect(try JSONValue(parsing: value.jsonText) == value)
        #expect(try JSONValue(parsing: value.prettyJSONText) == value)
    }

    @Test func parsingAndWritingRoundTrip() throws {
        let text = #"{"b":[1,-2.5,1e+300,true,false,null],"a":"q\"u\\o\/te \u00e9 \ud83d\ude00 \n","c":{}}"#
        let value = try JSONValue(parsing: text)
        #expect(value["a"]?.stringValue == "q\"u\\o/te é 😀 \n")
        #expect(value.jsonText == #"{"a":"q\"u\\o/te é 😀 \n","b":[1,-2.5,1e+300,true,false,null],"c":{}}"#)
        #expect(try JSONValue(parsing: value.jsonText) == value)
        #expect(try JSONValue(parsing: " [ ] ") == .array([]))
        #expect(JSONValue.string("\u{1}\u{7F}").jsonText == #""\u0001\u007f""#)
    }

    /// Escapes alternating with text, raw multi-byte text between them, escapes at both ends;
    /// invalid UTF-8 anywhere in an escaped string is refused. (Parsing such a string was
    /// quadratic; `json/escapes` times 12.5 million alternations.)
    @Test func escapesAlternatingWithTextParseExactly() throws {
        let pieces = [#"\n"#, "ab", #"\u00e9"#, "中", #"\ud83d\ude00"#, #"\""#, "é", #"\t"#, " ", #"\\"#]
        var generator = SeededGenerator(seed: propertyTestSeed(default: 7))
        for _ in 0..<200 {
            let chosen = (0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            let expected = chosen.map { piece in
                switch piece {
                case #"\n"#: "\n"
                case #"\u00e9"#: "é"
                case #"\ud83d\ude00"#: "😀"
                case #"\""#: "\""
                case #"\t"#: "\t"
                case #"\\"#: "\\"
                default: piece
                }
            }.joined()
            #expect(try JSONValue(parsing: "\"" + chosen.joined() + "\"") == .string(expected), "\(chosen)")
        }
        let long = String(repeating: #"\nab"#, count: 100_000)
        #expect(try JSONValue(parsing: "\"\(long)\"").stringValue?.utf8.count == 300_000)
        var invalid = Array(#""a\nb"#.utf8) + [0xC3] + Array(#"\u0041""#.utf8)
        #expect(throws: JSONParseError.self) { try invalid.withUnsafeBufferPointer { try JSONValue(parsing: $0) } }
        invalid = Array(#""\n"#.utf8) + [0xFF, 0x22]
        #expect(throws: JSONParseError.self) { try invalid.withUnsafeBufferPointer { try JSONValue(parsing: $0) } }
    }

    @Test("Bad JSON names the byte and what was expected, with a code", arguments: [
        (#"{"a":1,}"#, JSONParseError.Code.syntax, "expected a key in quotes at byte 7"),
        (#"[1 2]"#, .syntax, "expected ',' or ']' at byte 3"),
        (#"{"a":tru}"#, .syntax, "expected 'true' at byte 5"),
        (#"[tr"#, .unexpectedEnd, "expected 'true' at byte 1"),
        (#""abc"#, .unexpectedEnd, "unterminated string at byte 4"),
        (#"[1,"#, .unexpectedEnd, "expected a value, found the end at byte 3"),
        (#"01x"#, .trailingText, "unexpected text after the JSON value at byte 1"),
        (#""\ud800""#, .invalidString, "lone high surrogate at byte 7"),
        ("\"a\u{1}\"", .invalidString, "control character in a string at byte 2"),
        ("", .unexpectedEnd, "expected a value, found the end at byte 0"),
    ])
    func parseErrors(text: String, code: JSONParseError.Code, message: String) {
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
        #expect(error?.code == code)
        #expect(error.map { "\($0)" } == message)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
        #expect(error?.code == .tooDeep)
    }

    enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case square(Int)
        case none
    }

    struct Everything: Codable, Equatable {
        var int = -7
        var big: Int64 = .max
        var small: UInt8 = 255
        var double = 0.1
        var bool = true
        var text = "héllo"
        var optional: String?
        var list = [1, 2, 3]
        var dictionary = ["b": 2, "a": 1]
        var intKeys = [3: "three"]
        var shapes: [Shape] = [.circle(radius: 1.5), .square(2), .none]
        var date = Date(timeIntervalSinceReferenceDate: 123.5)
        var id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        var records: PersistentArray<Int> = [4, 5, 6]
    }

    @Test func encoderAndDecoderRoundTrip() throws {
        let value = Everything()
        let json = try JSONValueEncoder().encode(value)
        #expect(json["big"] == .number("9223372036854775807"))
        #expect(json["double"] == .number("0.1"))
        #expect(json["optional"] == nil)
        #expect(json["records"] == .array([.number("4"), .number("5"), .number("6")]))
        #expect(try JSONValueDecoder().decode(Everything.self, from: json) == value)
        // The same as Foundation's JSON, read back.
        let foundation = try JSONValue(parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
        #expect(try JSONValueDecoder().decode(Everything.self, from: foundation) == value)
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Double.nan]) }
    }

    @Test func decodingErrorsNameTheField() throws {
        var json = try JSONValueEncoder().encode(Everything())
        guard case .object(var members) = json else { return }
        members["list"] = .array([.number("1"), .string("two")])
        json = .object(members)
        do {
            _ = try JSONValueDecoder().decode(Everything.self, from: json)
            Issue.record("decoded a string as an Int")
        } catch let error as DecodingError {
            #expect(error.fieldPath == "list[1]")
        }
        members["list"] = nil
        do {
            _ = try JSONValueDecoder().decode(Everything.self, from: .object(members))
        } catch let error as DecodingError {
            #expect(error.fieldPath == "list")
            #expect(error.reason == "missing field 'list'")
        }
    }

    /// The examples of RFC 7396, Appendix A.
    @Test("RFC 7396 examples", arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"a":1,"e":null}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ])
    func rfcExamples(target: String, patch: String, result: String) throws {
        #expect(MergePatch.apply(try JSONValue(parsing: patch), to: try JSONValue(parsing: target)) == (try JSONValue(parsing: result)))
    }

    @Test func differencesApplyBack() throws {
        let seed = propertyTestSeed(default: 7_396)
        var generator = SeededGenerator(seed: seed)
        func random(depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 2 ? 3 : 5), using: &generator) {
            case 0: return .number(String(Int.random(in: 0...3, using: &generator)))
            case 1: return .string(["x", "y"].randomElement(using: &generator)!)
            case 2: return .bool(Bool.random(using: &generator))
            case 3: return .array((0..<Int.random(in: 0...2, using: &generator)).map { _ in random(depth: depth + 1) })
            default:
                var members: [String: JSONValue] = [:]
                for key in ["a", "b", "c"] where Bool.random(using: &generator) { members[key] = random(depth: depth + 1) }
                return .object(members)
            }
        }
        for round in 0..<2_000 {
            let old = random(depth: 0)
            let new = random(depth: 0)
            let patch = MergePatch.difference(from: old, to: new)
            #expect((patch == nil) == (old == new), "seed \(seed) round \(round)")
            if let patch {
                #expect(MergePatch.apply(patch, to: old) == new, "seed \(seed) round \(round): \(old.jsonText) → \(new.jsonText) by \(patch.jsonText)")
            }
        }
    }
}
