/// Myers' shortest edit script ("An O(ND) Difference Algorithm and Its Variations", 1986) in
/// linear space: it marks which old lines are deleted and which new lines are inserted.
///
/// Each problem is first trimmed of its common first and last elements. The rest is split at
/// the middle snake: the forward search from the start and the reverse search from the end
/// advance one edit at a time until their furthest-reaching paths overlap on a diagonal. That
/// point lies on a shortest path, so solving the two halves independently gives a shortest
/// script for the whole. The halves go on an explicit stack (no deep recursion), and both
/// searches reuse two arrays sized for the whole input.
struct MyersDiff {
    let old: [Int32]
    let new: [Int32]
    /// `deleted[i]`: old element `i` is not part of the common subsequence.
    private(set) var deleted: [Bool]
    /// `inserted[j]`: new element `j` is not part of the common subsequence.
    private(set) var inserted: [Bool]

    /// Furthest-reaching x per diagonal for the forward and the reverse search.
    private var forward: [Int]
    private var reverse: [Int]

    init(old: [Int32], new: [Int32]) {
        self.old = old
        self.new = new
        deleted = Array(repeating: false, count: old.count)
        inserted = Array(repeating: false, count: new.count)
        // 2 · ⌈(n + m) / 2⌉ + 3 entries at most: the band of diagonals plus one on each side.
        let diagonals = old.count + new.count + 5
        forward = Array(repeating: -1, count: diagonals)
        reverse = Array(repeating: -1, count: diagonals)
    }

    /// A sub-problem: `old[oldStart..<oldEnd]` against `new[newStart..<newEnd]`.
    private struct Problem {
        var oldStart: Int
        var oldEnd: Int
        var newStart: Int
        var newEnd: Int
    }

    /// Marks a shortest edit script.
    ///
    /// - Parameter maximumDifferences: When given, the search may give up on a script with more
    ///   edits than this (it always finishes one with fewer), and returns `false` with the marks
    ///   incomplete; that bounds the time by O((*N* + *M*) · `maximumDifferences`).
    /// - Returns: Whether the marks are complete.
    @discardableResult
    mutating func run(maximumDifferences: Int? = nil) -> Bool {
        // Only the first middle snake can run past the bound: it meets half way along the
        // whole path, and every later problem is a part of that path with fewer edits.
        var searchLimit = maximumDifferences.map { $0 / 2 + 1 }
        var stack = [Problem(oldStart: 0, oldEnd: old.count, newStart: 0, newEnd: new.count)]
        while var problem = stack.popLast() {
            // Common first and last elements are kept.
            while problem.oldStart < problem.oldEnd, problem.newStart < problem.newEnd,
                old[problem.oldStart] == new[problem.newStart] {
                problem.oldStart += 1
                problem.newStart += 1
            }
            while problem.oldStart < problem.oldEnd, problem.newStart < problem.newEnd,
                old[problem.oldEnd - 1] == new[problem.newEnd - 1] {
                problem.oldEnd -= 1
                problem.newEnd -= 1
            }
            if problem.oldStart == problem.oldEnd {
                for index in problem.newStart..<problem.newEnd { inserted[index] = true }
                continue
            }
            if problem.newStart == problem.newEnd {
                for index in problem.oldStart..<problem.oldEnd { deleted[index] = true }
                continue
            }
            guard let (x, y) = middleSnake(problem, searchLimit: searchLimit) else { return false }
            searchLimit = nil
            stack.append(Problem(oldStart: problem.oldStart + x, oldEnd: problem.oldEnd, newStart: problem.newStart + y, newEnd: problem.newEnd))
            stack.append(Problem(oldStart: problem.oldStart, oldEnd: problem.oldStart + x, newStart: problem.newStart, newEnd: problem.newStart + y))
        }
        return true
    }

