/// Limits that keep a dump finite and readable.
struct DumpOptions {
    /// Containers nested deeper than this are shown as `…`.
    ///
    /// The walk itself is iterative and cannot overflow the stack; the limit bounds the output,
    /// whose indentation grows with the square of the depth.
    var maximumDepth = 2_000
    /// Whether collection elements record their `Identifiable.id`, for the differ.
    var recordsIdentities = false
    /// Fields whose values are replaced by a text: `name` for every property, tuple label or
    /// string key of that name, `Type.name` for one type's.
    var replacedFields: [String: String] = [:]
}

/// A value shown as a fixed text in place of a replaced field.
private struct ReplacedValue: CustomDumpStringConvertible {
    var text: String
    var customDumpDescription: String { text }
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
    /// Class instances dumped so far, with the name they are shown with (`Node`, `#1 Node`).
    private var visited: [ObjectIdentifier: String] = [:]
    /// How many distinct instances of each type name have been dumped.
    private var instanceCounts: [String: Int] = [:]
    /// The name each instance is shown with, for the whole life of the builder when it builds
    /// the two sides of a diff: an instance on both sides has one name, and a different
    /// instance of the same type on the new side is numbered after the old side's (`#1 User`).
    private var names: [ObjectIdentifier: String] = [:]
    /// The instances in `names`, kept alive so that their identifiers are not reused by
    /// temporaries (a `CustomDumpRepresentable` value made during the dump).
    private var retained: [AnyObject] = []
    /// The `_CustomDiffObject`s that show their value before (the old side of a diff, for the
    /// objects the new side holds too); the others show their value now.
    var objectsShowingBefore: Set<ObjectIdentifier> = []
    /// The `_CustomDiffObject`s met so far.
    private(set) var diffObjects: Set<ObjectIdentifier> = []

    init(options: DumpOptions = DumpOptions()) {
        self.options = options
    }

    /// A container whose children are still being dumped.
    private struct Frame {
        var node: DumpNode
        var pending: [(label: DumpNode.Label, value: Any)]
        var next = 0
        var depth: Int
        /// Whether the children come in hash order (a `Dictionary`, a `Set`), to be sorted.
        var isUnordered = false
    }

