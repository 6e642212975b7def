#!/usr/bin/env bash
# Runs swift-macro-testing 0.7.0, a library built on swift-snapshot-testing's InlineSnapshotTesting,
# against ViewDataKit with its import lines changed and nothing else: the oracle for "a package
# built on the peers compiles against TextSnapshots and behaves as it did".
#
# Its sources and tests are read at run time from the local package copy and never copied into
# this repository. In a scratch package that depends on ViewDataKit by path (and on swift-syntax,
# as it does), `viewdata snapshots migrate` changes the import lines (no shim, no other edit,
# checked: the diff against the original may touch import lines only); then its whole suite
# runs with `CI` unset and with `CI=true`, and every test must pass under both.
#
# Then the rewriting: the same closures are deleted from its test files in two copies, one
# built against swift-snapshot-testing 1.19.7 itself (the package as published) and one against
# ViewDataKit: every labelled closure of every call in some files, only the middle `fixes:`
# closure in others. Both suites run once (their own record mode, `.missing`, writes what is
# missing) and again; the files each writes must be byte for byte the same, must be the
# published files again, and the second run must pass.
#
# All peer scripts build in one scratch folder ($PEER_SCRATCH, by default .build-peers in the
# repository), so swift-syntax and ViewDataKit are compiled once for all of them.
#
#   Scripts/macro-testing-suite.sh [--keep]
#     --keep: leave the scratch packages in place and print their path
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
packages="${SWIFT_PACKAGES:-/opt/swift-packages}"
copy="$packages/pointfreeco/swift-macro-testing.git"
tag=0.7.0
expected_tests=68
scratch="${PEER_SCRATCH:-$repo/.build-peers}"
keep=false
[ "${1:-}" = "--keep" ] && keep=true
if [ ! -d "$copy" ]; then
    echo "macro-testing-suite: no copy of swift-macro-testing at $copy; set SWIFT_PACKAGES" >&2
    exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-macro-testing.XXXXXX")
if $keep; then echo "macro-testing-suite: scratch packages at $work"; else trap 'rm -rf "$work"' EXIT; fi

# Files whose every labelled closure is deleted, and files whose middle closure alone is.
every_closure=(StringifyMacroTests.swift AddBlockerTests.swift DiagnosticsAndFixitsEmitterMacroTests.swift URLMacroTests.swift)
middle_closure=(FixItTests.swift AddCompletionHandlerTests.swift)
# Files whose labelled closures but the last are deleted: two to add before the one left.
all_but_last=(AddBlockerTests.swift)

unpack() {  # unpack FOLDER: the published package, without its pinned versions
    mkdir -p "$1"
    git -C "$copy" archive "$tag" Package.swift Sources Tests | tar -x -C "$1"
}

# ViewDataKit's copy: the published package with only its dependency on swift-snapshot-testing
# changed (the product is TextSnapshots), then migrated.
unpack "$work/ours"
python3 - "$work/ours/Package.swift" "$repo" <<'PY'
import sys
path, repo = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
name = repo.rstrip("/").rsplit("/", 1)[-1]
replaced = text.replace(
    '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.4")',
    f'.package(path: "{repo}")').replace(
    '.product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")',
    f'.product(name: "TextSnapshots", package: "{name}")')
if replaced.count(repo) != 1 or "TextSnapshots" not in replaced:
    sys.exit("macro-testing-suite: swift-macro-testing's Package.swift is not as expected")
open(path, "w", encoding="utf-8").write(replaced)
PY
unpack "$work/published"
(cd "$repo" && swift build --product viewdata >/dev/null)
(cd "$work/ours" && "$repo/.build/debug/viewdata" snapshots migrate) >"$work/migrate.log" 2>&1 \
    || { cat "$work/migrate.log"; echo "macro-testing-suite: migrate failed" >&2; exit 1; }
grep -E "^rewrote" "$work/migrate.log" | sed -E "s#^#  #"
# Nothing but import lines may differ from the published package.
only_imports_differ() {  # only_imports_differ: the published package's Sources and Tests against ours
    local changed
    changed=$({ diff -r "$work/published/Sources" "$work/ours/Sources"; diff -r "$work/published/Tests" "$work/ours/Tests"; } \
        | grep -E '^([<>]|Only in)' | grep -vE '^[<>] *(@[A-Za-z_]+(\([A-Za-z_]+\))? )*import ' || true)
    [ -z "$changed" ] || { printf '%s\n' "$changed" | head -20 >&2; return 1; }
}
only_imports_differ || { echo "macro-testing-suite: migrate changed more than import lines" >&2; exit 1; }

