#!/usr/bin/env python3
"""Checks that the libraries call no API whose Apple availability is above Package.swift's
declared minimums, unless the call is guarded, so that they keep building on Apple platforms
although only Linux builds them here.

The Linux toolchain's `.swiftinterface` files (the standard library, _Concurrency,
Synchronization, Observation, _StringProcessing, Dispatch) carry each declaration's Apple
availability. Every public declaration available later than a declared minimum is collected
(with the availability of the type or extension around it), and every use of one in Sources/
fails the check unless it is inside `if #available(...)` / `guard #available(...)` or a
declaration marked `@available(...)` that covers it. Foundation has no interface here (a binary
module), so its availability is not checked.

Uses are found by their spelling: initialisers as `Type(label:`, methods as `.name(label:`
(first argument label, or none), top-level types by name. A method spelled like one available
at the minimums (`contains`, `index(after:)`), or like a function the sources declare
themselves (`withLock`), cannot be told apart from it without type checking, and is left out:
the check finds what a spelling can prove, not every use.

    Scripts/check-availability.py [--self-test] [FOLDER...]   (default: Sources Examples Benchmarks Tests)
Exits 1 listing every unguarded use as FILE:LINE: the API, its availability and the minimums.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
MODULES = ["Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing", "Dispatch"]


def version(text):
    """`15` and `15.0` alike: three numbers."""
    numbers = [int(part) for part in text.split(".")]
    return tuple((numbers + [0, 0, 0])[:3])


def shown_version(numbers):
    """`(15, 0, 0)` as `15`, `(15, 4, 0)` as `15.4`."""
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers = numbers[:-1]
    return ".".join(map(str, numbers))


def declared_minimums():
    """The `platforms:` of Package.swift: `.macOS(.v14)` → {"macOS": (14,)}."""
    text = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    minimums = {}
    for platform, number in re.findall(r"\.(macOS|iOS|tvOS|watchOS|visionOS)\(\.v(\d+(?:_\d+)*)\)", text):
        minimums[platform] = version(number.replace("_", "."))
    return minimums


AVAILABLE = re.compile(r"@available\(((?:macOS|iOS|tvOS|watchOS|visionOS|macCatalyst) [\d.]+[^)]*)\)")


def availability(attributes):
    """The platform versions of `@available(macOS 15.0, iOS 18.0, …, *)` attributes."""
    found = {}
    for match in AVAILABLE.finditer(attributes):
        for part in match.group(1).split(","):
            words = part.split()
            if len(words) == 2 and words[0] in PLATFORMS and re.fullmatch(r"[\d.]+", words[1]):
                found[words[0]] = max(found.get(words[0], ()), version(words[1]))
    return found


def later(first, second):
    merged = dict(first)
    for platform, number in second.items():
        merged[platform] = max(merged.get(platform, ()), number)
    return merged


def above(available, minimums):
    return {p: v for p, v in available.items() if p in minimums and v > minimums[p]}


CONTAINER = re.compile(r"^(\s*)(?:@\S+\s+)*(?:public |open |final |@frozen |indirect )*(extension|struct|class|enum|actor|protocol)\s+([\w.]+)")
FUNC = re.compile(r"\bfunc\s+([a-z_]\w*)\s*(?:<[^(]*>)?\(([^)]*)")
INIT = re.compile(r"\binit[?!]?\s*(?:<[^(]*>)?\(([^)]*)")
TYPE = re.compile(r"\b(?:struct|class|enum|actor|protocol)\s+([A-Z]\w*)")


def first_label(parameters):
    """The first argument's label, `_` when a call writes none (no parameters, or `_ name:`)."""
    parameters = parameters.strip()
    if not parameters:
        return "_"
    words = parameters.split(":")[0].split()
    return words[0] if words else "_"


def interface_apis(path, minimums, older):
    """(kind, container, name, first label, availability) of every later-than-minimum API;
    `older` collects the spellings of the declarations available at the minimums."""
    apis = []
    containers = []  # (indent, name, availability, is a protocol)
    attributes = ""
    for line in open(path, encoding="utf-8", errors="replace"):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        while containers and stripped == "}" and indent <= containers[-1][0]:
            containers.pop()
            break
        if stripped.startswith("@") and not re.search(r"\b(func|init|var|let|struct|class|enum|actor|protocol|extension|subscript)\b", stripped):
            attributes += " " + stripped
            continue
        own = availability(attributes + " " + stripped)
        attributes = ""
        inherited = {}
        for _, _, outer, _ in containers:
            inherited = later(inherited, outer)
        effective = later(inherited, own)
        container = CONTAINER.match(line)
        if container and stripped.endswith("{"):
            name = container.group(3).split(".")[-1]
            if container.group(2) != "extension" and " public " in " " + stripped:
                # Types are found by their bare name: only top-level ones are spelled that way.
                key = ("type", "", name, "")
                if above(effective, minimums) and not containers:
                    apis.append(key + (effective,))
                else:
                    older.add(key)
            containers.append((indent, name, effective, container.group(2) == "protocol"))
            continue
        # Protocol requirements are public without saying so.
        in_protocol = bool(containers) and containers[-1][3]
        if "public" not in stripped and "open" not in stripped and not in_protocol:
            continue
        owner = containers[-1][1] if containers else ""
        if (match := INIT.search(stripped)) and "func " not in stripped.split("init")[0]:
            key = ("init", owner, "init", first_label(match.group(1)))
        elif match := FUNC.search(stripped):
            # Methods are found by name and first label, whatever their type: one spelled like
            # an older one (`contains`, `index(after:)`) cannot be told apart, and is left out.
            key = ("func", "", match.group(1), first_label(match.group(2)))
        else:
            continue
        if above(effective, minimums):
            apis.append(key + (effective,))
        else:
            older.add(key)
    return apis


