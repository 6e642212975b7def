import TextRendering

/// What an element is to assistive technology: a button, a text, a switch. A set that grows, so
/// a struct with static members; a view of the app's own can name one of its own.
public struct AccessibilityRole: Sendable, Hashable, CustomStringConvertible {
    /// The role as descriptions write it: `button`, `text field`.
    public var name: String

    /// A role named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    /// Activates something: `Button`, a bar button item, a back button.
    public static let button = AccessibilityRole("button")
    /// Text that is read, not edited: `Label`.
    public static let staticText = AccessibilityRole("text")
    /// Text the user edits: `TextField`.
    public static let textField = AccessibilityRole("text field")
    /// On or off: `Switch`.
    public static let toggle = AccessibilityRole("switch")
    /// A bar or a spinner: `ProgressView`.
    public static let progressIndicator = AccessibilityRole("progress")
    /// A picture, read by its alternative text: `ImageView`.
    public static let image = AccessibilityRole("image")
    /// A title over what follows: a navigation bar's title, a divider's caption.
    public static let header = AccessibilityRole("header")
    /// Rows: `TableView`.
    public static let table = AccessibilityRole("table")
    /// One row of a table: `TableViewCell`.
    public static let row = AccessibilityRole("row")
    /// Elements that belong together under a title: `PanelView`, a view with a label.
    public static let group = AccessibilityRole("group")
    /// A navigation controller's bar: its back button, title and items.
    public static let navigationBar = AccessibilityRole("navigation bar")
    /// A modal controller's sheet.
    public static let sheet = AccessibilityRole("sheet")
}

/// States of an element that its text may not show.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// It cannot be activated or edited now (a disabled button looks like an enabled one in
    /// plain text).
    public static let disabled = AccessibilityTraits(rawValue: 1 << 0)
    /// The selected row, the chosen item.
    public static let selected = AccessibilityTraits(rawValue: 1 << 1)
    /// It has the keyboard focus.
    public static let focused = AccessibilityTraits(rawValue: 1 << 2)
    /// It, or a view around it, is hidden: not on screen.
    public static let hidden = AccessibilityTraits(rawValue: 1 << 3)

    /// The traits' names, in a fixed order: `disabled, focused`.
    public var names: [String] {
        [(Self.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"), (.hidden, "hidden")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// One element as assistive technology reads it: its role, label, value and traits, and the
/// elements it holds.
///
/// ```swift
/// let back = Button("Back")
/// back.isEnabled = false
/// back.accessibilityElement?.line   // button "Back" [disabled]
/// ```
public struct AccessibilityElement: Sendable, Hashable {
    /// What it is.
    public var role: AccessibilityRole
    /// What it is called: a button's title, a label's text, a field's placeholder.
    public var label: String
    /// What it holds, when that differs from its label: a field's text, a switch's `on`.
    public var value: String?
    /// Its states.
    public var traits: AccessibilityTraits
    /// The elements it holds: a table's rows, a panel's content.
    public var children: [AccessibilityElement]

    /// An element.
    public init(
        role: AccessibilityRole, label: String = "", value: String? = nil, traits: AccessibilityTraits = [],
        children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.children = children
    }

    /// The element on one line: the role, the label and value quoted as Swift writes strings
    /// (controls escaped, so untrusted text cannot break the line), then the traits:
    /// `switch "Gift wrap" = "on" [disabled]`.
    public var line: String {
        var text = role.name
        if !label.isEmpty { text += " " + label.debugDescription }
        if let value { text += " = " + value.debugDescription }
        if !traits.isEmpty { text += " [" + traits.names.joined(separator: ", ") + "]" }
        return text
    }

    /// `elements` one per line, each element's children indented two spaces under it.
    public static func description(of elements: [AccessibilityElement]) -> String {
        var lines: [String] = []
        func add(_ element: AccessibilityElement, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + element.line)
            for child in element.children { add(child, depth: depth + 1) }
        }
        for element in elements { add(element, depth: 0) }
        return lines.joined(separator: "\n")
    }
}
