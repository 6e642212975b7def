import Foundation

/// A volatile part of a snapshot — an id, a time, a temporary path — replaced before the
/// snapshot is compared or recorded, so that the reference holds what the test means.
///
/// Two kinds:
/// - **Patterns** (`.pattern(_:with:)` and the presets `.uuids`, `.iso8601Dates`,
///   `.temporaryPaths`, `.addresses`) rewrite the snapshot's text, whatever the strategy.
/// - **Fields** (`.field(_:with:)`, `.keyPath(_:with:)`) replace the value of a property or a
///   string dictionary key in the structured strategies `.customDump`, `.dump` and `.json`,
///   however the value would be written.
///
/// Set them for one assertion on its strategy, for a scope, or for a suite:
///
/// ```swift
/// assertSnapshot(of: order, as: .customDump.redacting(.field("id"), .iso8601Dates))
/// withSnapshotTesting(redacting: [.uuids]) { … }
/// @Suite(.snapshots(redacting: [.temporaryPaths])) struct ExportTests { … }
/// ```
///
/// Scopes add to the redactions of the scopes around them; an assertion's strategy adds its
/// own. Inline snapshots are redacted the same way.
public struct SnapshotRedaction: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// A regular expression and its replacement template (`$1` for a group).
        case pattern(String, replacement: String)
        /// A property or string key, optionally only in one type (`User.id`).
        case field(String, type: String?, replacement: String)
    }

    package let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The text that replaces a redacted value unless another is given.
    public static let placeholder = "[redacted]"

    /// Every match of the regular expression `pattern` in the snapshot's text becomes
    /// `replacement` (a template: `$0` is the match, `$1` its first group).
    ///
    /// A pattern that is not a regular expression fails the assertion with the reason.
    public static func pattern(_ pattern: String, with replacement: String = placeholder) -> SnapshotRedaction {
        SnapshotRedaction(.pattern(pattern, replacement: replacement))
    }

    /// The value of every property, tuple label or string dictionary key named `name` becomes
    /// `replacement` in `.customDump`, `.dump` and `.json`; `"User.id"` limits it to the type
    /// `User` in the dumps (JSON has no types: there it redacts every `id`).
    public static func field(_ name: String, with replacement: String = placeholder) -> SnapshotRedaction {
        let parts = name.split(separator: ".", maxSplits: .max, omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, !last.isEmpty else {
            return SnapshotRedaction(.field(name, type: nil, replacement: replacement))
        }
        return SnapshotRedaction(.field(String(last), type: parts.dropLast().joined(separator: "."), replacement: replacement))
    }

    /// The property a key path ends in: `.keyPath(\User.id)` is `User`'s `id`; a longer path,
    /// `\User.address.city`, names `city` in every type (the type that holds it is not known).
    public static func keyPath<Root, Property>(
        _ keyPath: KeyPath<Root, Property>, with replacement: String = placeholder
    ) -> SnapshotRedaction {
        // A key path describes itself as its source text, `\User.address.city`.
        let text = String(reflecting: keyPath)
        let components = text.split(separator: ".")
        let name = components.last.map(String.init) ?? text
        guard components.count == 2 else { return SnapshotRedaction(.field(name, type: nil, replacement: replacement)) }
        // Dumps name types without module or generic arguments (`Box`, not `Box<Int>`).
        let root = String(describing: Root.self).prefix { $0 != "<" }
        return SnapshotRedaction(.field(name, type: root.split(separator: ".").last.map(String.init), replacement: replacement))
    }

    /// UUIDs (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, either case) become `[uuid]`.
    public static let uuids = pattern(
        "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", with: "[uuid]")

    /// ISO 8601 dates and times (`2024-05-01T12:30:00Z`, with fractions and offsets) become
    /// `[date]`.
    public static let iso8601Dates = pattern(
        #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?"#, with: "[date]")

    /// Paths inside the temporary folder (`/tmp/…`, `/var/folders/…`, `/private/var/folders/…`)
    /// become `[temporary]/…`, keeping the part after the folder's unique name.
    public static let temporaryPaths = pattern(
        #"(/private)?(/var/folders/[^/\s]+/[^/\s]+/T|/tmp)/[^/\s"'),]+"#, with: "[temporary]")

    /// Memory addresses (`0x600000c4c000`) become `[address]`.
    public static let addresses = pattern("0x[0-9a-fA-F]{6,16}", with: "[address]")

    /// The redaction as it would be written (`.field("id")`).
    public var description: String {
        switch kind {
        case .pattern(let pattern, let replacement): ".pattern(\(pattern.debugDescription), with: \(replacement.debugDescription))"
        case .field(let name, let type, let replacement):
            ".field(\(((type.map { $0 + "." } ?? "") + name).debugDescription), with: \(replacement.debugDescription))"
        }
    }
}

extension SnapshotRedaction {
    /// The redactions in force while a strategy makes its snapshot: the scopes' and the
    /// assertion's own. The structured strategies read the field redactions from here.
    @TaskLocal package static var active: [SnapshotRedaction] = []

    /// The field redactions among `redactions`, as `String(dumping:replacingFields:)` takes
    /// them: `name` or `Type.name` to the replacement text.
    package static func fieldReplacements(_ redactions: [SnapshotRedaction]) -> [String: String] {
        var fields: [String: String] = [:]
        for redaction in redactions {
            if case .field(let name, let type, let replacement) = redaction.kind {
                fields[(type.map { $0 + "." } ?? "") + name] = replacement
            }
        }
        return fields
    }

    /// `text` with every pattern among `redactions` applied, in order.
    ///
    /// - Throws: `SnapshotError` `.invalidSetting` naming a pattern that is not a regular
    ///   expression.
    package static func applyingPatterns(_ redactions: [SnapshotRedaction], to text: String) throws -> String {
        var text = text
        for redaction in redactions {
            guard case .pattern(let pattern, let replacement) = redaction.kind else { continue }
            let expression: NSRegularExpression
            do {
                expression = try NSRegularExpression(pattern: pattern)
            } catch {
                throw SnapshotError(
                    code: .invalidSetting, "The redaction pattern \(pattern.debugDescription) is not a regular expression: \(error)")
            }
            text = expression.stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
        }
        return text
    }
}
