/// One value in a dump tree: a literal, a back-reference, or a container of labelled children.
///
/// `DumpBuilder` walks a value once through `Mirror` and produces a tree of these; the renderer
/// lays the tree out as text and the differ compares two trees. Hashes (for diffs) are computed
/// bottom-up when a node is finished, so equality checks never walk a subtree twice.
final class DumpNode {
    enum Kind: UInt8 {
        /// A literal (`42`, `"text"`, `nil`, `.case`, `…`); `text` is the whole rendering.
        case leaf
        /// A class instance dumped earlier in the same dump: `Node(↩︎)`, `#1 Node(↩︎)`.
        case backReference
        /// A string with line breaks, written as a `"""` literal: `text` is the opening
        /// delimiter, `closing` the closing one, `lines` the text's lines as they are.
        case multilineString
        /// `Name(field: value, …)` for structs and classes.
        case structure
        /// `(label: value, value)`.
        case tuple
        /// `.case(payload, label: payload)`.
        case enumCase
        /// `[value, …]`; children are labelled by index, shown only one per line.
        case collection
        /// `[key: value, …]`, sorted by key.
        case dictionary
        /// `Set([value, …])`, sorted by element.
        case set
    }

    /// How a child is introduced in its parent.
    enum Label {
        case none
        /// A stored property, a labelled tuple element or a labelled enum payload.
        case field(String)
        /// A collection element; rendered `[3]: ` when one element is shown per line.
        case index(Int)
        /// A dictionary entry; the key is dumped in full and rendered on one line.
        case key(DumpNode)
    }

    var kind: Kind
    /// The literal for leaves; the opening text for containers (`Name(`, `[`, `.case(`).
    var text: String
    /// The closing text for containers (`)`, `]`, `])`); empty for leaves.
    var closing: String
    var label: Label = .none
    var children: [DumpNode] = []
    /// A hash of the rendering, label excluded: equal dumps have equal hashes. Computed only
    /// for diffs (zero otherwise).
    var hash = 0
    /// What tells apart values whose dumps read alike, for diffs: a class instance's identity,
    /// a number's type, a custom description's underlying value (zero otherwise).
    var fingerprint: UInt64 = 0
    /// The type of a literal, shown when two values read alike but differ in type (`29.99 as
    /// Float`); set for diffs only.
    var typeName: String?
    /// The `Identifiable.id` of a collection element, when the differ asked for identities.
    var identity: AnyHashable?
    /// The lines of a multi-line string.
    var lines: [String] = []
    /// Whether the value was reached by unwrapping an `Optional`: a struct whose one field is
    /// an optional holding a value opens, as swift-custom-dump lays it out.
    var isUnwrappedOptional = false
    /// Whether fields were left out (the `@Observable` registrar): the layout is that of the
    /// fields the value has, so one field left of two still opens, as custom-dump lays it out.
    var hadHiddenFields = false
    /// Whether the children came in hash order and were sorted (a `Dictionary`, a `Set`):
    /// their order means nothing, so a diff counts the unchanged ones in one line.
    var isUnordered = false

    init(kind: Kind, text: String, closing: String = "") {
        self.kind = kind
        self.text = text
        self.closing = closing
    }

    /// A finished literal.
    static func leaf(_ text: String) -> DumpNode {
        DumpNode(kind: .leaf, text: text)
    }

    var isContainer: Bool { kind.rawValue >= Kind.structure.rawValue }

    /// Computes `hash` when `hashing`, from the text and the (already finished) children.
    func finish(hashing: Bool) {
        if hashing { computeHash() }
    }

    /// Computes `hash` from the text and the children's labels and hashes.
    ///
    /// FNV-1a with a final mix: fast, and good enough, because every match of hashes is
    /// confirmed by `areEqual(_:_:)` before two dumps are called equal.
    func computeHash() {
        var hash = DumpHash(kind.rawValue)
        hash.combine(text)
        hash.combine(closing)
        hash.combine(fingerprint)
        for line in lines { hash.combine(line) }
        hash.combine(UInt64(children.count))
        for child in children {
            switch child.label {
            case .none, .index: break
            case .field(let name): hash.combine(name)
            case .key(let key): hash.combine(UInt64(bitPattern: Int64(key.hash)))
            }
            hash.combine(UInt64(bitPattern: Int64(child.hash)))
        }
        self.hash = hash.value
    }

    /// Frees deep trees without deep recursion: children are detached one level at a time.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node), !node.children.isEmpty {
                pending.append(contentsOf: node.children)
                node.children = []
            }
        }
    }
}

/// A 64-bit FNV-1a hash over the pieces of a dump.
struct DumpHash {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    init(_ seed: UInt8) {
        combine(UInt64(seed))
    }

    mutating func combine(_ value: UInt64) {
        state = (state ^ value) &* 0x0000_0100_0000_01B3
        state ^= state >> 32
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        combine(UInt64(text.utf8.count))
    }

    var value: Int {
        var mixed = state
        mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed)
    }
}

extension DumpNode {
    /// Whether two dumps render identically; the labels of the two roots are not compared.
    ///
    /// Iterative, so that deep trees cannot exhaust the stack. Hashes (computed beforehand)
    /// reject most unequal pairs at once.
    static func areEqual(_ first: DumpNode, _ second: DumpNode) -> Bool {
        var pending = [(first, second)]
        while let (a, b) = pending.popLast() {
            if a === b { continue }
            guard a.hash == b.hash, a.fingerprint == b.fingerprint, a.kind == b.kind, a.children.count == b.children.count,
                  a.text == b.text, a.closing == b.closing, a.lines == b.lines
            else { return false }
            for (childA, childB) in zip(a.children, b.children) {
                switch (childA.label, childB.label) {
                case (.none, .none), (.index, .index): break
                case (.field(let nameA), .field(let nameB)) where nameA == nameB: break
                case (.key(let keyA), .key(let keyB)): pending.append((keyA, keyB))
                default: return false
                }
                pending.append((childA, childB))
            }
        }
        return true
    }
}
