import TextDiff

enum LineDiffBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] {
        [
            ("diff/scattered", { scattered }),
            ("diff/large", { large }),
            ("diff/repeated", { repeated }),
            ("diff/blank", { blank }),
        ]
    }

    /// `count` lines of varied prose-like text, deterministic.
    static func lines(_ count: Int, seed: UInt64) -> [String] {
        var generator = Corpus.Generator(state: 0x51_7CC1_B727_220A ^ seed)
        let words = Corpus.englishWords
        return (0..<count).map { index in
            (0..<(3 + generator.next(8))).map { _ in words[generator.next(words.count)] }.joined(separator: " ") + " \(index)"
        }
    }

    /// `lines` with `changes` scattered one-line replacements.
    static func changed(_ lines: [String], changes: Int) -> [String] {
        var result = lines
        for change in 0..<changes {
            let index = (change * 2 + 1) * lines.count / (changes * 2)
            result[index] = "changed line \(change)"
        }
        return result
    }

    static func diffCase(name: String, old: [String], new: [String], target: String, reportMemory: Bool = false) -> BenchmarkCase {
        let oldText = old.joined(separator: "\n") + "\n"
        let newText = new.joined(separator: "\n") + "\n"
        return BenchmarkCase(
            name: name, inputSize: "\(old.count) lines", work: Double(old.count + new.count), workUnit: "lines",
            body: {
                let diff = LineDiff(from: oldText, to: newText)
                return diff.insertions + diff.deletions
            },
            note: { _ in
                let changes = LineDiff(from: oldText, to: newText)
                var note = "\(changes.deletions)- \(changes.insertions)+; target \(target)"
                if reportMemory {
                    note += "; process peak RSS \(ProcessMetrics.peakResidentBytes() / 1_048_576) MB"
                }
                return note
            })
    }

    /// 10,000 lines with 10 scattered one-line changes.
    static var scattered: BenchmarkCase {
        let old = lines(10_000, seed: 1)
        return diffCase(name: "diff/scattered", old: old, new: changed(old, changes: 10), target: "≤ 5 ms")
    }

    /// 100,000 lines with 100 scattered changes.
    static var large: BenchmarkCase {
        let old = lines(100_000, seed: 2)
        return diffCase(name: "diff/large", old: old, new: changed(old, changes: 100), target: "≤ 50 ms, memory ≪ 100 MB", reportMemory: true)
    }

    /// 1,600 lines of a rendered screen: 90% repeat the same few rows (borders, blank rows),
    /// with 10 changes.
    static var repeated: BenchmarkCase {
        let rows = ["│" + String(repeating: " ", count: 78) + "│", "├" + String(repeating: "─", count: 78) + "┤", ""]
        var generator = Corpus.Generator(state: 7)
        let old = (0..<1_600).map { index in
            generator.next(10) == 0 ? "│ item \(index) " + String(repeating: "·", count: 60) + "│" : rows[generator.next(rows.count)]
        }
        return diffCase(name: "diff/repeated", old: old, new: changed(old, changes: 10), target: "≤ 5 ms")
    }

    /// 20,000 identical blank lines with one changed.
    static var blank: BenchmarkCase {
        let old = Array(repeating: "", count: 20_000)
        return diffCase(name: "diff/blank", old: old, new: changed(old, changes: 1), target: "≤ 20 ms")
    }
}
