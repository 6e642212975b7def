import TextRendering

enum TextRenderingBenchmarks {
    static var all: [BenchmarkCase] {
        [widthASCII, widthMixed]
    }

    static var widthASCII: BenchmarkCase {
        let text = Corpus.ascii(bytes: 10_000_000)
        let scalars = text.utf8.count
        return BenchmarkCase(
            name: "width/ascii", inputSize: formatBytes(scalars), work: Double(scalars), workUnit: "scalars",
            body: { text.displayWidth },
            note: { seconds in "target ≥ 500 M scalars/s" })
    }

    static var widthMixed: BenchmarkCase {
        let text = Corpus.mixed(bytes: 10_000_000)
        let scalars = text.unicodeScalars.count
        let countSeconds = BenchmarkRunner(filter: nil).median { text.count }.seconds
        return BenchmarkCase(
            name: "width/mixed", inputSize: formatBytes(text.utf8.count), work: Double(scalars), workUnit: "scalars",
            body: { text.displayWidth },
            note: { seconds in
                "String.count \(formatTime(countSeconds)); ratio \(format(seconds / countSeconds, digits: 2))× (target ≤ 2×)"
            })
    }
}
