import TestSupport
@testable import TextDiff

/// Applies an edit script to the old lines.
func applyEdits(_ diff: LineDiff) -> String {
    var result = ""
    for edit in diff.edits {
        switch edit.kind {
        case .equal, .delete:
            if edit.kind == .equal {
                for index in edit.oldRange { result += diff.oldLines[index] }
            }
        case .insert:
            for index in edit.newRange { result += diff.newLines[index] }
        }
    }
    return result
}

/// An error applying a unified diff, naming the line of the diff.
struct PatchError: Error, CustomStringConvertible {
    var description: String
}

/// Applies unified diff text to `old`, as `patch` would (exact context, no fuzz).
func applyUnified(_ patch: String, to old: String) throws -> String {
    let oldLines = LineDiff.lines(of: old)
    // Split on LF bytes: "\r\n" is one Character, so a Character split would miss it.
    let patchLines = LineDiff.lines(of: patch).map { String(LineDiff.content(of: $0)) }
    guard !patchLines.isEmpty else { return old }
    guard patchLines.count >= 2, patchLines[0].hasPrefix("--- "), patchLines[1].hasPrefix("+++ ") else {
        throw PatchError(description: "missing --- / +++ header")
    }
    var result: [String] = []
    var oldIndex = 0
    var lineNumber = 2
    while lineNumber < patchLines.count {
        let header = patchLines[lineNumber]
        guard header.hasPrefix("@@ -"), header.hasSuffix(" @@") else {
            throw PatchError(description: "line \(lineNumber + 1): expected a hunk header, got \(header.debugDescription)")
        }
        let fields = header.dropFirst(4).dropLast(3).split(separator: " ")
        let oldField = fields[0].split(separator: ",")
        var oldStart = Int(oldField[0])!
        let oldCount = oldField.count > 1 ? Int(oldField[1])! : 1
        if oldCount > 0 { oldStart -= 1 }
        guard oldStart >= oldIndex else { throw PatchError(description: "line \(lineNumber + 1): hunks overlap") }
        for index in oldIndex..<oldStart { result.append(String(oldLines[index])) }
        oldIndex = oldStart
        lineNumber += 1
        while lineNumber < patchLines.count, !patchLines[lineNumber].hasPrefix("@@") {
            let line = patchLines[lineNumber]
            let missingNewline = lineNumber + 1 < patchLines.count && patchLines[lineNumber + 1] == "\\ No newline at end of file"
            let text = String(line.dropFirst()) + (missingNewline ? "" : "\n")
            switch line.first {
            case " ", "-":
                guard oldIndex < oldLines.count, oldLines[oldIndex].utf8.elementsEqual(text.utf8) else {
                    throw PatchError(description: "line \(lineNumber + 1): context or deletion does not match the old text")
                }
                if line.first == " " { result.append(text) }
                oldIndex += 1
            case "+":
                result.append(text)
            default:
                throw PatchError(description: "line \(lineNumber + 1): unexpected \(line.debugDescription)")
            }
            lineNumber += missingNewline ? 2 : 1
        }
    }
    for index in oldIndex..<oldLines.count { result.append(String(oldLines[index])) }
    return result.joined()
}

/// The length of a longest common subsequence, by dynamic programming (comparing bytes).
func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
    var previous = Array(repeating: 0, count: b.count + 1)
    var current = previous
    for i in 1...max(1, a.count) where i <= a.count {
        for j in 1...max(1, b.count) where j <= b.count {
            current[j] = a[i - 1].utf8.elementsEqual(b[j - 1].utf8)
                ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// A random text of lines from a small alphabet, so that repeats are common.
func randomLines(using generator: inout SeededGenerator, alphabet: [String], maxLines: Int) -> String {
    let count = Int.random(in: 0...maxLines, using: &generator)
    var text = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined(separator: "\n")
    if count > 0, Bool.random(using: &generator) { text += "\n" }
    return text
}
