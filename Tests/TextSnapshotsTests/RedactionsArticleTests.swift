import Foundation
import Testing
import TextSnapshots

// The examples of the article "Redactions" (Sources/TextSnapshots/TextSnapshots.docc/
// Redactions.md): each ```swift block after a `<!-- compiled: … -->` line there is in this file
// line for line, and the output it shows is a reference recorded here.

struct Receipt: Codable {
    var id: UUID
    var createdAt: String
    var items: [String]
}

private let receipt = Receipt(id: UUID(), createdAt: ISO8601DateFormatter().string(from: Date()), items: ["tea", "scone"])
private let log = "Ada replied 3 min ago"
private let report = "wrote \(FileManager.default.temporaryDirectory.path)/run-\(UUID())/report.txt for \(UUID())"

@Suite("The redactions article's examples")
struct RedactionsArticleTests {
    @Test func redactedForOneAssertionAndForAScope() {
        assertSnapshot(of: receipt, as: .customDump.redacting(.field("id"), .iso8601Dates))
        assertSnapshot(of: log, as: .lines.redacting(.pattern(#"\d+ min ago"#, with: "[ago]")))
        withSnapshotTesting(redacting: [.uuids, .temporaryPaths]) {
            assertSnapshot(of: report, as: .lines)
        }
    }
}

@Suite(.snapshots(redacting: [.keyPath(\Receipt.createdAt)]))
struct ReceiptTests {
    @Test func placed() {
        assertSnapshot(of: receipt, as: .customDump.redacting(.uuids))
    }
}
