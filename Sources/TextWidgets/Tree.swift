import TextRendering

/// A tree of labels drawn with guides, like `tree(1)` and Rich's `Tree`: a value, printed with
/// `Console`, rendered to text, or shown in a view hierarchy with TextUI's `WidgetView`.
///
/// ```swift
/// let tree = Tree("Sources", children: [
///     Tree.Node("TextRendering", children: [Tree.Node("Canvas"), Tree.Node("Width")]),
///     Tree.Node("TextUI", style: .bold),
/// ])
/// tree.render(width: 30).plainText
/// // Sources
/// // ├── TextRendering
/// // │   ├── Canvas
/// // │   └── Width
/// // └── TextUI
/// ```
///
/// A label too long for its row wraps under itself, its guide continuing beside it. Labels are
/// drawn terminal-safe. Where box-drawing characters are two cells wide (`WidthProfile`'s wide
/// ambiguous characters) the guides fall back to ASCII (a bar or a backquote before `--`), like
/// borders.
public struct Tree: Widget, Hashable {
    /// One label and the labels under it.
    public struct Node: Sendable, Hashable {
        /// The label, in its own style (plain when it has none).
        public var label: StyledText
        /// The nodes under this one.
        public var children: [Node]

        /// A node with `label` and `children`.
        public init(_ label: StyledText, children: [Node] = []) {
            self.label = label
            self.children = children
        }

        /// A node with `label` in `style` and `children`.
        public init(_ label: String, style: Style? = nil, children: [Node] = []) {
            self.init(StyledText(label, style: style), children: children)
        }
    }

    /// The top node, shown without a guide.
    public var root: Node
    /// The style of the guides.
    public var guideStyle: Style = .dim
    /// Whether the root's label is shown; when not, its children are the top level.
    public var showsRoot = true

    /// A tree whose root is `root`.
    public init(root: Node) {
        self.root = root
    }

    /// A tree whose root is `label` with `children`.
    public init(_ label: StyledText, children: [Node] = []) {
        self.init(root: Node(label, children: children))
    }

    /// A tree whose root is `label` in `style` with `children`.
    public init(_ label: String, style: Style? = nil, children: [Node] = []) {
        self.init(root: Node(label, style: style, children: children))
    }

    /// The guides: before a node that has siblings after it, before the last, and beside the
    /// nodes under a node with siblings after it (or under the last).
    struct Guides {
        var branch: String
        var last: String
        var through: String
        var blank: String

        static let boxDrawing = Guides(branch: "├── ", last: "└── ", through: "│   ", blank: "    ")
        static let ascii = Guides(branch: "|-- ", last: "`-- ", through: "|   ", blank: "    ")

        static func forProfile(_ profile: WidthProfile) -> Guides {
            profile.hasWideAmbiguousCharacters && "├".displayWidth(in: profile) != 1 ? .ascii : .boxDrawing
        }
    }

    /// One row: the guides before it, and a line of a label with its styles.
    struct Row: Equatable {
        var guides: String
        var text: StyledText
    }

    /// The rows at `width`: each label wrapped to the room its guides leave.
    func rows(width: Int, profile: WidthProfile) -> [Row] {
        let guides = Guides.forProfile(profile)
        var rows: [Row] = []
        func add(_ node: Node, lead: String, continuation: String) {
            let room = max(1, width - lead.displayWidth(in: profile))
            let lines = node.label.terminalSafe.wrapped(toWidth: room, in: profile)
            for (index, line) in (lines.isEmpty ? [StyledText("", style: node.label.style)] : lines).enumerated() {
                rows.append(Row(guides: index == 0 ? lead : continuation, text: line))
            }
        }
        func walk(_ children: [Node], prefix: String) {
            for (index, child) in children.enumerated() {
                let isLast = index == children.count - 1
                let below = prefix + (isLast ? guides.blank : guides.through)
                add(child, lead: prefix + (isLast ? guides.last : guides.branch), continuation: below)
                walk(child.children, prefix: below)
            }
        }
        if showsRoot {
            add(root, lead: "", continuation: "")
        }
        walk(root.children, prefix: "")
        return rows
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let rows = rows(width: .max / 4, profile: profile)
        let ideal = rows.map { $0.guides.displayWidth(in: profile) + $0.text.displayWidth(in: profile) }.max() ?? 0
        let deepest = rows.map { $0.guides.displayWidth(in: profile) }.max() ?? 0
        return LayoutWidths(minimum: deepest + 1, ideal: ideal)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? rows(width: width, profile: profile).count : 0
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0 else { return }
        let profile = canvas.profile
        for (index, row) in rows(width: rect.width, profile: profile).prefix(rect.height).enumerated() {
            let y = rect.minY + index
            let guides = row.guides.truncated(toWidth: rect.width, mode: .tail, in: profile)
            let x = canvas.draw(guides, at: Point(x: rect.minX, y: y), style: guideStyle, clip: clip)
            let room = rect.maxX - x
            guard room > 0 else { continue }
            canvas.draw(row.text.truncated(toWidth: room, mode: .tail, in: profile), at: Point(x: x, y: y), clip: clip)
        }
    }
}
