#!/usr/bin/env python3
"""How `viewdata markdown` prints real GitHub READMEs, piped: raw HTML, URLs in tables, wide lines.

Takes the README.md of every bare repository /opt/swift-packages/OWNER/NAME.git (names that differ
only by case are one repository; the copy whose newest version tag resolves is kept) at its newest
version tag (1.2.3, v1.2, 0.7.0-beta.1; a prerelease sorts below its release; HEAD when there is
none), runs `TOOL markdown - --width W` on it with standard output piped, NO_COLOR=1 and no CI,
COLUMNS or forced-colour variables, and counts three kinds of line in what it prints:

  raw tag   shows HTML tag text: `<name` followed by a space, `/`, `>` or the line's end, or
            `</name>`, for a known element name (a, br, details, div, img, p, picture, source,
            summary, sup, kbd, …; any case), or a `<!--` comment; a single letter right after a
            name (`Seconds<A>`) is a generic argument, not a tag. A line that is a line of a fenced
            or indented code block of the README (without its indentation, quote bars and list
            bullets), or a piece of one too long for the width, or whose tags all occur in code
            spans of the README (`<a>` element) or are written escaped there (`\\<table\\>`, which
            is text), is counted apart as "in code", no failure.
  URL row   a table row (two or more of │ ┃ |) holding http://, https:// or www.
  too wide  display width above W (East Asian Wide and Fullwidth count 2, and a narrow symbol
            followed by U+FE0F; combining marks, joiners and other variation selectors 0: an
            approximation of what a terminal does).

It prints one row per README (sorted by repository), the totals, the READMEs that are the same
file under two names (a renamed owner; each is counted) and the widest lines; --verbose
also prints every counted line with its repository and line number. Code blocks of the source are
found with a simple scan (fences at any indentation or inside quotes; indented code after a blank
line that does not follow a list item), not a full CommonMark parse.

    Scripts/markdown-readmes.py [--tool PATH] [--width W] [--verbose] [--report-only] [--concat OUT]

--concat OUT also writes every README, in the same order, separated by two newlines, to OUT (for
timing a large real document) and prints its size. Exit status 1 when any of the three totals is
above zero or a run of the tool failed (its standard error is shown), 0 otherwise and always with
--report-only.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import unicodedata

PACKAGES = "/opt/swift-packages"
DEFAULT_TOOL = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                             ".build", "debug", "viewdata"))
VERSION = re.compile(r"v?(\d+)\.(\d+)(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?")
ELEMENTS = ("a|abbr|b|blockquote|br|center|code|details|div|em|h[1-6]|hr|i|img|kbd|li|ol|p|"
            "picture|pre|source|span|strong|sub|summary|sup|table|tbody|td|th|thead|tr|u|ul|video")
TAG = re.compile(rf"<!--|</(?:{ELEMENTS})\s*>|<(?:{ELEMENTS})(?=[\s/>]|$)[^<>]*>?", re.IGNORECASE)
GENERIC = re.compile(r"(?<=\w)<[A-Za-z]>")  # Seconds<A>: a type's generic argument, not a tag
URL = re.compile(r"https?://|www\.", re.IGNORECASE)
FENCE = re.compile(r"(`{3,}(?=[^`]*$)|~{3,})")  # ```code``` on one line is a code span
SPAN = re.compile(r"(`+)(.+?)\1")
LIST_ITEM = re.compile(r"\s*(?:[-+*]|\d+[.)])\s")
DECORATION = re.compile(r"^[\s▌│┃•]*(?:\d+[.)]\s)?|\s+$")
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF} | set(range(0xFE00, 0xFE10))


def git(git_dir, *arguments):
    result = subprocess.run(["git", f"--git-dir={git_dir}", *arguments], capture_output=True)
    return result.stdout if result.returncode == 0 else None


def version_key(tag):
    """A sort key for a version tag (None when it is not one): release above its prereleases."""
    match = VERSION.fullmatch(tag)
    if not match:
        return None
    major, minor, patch, pre = match.groups()
    identifiers = tuple((0, int(part), "") if part.isdigit() else (1, 0, part)
                        for part in (pre or "").split(".") if part)
    return int(major), int(minor), int(patch or 0), pre is None, identifiers


def newest_tag(git_dir):
    """The newest version tag that resolves to a commit, or None."""
    tags = [tag for tag in (git(git_dir, "tag") or b"").decode().split() if version_key(tag)]
    for tag in sorted(tags, key=version_key, reverse=True):
        if git(git_dir, "rev-parse", "--verify", "--quiet", f"refs/tags/{tag}^{{commit}}"):
            return tag
    return None


def repositories():
    """(name, git directory, revision) per repository, one per case-insensitive name, sorted."""
    variants = {}
    for git_dir in sorted(glob.glob(os.path.join(PACKAGES, "*", "*.git"))):
        name = os.path.relpath(git_dir, PACKAGES)[:-len(".git")]
        variants.setdefault(name.lower(), []).append((name, git_dir, newest_tag(git_dir)))
    chosen = [min(group, key=lambda variant: variant[2] is None) for group in variants.values()]
    return sorted(((name, git_dir, tag or "HEAD") for name, git_dir, tag in chosen),
                  key=lambda repository: repository[0].lower())


def readme(git_dir, revision):
    """README.md (any case) at the root of the revision's tree, as bytes, or None."""
    names = (git(git_dir, "ls-tree", "--name-only", revision) or b"").decode().splitlines()
    found = [name for name in names if name.lower() == "readme.md"]
    return git(git_dir, "show", f"{revision}:{found[0]}") if found else None


