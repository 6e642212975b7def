import Foundation

let usage = """
    usage: viewdata-bench [--filter NAME]

    Runs ViewDataKit's benchmarks (build with -c release) and prints one row per case:
    name, input size, median time, throughput, notes.

    options:
      --filter NAME   run only the cases whose name contains NAME
      --help          show this help

    """

var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--filter":
        guard let value = arguments.popFirst(), !value.isEmpty else {
            FileHandleOutput.standardError("viewdata-bench: --filter needs a case name\n\n" + usage)
            exit(64)
        }
        filter = value
    case "--memory-probe":
        StateFlowBenchmarks.runMemoryProbe(arguments.popFirst() ?? "")
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default:
        FileHandleOutput.standardError("viewdata-bench: unknown argument '\(argument)'\n\n" + usage)
        exit(64)
    }
}

#if DEBUG
FileHandleOutput.standardError("viewdata-bench: this is a debug build; run `swift run -c release viewdata-bench` for real figures\n")
#endif

BenchmarkRunner(filter: filter).run(
    TextRenderingBenchmarks.all + LineDiffBenchmarks.all + ValueDumpBenchmarks.all + SnapshotBenchmarks.all + SnapshotRepositoryBenchmarks.all + InlineBenchmarks.all
        + TextUIBenchmarks.all + ConsoleBenchmarks.all + PromptBenchmarks.all + MarkdownBenchmarks.all + ShowcaseBenchmarks.all
        + StateFlowBenchmarks.all + SessionBenchmarks.all)
BenchmarkFailures.exitIfAny()
