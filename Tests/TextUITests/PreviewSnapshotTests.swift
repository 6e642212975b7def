import Testing
import TextRendering
import TextSnapshots
@testable import TextUI

@Suite("Previews of every view")
struct PreviewSnapshotTests {
    /// Each preview at 20, 40 and 80 columns (and at its own width when wider), as a named
    /// reference snapshot.
    @Test func everyPreviewAtEveryWidth() {
        for preview in TextUIPreviews.previews {
            for width in Set([20, 40, 80, preview.width]).sorted() {
                let canvas = preview.render(width: width)
                #expect(canvas.width == width, "\(preview.group) – \(preview.name)")
                assertSnapshot(of: canvas, as: .text(width: width), named: "\(preview.group) – \(preview.name) – \(width)")
            }
        }
    }

    /// Each preview at 40 columns where box-drawing characters are wide: borders in ASCII.
    @Test func everyPreviewWithWideAmbiguousCharacters() {
        for preview in TextUIPreviews.previews {
            let canvas = preview.render(width: 40, profile: .eastAsian)
            #expect(!canvas.plainText.contains { "─│┌┐└┘╭╮╰╯═║".contains($0) }, "\(preview.group) – \(preview.name)")
            #expect(canvas.lines.allSatisfy { $0.displayWidth(in: .eastAsian) <= 40 }, "\(preview.group) – \(preview.name)")
            assertSnapshot(of: canvas, as: .text(width: 40), named: "\(preview.group) – \(preview.name) – wide")
        }
    }

    @Test func previewsHaveUniqueNamesWithinGroups() {
        for (group, previews) in TextUIPreviews.previews.grouped {
            let names = previews.map(\.name)
            #expect(Set(names).count == names.count, "\(group): \(names)")
        }
    }

    @Test func stylesOfTheMixedScriptTable() {
        let table = TextUIPreviews.previews.first { $0.name == "sections and selection" }!
        // The selected row is inverted, the headers bold: styles checked as readable tags.
        assertSnapshot(of: table.render(width: 40), as: .ansi(width: 40), named: "selection styles")
    }

    /// Runs of styles in labels (every line break mode) and in every widget that takes styled
    /// text: each run's tags where it starts and ends, across wrapped lines and cuts.
    @Test func stylesOfStyledRuns() {
        for name in ["attributed text", "styled runs"] {
            let preview = TextUIPreviews.previews.first { $0.name == name }!
            assertSnapshot(of: preview.render(width: 40), as: .ansi(width: 40), named: name)
        }
    }
}
