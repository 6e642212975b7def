#!/usr/bin/env bash
# Holds the inline-snapshot lexer to the compiler on real-world Swift: every .swift file of the
# latest tag of each package copy under $SWIFT_PACKAGES (default /opt/swift-packages, bare git
# repositories as OWNER/NAME.git) is extracted to a temporary folder, and the lexer-oracle
# test compares the lexer's string, regex and comment ranges with those of the compiler's own
# parser (swift-syntax, from the toolchain) on each file, with the package's own files.
#
# The peers' files are read at run time and never copied into this repository.
set -euo pipefail
cd "$(dirname "$0")/.."
packages="${SWIFT_PACKAGES:-/opt/swift-packages}"
if [ ! -d "$packages" ]; then
    echo "lexer-oracle: no package copies at $packages; set SWIFT_PACKAGES" >&2
    exit 2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/lexer-oracle.XXXXXX")"
trap 'rm -rf "$work"' EXIT
count=0
declare -A seen=()
for repository in "$packages"/*/*.git; do
    name="$(basename "$(dirname "$repository")")/$(basename "$repository" .git)"
    key="${name,,}"
    [ -n "${seen[$key]:-}" ] && continue  # The same package under two spellings.
    seen[$key]=1
    tag="$(git -C "$repository" tag --sort=-v:refname | head -1)"
    [ -z "$tag" ] && continue
    mkdir -p "$work/$key"
    git -C "$repository" archive "$tag" | tar -x -C "$work/$key" --wildcards '*.swift' 2>/dev/null || true
    count=$((count + 1))
done
files="$(find "$work" -type f -name '*.swift' | wc -l)"
lines="$(find "$work" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l)"
echo "lexer-oracle: $count packages, $files files, $lines lines"
LEXER_ORACLE_CORPUS="$work" swift test --filter LexerOracleTests 2>&1 | tee "$work/log" | grep -E "lexer-oracle:|✘|error:" | head -60
grep -q "Test run with 1 test in 1 suite passed" "$work/log"
