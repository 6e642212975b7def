import Foundation

extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function over every case of `Value`, as CSV: one `"input","output"` row per case, the
    /// output made by `witness`. Stored in a `.csv` file.
    ///
    /// ```swift
    /// assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    /// ```
    public static func `func`<Output>(into witness: Snapshotting<Output, String>) -> Snapshotting<(Value) -> Output, String> {
        Snapshotting<(Value) -> Output, String>(pathExtension: "csv", diffing: .lines) { function in
            try Value.allCases
                .map { input in "\"\(input)\",\"\(try witness.snapshot(function(input)))\"" }
                .joined(separator: "\n")
        }
    }
}

extension Snapshotting {
    /// `strategy`, snapshotting the value `duration` seconds after the assertion, for views and
    /// values that settle after a delay. On the main thread the run loop runs meanwhile, so work
    /// scheduled on the main queue happens; elsewhere the thread sleeps.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            let end = Date(timeIntervalSinceNow: max(0, duration))
            if Thread.isMainThread {
                while Date() < end, RunLoop.current.run(mode: .default, before: end) {}
                if Date() < end { Thread.sleep(forTimeInterval: end.timeIntervalSinceNow) }
            } else {
                Thread.sleep(forTimeInterval: end.timeIntervalSinceNow)
            }
            return try strategy.snapshot(value)
        }
    }
}
