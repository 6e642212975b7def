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
}
