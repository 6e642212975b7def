"""Reading Swift test sources as a Linux debug build compiles them, for the oracle scripts that
run other packages' test suites against ViewDataKit (snapshot-testing-suite.sh,
custom-dump-suite.sh)."""
import re

# What `canImport` answers on Linux for the modules these suites ask about.
LINUX_MODULES = {"Foundation", "FoundationNetworking", "Testing", "XCTest", "Glibc", "Dispatch"}


def condition_holds(condition):
    """Evaluates an `#if` condition as a Linux debug build with Swift 6 does."""
    expression = re.sub(r"canImport\((\w+)[^)]*\)", lambda m: str(m.group(1) in LINUX_MODULES), condition)
    expression = re.sub(r"\bos\((\w+)\)", lambda m: str(m.group(1) == "Linux"), expression)
    expression = re.sub(r"\barch\((\w+)\)", lambda m: str(m.group(1) == "x86_64"), expression)
    expression = re.sub(r"targetEnvironment\(\w+\)", "False", expression)
    expression = re.sub(r"(compiler|swift)\([^)]*\)", "True", expression)
    expression = re.sub(r"\bDEBUG\b", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    return eval(expression)


def active_lines(text):
    """The lines a Linux build compiles: `#if` branches evaluated with Linux's answers."""
    stack, lines = [], []  # each level: [parent active, this branch active, a branch was taken]
    for line in text.split("\n"):
        stripped = line.strip()
        active = all(level[1] for level in stack)
        if stripped.startswith("#if "):
            taken = active and condition_holds(stripped[4:])
            stack.append([active, taken, taken])
        elif stripped.startswith("#elseif "):
            level = stack[-1]
            level[1] = level[0] and not level[2] and condition_holds(stripped[8:])
            level[2] = level[2] or level[1]
        elif stripped.startswith("#else"):
            level = stack[-1]
            level[1] = level[0] and not level[2]
            level[2] = True
        elif stripped.startswith("#endif"):
            stack.pop()
        elif active:
            lines.append(line)
    return "\n".join(lines)


def body(text, start):
    """The text between the `{` at or after `start` and its partner, strings and comments skipped."""
    i, depth, begin = text.index("{", start), 0, None
    while i < len(text):
        if text.startswith('"""', i):
            end = text.find('"""', i + 3)
            i = len(text) if end < 0 else end + 3
            continue
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] not in '"\n':
                i += 2 if text[i] == "\\" else 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        elif c == "{":
            depth += 1
            begin = i + 1 if begin is None else begin
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[begin:i]
        i += 1
    return ""
