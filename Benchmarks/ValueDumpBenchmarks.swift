import TextDiff

enum ValueDumpBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [] }
}
