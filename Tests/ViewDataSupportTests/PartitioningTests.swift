import Testing
import TestSupport
import ViewDataSupport

@Suite("partitioningIndex(where:)")
struct PartitioningTests {
    @Test func findsTheFirstElementOfTheSecondPartition() {
        let starts = [0, 3, 3, 8]
        #expect(starts.partitioningIndex { $0 > 3 } == 3)
        #expect(starts.partitioningIndex { $0 >= 3 } == 1)
        #expect(starts.partitioningIndex { $0 >= 0 } == 0)
        #expect(starts.partitioningIndex { $0 > 8 } == 4)
        #expect([Int]().partitioningIndex { _ in true } == 0)
    }

    @Test func slicesKeepTheirIndices() {
        let values = [1, 2, 3, 4, 5, 6]
        #expect(values[2...].partitioningIndex { $0 >= 5 } == 4)
        #expect(values[2..<4].partitioningIndex { $0 >= 5 } == 4)
        #expect(values[5...].partitioningIndex { $0 >= 1 } == 5)
    }

    /// Any sorted array and any pivot: the same index a linear search finds.
    @Test func agreesWithALinearSearch() {
        let seed = propertyTestSeed(default: 0xB15EC7)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let values = (0..<Int.random(in: 0...40, using: &generator))
                .map { _ in Int.random(in: -20...20, using: &generator) }.sorted()
            let pivot = Int.random(in: -22...22, using: &generator)
            let expected = values.firstIndex { $0 > pivot } ?? values.endIndex
            #expect(values.partitioningIndex { $0 > pivot } == expected,
                    "seed \(seed) (rerun with VIEWDATA_SEED=\(seed)): \(values), pivot \(pivot)")
        }
    }
}
