/// Limits that keep a dump finite and readable.
struct DumpOptions {
    /// Containers nested deeper than this are shown as `…`.
    ///
    /// The walk itself is iterative and cannot overflow the stack; the limit bounds the output,
    /// whose indentation grows with the square of the depth.
    var maximumDepth = 2_000
    /// A container is laid out on one line when it fits in this many columns.
    var lineWidth = 80
    /// Whether collection elements record their `Identifiable.id`, for the differ.
    var recordsIdentities = false
}

/// Walks a value through `Mirror` and builds its `DumpNode` tree.
///
/// The walk keeps its own stack of open containers instead of recursing, so a 10,000-level
/// linked list dumps as safely as a flat struct. Per-type work (conformance checks, type names)
/// is cached for the length of one dump.
struct DumpBuilder {
    var options: DumpOptions
    private var types: [ObjectIdentifier: DumpTypeInfo] = [:]
    private var caseNames: [UnsafePointer<CChar>: String] = [:]
    /// Class instances whose dump is open on the current path, for cycle detection.
    private var openObjects: [ObjectIdentifier: DumpNode] = [:]
    private var hasCycles = false

    init(options: DumpOptions = DumpOptions()) {
        self.options = options
    }

    /// A container whose children are still being dumped.
    private struct Frame {
        var node: DumpNode
        var pending: [(label: DumpNode.Label, value: Any)]
        var next = 0
        var depth: Int
        var object: ObjectIdentifier?
    }

    mutating func build(_ value: Any) -> DumpNode {
        let root = buildTree(value, recordingIdentities: options.recordsIdentities)
        if hasCycles {
            DumpBuilder.numberCycles(in: root, hashing: options.recordsIdentities)
            hasCycles = false
        }
        return root
    }

