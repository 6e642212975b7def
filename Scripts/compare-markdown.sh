#!/usr/bin/env bash
# Measures ViewDataKit's Markdown against the two references the issue names, in one run on this
# machine, and prints both ratios:
#
#   parse:  `viewdata markdown --html FILE` against cmark (the C reference implementation, Debian's
#           `cmark` package) on the same 10 MB document, both as whole processes writing HTML to
#           /dev/null; median of RUNS runs each after one untimed warm-up. Goal: ViewDataKit / cmark
#           ≤ 3×. (Debian's cmark is plain CommonMark: GFM tables, strikethrough and task lists in
#           the corpus are paragraphs and text to it.)
#   render: `viewdata markdown --width 100 FILE` as a whole process (output to /dev/null, so not a
#           terminal and no colours) against Rich 15.x's Markdown printed to a plain-text Console
#           at width 100, timed inside Python around Markdown(text) + console.print only (no
#           interpreter start-up, no file read: this favours Rich). Median of RICH_RUNS runs.
#           Goal: Rich / ViewDataKit ≥ 50×.
#
# The document comes from Scripts/make-markdown-corpus.py (deterministic, 10,000,000 bytes of
# mixed Markdown and scripts; see its header). One Rich run on the 10 MB document took about 30 s
# on this 2-core machine, so the render comparison uses the same 10 MB file by default; set
# RENDER_BYTES (e.g. 1M) to render a smaller document from the same generator, the same file for
# both sides, and the summary says which size was rendered.
#
#   Scripts/compare-markdown.sh [RUNS]     (default 5 timed runs of each process)
#
# Environment: RICH_RUNS (default 3), RENDER_BYTES (default 10M), RENDER_FILE (a document to
# render instead, e.g. real READMEs from Scripts/markdown-readmes.py --concat), PYTHON (default python3),
# CMARK (default cmark), VIEWDATA (a viewdata binary to use instead of building the release one).
# Needs cmark (apt-get install cmark) and Rich 15.x for the Python used; nothing here is part of
# ViewDataKit's build.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
rich_runs=${RICH_RUNS:-3}
render_bytes=${RENDER_BYTES:-10M}
parse_bytes=10M
python=${PYTHON:-python3}
cmark=${CMARK:-cmark}
helper="$repo/Scripts/compare-markdown.py"
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-markdown.XXXXXX")
trap 'rm -rf "$work"' EXIT

[[ $runs =~ ^[1-9][0-9]*$ && $rich_runs =~ ^[1-9][0-9]*$ ]] \
    || { echo "RUNS and RICH_RUNS must be positive whole numbers" >&2; exit 2; }

# --- the reference tools -------------------------------------------------------------------------

command -v "$python" >/dev/null || { echo "$python not found (set PYTHON to a Python 3)" >&2; exit 1; }
if ! command -v "$cmark" >/dev/null; then
    echo "cmark is not installed; install Debian's package with" >&2
    echo "    apt-get install -y cmark        (sudo apt-get … where you are not root)" >&2
    exit 1
fi
cmark_version=$("$cmark" --version | awk 'NR == 1 { print $2 }')
if ! rich_version=$("$python" -c 'import rich, importlib.metadata as m; print(m.version("rich"))' 2>/dev/null); then
    echo "Rich is not importable by $python; install it with" >&2
    echo "    $python -m pip install --user 'rich>=15,<16'" >&2
    echo "(add --break-system-packages where pip refuses a system Python)" >&2
    exit 1
fi
[[ $rich_version == 15.* ]] || echo "warning: Rich $rich_version is installed; the comparison is written for 15.x" >&2

# --- our tool ------------------------------------------------------------------------------------

if [[ -n ${VIEWDATA:-} ]]; then
    viewdata=$VIEWDATA
    [[ -x $viewdata ]] || { echo "VIEWDATA=$viewdata is not an executable file" >&2; exit 1; }
else
    echo "Building viewdata (release) …" >&2
    swift build -c release --package-path "$repo" --product viewdata >"$work/build.log" 2>&1 \
        || { cat "$work/build.log" >&2; echo "the release build of viewdata failed" >&2; exit 1; }
    viewdata="$(swift build -c release --package-path "$repo" --show-bin-path)/viewdata"
fi

# Fail now, before minutes of timing, if `viewdata markdown` is not there yet or does not work.
printf '# Probe\n\nSome *text* and a [link](https://example.com).\n\n- one\n- two\n' >"$work/probe.md"
for arguments in "--html" "--width 100"; do
    # shellcheck disable=SC2086  # $arguments is two words on purpose
    if ! "$viewdata" markdown $arguments "$work/probe.md" >"$work/probe.out" 2>"$work/probe.err" </dev/null; then
        echo "error: \`$viewdata markdown $arguments FILE\` failed on a six-line document:" >&2
        sed 's/^/    /' "$work/probe.err" >&2
        echo "This comparison needs the \`viewdata markdown [--width N] [--html] FILE\` command;" >&2
        echo "it is not in this build of viewdata yet (or it is broken)." >&2
        exit 1
    fi