def code_lines(source):
    """Every line of the source's code blocks, stripped."""
    code, fence, indented, blank, in_list = [], None, False, True, False
    for line in source.expandtabs(4).splitlines():
        body = re.sub(r"^[\s>]*", "", line)
        if fence:
            if re.fullmatch(rf"{fence[0]}{{{len(fence)},}}\s*", body):
                fence = None
            else:
                code.append(body.strip())
        elif opening := FENCE.match(body):
            fence = opening.group(1)
        elif not line.strip():
            blank = True
        else:
            indented = line.startswith("    ") and (indented or blank and not in_list)
            if indented:
                code.append(line.strip())
            else:
                in_list = bool(LIST_ITEM.match(line)) or in_list and (line[:1].isspace() or not blank)
            blank = False
    return code


def display_width(text):
    width = last = 0
    for character in text:
        if character == "\uFE0F" and last == 1:  # emoji presentation widens a narrow symbol: ⚠️
            width, last = width + 1, 2
        elif ord(character) not in ZERO_WIDTH and not unicodedata.combining(character):
            last = 2 if unicodedata.east_asian_width(character) in "WF" else 1
            width += last
    return width


def in_code(line, tags, code, spans, width, source):
    """Whether the line is (a wrapped piece of) a code block's line, or its tags are code spans
    or written escaped in the source (`\\<table\\>` is text, not a tag)."""
    text = DECORATION.sub("", line)
    room = width - display_width(line) + display_width(text)
    return any(text == code_line or text in code_line and display_width(code_line) > room
               for code_line in code) or all(any(tag in span for span in spans) for tag in tags) \
        or all("\\" + tag.replace(">", "\\>") in source or "\\" + tag in source for tag in tags)


def measure(name, tag, source, output, width):
    """The README's row: counts and, per kind, the (repository, line number, line) counted."""
    code = code_lines(source)
    spans = [match.group(2) for match in SPAN.finditer(source)]
    found = {"raw tag": [], "in code": [], "URL row": [], "too wide": []}
    for number, line in enumerate(output.splitlines(), 1):
        where = (name, number, line)
        tags = TAG.findall(GENERIC.sub("", line))
        if tags:
            found["in code" if in_code(line, tags, code, spans, width, source) else "raw tag"].append(where)
        if sum(line.count(bar) for bar in "│┃|") >= 2 and URL.search(line):
            found["URL row"].append(where)
        if display_width(line) > width:
            found["too wide"].append(where)
    return {"repo": name, "tag": tag, "in": len(source.splitlines()),
            "out": len(output.splitlines()), "found": found}


