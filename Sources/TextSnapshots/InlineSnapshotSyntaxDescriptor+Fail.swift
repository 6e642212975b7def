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
        var closureLine = line
        if let data = FileManager.default.contents(atPath: "\(filePath)") {
            let source = SwiftSourceText(Array(data))
            if let call = try? InlineCall.find(site(line: line, column: column), in: source, file: "\(filePath)"),
               case .existing(let open, _) = call.closure {
                closureLine = UInt(source.line(of: source.tokens[open].start))
            }
        }
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: closureLine, column: column)
        SnapshotReporter.report(SnapshotOutcome(failure: message()), at: location)
    }
}
