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

    /// Empties `parts`, each part's elements released side by side: for big structures built
    /// in parts side by side, whose teardown would hold the calling thread as long again. A
    /// part still shared elsewhere is left to its other owners.
    package static func release<Element: Sendable>(_ parts: inout [[Element]]) {
        guard parts.count > 1 else { return parts = [] }
        let count = parts.count
        // Each part moves into a slot of its own (swapped out, so that no count changes), to be
        // dropped on the thread that takes its index.
        let slots = UnsafeMutablePointer<[Element]>.allocate(capacity: count)
        slots.initialize(repeating: [], count: count)
        parts.withUnsafeMutableBufferPointer { parts in
            for index in 0..<count { swap(&slots[index], &parts[index]) }
        }
        parts = []
        let shared = ReleasedParts(base: slots)
        DispatchQueue.concurrentPerform(iterations: count) { index in shared.drop(index) }
        slots.deinitialize(count: count)
        slots.deallocate()
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

/// Parts that concurrent tasks release, each its own.
///
/// `@unchecked Sendable`: every task empties one slot and none touches another's until
/// `concurrentPerform` has returned.
private struct ReleasedParts<Element: Sendable>: @unchecked Sendable {
    let base: UnsafeMutablePointer<[Element]>

    func drop(_ index: Int) {
        base[index] = []
    }
}