def main():
    parser = argparse.ArgumentParser(description="Counts raw HTML, URL table rows and too wide "
                                     "lines in `viewdata markdown`'s printing of real READMEs.")
    parser.add_argument("--tool", default=DEFAULT_TOOL, metavar="PATH",
                        help="the viewdata executable (default: .build/debug/viewdata)")
    parser.add_argument("--width", type=int, default=80, metavar="W", help="columns (default 80)")
    parser.add_argument("--verbose", action="store_true", help="print every counted line")
    parser.add_argument("--report-only", action="store_true", help="exit 0 whatever was found")
    parser.add_argument("--concat", metavar="OUT", help="also write all READMEs, joined, to OUT")
    arguments = parser.parse_args()
    if not os.access(arguments.tool, os.X_OK):
        sys.exit(f"markdown-readmes: {arguments.tool} is not an executable; build viewdata first")

    environment = {key: value for key, value in os.environ.items()
                   if key not in ("CI", "COLUMNS", "LINES", "FORCE_COLOR", "CLICOLOR_FORCE")}
    environment["NO_COLOR"] = "1"
    rows, failures, skipped, documents = [], [], [], []
    for name, git_dir, tag in repositories():
        data = readme(git_dir, tag)
        if data is None:
            skipped.append(name)
            continue
        documents.append((name, data))
        run = subprocess.run([arguments.tool, "markdown", "-", "--width", str(arguments.width)],
                             input=data, capture_output=True, env=environment)
        if run.returncode != 0:
            failures.append((name, tag, run.returncode, run.stderr.decode(errors="replace")))
            continue
        rows.append(measure(name, tag, data.decode(errors="replace"),
                            run.stdout.decode(errors="replace"), arguments.width))

    kinds = ["raw tag", "in code", "URL row", "too wide"]
    print(f"{'repository':<46} {'tag':<14} {'in':>6} {'out':>6} " +
          " ".join(f"{kind:>8}" for kind in kinds))
    totals = {kind: 0 for kind in kinds}
    for row in rows:
        counts = [len(row["found"][kind]) for kind in kinds]
        print(f"{row['repo']:<46} {row['tag']:<14} {row['in']:>6} {row['out']:>6} " +
              " ".join(f"{count:>8}" for count in counts))
        for kind, count in zip(kinds, counts):
            totals[kind] += count
    print(f"{'total (' + str(len(rows)) + ' READMEs)':<61} "
          f"{sum(row['in'] for row in rows):>6} {sum(row['out'] for row in rows):>6} " +
          " ".join(f"{totals[kind]:>8}" for kind in kinds))
    print(f"width {arguments.width}; {len(skipped)} repositories skipped without a README.md"
          + (f": {', '.join(skipped)}" if skipped else ""))
    same = {}
    for name, data in documents:
        same.setdefault(data, []).append(name)
    for names in same.values():
        if len(names) > 1:
            print(f"  same README (counted for each): {' = '.join(names)}")

    widest = sorted((item for row in rows for item in row["found"]["too wide"]),
                    key=lambda item: -display_width(item[2]))
    for name, number, line in widest[:5]:
        shown = line if len(line) <= 100 else line[:100] + "…"
        print(f"  widest: {name}:{number} ({display_width(line)} columns) {shown}")
    if arguments.verbose:
        for kind in kinds:
            for row in rows:
                for name, number, line in row["found"][kind]:
                    print(f"{kind}: {name}:{number}: {line}")
    for name, tag, status, stderr in failures:
        print(f"FAILED: {name} at {tag}: exit status {status}\n{stderr.rstrip()}")
    if arguments.concat:
        with open(arguments.concat, "wb") as file:
            file.write(b"\n\n".join(data for _, data in documents))
        print(f"wrote {arguments.concat}: {os.path.getsize(arguments.concat):,} bytes, "
              f"{len(documents)} READMEs")

    problems = failures or totals["raw tag"] or totals["URL row"] or totals["too wide"]
    return 1 if problems and not arguments.report_only else 0


if __name__ == "__main__":
    sys.exit(main())