build() {  # build FOLDER LOG
    if ! (cd "$1" && swift build --build-tests --scratch-path "$scratch" >"$2" 2>&1); then
        grep -E "error:" "$2" | sed -E "s#$work/##g" | sort -u | head -40 >&2
        echo "macro-testing-suite: $(basename "$1") does not compile" >&2
        exit 1
    fi
}
run() {  # run FOLDER LOG [ENV…]: the suite, its exit status written to LOG.status
    local folder=$1 log=$2
    shift 2
    (cd "$folder" && env "$@" swift test --skip-build --scratch-path "$scratch" >"$log" 2>&1) && echo 0 >"$log.status" || echo $? >"$log.status"
}
summary() {  # summary LOG: "passed failed" over XCTest's and Swift Testing's results
    python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
xc_passed = len(re.findall(r"^Test Case .* passed", text, re.M))
xc_failed = len(re.findall(r"^Test Case .* failed", text, re.M))
# Swift Testing: `✔ Test name() passed after …` or `✘ Test "Display name" failed after …`.
st = r'^\S+ Test (?:"[^"]*"|\S+) '
st_passed = len(re.findall(st + r"passed", text, re.M))
st_failed = len(re.findall(st + r"failed", text, re.M))
print(xc_passed + st_passed, xc_failed + st_failed)
PY
}

build "$work/ours" "$work/build.log"
status=0
for mode in unset true; do
    if [ $mode = unset ]; then run "$work/ours" "$work/suite-$mode.log" -u CI; else run "$work/ours" "$work/suite-$mode.log" CI=true; fi
    read -r passed failed < <(summary "$work/suite-$mode.log") || { echo "macro-testing-suite: no results in the CI $mode run" >&2; exit 1; }
    echo "macro-testing-suite: CI $mode: $passed passed, $failed failed, swift test exited $(cat "$work/suite-$mode.log.status") (oracle: swift-macro-testing $tag's own suite)"
    if [ "$passed" -lt $expected_tests ] || [ "$failed" -ne 0 ] || [ "$(cat "$work/suite-$mode.log.status")" != 0 ]; then
        grep -E "error:|failed" "$work/suite-$mode.log" | sed -E "s#$work/##g" | head -40 >&2
        status=1
    fi
done
only_imports_differ || { echo "macro-testing-suite: running the suite changed its test files" >&2; status=1; }

# The rewriting, compared with swift-snapshot-testing's.
delete_closures() {  # delete_closures FOLDER every|middle: the same deletions in any copy
    python3 - "$1/Tests/MacroTestingTests" "$2" "${every_closure[*]}" "${middle_closure[*]}" "${all_but_last[*]}" <<'PY'
import re, sys
folder, which, every, middle, but_last = sys.argv[1], sys.argv[2], sys.argv[3].split(), sys.argv[4].split(), sys.argv[5].split()
label = re.compile(r"^(\s*)\} (\w+): \{$")

def closures(lines):
    """Each labelled closure as (start, end, label, is_last): from its `} label: {` line up to
    the line before the next `}` of the same indentation."""
    found = []
    for start, line in enumerate(lines):
        match = label.match(line)
        if not match:
            continue
        indent = match.group(1)
        end = start + 1
        while not lines[end].startswith(indent + "}"):
            end += 1
        found.append((start, end, match.group(2), lines[end].rstrip() == indent + "}"))
    return found

files = {"every": every, "middle": middle, "but-last": but_last}[which]
for name in files:
    path = f"{folder}/{name}"
    lines = open(path, encoding="utf-8").read().split("\n")
    deleted = set()
    for start, end, name_label, is_last in closures(lines):
        if which == "every" or (which == "middle" and not is_last and name_label == "fixes") or (which == "but-last" and not is_last):
            deleted.update(range(start, end))
    if not deleted:
        sys.exit(f"macro-testing-suite: no closure to delete in {name}")
    open(path, "w", encoding="utf-8").write("\n".join(l for i, l in enumerate(lines) if i not in deleted))
    what = {"every": "every labelled closure", "middle": "the middle closure", "but-last": "the closures before the last"}[which]
    print(f"  {name}: {len(deleted)} lines of {what} deleted")
PY
}
fresh_tests() {  # fresh_tests FOLDER: the published test files again (imports migrated in ours)
    rm -rf "$1/Tests" && git -C "$copy" archive "$tag" Tests | tar -x -C "$1"
    if [ "$1" = "$work/ours" ]; then
        (cd "$1" && "$repo/.build/debug/viewdata" snapshots migrate >/dev/null)
    fi
}
record_all() {  # record_all FOLDER: the suite's base class records everything (`.all`), in any copy
    sed -i 's/^      record: \.missing$/      record: .all/' "$1/Tests/MacroTestingTests/BaseTestCase.swift"
    grep -q 'record: .all' "$1/Tests/MacroTestingTests/BaseTestCase.swift" || { echo "macro-testing-suite: BaseTestCase.swift is not as expected" >&2; exit 1; }
}
compare() {  # compare PHASE FILE…: each test file as both wrote it, and against the published one
    local phase=$1
    shift
    for file in "$@"; do
        theirs="$work/published/Tests/MacroTestingTests/$file"
        if ! cmp -s "$theirs" "$work/ours/Tests/MacroTestingTests/$file"; then
            echo "macro-testing-suite: $phase: $file is not written as swift-snapshot-testing writes it:" >&2
            diff -u "$theirs" "$work/ours/Tests/MacroTestingTests/$file" | sed -E "s#$work/##g" | head -40 >&2
            status=1
        elif [ "$file" != BaseTestCase.swift ] && ! git -C "$copy" show "$tag:Tests/MacroTestingTests/$file" | cmp -s - "$theirs"; then
            echo "macro-testing-suite: $phase: $file: both write the same, but not the published file" >&2
            status=1
        fi
    done
}
both() {  # both LOG-NAME: the suite in swift-snapshot-testing's copy, then in ours
    # One after the other: both packages are named swift-macro-testing, and share the scratch folder.
    build "$work/published" "$work/published-build.log"
    run "$work/published" "$work/published-$1.log" -u CI
    build "$work/ours" "$work/build.log"
    run "$work/ours" "$work/ours-$1.log" -u CI
}