    /// The marks as a script of steps, deletions before insertions within a change.
    var steps: [MyersStep] {
        var steps: [MyersStep] = []
        steps.reserveCapacity(max(deleted.count, inserted.count))
        var i = 0
        var j = 0
        while i < deleted.count || j < inserted.count {
            if i < deleted.count, deleted[i] {
                steps.append(.deleted(i))
                i += 1
            } else if j < inserted.count, inserted[j] {
                steps.append(.inserted(j))
                j += 1
            } else {
                steps.append(.kept(i, j))
                i += 1
                j += 1
            }
        }
        return steps
    }

    /// A point (x, y), relative to the problem's start, on a shortest edit path, strictly
    /// between the corners. The problem has no common first or last element and both sides are
    /// non-empty, so its shortest path has at least two edits. `nil` when the search passes
    /// `searchLimit` edits from either end.
    private mutating func middleSnake(_ problem: Problem, searchLimit: Int?) -> (x: Int, y: Int)? {
        let n = problem.oldEnd - problem.oldStart
        let m = problem.newEnd - problem.newStart
        let oldBase = problem.oldStart
        let newBase = problem.newStart
        let delta = n - m
        let deltaIsOdd = delta & 1 != 0
        let fullLimit = (n + m + 1) / 2
        let limit = min(fullLimit, searchLimit ?? fullLimit)
        // Diagonal k = x - y is stored at `offset + k`.
        let offset = limit + 1
        for index in 0...(2 * limit + 2) {
            forward[index] = -1
            reverse[index] = -1
        }
        forward[offset + 1] = 0
        reverse[offset + 1] = 0
        // Diagonals that left the grid are trimmed from either end of the band.
        var forwardLow = 0
        var forwardHigh = 0
        var reverseLow = 0
        var reverseHigh = 0

        return old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                for d in 0...limit {
                    // Forward: furthest-reaching d-paths from the start.
                    var k = -d + forwardLow
                    while k <= d - forwardHigh {
                        let index = offset + k
                        var x = k == -d || (k != d && forward[index - 1] < forward[index + 1])
                            ? forward[index + 1] : forward[index - 1] + 1
                        var y = x - k
                        while x < n, y < m, old[oldBase + x] == new[newBase + y] {
                            x += 1
                            y += 1
                        }
                        forward[index] = x
                        if x > n {
                            forwardHigh += 2
                        } else if y > m {
                            forwardLow += 2
                        } else if deltaIsOdd {
                            // Overlap with the reverse (d-1)-path on the same diagonal?
                            let reverseIndex = offset + delta - k
                            if reverseIndex >= 0, reverseIndex < 2 * offset + 1, reverse[reverseIndex] != -1,
                                x >= n - reverse[reverseIndex] {
                                return (x, y)
                            }
                        }
                        k += 2
                    }
                    // Reverse: furthest-reaching d-paths from the end, x counted from the end.
                    k = -d + reverseLow
                    while k <= d - reverseHigh {
                        let index = offset + k
                        var x = k == -d || (k != d && reverse[index - 1] < reverse[index + 1])
                            ? reverse[index + 1] : reverse[index - 1] + 1
                        var y = x - k
                        while x < n, y < m, old[oldBase + n - x - 1] == new[newBase + m - y - 1] {
                            x += 1
                            y += 1
                        }
                        reverse[index] = x
                        if x > n {
                            reverseHigh += 2
                        } else if y > m {
                            reverseLow += 2
                        } else if !deltaIsOdd {
                            // Overlap with the forward d-path on the same diagonal?
                            let forwardIndex = offset + delta - k
                            if forwardIndex >= 0, forwardIndex < 2 * offset + 1, forward[forwardIndex] != -1 {
                                let forwardX = forward[forwardIndex]
                                if forwardX >= n - x {
                                    return (forwardX, forwardX - (forwardIndex - offset))
                                }
                            }
                        }
                        k += 2
                    }
                }
                precondition(limit < fullLimit, "Myers search ended without overlap for \(n)×\(m) lines")
                return nil
            }
        }
    }
}

/// One step of an edit script over element indices.
enum MyersStep: Equatable {
    /// `old[i]` and `new[j]` are the same element, kept.
    case kept(Int, Int)
    /// `old[i]` is deleted.
    case deleted(Int)
    /// `new[j]` is inserted.
    case inserted(Int)
}
