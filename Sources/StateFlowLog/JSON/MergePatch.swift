/// JSON merge patches (RFC 7396): the changes from one JSON value to another.
///
/// A patch is an object of the members that changed: a new value, or `null` for a member
/// that went. Anything that is not an object (an array, a number) is replaced whole.
package enum MergePatch {
    /// The patch that turns `old` into `new`, or `nil` when they are equal.
    ///
    /// `null` members of `new` cannot be told apart from members removed, as RFC 7396 says;
    /// states encoded with `Codable` leave `nil` optionals out, so this does not arise for them.
    package static func difference(from old: JSONValue, to new: JSONValue) -> JSONValue? {
        guard old != new else { return nil }
        guard case .object(let oldMembers) = old, case .object(let newMembers) = new else { return new }
        var patch: [String: JSONValue] = [:]
        for (key, oldValue) in oldMembers {
            guard let newValue = newMembers[key] else {
                patch[key] = .null
                continue
            }
            if let change = difference(from: oldValue, to: newValue) {
                // A value that became an object is sent whole, not as a patch of its members.
                if case .object = newValue, case .object = oldValue {
                    patch[key] = change
                } else {
                    patch[key] = newValue
                }
            }
        }
        for (key, newValue) in newMembers where oldMembers[key] == nil {
            patch[key] = newValue
        }
        return .object(patch)
    }

    /// `target` with `patch` applied (RFC 7396 `MergePatch`).
    package static func apply(_ patch: JSONValue, to target: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        var members: [String: JSONValue]
        if case .object(let existing) = target { members = existing } else { members = [:] }
        for (key, change) in changes {
            if change == .null {
                members[key] = nil
            } else {
                members[key] = apply(change, to: members[key] ?? .null)
            }
        }
        return .object(members)
    }

    /// The paths at which `new` differs from `old`, sorted: `master.highlightedID`,
    /// `zones` (an array is one value), `["odd key"]`; `[""]` when the whole value differs
    /// (not both objects); empty when they are equal.
    package static func changedPaths(from old: JSONValue, to new: JSONValue, limit: Int = .max) -> [String] {
        var paths: [String] = []
        collectPaths(from: old, to: new, prefix: "", into: &paths, limit: limit)
        return paths
    }

    private static func collectPaths(from old: JSONValue, to new: JSONValue, prefix: String, into paths: inout [String], limit: Int) {
        guard paths.count < limit, old != new else { return }
        guard case .object(let oldMembers) = old, case .object(let newMembers) = new else {
            paths.append(prefix)
            return
        }
        let keys = Set(oldMembers.keys).union(newMembers.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys {
            let path = prefix.isEmpty ? pathComponent(key) : prefix + (isIdentifier(key) ? "." : "") + pathComponent(key)
            collectPaths(from: oldMembers[key] ?? .null, to: newMembers[key] ?? .null, prefix: path, into: &paths, limit: limit)
        }
    }

    /// A key as a path component: itself when it is an identifier, else `["key"]`.
    private static func pathComponent(_ key: String) -> String {
        isIdentifier(key) ? key : "[" + JSONValue.string(key).jsonText + "]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
