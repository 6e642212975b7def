import Foundation
import InlineSnapshots
import SwiftLexing

extension InlineSnapshotSyntaxDescriptor {
    /// Fails the running test at the snapshot closure this descriptor names, for helpers that
    /// check something of their own before (or instead of) the snapshot.
    ///
    /// The closure is found in the test file with the same lexer that writes inline snapshots;
    /// when it cannot be found (no closure yet, or the file changed), the failure is reported at
    /// `line` instead.
    ///
    /// - Parameters:
    ///   - message: What failed.
    ///   - fileID: The helper's caller's file ID.
    ///   - filePath: The helper's caller's file path.
    ///   - line: The line where the helper's call starts.
    ///   - column: The column where the helper's call starts.
    public func fail(_ message: @autoclosure () -> String = "", fileID: StaticString, file filePath: StaticString, line: UInt, column: UInt) {
        let closureLine = closureLine(file: filePath, line: line, column: column) ?? line
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: closureLine, column: column)
        SnapshotReporter.report(SnapshotOutcome(failure: message()), at: location)
    }

    /// The line of the snapshot closure's `{` in the call at `line` and `column`, or `nil` when
    /// the file cannot be read or the call has no such closure.
    func closureLine(file filePath: StaticString, line: UInt, column: UInt) -> UInt? {
        guard let data = FileManager.default.contents(atPath: "\(filePath)") else { return nil }
        let source = SwiftSourceText(Array(data))
        guard let call = try? InlineCall.find(site(line: line, column: column), in: source, file: "\(filePath)"),
              case .existing(let open, _) = call.closure
        else { return nil }
        return UInt(source.line(of: source.tokens[open].start))
    }
}
