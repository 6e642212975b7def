import Foundation
/// One benchmark case: a body to time, the size of its input, and how to state its throughput.
struct BenchmarkCase {
    var name: String
    /// The input size as people read it, e.g. "10.0 MB".
    var inputSize: String
    /// Units of work per run (bytes, scalars, screens) and their name, for throughput.
    var work: Double
    var workUnit: String
    /// Runs the measured work once; returns a value that keeps the optimiser honest.
    var body: () -> Int
    /// Extra text for the last column (targets, ratios), computed after timing.
    var note: (_ medianSeconds: Double) -> String = { _ in "" }
    /// Exactly this many timed runs and no warm-up, for a case that takes seconds; `nil` for
    /// the runner's own rule.
    var runs: Int? = nil
}

/// Times cases and prints one row per case.
struct BenchmarkRunner {
    var filter: String?
    /// Stop repeating a case after this many seconds (at least `minimumRuns` runs).
    var budgetSeconds = 1.5
    var minimumRuns = 5
    var maximumRuns = 200

    /// The median time of `body` over repeated runs, after one warm-up run.
    func median(_ body: () -> Int, runs: Int? = nil) -> (seconds: Double, sink: Int) {
        var sink = runs == nil ? body() : 0
        var times: [Double] = []
        let started = ProcessMetrics.now()
        while times.count < (runs ?? minimumRuns)
            || (runs == nil && ProcessMetrics.now() - started < budgetSeconds && times.count < maximumRuns) {
            let start = ProcessMetrics.now()
            sink &+= body()
            times.append(ProcessMetrics.now() - start)
        }
        times.sort()
        return (times[times.count / 2], sink)
    }

    /// Runs the cases whose name matches the filter; a case's input is built only when it runs.
    func run(_ cases: [(name: String, make: () -> BenchmarkCase)]) {
        let selected = cases.filter { filter == nil || $0.name.contains(filter!) }
        if selected.isEmpty {
            let names = cases.map(\.name).joined(separator: ", ")
            FileHandleOutput.standardError("viewdata-bench: no case matches '\(filter ?? "")'; cases: \(names)\n")
            exit(64)
        }
        print(row("case", "input", "median", "throughput", "notes"))
        var sinks = 0
        for entry in selected {
            let benchmark = entry.make()
            let (seconds, sink) = median(benchmark.body, runs: benchmark.runs)
            sinks &+= sink
            print(row(
                benchmark.name, benchmark.inputSize, formatTime(seconds),
                formatRate(benchmark.work / seconds, unit: benchmark.workUnit), benchmark.note(seconds)))
        }
        if sinks == 42 { print("") }  // Uses the results so that no case is optimised away.
    }

    private func row(_ columns: String...) -> String {
        let widths = [16, 10, 11, 20]
        var line = ""
        for (index, column) in columns.enumerated() {
            if index < widths.count {
                line += column + String(repeating: " ", count: max(1, widths[index] - column.count + 1))
            } else {
                line += column
            }
        }
        return line
    }
}

func formatTime(_ seconds: Double) -> String {
    if seconds >= 1 { return format(seconds, digits: 2) + " s" }
    if seconds >= 1e-3 { return format(seconds * 1e3, digits: 2) + " ms" }
    return format(seconds * 1e6, digits: 1) + " µs"
}

func formatRate(_ perSecond: Double, unit: String) -> String {
    if perSecond >= 1e9 { return format(perSecond / 1e9, digits: 2) + " G\(unit)/s" }
    if perSecond >= 1e6 { return format(perSecond / 1e6, digits: 1) + " M\(unit)/s" }
    if perSecond >= 1e3 { return format(perSecond / 1e3, digits: 1) + " k\(unit)/s" }
    return format(perSecond, digits: 1) + " \(unit)/s"
}

func formatBytes(_ count: Int) -> String {
    count >= 1_000_000 ? format(Double(count) / 1e6, digits: 1) + " MB" : format(Double(count) / 1e3, digits: 1) + " kB"
}

/// Formats `value` with a fixed number of fraction digits, without Foundation.
func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    guard digits > 0 else { return String(whole) }
    return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

enum FileHandleOutput {
    static func standardError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}