    /// Dumps `value` with an explicit stack of open containers.
    private mutating func buildTree(_ value: Any, recordingIdentities: Bool) -> DumpNode {
        var stack: [Frame] = []
        let root = start(value, label: .none, depth: 0, stack: &stack)
        if options.recordsIdentities, !root.isContainer { root.computeHash() }
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].pending.count else {
                finish(stack.removeLast())
                continue
            }
            let (label, child) = stack[top].pending[stack[top].next]
            stack[top].next += 1
            let parent = stack[top].node
            let node = start(child, label: label, depth: stack[top].depth + 1, stack: &stack)
            if options.recordsIdentities, !node.isContainer { node.computeHash() }
            if recordingIdentities, parent.kind == .collection, let identity = typeInfo(of: child).identity {
                node.identity = identity(child)
            }
            parent.children.append(node)
        }
        return root
    }

    private mutating func typeInfo(of value: Any) -> DumpTypeInfo {
        let key = ObjectIdentifier(type(of: value))
        if let info = types[key] { return info }
        let info = DumpTypeInfo(of: value)
        types[key] = info
        return info
    }

    /// Makes the node for one value: a finished leaf, or a container pushed on `stack` with its
    /// children pending.
    private mutating func start(_ value: Any, label: DumpNode.Label, depth: Int, stack: inout [Frame]) -> DumpNode {
        var value = value
        var someCount = 0  // `Optional.some` wrappers unwrapped so far.
        var substitutions = 0
        while true {
            let info = typeInfo(of: value)
            let node: DumpNode
            switch info.strategy {
            case .customDescription:
                node = .leaf((value as! any CustomDumpStringConvertible).customDumpDescription.dumpSingleLine)
            case .customValue:
                let replacement = (value as! any CustomDumpRepresentable).customDumpValue
                substitutions += 1
                if substitutions <= 64, type(of: replacement) != type(of: value) {
                    value = replacement
                    continue
                }
                node = startReflected(value, info: info, depth: depth, stack: &stack)
            case .literal(let format):
                let (text, width) = format(value)
                node = .leaf(text, width: width)
            case .anyHashable:
                value = (value as! AnyHashable).base
                continue
            case .optional(let optional):
                if let wrapped = optional.dumpWrapped(of: value) {
                    value = wrapped
                    someCount += 1
                    continue
                }
                node = .leaf(Self.none(someCount: someCount))
            case .array(let array):
                var pending: [(label: DumpNode.Label, value: Any)] = []
                array.appendDumpElements(of: value, to: &pending)
                node = startContainer(.collection, "[", "]", pending: pending, depth: depth, stack: &stack)
            case .set(let set):
                var pending: [(label: DumpNode.Label, value: Any)] = []
                set.appendDumpElements(of: value, to: &pending)
                node = startContainer(.set, "Set([", "])", pending: pending, depth: depth, stack: &stack)
            case .dictionary(let dictionary):
                let entries = dictionary.dumpEntries(of: value)
                node = startDictionary(entries, depth: depth, stack: &stack)
            case .metatype:
                node = .leaf(DumpTypeName.unqualified(_typeName(value as! any Any.Type, qualified: true)) + ".self")
            case .described:
                node = .leaf(DumpTypeInfo.describedFoundationValue(value, name: info.name))
            case .opaque(let text):
                node = .leaf(text)
            case .reflected:
                let mirror = Mirror(reflecting: value)
                if mirror.displayStyle == .optional {
                    if let wrapped = mirror.children.first {
                        value = wrapped.value
                        someCount += 1
                        continue
                    }
                    node = .leaf(Self.none(someCount: someCount))
                } else {
                    node = startReflected(value, mirror: mirror, info: info, depth: depth, stack: &stack)
                }
            }
            node.label = label
            return node
        }
    }

    /// The `Mirror`-driven dump of structs, classes, tuples, enums and collections.
    private mutating func startReflected(
        _ value: Any, mirror: Mirror? = nil, info: DumpTypeInfo, depth: Int, stack: inout [Frame]
    ) -> DumpNode {
        let mirror = mirror ?? Mirror(reflecting: value)
        var object: ObjectIdentifier?
        if info.isClass {
            let id = ObjectIdentifier(value as AnyObject)
            if let target = openObjects[id] {
                let cycle = target.cycle ?? DumpCycle(typeName: info.name)
                target.cycle = cycle
                hasCycles = true
                let node = DumpNode.leaf("<cycle: \(info.name)>")
                node.kind = .backReference
                node.cycle = cycle
                return node
            }
            object = id
        }
        if depth >= options.maximumDepth, !mirror.children.isEmpty || mirror.superclassMirror != nil {
            return .leaf("…")
        }

        let node: DumpNode
        var pending: [(label: DumpNode.Label, value: Any)] = []
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                return .leaf("." + caseName(of: value))
            }
            node = DumpNode(kind: .enumCase, text: "." + (payload.label ?? caseName(of: value)) + "(", closing: ")")
            if typeInfo(of: payload.value).isTuple {
                pending = Mirror(reflecting: payload.value).children.map { (Self.tupleLabel($0.label), $0.value) }
            } else {
                pending = [(.none, payload.value)]
            }
        case .tuple:
            node = DumpNode(kind: .tuple, text: "(", closing: ")")
            pending = mirror.children.map { (Self.tupleLabel($0.label), $0.value) }
        case .collection:
            pending.reserveCapacity(Int(mirror.children.count))
            for (index, child) in mirror.children.enumerated() {
                pending.append((.index(index), child.value))
            }
            return registering(object, startContainer(.collection, "[", "]", pending: pending, depth: depth, stack: &stack), stack: &stack)
        case .set:
            pending = mirror.children.map { (.none, $0.value) }
            return registering(object, startContainer(.set, "Set([", "])", pending: pending, depth: depth, stack: &stack), stack: &stack)
        case .dictionary:
            let entries = mirror.children.compactMap { entry -> (key: Any, value: Any)? in
                let pair = Mirror(reflecting: entry.value).children
                guard let key = pair.first?.value, let value = pair.dropFirst().first?.value else { return nil }
                return (key, value)
            }
            return registering(object, startDictionary(entries, depth: depth, stack: &stack), stack: &stack)
        default:
            // Structs, classes (with inherited properties first), and custom mirrors.
            node = DumpNode(kind: .structure, text: info.opening, closing: ")")
            var mirrors = [mirror]
            while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
            for level in mirrors.reversed() {
                for (offset, child) in level.children.enumerated() {
                    pending.append((.field(child.label ?? "[\(offset)]"), child.value))
                }
            }
        }
        if let object { openObjects[object] = node }
        node.children.reserveCapacity(pending.count)
        stack.append(Frame(node: node, pending: pending, depth: depth, object: object))
        return node
    }

    /// Marks the class instance whose container was just opened as open, for cycle detection.
    private mutating func registering(_ object: ObjectIdentifier?, _ node: DumpNode, stack: inout [Frame]) -> DumpNode {
        if let object, let last = stack.indices.last, stack[last].node === node {
            stack[last].object = object
            openObjects[object] = node
        }
        return node
    }

    /// Opens a container that cannot itself be part of a cycle.
    private func startContainer(
        _ kind: DumpNode.Kind, _ opening: String, _ closing: String,
        pending: [(label: DumpNode.Label, value: Any)], depth: Int, stack: inout [Frame]
    ) -> DumpNode {
        if depth >= options.maximumDepth, !pending.isEmpty { return .leaf("…") }
        let node = DumpNode(kind: kind, text: opening, closing: closing)
        node.children.reserveCapacity(pending.count)
        stack.append(Frame(node: node, pending: pending, depth: depth, object: nil))
        return node
    }

    private mutating func startDictionary(_ entries: [(key: Any, value: Any)], depth: Int, stack: inout [Frame]) -> DumpNode {
        if entries.isEmpty { return .leaf("[:]") }
        if depth >= options.maximumDepth { return .leaf("…") }
        var pending: [(label: DumpNode.Label, value: Any)] = []
        pending.reserveCapacity(entries.count)
        for (key, value) in entries {
            pending.append((.key(buildTree(key, recordingIdentities: false)), value))
        }
        return startContainer(.dictionary, "[", "]", pending: pending, depth: depth, stack: &stack)
    }

    /// `nil`, or `.some(nil)` for an optional that holds an empty optional.
    private static func none(someCount: Int) -> String {
        someCount == 0 ? "nil" : String(repeating: ".some(", count: someCount) + "nil" + String(repeating: ")", count: someCount)
    }

    private mutating func finish(_ frame: Frame) {
        if let object = frame.object { openObjects[object] = nil }
        let node = frame.node
        switch node.kind {
        case .dictionary, .set: DumpBuilder.sortChildren(of: node)
        default: break
        }
        node.finish(hashing: options.recordsIdentities)
    }

    private static func tupleLabel(_ label: String?) -> DumpNode.Label {
        guard let label, label.first != "." else { return .none }
        return .field(label)
    }

    private mutating func caseName(of value: Any) -> String {
        guard let pointer = RuntimeReflection.enumCaseName(of: value) else { return String(describing: value) }
        if let name = caseNames[pointer] { return name }
        let name = String(cString: pointer)
        caseNames[pointer] = name
        return name
    }
}
