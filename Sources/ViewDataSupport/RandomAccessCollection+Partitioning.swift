extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` is true, in a
    /// collection already partitioned by it (every `false` before every `true`): a binary
    /// search. `endIndex` when no element belongs in the second partition.
    ///
    /// ```swift
    /// let starts = [0, 3, 3, 8]
    /// starts.partitioningIndex { $0 > 3 }    // 3: the first start past 3
    /// starts.partitioningIndex { $0 >= 3 }   // 1
    /// ```
    ///
    /// - Complexity: O(log *n*) calls of `belongsInSecondPartition`. Inlinable, so that callers
    /// in other modules get it specialised for their collection and closure.
    @inlinable
    package func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