    /// Dumps `value`. For diffs (`recordsIdentities`), class instances keep their names from
    /// one value to the next, as swift-custom-dump numbers the two sides of a diff.
    mutating func build(_ value: Any) -> DumpNode {
        visited = [:]
        if !options.recordsIdentities {
            instanceCounts = [:]
            names = [:]
            retained = []
        }
        return buildTree(value, recordingIdentities: options.recordsIdentities)
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

    /// A range's bound as custom-dump writes it, its description (`a..<c` for strings), or its
    /// dump where the description would carry control characters (line breaks among them) or
    /// bidirectional ones.
    private static func boundText(_ bound: Any) -> String {
        let text = String(describing: bound)
        if text.unicodeScalars.contains(where: \.needsDumpEscape) {
            return String(dumping: bound).dumpSingleLine
        }
        return text
    }

    /// Makes the node for one value: a finished leaf, or a container pushed on `stack` with its
    /// children pending.
    private mutating func start(_ value: Any, label: DumpNode.Label, depth: Int, stack: inout [Frame]) -> DumpNode {
        var value = value
        var someCount = 0  // `Optional.some` wrappers unwrapped so far.
        var substitutions = 0
        var objectName: (prefix: String, id: ObjectIdentifier)?  // A `_CustomDiffObject`'s naming.
        while true {
            let info = typeInfo(of: value)
            // Only the value itself is the root: an enum there is written with its type.
            let isRoot = depth == 0 && someCount == 0 && substitutions == 0
            var node: DumpNode
            switch info.strategy {
            case .diffObject where objectName == nil:
                let object = value as! any _CustomDiffObject
                let id = object._objectIdentifier
                diffObjects.insert(id)
                let values = object._customDiffValues
                value = objectsShowingBefore.contains(id) ? values.0 : values.1
                let typeName = typeInfo(of: value).name
                if let name = visited[id] {
                    node = .leaf(name + "(↩︎)")
                    node.kind = .backReference
                    if options.recordsIdentities { node.fingerprint = Self.fingerprint(of: id) }
                    break
                }
                let prefix: String
                if let known = names[id] {
                    prefix = known
                } else {
                    let count = instanceCounts[typeName, default: 0]
                    instanceCounts[typeName] = count + 1
                    prefix = count == 0 ? "" : "#\(count) "
                    names[id] = prefix
                    retained.append(object as AnyObject)
                }
                visited[id] = prefix + typeName
                objectName = (prefix, id)
                continue
            case .diffObject:
                node = startReflected(value, info: info, isRoot: isRoot, depth: depth, stack: &stack)
            case .customDescription:
                node = .leaf((value as! any CustomDumpStringConvertible).customDumpDescription.dumpSingleLine)
                // Two values described alike may still differ (a redacted password).
                if options.recordsIdentities { node.fingerprint = RawFingerprint.of(value) }
            case .customValue:
                let replacement = (value as! any CustomDumpRepresentable).customDumpValue
                substitutions += 1
                if substitutions <= 64, type(of: replacement) != type(of: value) {
                    value = replacement
                    continue
                }
                node = startReflected(value, info: info, isRoot: isRoot, depth: depth, stack: &stack)
            case .foundationValue(let replace):
                substitutions += 1
                if substitutions <= 64 {
                    value = replace(value)
                    continue
                }
                node = startReflected(value, info: info, isRoot: isRoot, depth: depth, stack: &stack)
            case .literal(let format):
                node = .leaf(format(value))
                if options.recordsIdentities {
                    node.typeName = info.name
                    node.fingerprint = info.nameFingerprint
                }
            case .string(let text):
                node = .string(text(value))
            case .anyHashable:
                value = (value as! AnyHashable).base
                continue
            case .optional(let optional):
                if let wrapped = optional.dumpWrapped(of: value) {
                    value = wrapped
                    someCount += 1
                    continue
                }
                node = .leaf("nil")
            case .array(let array):
                var pending: [(label: DumpNode.Label, value: Any)] = []
                array.appendDumpElements(of: value, to: &pending)
                node = startContainer(.collection, "[", "]", pending: pending, depth: depth, stack: &stack)
            case .set(let set):
                var pending: [(label: DumpNode.Label, value: Any)] = []
                set.appendDumpElements(of: value, to: &pending)
                node = startContainer(.set, "Set([", "])", pending: pending, depth: depth, stack: &stack, isUnordered: true)
            case .dictionary(let dictionary):
                let entries = dictionary.dumpEntries(of: value)
                node = startDictionary(entries, depth: depth, stack: &stack)
            case .range(let range):
                let (lower, upper) = range.dumpBounds(of: value)
                node = .leaf(Self.boundText(lower) + range.dumpOperator + Self.boundText(upper))
            case .metatype:
                node = .leaf(DumpTypeName.unqualified(_typeName(value as! any Any.Type, qualified: true)) + ".self")
            case .described(let describe):
                node = .leaf(describe(value))
            case .opaque(let text):
                node = .leaf(text)
            case .reflected:
                let mirror = info.mirror(of: value)
                if mirror.displayStyle == .optional {
                    if let wrapped = mirror.children.first {
                        value = wrapped.value
                        someCount += 1
                        continue
                    }
                    node = .leaf("nil")
                } else {
                    node = startReflected(value, mirror: mirror, info: info, isRoot: isRoot, depth: depth, stack: &stack)
                }
            }
            if let (prefix, id) = objectName, node.kind != .backReference {
                node.text = prefix + node.text
                if options.recordsIdentities { node.fingerprint = Self.fingerprint(of: id) }
            }
            // An optional's value opens its one-field container, as custom-dump lays it out;
            // a custom description does not.
            if someCount > 0, !info.isCustomDescription {
                node.isUnwrappedOptional = true
            }
            node.label = label
            return node
        }
    }

    /// The `Mirror`-driven dump of structs, classes, tuples, enums and collections.
    private mutating func startReflected(
        _ value: Any, mirror: Mirror? = nil, info: DumpTypeInfo, isRoot: Bool, depth: Int, stack: inout [Frame]
    ) -> DumpNode {
        let mirror = mirror ?? Mirror(reflecting: value)
        var shownName = info.name
        if info.isClass {
            let object = value as AnyObject
            let id = ObjectIdentifier(object)
            if let name = visited[id] {
                let node = DumpNode.leaf(name + "(↩︎)")
                node.kind = .backReference
                if options.recordsIdentities { node.fingerprint = Self.fingerprint(of: id) }
                return node
            }
            if let name = names[id] {
                shownName = name
            } else {
                let count = instanceCounts[info.name, default: 0]
                instanceCounts[info.name] = count + 1
                shownName = count == 0 ? info.name : "#\(count) \(info.name)"
                names[id] = shownName
                retained.append(object)
            }
            visited[id] = shownName
        }
        let node = startReflectedContents(value, mirror: mirror, info: info, shownName: shownName, isRoot: isRoot, depth: depth, stack: &stack)
        // Two instances are two values, whatever their fields say.
        if info.isClass, options.recordsIdentities { node.fingerprint = Self.fingerprint(of: ObjectIdentifier(value as AnyObject)) }
        return node
    }

    private static func fingerprint(of id: ObjectIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: id.hashValue))
    }

    private mutating func startReflectedContents(
        _ value: Any, mirror: Mirror, info: DumpTypeInfo, shownName: String, isRoot: Bool, depth: Int, stack: inout [Frame]
    ) -> DumpNode {
        if depth >= options.maximumDepth, !mirror.children.isEmpty || mirror.superclassMirror != nil {
            // Past the depth limit a container shows its kind with `…` for its contents.
            switch mirror.displayStyle {
            case .enum: return .leaf((isRoot ? info.name : "") + "." + caseName(of: value) + "(…)")
            case .tuple: return .leaf("(…)")
            case .collection, .dictionary: return .leaf("[…]")
            case .set: return .leaf("Set([…])")
            default: return .leaf(shownName + "(…)")
            }
        }

        let node: DumpNode
        var pending: [(label: DumpNode.Label, value: Any)] = []
        switch mirror.displayStyle {
        case .enum:
            let type = isRoot ? info.name : ""
            guard let payload = mirror.children.first else {
                return .leaf(type + "." + caseName(of: value))
            }
            node = DumpNode(kind: .enumCase, text: type + "." + (payload.label ?? caseName(of: value)) + "(", closing: ")")
            if typeInfo(of: payload.value).isTuple {
                pending = Mirror(reflecting: payload.value).children.map { (Self.tupleLabel($0.label), $0.value) }
            } else {
                pending = [(.none, payload.value)]
            }
        case .tuple:
            node = DumpNode(kind: .tuple, text: "(", closing: ")")
            pending = mirror.children.map { child in
                (Self.tupleLabel(child.label), child.label.flatMap { replacement(forField: $0, in: nil) } ?? child.value)
            }
        case .collection:
            pending.reserveCapacity(Int(mirror.children.count))
            for (index, child) in mirror.children.enumerated() {
                pending.append((.index(index), child.value))
            }
            return startContainer(.collection, "[", "]", pending: pending, depth: depth, stack: &stack)
        case .set:
            pending = mirror.children.map { (.none, $0.value) }
            return startContainer(
                .set, "Set([", "])", pending: pending, depth: depth, stack: &stack, isUnordered: DumpTypeInfo.isHashedFoundationCollection(value))
        case .dictionary:
            let entries = mirror.children.compactMap { entry -> (key: Any, value: Any)? in
                let pair = Mirror(reflecting: entry.value).children
                guard let key = pair.first?.value, let value = pair.dropFirst().first?.value else { return nil }
                return (key, value)
            }
            // A mirror that lays a type out as a dictionary or set keeps its order (an ordered
            // dictionary); only hashed collections are sorted, as custom-dump sorts them.
            return startDictionary(entries, depth: depth, stack: &stack, isUnordered: DumpTypeInfo.isHashedFoundationCollection(value))
        default:
            // Structs, classes (with inherited properties first), and custom mirrors.
            node = DumpNode(kind: .structure, text: shownName + "(", closing: ")")
            var mirrors = [mirror]
            while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
            // The registrar the `@Observable` macro adds is machinery, not state (unless a
            // custom mirror shows it on purpose).
            let hidesRegistrar = info.mirrorSource != .custom
            for level in mirrors.reversed() {
                for (offset, child) in level.children.enumerated() {
                    if hidesRegistrar, child.label == "_$observationRegistrar" {
                        node.hadHiddenFields = true
                        continue
                    }
                    let label = child.label ?? "[\(offset)]"
                    pending.append((.field(label), replacement(forField: label, in: info.name) ?? child.value))
                }
            }
        }
        node.children.reserveCapacity(pending.count)
        stack.append(Frame(node: node, pending: pending, depth: depth))
        return node
    }

    /// Opens a container that cannot itself be part of a cycle.
    private func startContainer(
        _ kind: DumpNode.Kind, _ opening: String, _ closing: String,
        pending: [(label: DumpNode.Label, value: Any)], depth: Int, stack: inout [Frame], isUnordered: Bool = false
    ) -> DumpNode {
        if depth >= options.maximumDepth, !pending.isEmpty { return .leaf(opening + "…" + closing) }
        let node = DumpNode(kind: kind, text: opening, closing: closing)
        node.children.reserveCapacity(pending.count)
        stack.append(Frame(node: node, pending: pending, depth: depth, isUnordered: isUnordered))
        return node
    }

    private mutating func startDictionary(
        _ entries: [(key: Any, value: Any)], depth: Int, stack: inout [Frame], isUnordered: Bool = true
    ) -> DumpNode {
        if entries.isEmpty { return .leaf("[:]") }
        if depth >= options.maximumDepth { return .leaf("[…]") }
        var pending: [(label: DumpNode.Label, value: Any)] = []
        pending.reserveCapacity(entries.count)
        for (key, value) in entries {
            let replaced = (key as? String).flatMap { replacement(forField: $0, in: nil) }
            pending.append((.key(buildTree(key, recordingIdentities: false)), replaced ?? value))
        }
        return startContainer(.dictionary, "[", "]", pending: pending, depth: depth, stack: &stack, isUnordered: isUnordered)
    }

    private mutating func finish(_ frame: Frame) {
        let node = frame.node
        switch node.kind {
        case .dictionary where frame.isUnordered, .set where frame.isUnordered:
            node.isUnordered = true
            DumpBuilder.sortChildren(of: node)
        default: break
        }
        node.finish(hashing: options.recordsIdentities)
    }

    /// The value shown in place of field `name` of a value of type `type`, if it is replaced.
    private func replacement(forField name: String, in type: String?) -> Any? {
        guard !options.replacedFields.isEmpty else { return nil }
        return options.replacedFields.replacement(forField: name, inType: type).map { ReplacedValue(text: $0) }
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

extension Dictionary where Key == String, Value == String {
    /// The text that replaces field `name` of a value of type `type`, in a table of
    /// `String(dumping:replacingFields:)`: `Type.name` (`User.id` also names `Outer.User`, as
    /// dumps show a nested type), else `name` for any type.
    package func replacement(forField name: String, inType type: String?) -> String? {
        if let type {
            for (key, text) in self where key.count > name.count && key.hasSuffix("." + name) {
                let owner = key.dropLast(name.count + 1)
                if type == owner || type.hasSuffix("." + owner) { return text }
            }
        }
        return self[name]
    }
}
