import Dispatch
import Foundation
import TextRendering

/// The labels an inline parse looked up and did not find.
///
/// `@unchecked Sendable`: each is written and read by the one thread converting a chunk.
final class MissedLabels: @unchecked Sendable {
    var labels: Set<String> = []
}

/// A big document's inline phase, run while its block phase goes on.
///
/// The block phase is serial: lines are read one after another. A top-level block is finished
/// once the next one starts, and its inlines depend only on the link references, so finished
/// blocks are handed over in chunks and converted on another thread while the lines go on.
/// When the lines are done, the rest is cut into chunks, and every core converts what is left.
///
/// A block converted early saw only the references defined above the point where it was handed
/// over. A definition further down can still turn its text into a link (`[text]` used first,
/// `[text]: /url` at the end of a section or of the document), so each early block records the
/// labels it looked up and did not find; a block that missed a label the document defines after
/// all is converted again. Labels found cannot change: the first definition of a label wins.
///
/// `@unchecked Sendable`: chunks and results are handed between threads under `condition`. The
/// block nodes are classes, but a chunk's nodes are only touched by the one thread that claims
/// it, and the block phase never touches a block again once the next top-level block starts.
final class InlinePipeline: @unchecked Sendable {
    /// Top-level blocks handed over at a time, and converted as one piece of work.
    static let blocksPerChunk = 128

    private struct Chunk {
        var nodes: [BlockNode]
        let references: [String: LinkReference]
        /// Whether the document's references were all known when it was handed over.
        let isFinal: Bool
    }

    /// A chunk converted.
    private struct Converted {
        var blocks: [MarkdownBlock?]
        /// The blocks that missed labels: their position in the chunk, their node (kept to be
        /// converted again) and the labels.
        var misses: [(position: Int, node: BlockNode, labels: Set<String>)]
    }

    private let extensions: Bool
    private let condition = NSCondition()
    private var chunks: [Chunk?] = []
    private var results: [Converted?] = []
    /// The first chunk no thread has claimed.
    private var next = 0
    /// Chunks claimed and not yet converted.
    private var inFlight = 0
    /// Whether every chunk has been handed over.
    private var isClosed = false

    init(extensions: Bool) {
        self.extensions = extensions
    }

    /// Starts converting on a thread of its own, as chunks are handed over. (Not one of the
    /// shared pool's: it waits for chunks while the lines are read.)
    func start() {
        Thread { self.work() }.start()
    }

    /// Hands over finished top-level blocks, converted with the references known so far.
    func add(_ nodes: [BlockNode], references: [String: LinkReference]) {
        add(Chunk(nodes: nodes, references: references, isFinal: false))
    }

    /// The document's blocks: those handed over, then `rest` (emptied, so that each node is
    /// released on the thread that converted it), with the document's `references`.
    func finish(taking rest: inout [BlockNode], references: [String: LinkReference]) -> [MarkdownBlock] {
        for range in Concurrently.chunks(of: rest.count, into: rest.count / Self.blocksPerChunk) {
            add(Chunk(nodes: Array(rest[range]), references: references, isFinal: true))
        }
        rest = []
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
        // Every core converts alongside the other thread until nothing is left to claim; then
        // this one waits for chunks still being converted. (It never waits for the other thread
        // to start: that may start only after this returns, and find nothing to do.)
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { _ in work() }
        condition.lock()
        while inFlight > 0 { condition.wait() }
        let converted = results
        results = []
        condition.unlock()

        // The blocks that missed a label the document defines, converted again side by side.
        var chunks = converted.map { $0! }
        let again = chunks.indices.flatMap { chunk in
            chunks[chunk].misses.filter { $0.labels.contains { references[$0] != nil } }.map { (chunk, $0.position, UncheckedNode(node: $0.node)) }
        }
        let converter = BlockConverter(references: references, extensions: extensions)
        let blocksAgain = Concurrently.map(again.count) { index in converter.block(again[index].2.node) }
        for (index, (chunk, position, _)) in again.enumerated() { chunks[chunk].blocks[position] = blocksAgain[index] }
        return chunks.flatMap { $0.blocks.compactMap { $0 } }
    }

    private func add(_ chunk: Chunk) {
        condition.lock()
        chunks.append(chunk)
        results.append(nil)
        condition.signal()
        condition.unlock()
    }

    /// Converts chunks until none is left to claim: while chunks may still come, it waits.
    private func work() {
        condition.lock()
        while true {
            while next == chunks.count, !isClosed { condition.wait() }
            guard next < chunks.count else { break }
            let index = next
            let chunk = chunks[index].take()!
            next += 1
            inFlight += 1
            condition.unlock()
            let converted = convert(chunk)
            condition.lock()
            results[index] = converted
            inFlight -= 1
            if inFlight == 0 { condition.broadcast() }
        }
        condition.unlock()
    }

    private func convert(_ chunk: Chunk) -> Converted {
        var converter = BlockConverter(references: chunk.references, extensions: extensions)
        guard !chunk.isFinal else { return Converted(blocks: chunk.nodes.map(converter.block), misses: []) }
        let missed = MissedLabels()
        converter.missed = missed
        var converted = Converted(blocks: [], misses: [])
        converted.blocks.reserveCapacity(chunk.nodes.count)
        for (position, node) in chunk.nodes.enumerated() {
            converted.blocks.append(converter.block(node))
            guard !missed.labels.isEmpty else { continue }
            converted.misses.append((position, node, missed.labels))
            missed.labels.removeAll()
        }
        return converted
    }
}

/// A block node handed to the thread that converts it again.
///
/// `@unchecked Sendable`: once the block phase is done nothing writes the nodes, and each is
/// converted by one thread.
private struct UncheckedNode: @unchecked Sendable {
    let node: BlockNode
}
