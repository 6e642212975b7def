import Dispatch

/// Work cut into pieces that run side by side (`DispatchQueue.concurrentPerform`), their
/// results kept in order: for the modules that parse, lay out, draw and print big content.
package enum Concurrently {
    /// `transform` of each index below `count`, run side by side, in index order.
    package static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.base[index] = transform(index)
            }
        }
        return results.map { $0! }
    }

    /// `transform` of each index below `count`, run `batch` at a time side by side, each
    /// batch's results handed to `body` in index order before the next batch starts: content
    /// drawn in bands holds no more than a batch of them at once.
    package static func forEach<Result: Sendable>(
        _ count: Int, batch: Int, _ transform: @Sendable (Int) -> Result, _ body: (Result) -> Void
    ) {
        precondition(batch > 0, "a batch must hold at least one index, got \(batch)")
        var first = 0
        while first < count {
            let indices = first..<min(count, first + batch)
            map(indices.count) { transform(indices.lowerBound + $0) }.forEach(body)
            first = indices.upperBound
        }
    }

    /// The ranges of `count` elements in `chunks` about equal parts.
    package static func chunks(of count: Int, into chunks: Int) -> [Range<Int>] {
        let chunks = max(1, chunks)
        let size = (count + chunks - 1) / chunks
        return stride(from: 0, to: count, by: max(1, size)).map { $0..<min(count, $0 + size) }
    }
}

/// Result slots that concurrent tasks fill, each its own.
///
/// `@unchecked Sendable`: every task writes one slot and none reads another's until
/// `concurrentPerform` has returned.
private struct Slots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element?>
}
