/// Direct access to the standard library's containers, which dumps meet more than any other
/// type: `Mirror` boxes every element through type-erased collections, while these read the
/// values straight from the concrete type. The strategy keeps the conforming metatype, so
/// each value costs one cast to its own type.
protocol DumpOptional {
    static func dumpWrapped(of value: Any) -> Any?
}

protocol DumpArray {
    static func appendDumpElements(of value: Any, to pending: inout [(label: DumpNode.Label, value: Any)])
}

protocol DumpDictionary {
    static func dumpEntries(of value: Any) -> [(key: Any, value: Any)]
}

protocol DumpSet {
    static func appendDumpElements(of value: Any, to pending: inout [(label: DumpNode.Label, value: Any)])
}

/// `Range` and `ClosedRange`, written as Swift writes them (`1..<5`, `"a"..."z"`).
protocol DumpRange {
    static var dumpOperator: String { get }
    static func dumpBounds(of value: Any) -> (lower: Any, upper: Any)
}

extension Range: DumpRange {
    static var dumpOperator: String { "..<" }
    static func dumpBounds(of value: Any) -> (lower: Any, upper: Any) {
        let range = value as! Self
        return (range.lowerBound, range.upperBound)
    }
}

extension ClosedRange: DumpRange {
    static var dumpOperator: String { "..." }
    static func dumpBounds(of value: Any) -> (lower: Any, upper: Any) {
        let range = value as! Self
        return (range.lowerBound, range.upperBound)
    }
}

extension Optional: DumpOptional {
    static func dumpWrapped(of value: Any) -> Any? {
        // A cast rather than opening the existential: an `Any` can hold another `Any` (a value
        // passed as a generic parameter bound to `Any` is boxed again), and opening it finds
        // the outer box, not the optional.
        guard let wrapped = value as! Wrapped? else { return nil }
        return wrapped
    }
}

extension Array: DumpArray {
    static func appendDumpElements(of value: Any, to pending: inout [(label: DumpNode.Label, value: Any)]) {
        let array = value as! [Element]
        pending.reserveCapacity(array.count)
        for index in 0..<array.count {
            pending.append((.index(index), array[index]))
        }
    }
}

extension Dictionary: DumpDictionary {
    static func dumpEntries(of value: Any) -> [(key: Any, value: Any)] {
        (value as! [Key: Value]).map { ($0.key, $0.value) }
    }
}

extension Set: DumpSet {
    static func appendDumpElements(of value: Any, to pending: inout [(label: DumpNode.Label, value: Any)]) {
        let set = value as! Set<Element>
        pending.reserveCapacity(set.count)
        for element in set {
            pending.append((.none, element))
        }
    }
}
