import Foundation
import Testing
import TextRendering
import TextSnapshots
import TextUI

// The styled-text example in README.md, kept true.

@Suite("Styled text README example")
struct StyledLabelReadmeTests {
    @Test func aReplyRowWithRunsOfStyles() throws {
        let author = "Ann"
        let reply = "Styled text wraps by words and keeps exact widths: 中文 too 👩‍🔬"
        let thread = try Hyperlink("https://example.com/t/42")

        let row = Label(numberOfLines: 0)
        row.attributedText = "\(author, style: .bold) replied \("2 min ago", style: .dim): \(reply) \("(thread)", link: thread)"
        row.attributedText?.addStyle(.inverse, to: row.text.range(of: "exact widths")!)

        assertSnapshot(of: row, as: .ansi(width: 36), named: "styled label")
    }
}
