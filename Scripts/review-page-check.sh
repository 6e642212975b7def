#!/usr/bin/env bash
# Loads `viewdata snapshots review --html` in a real browser (headless Chromium, Debian's
# package) and checks that what it shows is the text of the files: each pending change's
# reference and actual output as the page's DOM holds them after Chromium parsed and laid it
# out, untrusted text shown as text (no element made from it), SVG references embedded as the
# pictures the files hold, and a screenshot to look at.
#
#   Scripts/review-page-check.sh [--keep]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
keep=false
[ "${1:-}" = "--keep" ] && keep=true
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-review-page.XXXXXX")
if $keep; then echo "review-page-check: files in $work"; else trap 'rm -rf "$work"' EXIT; fi
fail() { echo "review-page-check: $*" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; } >"$work/apt.log" 2>&1 \
        || { tail -5 "$work/apt.log"; fail "cannot install chromium"; }
    browser=$(command -v chromium)
fi

# A package with pending changes: text with markup, entities and wide characters; a new
# reference; a picture.
package="$work/package"
mkdir -p "$package/Snapshots/CardTests"
printf '// swift-tools-version: 6.0\n' >"$package/Package.swift"
printf '╭─ Card ─╮\n│ 中文 & <b>bold</b> │\n╰────────╯\n' >"$package/Snapshots/CardTests/card.1.txt"
printf '╭─ Card ─╮\n│ 中文 & <script>alert(1)</script> │\n╰────────╯\n' >"$package/Snapshots/CardTests/card.1.txt.new"
printf 'brand new "quoted" '"'"'text'"'"'\n' >"$package/Snapshots/CardTests/fresh.1.txt.new"
(cd "$repo" && swift build --product viewdata >/dev/null)
viewdata="$repo/.build/debug/viewdata"
# Pictures in the form Canvas.svgText writes (its own test holds that form).
svg() { printf '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="100%%" height="100%%" fill="#1d1f21"/><text x="0" y="15" textLength="%s" fill="#c5c8c6">%s</text></svg>\n' "$1" "$2"; }
svg 20 "ab" >"$package/Snapshots/CardTests/picture.1.svg"
svg 30 "abc" >"$package/Snapshots/CardTests/picture.1.svg.new"

status=0
(cd "$package" && "$viewdata" snapshots review --html "$work/page") >"$work/review.log" 2>&1 || status=$?
[ $status -eq 1 ] || { cat "$work/review.log"; fail "review --html exited $status, not 1 (changes pending)"; }
grep -q "3 pending changes in $work/page/index.html" "$work/review.log" || { cat "$work/review.log"; fail "review --html did not say where the page is"; }

"$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$work/page/index.html" >"$work/dom.html" 2>"$work/browser.log" \
    || { tail -5 "$work/browser.log"; fail "Chromium could not load the page"; }
"$browser" --headless --no-sandbox --disable-gpu --window-size=1000,900 --screenshot="$work/page.png" \
    "file://$work/page/index.html" >/dev/null 2>>"$work/browser.log" || fail "Chromium could not take a screenshot"

python3 - "$work/dom.html" "$package/Snapshots/CardTests" <<'PY'
import html.parser, os, sys
dom, folder = sys.argv[1], sys.argv[2]

class Page(html.parser.HTMLParser):
    """The text of every <pre> by its class, in order, and every element and image seen."""
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pres, self.current, self.tags, self.images = [], None, [], []
    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attributes = dict(attrs)
        if tag == "pre":
            self.current = [attributes.get("class", ""), ""]
        if tag == "img":
            self.images.append(attributes.get("src"))
    def handle_endtag(self, tag):
        if tag == "pre" and self.current:
            self.pres.append(tuple(self.current))
            self.current = None
    def handle_data(self, data):
        if self.current is not None:
            self.current[1] += data

page = Page()
page.feed(open(dom, encoding="utf-8").read())
def text(name):
    return open(os.path.join(folder, name), encoding="utf-8").read().removesuffix("\n")
expected = [
    ("reference", text("card.1.txt")), ("actual", text("card.1.txt.new")),
    ("actual", text("fresh.1.txt.new")),
]
shown = [(kind, value) for kind, value in page.pres if kind in ("reference", "actual")]
problems = []
if shown != expected:
    problems.append(f"the page shows {shown!r}, the files hold {expected!r}")
if "script" in page.tags or "b" in page.tags:
    problems.append("text from a reference became markup")
diffs = [value for kind, value in page.pres if kind == "diff"]
if not any("+│ 中文 & <script>alert(1)</script> │" in d for d in diffs):
    problems.append(f"the diff does not show the changed line as text: {diffs!r}")
import base64
pictures = [base64.b64decode(src.split(",", 1)[1]) for src in page.images if src and src.startswith("data:image/svg+xml;base64,")]
if pictures != [open(os.path.join(folder, name), "rb").read() for name in ("picture.1.svg", "picture.1.svg.new")]:
    problems.append(f"the pictures are not the reference and the actual output: {page.images!r}")
for problem in problems:
    print("review-page-check: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"review-page-check: Chromium shows {len(shown)} texts exactly as the files hold them, {len(page.images)} pictures, no markup from the text")
PY
[ -s "$work/page.png" ] || fail "no screenshot"
echo "review-page-check: screenshot at $work/page.png$($keep || echo ' (removed; --keep keeps it)')"