def strip_comments_and_strings(text):
    """The source with comments and string literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i)); i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end])); i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:end - 1]) + '"'); i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (j - i - 1) + '"'); i = j + 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def covered_ranges(text):
    """(start, end, availability) of the code that `#available` checks and `@available`
    attributes cover."""
    ranges = []
    for match in re.finditer(r"\b(if|guard|while)\s+#available\(([^)]*)\)", text):
        found = availability("@available(" + match.group(2) + ")")
        brace = text.find("{", match.end())
        if brace < 0:
            continue
        end = matching_brace(text, brace)
        if match.group(1) == "guard":
            # The rest of the block around the guard is covered.
            enclosing = text.rfind("{", 0, match.start())
            end = matching_brace(text, enclosing) if enclosing >= 0 else len(text)
        ranges.append((match.start(), end, found))
    for match in AVAILABLE.finditer(text):
        brace = text.find("{", match.end())
        if brace >= 0:
            ranges.append((match.start(), matching_brace(text, brace), availability(match.group(0))))
    return ranges


def matching_brace(text, start):
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return len(text)


def use_pattern(kind, owner, name, label):
    if kind == "type":
        return re.compile(r"(?<![\w.])" + re.escape(name) + r"\b(?!\s*:)") if len(name) > 3 else None
    if kind == "init":
        if not owner or label in ("", "_"):
            return None
        return re.compile(r"\b" + re.escape(owner) + r"\s*\(\s*" + re.escape(label) + r"\s*:")
    if label in ("", "_"):
        return re.compile(r"\." + re.escape(name) + r"\s*\((?!\s*\w+\s*:)")
    return re.compile(r"\." + re.escape(name) + r"\s*\(\s*" + re.escape(label) + r"\s*:")


def own_function_names(folders):
    """The names of the functions the checked sources declare: a method of ours (or of a type
    Foundation declares and we extend) spelled like a later API cannot be told apart from it."""
    names = set()
    for folder in folders:
        for directory, _, files in os.walk(folder):
            for file in files:
                if file.endswith(".swift"):
                    names.update(re.findall(r"\bfunc\s+(\w+)", open(os.path.join(directory, file), encoding="utf-8").read()))
    return names


def check(folders, apis, minimums):
    patterns = {}
    ours = own_function_names(folders)
    for kind, owner, name, label, available in apis:
        if kind == "func" and name in ours:
            continue
        pattern = use_pattern(kind, owner, name, label)
        if pattern is not None:
            key = pattern.pattern
            patterns[key] = (pattern, f"{owner + '.' if owner else ''}{name}" + (f"({label}:)" if label not in ("", "_") else ""),
                             later(patterns.get(key, (None, None, {}))[2], available), name if kind == "type" else None)
    problems = []
    for folder in folders:
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                text = strip_comments_and_strings(open(path, encoding="utf-8").read())
                ranges = covered_ranges(text)
                # A type the file declares itself (a test's own `ObservationRegistrar`) is not
                # the later API of that name, in that file.
                own_types = set(re.findall(r"\b(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)", text))
                for pattern, shown, available, type_name in patterns.values():
                    if type_name in own_types:
                        continue
                    needed = above(available, minimums)
                    for match in pattern.finditer(text):
                        cover = {}
                        for start, end, found in ranges:
                            if start <= match.start() <= end:
                                cover = later(cover, found)
                        missing = {p: v for p, v in needed.items() if cover.get(p, ()) < v}
                        if missing:
                            line = text.count("\n", 0, match.start()) + 1
                            versions = ", ".join(p + " " + shown_version(v) for p, v in sorted(missing.items()))
                            problems.append(f"{path}:{line}: {shown} needs {versions}, above the declared minimums")
    return problems


def interfaces():
    base = "/opt/swift/usr/lib/swift/linux"
    for module in MODULES:
        path = os.path.join(base, module + ".swiftmodule", "x86_64-unknown-linux-gnu.swiftinterface")
        if os.path.exists(path):
            yield path


def self_test(apis, minimums):
    """The check finds an unguarded call and accepts guarded ones."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        open(os.path.join(folder, "Fixture.swift"), "w").write('''
            func bad(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
            func good(_ bytes: [UInt8]) -> String? {
                if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                    return String(validating: bytes, as: UTF8.self)
                }
                return nil
            }
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            func marked(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
            // String(validating: bytes, as: UTF8.self) in a comment
            let text = "String(validating: bytes, as: UTF8.self)"
        ''')
        problems = check([folder], apis, minimums)
        assert len(problems) == 1 and ":2: String.init(validating:)" in problems[0], problems
    print("check-availability: self-test passed (an unguarded call is found; guarded ones, comments and strings are not)")


def main():
    arguments = sys.argv[1:]
    minimums = declared_minimums()
    older = set()
    found = [api for path in interfaces() for api in interface_apis(path, minimums, older)]
    apis = [api for api in found if api[:4] not in older]
    if not apis:
        print("check-availability: no interfaces with Apple availability found", file=sys.stderr)
        return 2
    if "--self-test" in arguments:
        self_test(apis, minimums)
        arguments = [a for a in arguments if a != "--self-test"]
    folders = arguments or [os.path.join(ROOT, folder) for folder in ("Sources", "Examples", "Benchmarks", "Tests")]
    problems = check(folders, apis, minimums)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    shown = ", ".join(p + " " + shown_version(v) for p, v in minimums.items())
    print(f"check-availability: no call above the declared minimums ({shown}; {len(apis)} later APIs known)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
