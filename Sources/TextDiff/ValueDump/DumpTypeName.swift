/// Type names as dumps show them, as swift-custom-dump writes them: no module prefixes, no
/// generic arguments.
enum DumpTypeName {
    /// `MyApp.Box<Swift.Int>` → `Box`; `MyApp.Outer.Inner` → `Outer.Inner`;
    /// `MyApp.Screen.(unknown context at $1234).Local` → `Screen.Local`;
    /// `Swift.Dictionary<Swift.String, Swift.Array<Swift.Optional<Swift.Int>>>` → `[String: [Int?]]`;
    /// `Swift.Array<MyApp.Box<Swift.Int>>` → `[Box]`.
    static func unqualified(_ qualified: String) -> String {
        withoutGenericArguments(sugared(withoutModules(qualified)))
    }

    /// Removes generic argument lists (`Box<Int>` → `Box`, `[Box<Int>]` → `[Box]`), keeping the
    /// sugar of arrays, dictionaries and optionals.
    private static func withoutGenericArguments(_ name: String) -> String {
        guard name.contains("<") else { return name }
        var result = String.UnicodeScalarView()
        var depth = 0
        for scalar in name.unicodeScalars {
            switch scalar {
            case "<": depth += 1
            case ">" where depth > 0: depth -= 1
            default: if depth == 0 { result.append(scalar) }
            }
        }
        return String(result)
    }

    /// Drops module names and anonymous contexts.
    ///
    /// The runtime's qualified name starts every nominal path with its module, so the first
    /// component of each dotted path is dropped; anonymous contexts (which print an address),
    /// with the path that leads to them, and `(extension in Module):` markers are removed.
    private static func withoutModules(_ qualified: String) -> String {
        let scalars = Array(qualified.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "(", let end = endOfContextMarker(scalars, from: index) {
                // A local or private type: the anonymous context goes, the types around it stay.
                index = end
                if index < scalars.count, scalars[index] == "." { index += 1 }
                continue
            }
            let startsPath = isIdentifier(scalar)
                && (index == 0 || (!isIdentifier(scalars[index - 1]) && scalars[index - 1] != "."))
            guard startsPath else {
                result.append(scalar)
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            if end + 1 < scalars.count, scalars[end] == ".", isIdentifier(scalars[end + 1]) || scalars[end + 1] == "(" {
                index = end + 1  // The module name and its dot.
            } else {
                result.append(contentsOf: scalars[index..<end])
                index = end
            }
        }
        return String(result)
    }

    /// Writes `Array<T>` as `[T]`, `Dictionary<K, V>` as `[K: V]` and `Optional<T>` as `T?`.
    private static func sugared(_ name: String) -> String {
        guard name.contains("Array<") || name.contains("Dictionary<") || name.contains("Optional<") else { return name }
        var scalars = Array(name.unicodeScalars)
        var searchFrom = 0
        while let (start, keyword) = nextGeneric(in: scalars, from: searchFrom) {
            let open = start + keyword.count
            guard let close = matchingClose(in: scalars, open: open) else { break }
            let arguments = splitArguments(Array(scalars[(open + 1)..<close]))
            let replacement: String
            switch (keyword, arguments.count) {
            case ("Array", 1): replacement = "[" + arguments[0] + "]"
            case ("Dictionary", 2): replacement = "[" + arguments[0] + ": " + arguments[1] + "]"
            case ("Optional", 1):
                replacement = needsParentheses(arguments[0]) ? "(" + arguments[0] + ")?" : arguments[0] + "?"
            default:
                searchFrom = open
                continue
            }
            scalars.replaceSubrange(start...close, with: replacement.unicodeScalars)
            searchFrom = 0
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Whether `T?` must be written `(T)?`: a function type, a composition or an existential,
    /// where `?` would bind to the last part (`[Int: Int]?` and `(x: Int)?` need none).
    private static func needsParentheses(_ type: String) -> Bool {
        if type.hasPrefix("any ") || type.hasPrefix("some ") { return true }
        var depth = 0
        var previous: Unicode.Scalar = " "
        for scalar in type.unicodeScalars {
            switch scalar {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case ">" where depth == 0, "&" where depth == 0: return true
            default: break
            }
            previous = scalar
        }
        return false
    }

    /// The first `Array<`, `Dictionary<` or `Optional<` that starts a type name, at or after `from`.
    private static func nextGeneric(in scalars: [Unicode.Scalar], from: Int) -> (Int, String)? {
        var index = from
        while index < scalars.count {
            if index == 0 || (!isIdentifier(scalars[index - 1]) && scalars[index - 1] != ".") {
                for keyword in ["Array", "Dictionary", "Optional"] {
                    let keywordScalars = Array(keyword.unicodeScalars)
                    let end = index + keywordScalars.count
                    if end < scalars.count, scalars[end] == "<", scalars[index..<end].elementsEqual(keywordScalars) {
                        return (index, keyword)
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// The index of the `>` that closes the `<` at `open`; the `>` of `->` does not count.
    private static func matchingClose(in scalars: [Unicode.Scalar], open: Int) -> Int? {
        var depth = 0
        for index in open..<scalars.count {
            switch scalars[index] {
            case "<", "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where scalars[index - 1] != "-":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Generic arguments split at the top-level `, `.
    private static func splitArguments(_ scalars: [Unicode.Scalar]) -> [String] {
        var arguments: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "<", "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > 0 && scalars[index - 1] != "-": depth -= 1
            case "," where depth == 0:
                arguments.append(String(current))
                current = String.UnicodeScalarView()
                index += 1
                if index < scalars.count, scalars[index] == " " { index += 1 }
                continue
            default: break
            }
            current.append(scalar)
            index += 1
        }
        arguments.append(String(current))
        return arguments
    }

    /// If an anonymous-context or extension marker starts at `start`, the index just past it
    /// (and past the `.` or `:` that follows it).
    private static func endOfContextMarker(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let markers: [String] = ["(unknown context at ", "(extension in "]
        for marker in markers {
            let markerScalars = Array(marker.unicodeScalars)
            guard start + markerScalars.count <= scalars.count,
                  scalars[start..<start + markerScalars.count].elementsEqual(markerScalars),
                  let close = scalars[start...].firstIndex(of: ")")
            else { continue }
            var end = close + 1
            if end < scalars.count, scalars[end] == "." || scalars[end] == ":" { end += 1 }
            return end
        }
        return nil
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$": return true
        default: return scalar.value > 0x7F
        }
    }
}
