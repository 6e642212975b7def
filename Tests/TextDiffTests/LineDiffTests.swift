import TestSupport
import Foundation
import Testing
@testable import TextDiff

@Suite("Line diff")
struct LineDiffTests {
    @Test func equalTextsHaveNoDifference() {
        let diff = LineDiff(from: "a\nb\n", to: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.insertions == 0 && diff.deletions == 0)
        #expect(diff.unified() == "")
        #expect(diff.rendered() == "")
        #expect(diff.hunks().isEmpty)
    }

    @Test func oneChangedLineAmongRepeatsIsOneDeletionAndOneInsertion() {
        // Twelve blank lines with one changed: the case a naive recursion reports as 6 + 6.
        var old = Array(repeating: "", count: 12)
        var new = old
        new[5] = "changed"
        old[0] = ""
        let diff = LineDiff(from: old.joined(separator: "\n") + "\n", to: new.joined(separator: "\n") + "\n")
        #expect(diff.deletions == 1)
        #expect(diff.insertions == 1)
    }

    @Test func unifiedText() {
        let old = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n"
        let new = "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven\n"
        #expect(LineDiff(from: old, to: new).unified(context: 2, oldName: "old.txt", newName: "new.txt") == """
            --- old.txt
            +++ new.txt
            @@ -1,5 +1,5 @@
             one
             two
            -three
            +THREE
             four
             five
            @@ -9,2 +9,3 @@
             nine
             ten
            +eleven

            """)
    }

    @Test func emptySides() {
        #expect(LineDiff(from: "", to: "a\nb\n").unified() == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(LineDiff(from: "a\n", to: "").unified() == "--- a\n+++ b\n@@ -1 +0,0 @@\n-a\n")
        #expect(LineDiff(from: "", to: "").isEmpty)
    }

    @Test func finalNewlineChangesAreShown() {
        let added = LineDiff(from: "a\nb", to: "a\nb\n")
        #expect(added.deletions == 1 && added.insertions == 1)
        #expect(added.unified() == """
            --- a
            +++ b
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
        let bothMissing = LineDiff(from: "x\nend", to: "y\nend")
        #expect(bothMissing.unified() == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-x\n+y\n end\n\\ No newline at end of file\n")
    }

