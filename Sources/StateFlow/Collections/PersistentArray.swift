/// An array for large collections in state, whose copies share every part that did not
/// change: a history of a thousand changes to single elements of a thousand-element
/// `PersistentArray` stores about a thousand small chunks, not a million elements.
///
/// A plain `Array` is copied whole the first time it is changed while a history entry still
/// holds it. `PersistentArray` keeps its elements in chunks of 32 and copies only the chunk
/// that changes (and its short list of chunks). It is a `RandomAccessCollection`,
/// `MutableCollection` and `RangeReplaceableCollection`, encodes as a plain JSON array, and
/// compares equal to a copy in O(1) when nothing changed.
///
/// ```swift
/// struct Members: Codable, Equatable, Sendable {
///     var records: PersistentArray<Member> = []
/// }
/// store.update("rename") { $0.records[617].name = "Ada" }   // copies one chunk of 32
/// ```
public struct PersistentArray<Element> {
    static var chunkSize: Int { 32 }

    /// A chunk of elements; copied before a change when shared.
    final class Chunk: @unchecked Sendable {
        // @unchecked Sendable: a chunk is changed only while uniquely referenced (checked with
        // isKnownUniquelyReferenced before every write); shared chunks are only read.
        var elements: [Element]

        init(_ elements: [Element]) {
            self.elements = elements
        }
    }

    private var chunks: [Chunk]
    /// The number of elements.
    public private(set) var count: Int

    /// An empty array.
    public init() {
        chunks = []
        count = 0
    }

    /// An array of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    /// The chunks, for tests of sharing.
    var chunkObjects: [Chunk] { chunks }

    private mutating func uniqueChunk(_ index: Int) -> Chunk {
        if !isKnownUniquelyReferenced(&chunks[index]) {
            chunks[index] = Chunk(chunks[index].elements)
        }
        return chunks[index]
    }
}

extension PersistentArray: RandomAccessCollection, MutableCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The element at `position`; setting it copies only its chunk, if shared.
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index \(position) is out of range for \(count) elements")
            return chunks[position / Self.chunkSize].elements[position % Self.chunkSize]
        }
        set {
            precondition(position >= 0 && position < count, "index \(position) is out of range for \(count) elements")
            uniqueChunk(position / Self.chunkSize).elements[position % Self.chunkSize] = newValue
        }
    }
}

extension PersistentArray: RangeReplaceableCollection {
    /// Appends with no copying beyond the last chunk.
    public mutating func append(_ newElement: Element) {
        if count % Self.chunkSize == 0 {
            chunks.append(Chunk([newElement]))
        } else {
            uniqueChunk(chunks.count - 1).elements.append(newElement)
        }
        count += 1
    }

    /// Appends each element in turn.
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements { append(element) }
    }

    /// Replaces a range; the chunks after it are rebuilt (O(*n*) for a change in the middle).
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "range \(subrange) is out of range for \(count) elements")
        // Keep the chunks wholly before the change; rebuild from there.
        let firstChunk = subrange.lowerBound / Self.chunkSize
        var tail = Array(self[(firstChunk * Self.chunkSize)..<subrange.lowerBound])
        tail.append(contentsOf: newElements)
        tail.append(contentsOf: self[subrange.upperBound..<count])
        chunks.removeSubrange(firstChunk...)
        count = firstChunk * Self.chunkSize
        append(contentsOf: tail)
    }
}

extension PersistentArray: ExpressibleByArrayLiteral {
    /// An array of the literal's elements.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension PersistentArray: Equatable where Element: Equatable {
    /// Element-wise equality; chunks shared by both sides are skipped.
    public static func == (lhs: PersistentArray, rhs: PersistentArray) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (left, right) in zip(lhs.chunks, rhs.chunks) where left !== right {
            guard left.elements == right.elements else { return false }
        }
        return true
    }
}

extension PersistentArray: Hashable where Element: Hashable {
    /// Hashes the count and the elements, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PersistentArray: Sendable where Element: Sendable {}

extension PersistentArray: Encodable where Element: Encodable {
    /// Encodes as a plain array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension PersistentArray: Decodable where Element: Decodable {
    /// Decodes from a plain array.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }
}

extension PersistentArray: CustomStringConvertible {
    /// The elements as an array prints them.
    public var description: String { Array(self).description }
}

extension PersistentArray: CustomReflectable {
    /// Mirrors as the elements, so that dumps and diffs show an array.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}
