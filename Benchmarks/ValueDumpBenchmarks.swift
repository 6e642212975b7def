import TextDiff

enum ValueDumpBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("dump/state", { dumpState }),
        ("dump/diff", { diffState }),
    ] }

    /// A view-state with 1,000 records, dumped whole.
    static var dumpState: BenchmarkCase {
        let state = BenchmarkState(recordCount: 1_000)
        let bytes = String(dumping: state).utf8.count
        return BenchmarkCase(
            name: "dump/state", inputSize: "1,000 rec", work: 1_000, workUnit: "records",
            body: { String(dumping: state).utf8.count },
            note: { _ in "\(formatBytes(bytes)) of text; target ≤ 20 ms" })
    }

    /// Two 1,000-record view-states that differ in one field of one record.
    static var diffState: BenchmarkCase {
        let old = BenchmarkState(recordCount: 1_000)
        var new = old
        new.records[617].status = .suspended(reason: "chargeback", days: 30)
        let lines = (String(diffing: old, new) ?? "").split(separator: "\n").count
        return BenchmarkCase(
            name: "dump/diff", inputSize: "2×1,000 rec", work: 2_000, workUnit: "records",
            body: { String(diffing: old, new)?.utf8.count ?? 0 },
            note: { _ in "\(lines)-line diff; target ≤ 40 ms" })
    }
}

/// The shape of a typical screen's state: a list of records and a little chrome around it.
struct BenchmarkState {
    struct Record: Identifiable {
        var id: Int
        var name: String
        var email: String
        var tags: [String]
        var status: Status
        var nickname: String?
    }

    enum Status {
        case active
        case invited(by: String)
        case suspended(reason: String, days: Int)
    }

    var title: String
    var records: [Record]
    var selection: Int?

    init(recordCount: Int) {
        let tags = ["admin", "beta", "billing", "support", "design", "ios", "android", "web"]
        title = "Members"
        selection = 3
        records = (0..<recordCount).map { index in
            Record(
                id: index,
                name: "Member \(index)",
                email: "member\(index)@example.com",
                tags: (0..<(index % 4)).map { tags[(index + $0) % tags.count] },
                status: index % 3 == 0 ? .active : index % 3 == 1 ? .invited(by: "Member \(index / 2)") : .suspended(reason: "unpaid", days: index % 30),
                nickname: index % 2 == 0 ? nil : "m\(index)")
        }
    }
}
