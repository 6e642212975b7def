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

    /// The paths at which `new` differs from `old`: `master.highlightedID`, `["odd key"]`,
    /// an array's element (`notes[3].title`, `notes[3]` for one removed); `""` when the whole
    /// value differs; empty when they are equal. See `changes(from:to:limit:)`.
    package static func changedPaths(from old: JSONValue, to new: JSONValue, limit: Int = .max) -> [String] {
        changes(from: old, to: new, limit: limit).map(\.path.description)
    }

    /// The changes that turn `old` into `new`, applied in order with `JSONValue.setting(_:at:)`:
    /// each a path and its new value, `nil` for a member or element removed.
    ///
    /// Objects are compared member by member (names sorted); a member that was not there is
    /// set whole. Arrays of the same length are compared element by element; an array that
    /// lost a run of elements (no longer than what remains) is that run removed (`notes[3]`
    /// removed, as many times as it lost), one that grew at its end (by no more than it had) is
    /// the new elements set past its end; other arrays change whole. So one note deleted from
    /// ten thousand is one change, and one title edited is `notes[41].title`.
    package static func changes(from old: JSONValue, to new: JSONValue, limit: Int = .max) -> [(path: JSONPath, value: JSONValue?)] {
        var changes: [(path: JSONPath, value: JSONValue?)] = []
        collect(from: old, to: new, at: [], into: &changes, limit: limit)
        return changes
    }

    /// The changes from `old` to `new`: what differs is descended into, a path made only for
    /// it; an array's elements are compared once (its common start, then the rest one by one),
    /// not once as the array and again element by element.
    private static func collect(
        from old: JSONValue, to new: JSONValue, at path: [JSONPath.Component], into changes: inout [(path: JSONPath, value: JSONValue?)], limit: Int
    ) {
        guard changes.count < limit else { return }
        switch (old, new) {
        case (.object(let oldMembers), .object(let newMembers)):
            let keys = Set(oldMembers.keys).union(newMembers.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for key in keys where changes.count < limit {
                guard let newValue = newMembers[key] else {
                    changes.append((JSONPath(path + [.member(key)]), nil))
                    continue
                }
                // A member that was not there is set whole, `null` included.
                guard let oldValue = oldMembers[key] else {
                    changes.append((JSONPath(path + [.member(key)]), newValue))
                    continue
                }
                // An array compares its own elements; anything else is compared before it is
                // descended into (an unchanged object's keys are not gathered).
                if case .array = oldValue, case .array = newValue {
                    collect(from: oldValue, to: newValue, at: path + [.member(key)], into: &changes, limit: limit)
                } else if oldValue != newValue {
                    collect(from: oldValue, to: newValue, at: path + [.member(key)], into: &changes, limit: limit)
                }
            }
        case (.array(let oldElements), .array(let newElements)):
            // Counted in place (`prefix(while:)` would copy the pairs).
            var common = 0
            while common < oldElements.count, common < newElements.count, oldElements[common] == newElements[common] { common += 1 }
            if oldElements.count == newElements.count {
                for index in common..<oldElements.count where oldElements[index] != newElements[index] {
                    collect(from: oldElements[index], to: newElements[index], at: path + [.element(index)], into: &changes, limit: limit)
                }
            } else if oldElements.count > newElements.count, oldElements.count - newElements.count <= max(1, newElements.count),
                      oldElements[(common + oldElements.count - newElements.count)...].elementsEqual(newElements[common...]) {
                // A run removed at `common`: removed one by one at the same index.
                for _ in 0..<(oldElements.count - newElements.count) where changes.count < limit {
                    changes.append((JSONPath(path + [.element(common)]), nil))
                }
            } else if oldElements.count < newElements.count, common == oldElements.count, newElements.count - oldElements.count <= max(1, oldElements.count) {
                for index in oldElements.count..<newElements.count where changes.count < limit {
                    changes.append((JSONPath(path + [.element(index)]), newElements[index]))
                }
            } else {
                changes.append((JSONPath(path), new))
            }
        default:
            if old != new { changes.append((JSONPath(path), new)) }
        }
    }
}
