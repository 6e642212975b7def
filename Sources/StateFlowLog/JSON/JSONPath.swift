/// A place in a JSON value, written as `viewdata log` writes changed paths: members by name
/// (`master.highlightedID`), a name that is not an identifier in brackets (`["odd key"]`), an
/// array's element by index (`notes[2]`); the empty path is the whole value.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, Sendable {
        case member(String)
        case element(Int)
    }

    package var components: [Component]

    package init(_ components: [Component]) {
        self.components = components
    }

    /// Reads a path.
    ///
    /// - Throws: `JSONPathError` naming where the text stops being a path.
    package init(parsing text: String) throws {
        var components: [Component] = []
        var rest = text[...]
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = Self.closingBracket(in: rest) else {
                    throw JSONPathError(path: text, reason: "'[' at \(text.distance(from: text.startIndex, to: rest.startIndex) + 1) is not closed")
                }
                let inside = String(rest[rest.index(after: rest.startIndex)..<close])
                if let index = Int(inside), index >= 0, String(index) == inside {
                    components.append(.element(index))
                } else if case .string(let name)? = try? JSONValue(parsing: inside) {
                    components.append(.member(name))
                } else {
                    throw JSONPathError(path: text, reason: "'[\(inside)]' is neither an index nor a quoted name")
                }
                rest = rest[rest.index(after: close)...]
            } else {
                if !components.isEmpty {
                    guard rest.first == "." else {
                        throw JSONPathError(path: text, reason: "expected '.' or '[' at \(text.distance(from: text.startIndex, to: rest.startIndex) + 1)")
                    }
                    rest = rest.dropFirst()
                }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let name = String(rest[..<end])
                guard Self.isIdentifier(name) else {
                    throw JSONPathError(path: text, reason: "'\(name)' is not a name; write [\(JSONValue.string(name).jsonText)]")
                }
                components.append(.member(name))
                rest = rest[end...]
            }
        }
        self.components = components
    }

    /// The bracket that closes the one `text` starts with, past any quoted name.
    private static func closingBracket(in text: Substring) -> Substring.Index? {
        var inString = false
        var escaped = false
        for index in text.indices.dropFirst() {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "]" {
                return index
            }
        }
        return nil
    }

    /// `master.highlightedID`, `["odd key"]`, `notes[2].title`.
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .member(let name):
                if Self.isIdentifier(name) {
                    text += (text.isEmpty ? "" : ".") + name
                } else {
                    text += "[" + JSONValue.string(name).jsonText + "]"
                }
            case .element(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    /// Whether `name` is written bare in a path: a letter or `_`, then letters, digits, `_`.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

/// A path that cannot be read, or cannot be followed in a value.
package struct JSONPathError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String

    package var description: String { "path '\(path)': \(reason)" }
}

extension JSONValue {
    /// The value with `path` set to `value`, or its member removed when `value` is `nil` (an
    /// optional that became `nil`); members on the way are made as needed.
    ///
    /// - Throws: `JSONPathError` when the path goes through a value that is not an object
    ///   (for a name) or an array (for an index), or past an array's end.
    package func setting(_ value: JSONValue?, at path: JSONPath) throws -> JSONValue {
        try setting(value, at: path.components[...], path: path)
    }

    private func setting(_ value: JSONValue?, at rest: ArraySlice<JSONPath.Component>, path: JSONPath) throws -> JSONValue {
        guard let first = rest.first else { return value ?? .null }
        switch (first, self) {
        case (.member(let name), .object(var members)):
            if rest.count == 1, value == nil {
                members[name] = nil
            } else {
                members[name] = try (members[name] ?? .object([:])).setting(value, at: rest.dropFirst(), path: path)
            }
            return .object(members)
        case (.member, .null):
            return try JSONValue.object([:]).setting(value, at: rest, path: path)
        case (.element(let index), .array(var elements)):
            guard index < elements.count || (index == elements.count && rest.count == 1 && value != nil) else {
                throw JSONPathError(path: path.description, reason: "index \(index) is past the end of an array of \(elements.count)")
            }
            if rest.count == 1, value == nil {
                elements.remove(at: index)
            } else if index == elements.count {
                elements.append(value!)
            } else {
                elements[index] = try elements[index].setting(value, at: rest.dropFirst(), path: path)
            }
            return .array(elements)
        case (.member(let name), _):
            throw JSONPathError(path: path.description, reason: "member '\(name)' is looked for in a \(kind), not an object")
        case (.element(let index), _):
            throw JSONPathError(path: path.description, reason: "element \(index) is looked for in a \(kind), not an array")
        }
    }
}

extension JSONValue {
    /// The value at `path`; `nil` when there is none (a member missing, an index past the end).
    package func value(at path: JSONPath) -> JSONValue? {
        var value = self
        for component in path.components {
            switch (component, value) {
            case (.member(let name), .object(let members)):
                guard let member = members[name] else { return nil }
                value = member
            case (.element(let index), .array(let elements)):
                guard index < elements.count else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }
}
