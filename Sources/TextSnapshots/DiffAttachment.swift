import Foundation
#if canImport(XCTest)
import XCTest
#endif

#if !canImport(Darwin)
/// A file to attach to a test's failure, where XCTest has no `XCTAttachment` of its own
/// (swift-corelibs-xctest on Linux, Windows and Android): strategies written for
/// swift-snapshot-testing return these from their diffs, and they compile and reach the test
/// here as they do on Apple platforms. Under Swift Testing the data is attached to the failure
/// (`Attachment`); swift-corelibs-xctest cannot attach files, so an XCTest test shows the
/// failure's text only.
///
/// On Apple platforms `XCTAttachment` is XCTest's own class.
public struct XCTAttachment: Sendable {
    /// The attachment's contents.
    public var data: Data
    /// Its type, as a uniform type identifier (`public.plain-text`, `public.patch-file`).
    public var uniformTypeIdentifier: String?
    /// The file name to show, when one was given.
    public var name: String?

    /// An attachment of `data`.
    public init(data: Data) {
        self.data = data
    }

    /// An attachment of `data` of the given type.
    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// An attachment of a string's UTF-8.
    public init(string: String) {
        self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
    }
}
#endif

/// A file that a diff gives a failing assertion, beside the actual output, reference and diff
/// that every failure carries: as data with a name, or (for strategies written for
/// swift-snapshot-testing) as an `XCTAttachment`.
public enum DiffAttachment {
    /// An XCTest attachment: XCTest's own on Apple platforms, the stand-in elsewhere.
    case xcTest(XCTAttachment)
    /// Data, with the file name to show.
    case data(Data, name: String)
}

extension DiffAttachment {
    /// The attachment as data with a name, for Swift Testing; `nil` for an XCTest attachment on
    /// Apple platforms, whose data XCTest does not give back (it is attached to XCTest failures
    /// as it is).
    func snapshotAttachment(index: Int) -> SnapshotAttachment? {
        switch self {
        case .data(let data, let name):
            return SnapshotAttachment(name: name, data: data)
        case .xcTest(let attachment):
            #if canImport(Darwin)
            _ = attachment
            return nil
            #else
            return SnapshotAttachment(name: attachment.name ?? "attachment-\(index + 1)", data: attachment.data)
            #endif
        }
    }
}
