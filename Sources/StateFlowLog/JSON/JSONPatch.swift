import Foundation

/// JSON Patch (RFC 6902): a list of operations that turn one JSON value into another, each a
/// JSON Pointer (RFC 6901) path: `{"op":"remove","path":"/notes/3"}`,
/// `{"op":"replace","path":"/notes/41/title","value":"Bread"}`. A state log writes a change
/// that touches an array's elements so (`StateLogOptions.logsElementChanges`): one note removed
/// from ten thousand is one operation, where a merge patch (RFC 7396) holds the whole array.
package enum JSONPatch {
    /// The operations for `changes` (`MergePatch.changes(from:to:)`) made on `old`: `remove`
    /// for a member or element removed, `add` for a member or element that was not there,
    /// `replace` for the rest.
    ///
    /// Whether a path was there is read from `old`: the changes `MergePatch.changes` gives
    /// touch paths none of which is under another, and move indices only by removing at one
    /// index or appending past the end, so a path is there before its operation exactly when
    /// it is in `old` (and `old` is not copied to be changed operation by operation).
    package static func operations(for changes: [(path: JSONPath, value: JSONValue?)], from old: JSONValue) -> JSONValue {
        var operations: [JSONValue] = []
        for (path, value) in changes {
            let pointer = JSONValue.string(self.pointer(path))
            if let value {
                let exists = old.value(at: path) != nil
                operations.append(.object(["op": .string(exists ? "replace" : "add"), "path": pointer, "value": value]))
            } else {
                operations.append(.object(["op": .string("remove"), "path": pointer]))
            }
        }
        return .array(operations)
    }

    /// `path` as a JSON Pointer: `/notes/3/title`, `~0` for `~` and `~1` for `/` in names, the
    /// empty pointer for the whole value.
    package static func pointer(_ path: JSONPath) -> String {
        path.components.map { component -> String in
            switch component {
            case .member(let name): "/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            case .element(let index): "/\(index)"
            }
        }.joined()
    }

    /// A problem in a patch: which operation, and why.
    package struct Problem: Error {
        package var index: Int
        package var reason: String
    }

    /// `target` with the operations of `patch` applied: `add`, `remove` and `replace` (the
    /// operations a log writes).
    ///
    /// - Throws: `Problem` naming the operation that is malformed or cannot be applied.
    package static func apply(_ patch: JSONValue, to target: JSONValue) throws(Problem) -> JSONValue {
        guard case .array(let operations) = patch else { throw Problem(index: 0, reason: "a JSON Patch is an array of operations, not a \(patch.kind)") }
        var result = target
        for (index, operation) in operations.enumerated() {
            guard case .object(let members) = operation, let op = members["op"]?.stringValue, let pointer = members["path"]?.stringValue else {
                throw Problem(index: index, reason: "an operation is an object with 'op' and 'path'")
            }
            let path: JSONPath
            do {
                path = try Self.path(pointer, in: result)
            } catch {
                throw Problem(index: index, reason: "'\(pointer)' is not a JSON Pointer (\(error.reason))")
            }
            // The value the operation goes into must be there, and hold members or elements
            // (RFC 6902, 4.1: adding under a member that does not exist is an error).
            if !path.components.isEmpty {
                switch result.value(at: JSONPath(Array(path.components.dropLast()))) {
                case .object?, .array?: break
                default: throw Problem(index: index, reason: "'\(op)' of '\(pointer)', whose parent is not there")
                }
            }
            let value: JSONValue?
            switch op {
            case "add", "replace":
                guard let given = members["value"] else { throw Problem(index: index, reason: "'\(op)' has no 'value'") }
                if op == "replace", result.value(at: path) == nil { throw Problem(index: index, reason: "'replace' of '\(pointer)', which is not there") }
                value = given
            case "remove":
                guard result.value(at: path) != nil else { throw Problem(index: index, reason: "'remove' of '\(pointer)', which is not there") }
                value = nil
            default:
                throw Problem(index: index, reason: "'\(op)' is not an operation a state log writes (add, remove, replace)")
            }
            do {
                // `add` inside an array inserts (RFC 6902); `setting` replaces, so it goes first.
                if op == "add", case .element(let element)? = path.components.last,
                   case .array(var elements)? = result.value(at: JSONPath(Array(path.components.dropLast()))), element < elements.count {
                    elements.insert(value!, at: element)
                    result = try result.setting(.array(elements), at: JSONPath(Array(path.components.dropLast())))
                } else {
                    result = try result.setting(value, at: path)
                }
            } catch {
                throw Problem(index: index, reason: "\(error)")
            }
        }
        return result
    }

    /// Reads a JSON Pointer against `value`: names between `/` (`~1` for `/`, `~0` for `~`),
    /// each an array's index where the value there is an array (or the array's end, `-`).
    static func path(_ pointer: String, in value: JSONValue) throws(JSONPathError) -> JSONPath {
        guard !pointer.isEmpty else { return JSONPath([]) }
        guard pointer.first == "/" else { throw JSONPathError(path: pointer, reason: "a pointer starts with '/'") }
        var components: [JSONPath.Component] = []
        var current: JSONValue? = value
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if case .array(let elements)? = current {
                guard let index = name == "-" ? elements.count : Int(name), index >= 0, name == "-" || String(index) == name else {
                    throw JSONPathError(path: pointer, reason: "'\(name)' is not an index of an array")
                }
                components.append(.element(index))
                current = index < elements.count ? elements[index] : nil
            } else {
                components.append(.member(name))
                if case .object(let members)? = current { current = members[name] } else { current = nil }
            }
        }
        return JSONPath(components)
    }
}
