#!/usr/bin/env bash
# The README's "Add ViewDataKit to your package" as a new user lives it: a package of its own
# (Examples/FirstScreen, copied to a temporary folder) that depends on ViewDataKit, whose
# snapshot test passes against its committed reference, fails when the view changes, and whose
# pending snapshot `swift run viewdata snapshots` (run from that package) lists and accepts.
#
# Usage: Scripts/first-screen-e2e.sh   (builds in .build-first-screen/, reused between runs)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
scratch="$repo/.build-first-screen"
work=$(mktemp -d "${TMPDIR:-/tmp}/first-screen.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() { echo "first-screen-e2e: $*" >&2; exit 1; }

source Scripts/lib/example-package.sh
copy_example_package Examples/FirstScreen "$work" "$repo" || fail "could not point the copy's Package.swift at ViewDataKit"
cd "$work/app"

# 1. Under CI nothing is written: the committed reference must match.
CI=true swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { cat "$work/test.log"; fail "the example's test fails on its committed reference"; }
echo "ok: the example's snapshot test passes on a fresh copy"

# 1b. UIKit habits a new user brings: where UIKit's spelling is not ours, the compiler names ours.
cat >Sources/Greeting/Habits.swift <<'SWIFT'
import TextUI

final class CounterViewController: StateViewController<Int> {
    override func render(_ state: Int) {}
    override func viewWillAppear(_ animated: Bool) {}
}

func habits(_ table: TableView) -> Button {
    table.separatorStyle = .line
    return Button(title: "Play")
}
SWIFT
if swift build --scratch-path "$scratch" >"$work/habits.log" 2>&1; then
    cat "$work/habits.log"; fail "the UIKit habits compiled; they should be errors that name the right spelling"
fi
for expected in "'render' has been renamed to 'render(state:)'" \
                "'viewWillAppear' has been renamed to 'viewWillAppear()': nothing animates in a terminal" \
                "'line' has been renamed to 'singleLine'" \
                "'init(title:image:action:)' has been renamed to 'init(_:image:action:)'"; do
    grep -qF "error: $expected" "$work/habits.log" || { cat "$work/habits.log"; fail "the compiler did not say: $expected"; }
done
rm Sources/Greeting/Habits.swift
echo "ok: UIKit's spellings that are not ours are errors that name ours"

# 2. The view changes: the test fails and keeps the actual output as a .new file.
sed -i.bak 's/name: "Ada", unread: 3/name: "Grace", unread: 1/' Tests/GreetingTests/InboxHeaderTests.swift
rm Tests/GreetingTests/InboxHeaderTests.swift.bak
if CI= swift test --scratch-path "$scratch" >"$work/test.log" 2>&1; then
    cat "$work/test.log"; fail "the changed view still passed"
fi
pending=Snapshots/InboxHeaderTests/inboxHeader.1.txt.new
[[ -f "$pending" ]] || { cat "$work/test.log"; fail "no $pending after the failure"; }
echo "ok: a changed view fails and leaves $pending"

# 3. viewdata, run from the dependent package with the same scratch path, lists and accepts it.
status=0
swift run --scratch-path "$scratch" viewdata snapshots status >"$work/status.log" 2>&1 || status=$?
[[ $status -eq 1 ]] || { cat "$work/status.log"; fail "snapshots status exited $status, not 1 (something pending)"; }
grep -q "inboxHeader.1.txt" "$work/status.log" || { cat "$work/status.log"; fail "snapshots status does not list the pending file"; }
swift run --scratch-path "$scratch" viewdata snapshots accept --all >"$work/accept.log" 2>&1 || { cat "$work/accept.log"; fail "snapshots accept --all failed"; }
[[ ! -e "$pending" ]] || fail "$pending is still there after accept"
grep -q "Hello, Grace" Snapshots/InboxHeaderTests/inboxHeader.1.txt || fail "the accepted reference does not show the new greeting"
CI=true swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { cat "$work/test.log"; fail "the test fails after accepting"; }
echo "ok: viewdata snapshots, run from the dependent package, lists and accepts the change"
