import Testing
@testable import TextRendering

@Suite("Work side by side")
struct ConcurrentlyTests {
    @Test func chunksCoverTheCountInOrder() {
        #expect(Concurrently.chunks(of: 10, into: 3) == [0..<4, 4..<8, 8..<10])
        #expect(Concurrently.chunks(of: 2, into: 8) == [0..<1, 1..<2])
        #expect(Concurrently.chunks(of: 0, into: 4) == [])
    }
}
