import Foundation
import SnapshotStore
import TextDiff
import TextRendering
// `XCTAttachment` in the signatures of strategies written for swift-snapshot-testing: XCTest's
// class on Apple platforms, this module's stand-in elsewhere (DiffAttachment.swift).
#if canImport(XCTest)
import XCTest
#endif

/// How a snapshot format is stored as text and how two values of it are compared.
///
/// A reference file holds `toText(value)` (and one final newline); a test reads it back with
/// `fromText` and asks `diff(reference, actual)` for a description of the differences, `nil`
/// when there are none.
///
/// ```swift
/// let caseInsensitive = Diffing<String>(
///     toText: { $0 }, fromText: { $0 },
///     diff: { reference, actual in
///         reference.lowercased() == actual.lowercased() ? nil : Diffing<String>.lines.diff(reference, actual)
///     })
/// ```
public struct Diffing<Value> {
    /// The text a reference file holds for a value.
    public var toText: (Value) -> String
    /// The value a reference file's text stands for.
    public var fromText: (String) -> Value
    /// The differences between a reference (first) and an actual value (second), and files to
    /// attach to the failure, or `nil`.
    public var diffV2: (Value, Value) -> (String, [DiffAttachment])?

    /// The differences between a reference (first) and an actual value (second), or `nil`.
    ///
    /// swift-snapshot-testing's `diff` gives its attachments too; here they are `diffV2`'s.
    public var diff: (Value, Value) -> String? {
        get {
            let diffV2 = self.diffV2
            return { diffV2($0, $1)?.0 }
        }
        set {
            diffV2 = { newValue($0, $1).map { ($0, []) } }
        }
    }

    /// Creates a diffing from its three closures.
    public init(
        toText: @escaping (Value) -> String, fromText: @escaping (String) -> Value,
        diff: @escaping (_ reference: Value, _ actual: Value) -> String?
    ) {
        self.toText = toText
        self.fromText = fromText
        self.diffV2 = { diff($0, $1).map { ($0, []) } }
    }

    /// Creates a diffing whose diff also gives files to attach to a failure.
    public init(
        toText: @escaping (Value) -> String, fromText: @escaping (String) -> Value,
        diffV2: @escaping (_ reference: Value, _ actual: Value) -> (String, [DiffAttachment])?
    ) {
        self.toText = toText
        self.fromText = fromText
        self.diffV2 = diffV2
    }
}

// swift-snapshot-testing's forms, so that strategies written for it compile: a format stored as
// data. References here are text, so the data must be UTF-8 (the text formats: lines, dumps,
// JSON, source); other bytes are stored as their UTF-8 decoding, with U+FFFD for what is not.
extension Diffing {
    /// A diffing written for swift-snapshot-testing, whose diff gives `XCTAttachment`s.
    public init(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.init(
            toText: { String(decoding: toData($0), as: UTF8.self) }, fromText: { fromData(Data($0.utf8)) },
            diffV2: { reference, actual in diff(reference, actual).map { ($0.0, $0.1.map(DiffAttachment.xcTest)) } })
    }

    /// A diffing written for swift-snapshot-testing 1.18 and later, whose diff gives
    /// `DiffAttachment`s.
    public static func diff(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
    ) -> Diffing {
        Diffing(toText: { String(decoding: toData($0), as: UTF8.self) }, fromText: { fromData(Data($0.utf8)) }, diffV2: diffV2)
    }

    /// The data a reference holds for a value: its text's UTF-8.
    public var toData: (Value) -> Data {
        let toText = self.toText
        return { Data(toText($0).utf8) }
    }

    /// The value a reference's data stands for.
    public var fromData: (Data) -> Value {
        let fromText = self.fromText
        return { fromText(String(decoding: $0, as: UTF8.self)) }
    }
}

extension Diffing where Value == String {
    /// Text compared line by line, differences shown by `LineDiff.rendered`: the sizes of both
    /// texts in lines × columns (display width), the first differing line and column, and a
    /// unified diff with invisible characters made visible and the changed span marked.
    ///
    /// Under `SnapshotTestingConfiguration.Wording.swiftSnapshotTesting` the diff is written as
    /// swift-snapshot-testing writes it (`@@ −1,3 +1,4 @@` hunks).
    ///
    /// Both texts are compared as their reference files hold them, with a final line feed, so
    /// a missing final newline is not reported on every last line; text that does end in a
    /// newline shows it as an extra empty line.
    public static var lines: Diffing<String> {
        Diffing(toText: { $0 }, fromText: { $0 }, diff: { reference, actual in
            guard reference != actual else { return nil }
            if SnapshotTestingConfiguration.Wording.current == .swiftSnapshotTesting {
                return SnapshotTestingWording.lineDiff(reference, actual)
            }
            let options = LineDiff.RenderOptions(
                oldName: "reference", newName: "actual", measure: { $0.displayWidth })
            return LineDiff(from: reference + "\n", to: actual + "\n").rendered(options)
        })
    }
}
