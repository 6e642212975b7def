#!/usr/bin/env bash
# Times viewdata-bench's `table/10k-print` (a Table of 10,000 × 5 mixed-script cells printed at
# width 120 through a Console that writes plain text: measured, laid out, drawn band by band and
# made text, as a user prints it) and Python's Rich 15.x printing the same rows to a string
# (Scripts/compare-rich-table.py), one after the other in one run, and prints both medians and
# the ratio Rich / ViewDataKit. `table/10k-text` (the same rows in a TextUI DataTable, drawn on
# one canvas and made plain text) is printed alongside. Rich must be installed for the Python
# used (python3, or $PYTHON); nothing here is part of ViewDataKit's build.
#
#   Scripts/compare-rich-table.sh [RUNS]     (default 3 timed Rich runs; the bench times its own)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-rich.XXXXXX")
trap 'rm -rf "$work"' EXIT

if ! version=$("$python" -c 'import rich, importlib.metadata as m; print(m.version("rich"))' 2>/dev/null); then
    echo "Rich is not importable by $python; install it with" >&2
    echo "    $python -m pip install --user 'rich>=15,<16'" >&2
    echo "(add --break-system-packages where pip refuses a system Python)" >&2
    exit 1
fi
[[ $version == 15.* ]] || echo "warning: Rich $version is installed; the comparison is written for 15.x" >&2

echo "Building viewdata-bench (release) …" >&2
swift build -c release --package-path "$repo" --product viewdata-bench >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bench="$(swift build -c release --package-path "$repo" --show-bin-path)/viewdata-bench"

"$bench" --filter table/10k-print | tee "$work/ours.txt"
"$bench" --filter table/10k-text | tail -n 1
"$python" "$repo/Scripts/compare-rich-table.py" --runs "$runs" | tee "$work/rich.txt"

# Our row: `table/10k-print  10k×5  42.84 ms  233.4 krows/s  …`; the median is in µs, ms or s.
ours=$(awk '$1 == "table/10k-print" {
    scale = ($4 == "s") ? 1 : ($4 == "ms") ? 1e-3 : ($4 == "µs") ? 1e-6 : 0
    if (scale) printf "%.9f", $3 * scale
}' "$work/ours.txt")
theirs=$(awk '$1 == "median_seconds" { print $2 }' "$work/rich.txt")
[[ -n $ours && -n $theirs ]] || { echo "could not read a median from the output above" >&2; exit 1; }

echo
awk -v ours="$ours" -v theirs="$theirs" -v version="$version" 'BEGIN {
    printf "table/10k-print median: ViewDataKit %.2f ms, Rich %s %.2f ms; Rich / ViewDataKit = %.1f×\n",
        ours * 1e3, version, theirs * 1e3, theirs / ours
}'