    @Test func crlfIsNeverLost() {
        let diff = LineDiff(from: "a\r\nb\r\n", to: "a\r\nb\n")
        #expect(diff.deletions == 1 && diff.insertions == 1)
        #expect(diff.unified() == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+b\n")
        #expect(diff.rendered(.init(showsSummary: false)) == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
              a␍
            - b␍
            + b
               ^

            """)
    }

    @Test func whitespaceOnlyChangesAreVisible() {
        let diff = LineDiff(from: "value\nitem\n", to: "value  \nitem\n")
        #expect(diff.rendered(.init(showsSummary: false)) == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
            - value
            + value··
                   ^^
              item

            """)
        let tabs = LineDiff(from: "\tx\u{A0}y\u{200B}\n", to: "    x y\n")
        #expect(tabs.rendered(.init(showsSummary: false)).contains("- ␉x⍽y<U+200B>\n+     x y\n"))
    }

    @Test func canonicallyEquivalentLinesDiffer() {
        let diff = LineDiff(from: "caf\u{E9}\n", to: "cafe\u{301}\n")
        #expect(diff.deletions == 1 && diff.insertions == 1)
    }

    @Test func renderedScreensSummariseSizesAndTheFirstDifference() {
        let old = "┌────┐\n│ Ada │\n└────┘\n"
        let new = "┌────┐\n│ Bob │\n└────┘\n"
        #expect(LineDiff(from: old, to: new).rendered() == """
            --- expected: 3 lines × 7
            +++ actual: 3 lines × 7
            first difference: line 2, column 3
            @@ -1,3 +1,3 @@
              ┌────┐
            - │ Ada │
            + │ Bob │
                ^^^
              └────┘

            """)
    }

    @Test func colourHighlightsTheChangedSpan() {
        let rendered = LineDiff(from: "name: Ada\n", to: "name: Bob\n").rendered(.init(usesColor: true, showsSummary: false))
        #expect(rendered == """
            \u{1B}[1m--- expected\u{1B}[0m
            \u{1B}[1m+++ actual\u{1B}[0m
            \u{1B}[36m@@ -1 +1 @@\u{1B}[0m
            \u{1B}[31m- name: \u{1B}[7mAda\u{1B}[0m\u{1B}[31m\u{1B}[0m
            \u{1B}[32m+ name: \u{1B}[7mBob\u{1B}[0m\u{1B}[32m\u{1B}[0m

            """)
    }

    @Test func controlsInAnyLineArePrintedSafely() {
        let rendered = LineDiff(from: "\u{1B}[2J\nsame \u{1B}]8;;x\n", to: "clear\nsame \u{1B}]8;;x\n").rendered()
        #expect(!rendered.contains("\u{1B}"))
        #expect(rendered.contains("- ␛[2J"))
        #expect(rendered.contains("  same ␛]8;;x"))
    }

    @Test func measureIsUsedForSizesAndColumns() {
        let wide: @Sendable (Substring) -> Int = { $0.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) } }
        let diff = LineDiff(from: "中文ab\n", to: "中文ac\n")
        #expect(diff.firstDifference(measure: wide)! == (1, 6))
        #expect(diff.rendered(.init(measure: wide)).hasPrefix("--- expected: 1 line × 6\n+++ actual: 1 line × 6\nfirst difference: line 1, column 6\n"))
    }

    @Test func hunksReportTheirRanges() {
        let diff = LineDiff(from: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", to: "1\n2\nX\n4\n5\n6\n7\n8\nY\n")
        let hunks = diff.hunks(context: 1)
        #expect(hunks.map(\.oldRange) == [1..<4, 7..<9])
        #expect(hunks.map(\.newRange) == [1..<4, 7..<9])
        #expect(diff.hunks(context: 3).count == 1)
        #expect(hunks[0].lines.map(\.kind) == [.equal, .delete, .insert, .equal])
        #expect(hunks[0].lines[1].oldIndex == 2 && hunks[0].lines[2].newIndex == 2)
    }

    /// The edit script and the unified text both turn the old text into the new one, and the
    /// script is as short as a longest common subsequence allows.
    @Test func randomTextsRoundTripAndAreMinimal() throws {
        let seed = propertyTestSeed(default: 314_159)
        var generator = SeededGenerator(seed: seed)
        let alphabet = ["", "a", "b", "c", "a", "  ", "a\r"]
        for round in 0..<4_000 {
            let old = randomLines(using: &generator, alphabet: alphabet, maxLines: 14)
            let new = randomLines(using: &generator, alphabet: alphabet, maxLines: 14)
            let diff = LineDiff(from: old, to: new)
            let context = "seed \(seed) round \(round): \(old.debugDescription) → \(new.debugDescription)"
            #expect(applyEdits(diff) == new, "\(context)")
            let patched = try applyUnified(diff.unified(context: Int.random(in: 0...3, using: &generator)), to: old)
            #expect(patched == new, "\(context)")
            let common = longestCommonSubsequence(Array(diff.oldLines), Array(diff.newLines))
            #expect(diff.deletions == diff.oldLines.count - common, "\(context)")
            #expect(diff.insertions == diff.newLines.count - common, "\(context)")
            #expect(diff.isEmpty == old.utf8.elementsEqual(new.utf8), "\(context)")
        }
    }

    @Test func largeInputsRoundTrip() throws {
        let seed = propertyTestSeed(default: 27)
        var generator = SeededGenerator(seed: seed)
        var oldLines = (0..<20_000).map { "line \($0 % 300)" }
        var newLines = oldLines
        for _ in 0..<50 {
            let index = Int.random(in: 0..<newLines.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: newLines[index] = "changed \(index)"
            case 1: newLines.remove(at: index)
            default: newLines.insert("inserted \(index)", at: index)
            }
        }
        oldLines.append("")
        newLines.append("")
        let old = oldLines.joined(separator: "\n")
        let new = newLines.joined(separator: "\n")
        let diff = LineDiff(from: old, to: new)
        #expect(applyEdits(diff) == new, "seed \(seed)")
        #expect(try applyUnified(diff.unified(), to: old) == new, "seed \(seed)")
        #expect(diff.insertions + diff.deletions <= 100, "seed \(seed)")
    }

    // GNU patch runs as a child process: `Process` exists on macOS and Linux only.
    #if os(macOS) || os(Linux)
    @Test func gnuPatchAppliesTheUnifiedText() throws {
        guard let patch = ["/usr/bin/patch", "/bin/patch", "/usr/local/bin/patch"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("skipped: GNU patch is not installed")
            return
        }
        let temporary = try TemporaryFolder("linediff")
        defer { temporary.remove() }
        let directory = temporary.url
        let cases = [
            ("one\ntwo\nthree\n", "one\n2\nthree\nfour\n"),
            ("a\nb", "a\nb\n"),
            ("a\nb\n", "a\nc"),
            ("", "new\nfile\n"),
            ("x\r\ny\r\n", "x\r\nz\r\n"),
            (String(repeating: "\n", count: 30), String(repeating: "\n", count: 14) + "middle\n" + String(repeating: "\n", count: 15)),
        ]
        for (index, (old, new)) in cases.enumerated() {
            let file = directory.appendingPathComponent("file\(index).txt")
            try old.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: patch)
            process.arguments = ["--quiet", "--batch", file.path]
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(LineDiff(from: old, to: new).unified().utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "patch failed on case \(index)")
            #expect(try Data(contentsOf: file) == Data(new.utf8), "case \(index)")
        }
    }
    #endif
}

@Suite("Myers search bound")
struct MyersBoundTests {
    @Test("A bounded search finishes scripts within the bound and gives up on longer ones")
    func bound() {
        let old = (0..<2_000).map { Int32($0) }
        var fewChanges = old
        for index in stride(from: 100, to: 2_000, by: 200) { fewChanges[index] = -1 }
        var near = MyersDiff(old: old, new: fewChanges)
        let nearIsComplete = near.run(maximumDifferences: 40)
        #expect(nearIsComplete)
        #expect(near.deleted.filter { $0 }.count == 10)
        #expect(near.inserted.filter { $0 }.count == 10)

        var far = MyersDiff(old: old, new: old.map { $0 + 5_000 })
        let farIsComplete = far.run(maximumDifferences: 100)
        #expect(!farIsComplete)
        var unbounded = MyersDiff(old: old, new: old.map { $0 + 5_000 })
        let unboundedIsComplete = unbounded.run()
        #expect(unboundedIsComplete)
        #expect(unbounded.steps.count == 4_000)
    }
}

@Suite("Line diff rendering of last lines")
struct LastLineRenderingTests {
    @Test("Carets sit right under their line, before the missing-newline note")
    func caretsBeforeNote() {
        #expect(LineDiff(from: "a\nbat", to: "a\nbit").rendered(LineDiff.RenderOptions(showsSummary: false)) == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
              a
            - bat
            \\ No newline at end of file
            + bit
               ^
            \\ No newline at end of file

            """)
    }
}

@Suite("The summary's widest line")
struct WidestLineTests {
    @Test("Measuring only the lines that could be widest gives the widest of all, for both measures")
    func widestOfAll() {
        let seed = propertyTestSeed(default: 0x51DE)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "word ", "日本", "👩‍🔬", "e\u{301}", "\t", "│", "\u{1B}", "~", "ZZZZZZZZ", "\r"]
        // Character counts, and a display-width stand-in that TextDiff can see: ASCII printable
        // one column, wide scripts two, controls none.
        let measures: [(String, @Sendable (Substring) -> Int)] = [
            ("count", { $0.count }),
            ("columns", { line in line.unicodeScalars.reduce(0) { width, scalar in
                width + (scalar.value < 0x20 || scalar.value == 0x7F || (0x300...0x36F).contains(scalar.value) || scalar.value == 0x200D ? 0
                    : scalar.value >= 0x1100 ? 2 : 1) } }),
        ]
        for iteration in 0..<300 {
            let lines = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            let text = lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")
            let parsed = LineDiff.Lines(text)
            for (name, measure) in measures {
                let everyLine = parsed.map { measure(LineDiff.content(of: $0)) }.max() ?? 0
                #expect(parsed.widest(measure: measure) == everyLine, "seed \(seed), iteration \(iteration), \(name): \(text.debugDescription)")
            }
        }
    }
}
