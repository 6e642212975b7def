import Foundation
import Testing

/// Compares `text` with the reference file `Snapshots/<test file>/<test>.<name>.txt` at the
/// package root. A missing reference is written (and the test passes with a note) unless `CI`
/// is set, where it fails; a mismatch fails, shows the first differing line and keeps the
/// actual text beside the reference as `.new`.
///
/// A stopgap for the tool's own tests until the TextSnapshots module exists.
func expectMatchesReference(
    _ text: String, named name: String, testName: String = #function,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let fileURL = URL(fileURLWithPath: filePath)
    var root = fileURL.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
        let parent = root.deletingLastPathComponent()
        guard parent.path != root.path else {
            Issue.record("no Package.swift above \(filePath)", sourceLocation: sourceLocation)
            return
        }
        root = parent
    }
    let test = testName.prefix { $0 != "(" }
    let directory = root.appendingPathComponent("Snapshots").appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
    let reference = directory.appendingPathComponent("\(test).\(name).txt")
    let pending = reference.appendingPathExtension("new")
    let contents = text.hasSuffix("\n") ? text : text + "\n"
    let environment = ProcessInfo.processInfo.environment
    let onCI = environment["CI"].map { !["", "0", "false"].contains($0.lowercased()) } ?? false
    do {
        guard let existing = try? String(contentsOf: reference, encoding: .utf8) else {
            if onCI {
                Issue.record("no reference '\(reference.path)'; CI never records: run the tests locally and commit it", sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try contents.write(to: reference, atomically: true, encoding: .utf8)
            print("Recorded reference '\(reference.path)'")
            return
        }
        if existing == contents {
            try? FileManager.default.removeItem(at: pending)
            return
        }
        try contents.write(to: pending, atomically: true, encoding: .utf8)
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let new = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let row = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let was = row < old.count ? String(old[row]) : "(no line)"
        let now = row < new.count ? String(new[row]) : "(no line)"
        Issue.record("""
            '\(reference.path)' differs at line \(row + 1):
              reference: \(was.debugDescription)
              actual:    \(now.debugDescription)
            The actual text is in '\(pending.path)'; move it over the reference to accept it.
            """, sourceLocation: sourceLocation)
    } catch {
        Issue.record("cannot write the reference for '\(reference.path)': \(error)", sourceLocation: sourceLocation)
    }
}
