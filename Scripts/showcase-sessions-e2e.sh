#!/usr/bin/env bash
# The showcase apps whose state is no pair of stores (books, comments, order, profile): their
# sessions are recorded as inputs alone (`viewdata-demo NAME --record DIR`: the keys, and each
# second as {wait}) and kept as tests of their screens. Tests/ShowcaseTests/*SessionTests.swift
# were written by `viewdata log export-test` from the sessions in Examples/Sessions; their
# references were accepted after they were compared with the apps' walkthroughs.
#
#   1. Exporting each committed session again writes its committed test, byte for byte.
#   2. Each app, one transition mutated (a rule loosened, an off-by-one, a wrong target, a
#      status not kept): its kept test fails, naming the screen after the input, with the diff.
#   3. An order session recorded in tmux with real keys and real seconds, exported into the test
#      target: its first run fails only for the screens it has no reference for, which are
#      accepted as a developer would after looking at them; then it passes under CI, replaying
#      the seconds the recording lived.
#
# Steps 2 and 3 change the working tree for the time they run (sources, a test file and its
# references); the script puts everything back as it was, whatever happens.
#
# Usage: Scripts/showcase-sessions-e2e.sh   (tmux is needed for step 3, skipped without it
#                                            unless CI is set)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/example-package.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/showcase-sessions.XXXXXX")
socket="showcase-e2e-$$"
mutated=(
  Examples/Showcase/Books/BookReviewManager.swift
  Examples/Showcase/Comments/CommentFeed.swift
  Examples/Showcase/Order/Model/Order.swift
  Examples/Showcase/Profile/AddAccountViewModel.swift
)
tmux_test=Tests/ShowcaseTests/OrderTmuxSessionTests.swift
[ ! -e "$tmux_test" ] && [ ! -e Snapshots/OrderTmuxSessionTests ] \
  || { echo "FAILED: showcase-sessions-e2e: $tmux_test or Snapshots/OrderTmuxSessionTests is in the way" >&2; exit 1; }