done
"$viewdata" markdown --html "$work/probe.md" >"$work/probe.ours.html" </dev/null
"$cmark" "$work/probe.md" >"$work/probe.cmark.html"
cmp -s "$work/probe.ours.html" "$work/probe.cmark.html" \
    || echo "warning: viewdata markdown --html and cmark differ on the probe document" >&2

# --- the documents -------------------------------------------------------------------------------

load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)
awk -v load="$load" 'BEGIN { exit !(load > 0.5) }' \
    && echo "warning: load average is $load; other work on this machine will disturb the timings" >&2

echo "Writing the corpus …" >&2
parse_file="$work/corpus-$parse_bytes.md"
"$python" "$repo/Scripts/make-markdown-corpus.py" --bytes "$parse_bytes" --output "$parse_file"
if [[ -n ${RENDER_FILE:-} ]]; then
    # Real documents instead of the generator's (Scripts/markdown-readmes.py --concat writes the
    # packages' READMEs as one file).
    [[ -f $RENDER_FILE ]] || { echo "RENDER_FILE=$RENDER_FILE is not a file" >&2; exit 1; }
    render_file=$RENDER_FILE
else
    render_file="$work/corpus-$render_bytes.md"
    [[ -e $render_file ]] || "$python" "$repo/Scripts/make-markdown-corpus.py" --bytes "$render_bytes" --output "$render_file"
fi

megabytes() { awk -v bytes="$(wc -c <"$1")" 'BEGIN { printf "%g MB", bytes / 1e6 }'; }
parse_size=$(megabytes "$parse_file")
render_size=$(megabytes "$render_file")
median() { awk '$1 == "median_seconds" { print $2 }' "$1"; }
show() {  # show LABEL FILE: the runs of one timing, in ms, on standard error
    awk -v label="$1" '$1 == "runs" {
        line = sprintf("  %-32s", label ":")
        for (i = 2; i <= NF; i++) line = line sprintf(" %9.1f", $i * 1e3)
        print line " ms"
    }' "$2" >&2
}

# --- parse: cmark against viewdata markdown --html ----------------------------------------------

echo >&2
echo "parse ($parse_size): $runs runs each, after one warm-up" >&2
"$python" "$helper" process --runs "$runs" -- "$cmark" "$parse_file" >"$work/cmark.txt"
show "cmark $cmark_version" "$work/cmark.txt"
"$python" "$helper" process --runs "$runs" -- "$viewdata" markdown --html "$parse_file" >"$work/ours-parse.txt"
show "viewdata markdown --html" "$work/ours-parse.txt"

# --- render: Rich against viewdata markdown --width 100 -----------------------------------------

echo >&2
[[ $render_file == "$parse_file" ]] \
    || echo "render: renders $render_file ($render_size), the same file for both sides" >&2
echo "render ($render_size, 100 columns): Rich $rich_version $rich_runs runs (no warm-up), viewdata $runs runs after one warm-up" >&2
"$python" "$helper" rich "$render_file" --runs "$rich_runs" --width 100 >"$work/rich.txt"
show "Rich $rich_version" "$work/rich.txt"
"$python" "$helper" process --runs "$runs" -- "$viewdata" markdown --width 100 "$render_file" >"$work/ours-render.txt"
show "viewdata markdown --width 100" "$work/ours-render.txt"

# --- summary -------------------------------------------------------------------------------------

ours_parse=$(median "$work/ours-parse.txt")
cmark_parse=$(median "$work/cmark.txt")
ours_render=$(median "$work/ours-render.txt")
rich_render=$(median "$work/rich.txt")
[[ -n $ours_parse && -n $cmark_parse && -n $ours_render && -n $rich_render ]] \
    || { echo "could not read a median from the timings above" >&2; exit 1; }

echo
awk -v ours="$ours_parse" -v theirs="$cmark_parse" -v version="$cmark_version" -v size="$parse_size" 'BEGIN {
    ratio = ours / theirs
    printf "parse (%s): ViewDataKit %.1f ms, cmark %s %.1f ms; ViewDataKit / cmark = %.2f× (goal ≤ 3×: %s)\n",
        size, ours * 1e3, version, theirs * 1e3, ratio, (ratio <= 3) ? "met" : "NOT met"
}'
awk -v ours="$ours_render" -v theirs="$rich_render" -v version="$rich_version" -v size="$render_size" 'BEGIN {
    ratio = theirs / ours
    printf "render (%s, 100 columns): ViewDataKit %.1f ms, Rich %s %.1f ms; Rich / ViewDataKit = %.1f× (goal ≥ 50×: %s)\n",
        size, ours * 1e3, version, theirs * 1e3, ratio, (ratio >= 50) ? "met" : "NOT met"
}'
