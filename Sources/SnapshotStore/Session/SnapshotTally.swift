/// What snapshot assertions did, counted: references recorded, outputs left pending review
/// (`.new` files) and failures.
package struct SnapshotTally: Sendable, Hashable {
    package var recorded = 0
    package var pending = 0
    package var failed = 0

    package init(recorded: Int = 0, pending: Int = 0, failed: Int = 0) {
        self.recorded = recorded
        self.pending = pending
        self.failed = failed
    }

    /// Whether nothing was recorded, left pending or failed.
    package var isEmpty: Bool { recorded == 0 && pending == 0 && failed == 0 }

    /// The summary line, or `nil` when there is nothing to say.
    ///
    /// `Snapshots: 2 recorded, 1 pending review (.new), 1 failed. Review with: swift run viewdata snapshots review`
    package var summary: String? {
        var parts: [String] = []
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if pending > 0 { parts.append("\(pending) pending review (.new)") }
        if failed > 0 { parts.append("\(failed) failed") }
        guard !parts.isEmpty else { return nil }
        var line = "Snapshots: " + parts.joined(separator: ", ") + "."
        if pending > 0 { line += " Review with: swift run viewdata snapshots review" }
        return line
    }

    package static func + (left: SnapshotTally, right: SnapshotTally) -> SnapshotTally {
        SnapshotTally(recorded: left.recorded + right.recorded, pending: left.pending + right.pending,
                      failed: left.failed + right.failed)
    }

    /// The tally as one line of a run's tally file: `recorded pending failed`.
    package var fileLine: String { "\(recorded) \(pending) \(failed)\n" }

    /// The sum of a tally file's lines; lines that are not three counts (a process killed in
    /// the middle of its write) are left out and counted in `skipped`.
    package static func sum(ofFile text: String) -> (tally: SnapshotTally, skipped: Int) {
        var total = SnapshotTally()
        var skipped = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map { Int($0) ?? -1 }
            guard fields.count == 3, fields.allSatisfy({ $0 >= 0 }) else {
                skipped += 1
                continue
            }
            total = total + SnapshotTally(recorded: fields[0], pending: fields[1], failed: fields[2])
        }
        return (total, skipped)
    }
}