restore_sources() {
  for file in "${mutated[@]}"; do [ -f "$work/$(basename "$file")" ] && cp "$work/$(basename "$file")" "$file"; done
  return 0
}
remove_new_pending() {
  remove_pending_since "$work/pending-before" Snapshots/{Books,Comments,Order,Profile}SessionTests
}
restore() {
  restore_sources
  remove_new_pending
  rm -f "$tmux_test"
  rm -rf Snapshots/OrderTmuxSessionTests
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap restore EXIT
# What a run leaves pending is removed at the end; what was pending before stays.
note_pending "$work/pending-before" Snapshots/{Books,Comments,Order,Profile}SessionTests
for file in "${mutated[@]}"; do cp "$file" "$work/$(basename "$file")"; done
export LANG=C.UTF-8 LC_ALL=C.UTF-8

fail() { echo "FAILED: showcase-sessions-e2e: $*" >&2; exit 1; }
step() { printf '\n== %s\n' "$*"; }

swift build --product viewdata >/dev/null || fail "swift build of viewdata failed"
swift build --product viewdata-demo >/dev/null || fail "swift build of viewdata-demo failed"
bin=$(swift build --show-bin-path)

# app, its type, the screens its test checks
apps=("books BooksApp 20,30,72" "comments CommentsApp 3,25,28" "order OrderApp 9,41,52" "profile ProfileApp 1,6,10")

step "1. Exporting each committed session writes its committed test"
for entry in "${apps[@]}"; do
  read -r name type screens <<<"$entry"
  kept="Tests/ShowcaseTests/${name^}SessionTests.swift"
  "$bin/viewdata" log export-test "Examples/Sessions/$name" --app "$type" --module Showcase --at "$screens" --name "${name}Session" \
    >"$work/$name.swift" || fail "export-test failed on the committed $name session"
  diff -u "$kept" "$work/$name.swift" || fail "$kept is not what export-test writes for Examples/Sessions/$name"
  echo "ok: $name, identical ($(($(wc -l <"Examples/Sessions/$name/inputs.jsonl") - 1)) inputs)"
done

step "2. Each app, mutated, fails its kept test"
mutate() {
  local file=$1 from=$2 to=$3
  sed -i "s/$from/$to/" "$file"
  cmp -s "$file" "$work/$(basename "$file")" && fail "the mutation '$from' changed nothing in $file"
  return 0
}
# books: a review of 6 stars let through (the rule loosened)
mutate Examples/Showcase/Books/BookReviewManager.swift 'guard (1\.\.\.5)\.contains(review\.numberOfStars)' 'guard (1...6).contains(review.numberOfStars)'
# comments: a reply goes to the comment after the one answered (the wrong target)
mutate Examples/Showcase/Comments/CommentFeed.swift 'comments\[index\]\.replies\.append' 'comments[min(index + 1, comments.count - 1)].replies.append'
# order: merging a product into its line adds one too many (an off-by-one)
mutate Examples/Showcase/Order/Model/Order.swift 'let merged = record\.lines\[index\]\.amount + amount$' 'let merged = record.lines[index].amount + amount + 1'
# profile: an opened account is not kept as added (a status transition lost)
mutate Examples/Showcase/Profile/AddAccountViewModel.swift '                statuses\[code\] = \.added$' '                statuses[code] = .available'
if CI=true swift test --filter 'booksSession|commentsSession|orderSession|profileSession' >"$work/mutants.log" 2>&1; then
  fail "the kept tests passed against the mutated apps"
fi
for entry in "${apps[@]}"; do
  read -r name _ _ <<<"$entry"
  grep -q "Test ${name}Session() failed" "$work/mutants.log" || { cat "$work/mutants.log"; fail "the $name test did not fail against its mutant"; }
  first=$(grep -m1 -o "Snapshot '[^']*/${name}Session\.input-[0-9]*\.txt' does not match" "$work/mutants.log" || true)
  [ -n "$first" ] || { cat "$work/mutants.log"; fail "the $name failure does not name the screen that differs"; }
  echo "ok: $name, mutated, fails: $first"
done
grep -m1 -A12 "Snapshot '[^']*/orderSession" "$work/mutants.log" | sed 's/^/    /'
restore_sources
remove_new_pending

step "3. An order session recorded in tmux becomes a test"
if have_tmux; then
  # Built again from the restored sources: step 2's test run built the mutants.
  swift build --product viewdata-demo >/dev/null || fail "swift build of viewdata-demo failed"
  # 24 rows: the size the session records for its screens.
  start_in_tmux "$socket" order 90 24 "'$bin/viewdata-demo' order --record '$work/session'" "$work/exited"
  wait_for_pane "$socket" order "select · ⏎ order here" || fail "the order app did not start"
  # Ramen Ichiraku, a ramen, one more, on to the confirmation (its street field takes the
  # keys); real seconds pass; done typing, quit.
  send_keys "$socket" order Down Enter Enter + c
  wait_for_pane "$socket" order "Deliver to" || fail "the confirmation did not show"
  tmux -L "$socket" capture-pane -p -t order >"$work/confirmation.txt"
  sleep 2.2
  send_keys "$socket" order Escape q
  wait_for_exit "$socket" order "$work/exited" || fail "the order app did not quit"
  [ -f "$work/session/inputs.jsonl" ] || fail "the app recorded no session"
  keys=$(grep -c '"key":"[^{]' "$work/session/inputs.jsonl" || true)
  waits=$(grep -c '"key":"{wait}"' "$work/session/inputs.jsonl" || true)
  [ "$keys" -eq 7 ] || { cat "$work/session/inputs.jsonl"; fail "the session has $keys keys, not the 7 sent"; }
  [ "$waits" -ge 2 ] || { cat "$work/session/inputs.jsonl"; fail "the session has $waits seconds passing, not the 2 or more that passed"; }
  # The screens after the confirmation opened and after the last input.
  at_c=$(($(grep -n '"key":"c"' "$work/session/inputs.jsonl" | cut -d: -f1) - 1))
  last=$(($(wc -l <"$work/session/inputs.jsonl") - 1))
  "$bin/viewdata" log export-test "$work/session" --app OrderApp --module Showcase --at "$at_c,$last" --name orderTmuxSession \
    --output Tests/ShowcaseTests/OrderTmuxSessionTests.swift || fail "export-test failed on the tmux session"
  if env -u CI swift test --filter orderTmuxSession >"$work/first.log" 2>&1; then fail "the new test passed with no references"; fi
  missing=$(grep -c "records none" "$work/first.log" || true)
  issues=$(grep -c "recorded an issue" "$work/first.log" || true)
  [ "$missing" -eq 2 ] && [ "$issues" -eq 2 ] || { cat "$work/first.log"; fail "the first run should fail for the 2 missing screens alone ($missing missing, $issues issues)"; }
  echo "ok: the first run fails for its 2 screens alone, kept for review"
  # The screen the test draws at the confirmation is the one tmux showed there.
  reference="Snapshots/OrderTmuxSessionTests/orderTmuxSession.input-$at_c.txt.new"
  diff -u <(sed 's/ *$//' "$work/confirmation.txt") <(sed 's/ *$//' "$reference") \
    || fail "the replayed confirmation is not the screen tmux showed"
  echo "ok: the replayed confirmation is the screen tmux showed"
  "$bin/viewdata" snapshots accept "Snapshots/OrderTmuxSessionTests/orderTmuxSession.input-$at_c.txt" \
    "Snapshots/OrderTmuxSessionTests/orderTmuxSession.input-$last.txt" >/dev/null || fail "accepting the screens failed"
  CI=true swift test --filter orderTmuxSession >"$work/second.log" 2>&1 || { cat "$work/second.log"; fail "the accepted test fails"; }
  echo "ok: accepted, the test of the tmux session passes under CI ($keys keys, $waits seconds)"
fi

echo
echo "showcase-sessions-e2e: passed"