# A. The published record mode (`.missing`): every labelled closure of some calls deleted.
echo "macro-testing-suite: A. every closure of a call deleted, record mode .missing"
fresh_tests "$work/published"
fresh_tests "$work/ours"
delete_closures "$work/published" every >/dev/null
delete_closures "$work/ours" every
both missing
compare "A" "${every_closure[@]}"
[ $status -ne 0 ] || echo "  ${#every_closure[@]} files: written back byte for byte as swift-snapshot-testing $(git -C "$packages/pointfreeco/swift-snapshot-testing.git" tag --sort=-v:refname | head -1) writes them"

# B. Everything re-recorded (`.all`), with only the middle closure deleted from some calls, and
# all but the last from others (two closures to add before the one left): swift-snapshot-testing
# inserts a closure before another only when it records everything. Every test file each writes
# is compared.
echo "macro-testing-suite: B. the middle closure deleted, or all but the last, record mode .all (every test file rewritten)"
fresh_tests "$work/published"
fresh_tests "$work/ours"
for folder in "$work/published" "$work/ours"; do record_all "$folder"; done
for folder in "$work/published" "$work/ours"; do
    delete_closures "$folder" middle
    delete_closures "$folder" but-last
done | sort -u
both all
all_files=$(cd "$work/published/Tests/MacroTestingTests" && ls *.swift)
before=$status
# shellcheck disable=SC2086
compare "B" $all_files
[ $status -ne $before ] || echo "  $(echo "$all_files" | wc -w) files: written byte for byte as swift-snapshot-testing writes them"

# C. Ours inserts those closures under `.missing` too (swift-snapshot-testing fails the test each
# run until it records with `.all`): written back as published, and the next run passes.
echo "macro-testing-suite: C. the middle closure deleted, or all but the last, record mode .missing"
fresh_tests "$work/ours"
delete_closures "$work/ours" middle >/dev/null
delete_closures "$work/ours" but-last >/dev/null
build "$work/ours" "$work/build.log"
run "$work/ours" "$work/ours-middle.log" -u CI
for file in "${middle_closure[@]}" "${all_but_last[@]}"; do
    if ! git -C "$copy" show "$tag:Tests/MacroTestingTests/$file" | cmp -s - "$work/ours/Tests/MacroTestingTests/$file"; then
        echo "macro-testing-suite: C: $file: the middle closure is not written back as published" >&2
        status=1
    fi
done
build "$work/ours" "$work/build.log"
run "$work/ours" "$work/ours-again.log" -u CI
if [ "$(cat "$work/ours-again.log.status")" = 0 ]; then
    echo "  $(( ${#middle_closure[@]} + ${#all_but_last[@]} )) files: written back as published, and the next run passes"
else
    echo "macro-testing-suite: C: the run after writing failed" >&2
    status=1
fi
exit $status
