#!/usr/bin/env bash
# End-to-end check of `viewdata-demo` in a real terminal: the binary runs inside tmux, keys are
# sent to it, and the pane must show what `viewdata-demo --keys` prints for the same keys.
# Checks that undo and time travel bring earlier screens back, that a resize lays the screen
# out again, that a recorded session replays, and that the terminal is restored (screen, modes
# and stty settings) after q, Ctrl-C, SIGTERM and SIGQUIT, while stopped by SIGTSTP, and that
# the app comes back when the job continues. A paste of command letters presses no key, and
# SIGTERM during a large paste, or a flood of typed keys, ends the demo within a second.
#
#   Scripts/tmux-demo-check.sh         (run by .ci/run; skipped when tmux is not installed,
#                                       except under CI, where that fails)
#
# Every step prints what it checks; the first check that fails stops the script with exit 1
# and a FAILED line.
set -euo pipefail

ci=${CI:-}
if ! command -v tmux >/dev/null 2>&1; then
  if [ -n "$ci" ] && [ "$ci" != false ] && [ "$ci" != 0 ]; then
    echo "FAILED: tmux-demo-check: tmux is not installed (required when CI is set)"
    exit 1
  fi
  echo "tmux-demo-check: tmux is not installed; skipped"
  exit 0
fi

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-tmux.XXXXXX")
# Each demo gets a tmux server of its own (socket "$prefix-N"): restarting a server on the
# socket it just left races with its exit.
prefix="viewdata-check-$$"
starts=0
socket=""
session=demo
cleanup() {
  for n in $(seq "$starts"); do tmux -L "$prefix-$n" kill-server >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8

# A start time early in a minute: the list shows hours and minutes, which then stay put while
# the check runs (the detail's seconds are masked).
start=2026-03-14T15:09:00Z
width=100
height=30

step() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'FAILED: %s\n' "$*"
  if [ -f "$work/pane" ]; then printf -- '--- the pane:\n'; cat "$work/pane"; fi
  if [ -f "$work/expected" ]; then printf -- '--- expected:\n'; cat "$work/expected"; fi
  exit 1
}

step "Build the viewdata and viewdata-demo tools"
swift build --package-path "$repo" --product viewdata >/dev/null || fail "swift build failed"
swift build --package-path "$repo" --product viewdata-demo >/dev/null || fail "swift build failed"
tool="$(swift build --package-path "$repo" --show-bin-path)/viewdata"
demo_tool="$(swift build --package-path "$repo" --show-bin-path)/viewdata-demo"

# Times with seconds change while the check runs; everything else must match exactly.
normalize() { sed -E 's/[0-9]{2}:[0-9]{2}:[0-9]{2}/HH:MM:SS/g; s/[[:space:]]+$//' | awk '{ lines[NR] = $0 } END { n = NR; while (n > 0 && lines[n] == "") n--; for (i = 1; i <= n; i++) print lines[i] }'; }
capture() { tmux -L "$socket" capture-pane -p -t "$session" | normalize >"$work/pane"; }
keys() { tmux -L "$socket" send-keys -t "$session" "$@"; }
# modes: the pane's alternate screen, cursor and wrap flags ("0 1 1" is a shell's terminal).
modes() { tmux -L "$socket" display -p -t "$session" '#{alternate_on} #{cursor_flag} #{wrap_flag}'; }
# expected KEYS [WIDTH HEIGHT]: what the demo prints for these keys, without a terminal.
expected() {
  "$demo_tool" clock --no-color --now "$start" --width "${2:-$width}" --height "${3:-$height}" --keys "$1" | normalize >"$work/expected"
}
# expect_rows KEYS ROWS: the first ROWS rows of the pane are those the demo prints for KEYS
# (waiting up to 5 s for them to draw).
expect_rows() {
  expected "$1"
  head -n "$2" "$work/expected" >"$work/expected-top"
  for _ in $(seq 50); do
    capture
    head -n "$2" "$work/pane" >"$work/pane-top"
    if cmp -s "$work/pane-top" "$work/expected-top"; then return 0; fi
    sleep 0.1
  done
  diff "$work/expected-top" "$work/pane-top" || true
  fail "the pane's first $2 rows are not the screen for keys '$1'"
}
# expect_screen KEYS: the whole pane is what the demo prints for KEYS (waiting up to 5 s).
expect_screen() {
  expected "$1"
  for _ in $(seq 50); do
    capture
    if cmp -s "$work/pane" "$work/expected"; then return 0; fi
    sleep 0.1
  done
  diff "$work/expected" "$work/pane" || true
  fail "the pane does not show the screen for keys '$1'"
}
wait_for() {  # wait_for TEXT: the pane shows TEXT within 10 s
  for _ in $(seq 100); do
    capture
    if grep -qF -- "$1" "$work/pane"; then return 0; fi
    sleep 0.1
  done
  fail "the pane never showed: $1"
}
# demo_pid: the process id of the demo running in the pane (a descendant of the pane's shell).
demo_pid() {
  local pids i=0 pid
  pids=("$(tmux -L "$socket" display -p -t "$session" '#{pane_pid}')")
  while [ "$i" -lt "${#pids[@]}" ]; do
    pid=${pids[$i]}
    i=$((i + 1))
    case "$(ps -o comm= -p "$pid" 2>/dev/null || true)" in
    viewdata | viewdata-demo)
      echo "$pid"
      return 0
      ;;
    esac
    # shellcheck disable=SC2207
    pids+=($(pgrep -P "$pid" || true))
  done
  fail "no viewdata or viewdata-demo process under the pane"
}

# The shell script each tmux session runs. It records the terminal's settings before the demo,
# while it is stopped and after it, and its exit status. RUN_MODE=job runs the demo as a job
# (set -m: SIGTSTP stops it, fg continues it); RUN_MODE=loop runs two demos in a loop, as a
# user at a prompt would, with job control.
cat >"$work/run-demo" <<EOF
[ "\$RUN_MODE" = plain ] || set -m
cd '$work'
stty -g >stty-before
echo 'before the demo'
if [ "\$RUN_MODE" = loop ]; then
  for demo in clock books; do
    echo "starting the \$demo demo"
    '$demo_tool' \$demo --color --now '$start'
  done
  echo 'the loop ended'
  sleep 60
fi
if [ "\$RUN_MODE" = inspect ]; then
  '$tool' log inspect --color "\$@"
elif [ "\$RUN_MODE" = console ]; then
  '$demo_tool' console "\$@"
else
  '$demo_tool' clock --color --now '$start' "\$@"
fi
status=\$?
if [ "\$status" = 148 ]; then
  stty -g >stty-stopped
  echo 'the demo is stopped'
  read -r _ <continue
  fg >/dev/null
  status=\$?
fi
echo \$status >status
stty -g >stty-after
echo 'after the demo'
sleep 60
EOF

# start_demo [MODE] OPTIONS…: a new tmux server and a shell in it that runs the demo.
start_demo() {
  local mode=plain
  case "${1:-}" in plain|job|loop|inspect|console) mode=$1; shift ;; esac
  [ -n "$socket" ] && { tmux -L "$socket" kill-server >/dev/null 2>&1 || true; }
  starts=$((starts + 1))
  socket="$prefix-$starts"
  rm -f "$work/stty-before" "$work/stty-stopped" "$work/stty-after" "$work/status" "$work/continue"
  mkfifo "$work/continue"
  tmux -L "$socket" -f /dev/null new-session -d -s "$session" -x "$width" -y "$height" \
    "RUN_MODE=$mode bash '$work/run-demo' $*" || fail "tmux could not start a session"
  tmux -L "$socket" set-option -g status off >/dev/null
  tmux -L "$socket" set-option -g remain-on-exit on >/dev/null
  case "$mode" in
    inspect) wait_for "Entries" ;;
    console) wait_for "ViewDataKit's console" ;;
    *) wait_for "Clock" ;;
  esac
}
# expect_exit STATUS: the demo ended with STATUS, the terminal is back as it was.
expect_exit() {
  for _ in $(seq 100); do
    [ -s "$work/stty-after" ] && break
    sleep 0.1
  done
  [ -s "$work/status" ] || fail "the demo did not end"
  [ "$(cat "$work/status")" = "$1" ] || fail "the demo exited $(cat "$work/status"), expected $1"
  cmp -s "$work/stty-before" "$work/stty-after" || fail "the terminal's settings were not restored: $(cat "$work/stty-before") became $(cat "$work/stty-after")"
  wait_for "after the demo"
  grep -qF "before the demo" "$work/pane" || fail "the shell's screen did not come back (alternate screen not left)"
  if grep -qF "Sydney" "$work/pane" || grep -qF "╭─ Entries" "$work/pane"; then fail "the app's screen is still there after it ended"; fi
  [ "$(modes)" = "0 1 1" ] || fail "the terminal's modes (alternate screen, cursor, wrap) are '$(modes)', expected '0 1 1'"
}

step "The first screen is the one --keys '' prints"
start_demo --record "'$work/session'" --state-file "'$work/state.json'"
expect_screen ""

step "Arrows and Enter open a zone's detail"
keys Down Down
expect_screen "↓↓"
keys Enter
expect_screen "↓↓⏎"

step "The picker: a opens it, typing searches, Enter adds"
keys a o s l
expect_screen "↓↓⏎aosl"
keys Enter
expect_screen "↓↓⏎aosl⏎"

step "Time travel: [ winds back to the picker, then to the very first screen"
keys "["
expect_screen "↓↓⏎aosl⏎["
for _ in $(seq 9); do keys "["; done
# All but the two last rows (history position, status line) are the first screen again…
expect_rows "" "$((height - 2))"
# …at the start of the history of all the changes so far.
expected "↓↓⏎aosl⏎"
moments=$(grep -o 'history [0-9]*/[0-9]*' "$work/expected" | cut -d/ -f2 || true)
[ -n "$moments" ] || fail "the demo's footer shows no history position"
wait_for "history 0/$moments"

step "] winds forward to the present again"
for _ in $(seq 10); do keys "]"; done
expect_screen "↓↓⏎aosl⏎[[[[[[[[[[]]]]]]]]]]"

step "Undo: a deleted zone comes back"
keys Escape e Up d
expect_screen "↓↓⏎aosl⏎[[[[[[[[[[]]]]]]]]]]⎋e↑d"
if grep -qF "Honolulu" "$work/pane"; then fail "Honolulu was not deleted"; fi
keys u
expect_screen "↓↓⏎aosl⏎[[[[[[[[[[]]]]]]]]]]⎋e↑du"

step "s saves the view-state; l loads it back"
keys s
wait_for "Saved the view-state to state.json"
[ -s "$work/state.json" ] || fail "state.json was not written"
keys e Down Down
keys l
wait_for "Loaded the view-state from state.json"

step "A resize lays the screen out again (collapsed at 40 columns)"
tmux -L "$socket" resize-window -t "$session" -x 40 -y 20
wait_for "[Done]           Clock"
keys Enter
wait_for "‹ Clock"
tmux -L "$socket" resize-window -t "$session" -x "$width" -y "$height"
wait_for "Europe/Oslo"

step "The log's last entry is the state on screen, after time travel (s saves what is shown)"
keys s
wait_for "Saved the view-state"
"$tool" log show "$work/session/viewState.jsonl" >"$work/last-logged.json" || fail "log show failed"
python3 - "$work/last-logged.json" "$work/state.json" <<'PY' || fail "the log's last state is not the state on screen"
import json, sys
logged, shown = (json.load(open(path)) for path in sys.argv[1:3])
sys.exit(0 if logged == shown else 1)
PY

step "q quits and restores the terminal"
keys q
expect_exit 0

step "The recorded session replays"
"$demo_tool" replay "$work/session" --width 80 >"$work/replay" || fail "replay failed"
frames=$(grep -c '^── #' "$work/replay" || true)
[ "${frames:-0}" -gt 0 ] || fail "the replay printed no frames"
logged=$(($(wc -l <"$work/session/viewState.jsonl") - 1))
[ "$frames" -eq "$logged" ] || fail "the replay has $frames frames for $logged logged view-states"
grep -qF "── #0 initial · document 0 ──" "$work/replay" || fail "the replay does not start at the initial state"
if grep -qF "refused:" "$work/replay"; then fail "the replay refused a state the app made"; fi
for action in openDetail presentPicker dismissPicker travel; do
  grep -qF " $action · document" "$work/replay" || fail "the replay lacks a frame for $action"
done

step "The log inspector: arrows, Home, a search, q restores the terminal"
start_demo inspect "'$work/session/viewState.jsonl'"
wait_for "State at #"
keys Home
wait_for "State at #0 initial"
keys Down Down
wait_for "State at #2 highlight"
keys / o p e n D e t a i l Enter
wait_for "State at #3 openDetail"
grep -qF '"detail": {' "$work/pane" || fail "the inspector does not show the opened detail in the state"
grep -qF '+   "detail": {' "$work/pane" || fail "the inspector's diff does not show the detail added"
keys q
expect_exit 0

# console_ended STATUS: the console demo ended with STATUS, the cursor shown, settings restored.
console_ended() {
  for _ in $(seq 100); do
    [ -s "$work/stty-after" ] && break
    sleep 0.1
  done
  [ "$(cat "$work/status" 2>/dev/null)" = "$1" ] || fail "viewdata-demo console exited $(cat "$work/status" 2>/dev/null), expected $1"
  cmp -s "$work/stty-before" "$work/stty-after" || fail "the terminal's settings changed"
  wait_for "after the demo"
  [ "$(modes)" = "0 1 1" ] || fail "after viewdata-demo console the terminal's modes (alternate screen, cursor, wrap) are '$(modes)', expected '0 1 1'"
}

step "A live progress bar redraws in place: one final line, no leftovers, the cursor visible"
start_demo console --items 40 --delay 20
wait_for "── done ──"
console_ended 0
[ "$(grep -c '^Working ' "$work/pane")" = 1 ] || fail "the progress bar left $(grep -c '^Working ' "$work/pane") lines, expected its final one"
grep -qE '^Working ━+  100%  40/40 ' "$work/pane" || fail "the final progress line is not complete: $(grep '^Working' "$work/pane")"
grep -qF "Half way: 21 of 40" "$work/pane" || fail "the line printed above the bar is missing"
if grep -q $'\x1b' "$work/pane"; then fail "escape sequences show in the pane"; fi

step "SIGTERM during a progress bar ends it with status 143 and the cursor shown"
start_demo console --items 1000 --delay 50
wait_for "Working"
pkill -TERM -f "viewdata-demo console --items 1000" || fail "could not signal viewdata-demo console"
console_ended 143

step "Piped, a progress bar prints a bounded number of plain lines"
"$demo_tool" console --items 2000 --delay 0 >"$work/console-piped" || fail "viewdata-demo console failed when piped"
lines=$(grep -c '^Working ' "$work/console-piped" || true)
[ "$lines" -ge 2 ] && [ "$lines" -le 12 ] || fail "piped, the progress bar printed $lines lines, expected 2 to 12"
if grep -q $'\x1b' "$work/console-piped"; then fail "piped output has escape sequences"; fi

step "Ctrl-C ends the demo with status 130 and restores the terminal"
start_demo
keys C-c
expect_exit 130

step "SIGTERM ends the demo with status 143 and restores the terminal"
start_demo
kill -TERM "$(demo_pid)" || fail "could not signal the demo"
expect_exit 143

step "SIGQUIT ends the demo like SIGTERM"
start_demo
kill -QUIT "$(demo_pid)" || fail "could not signal the demo"
expect_exit 131

step "SIGTSTP gives the terminal back while stopped; fg brings the app back"
start_demo job
keys Down
expect_screen "↓"
kill -TSTP "$(demo_pid)" || fail "could not signal the demo"
wait_for "the demo is stopped"
cmp -s "$work/stty-before" "$work/stty-stopped" || fail "the terminal's settings while stopped: $(cat "$work/stty-before") became $(cat "$work/stty-stopped")"
[ "$(modes)" = "0 1 1" ] || fail "the terminal's modes while stopped are '$(modes)', expected '0 1 1'"
echo >"$work/continue"
expect_screen "↓"
keys Down
expect_screen "↓↓"
keys q
expect_exit 0

step "Ctrl-C stops a loop of demos: the demo dies of SIGINT, so the shell stops too"
start_demo loop
keys C-c
for _ in $(seq 100); do
  [ "$(tmux -L "$socket" display -p -t "$session" '#{pane_dead}')" = 1 ] && break
  sleep 0.1
done
capture
[ "$(tmux -L "$socket" display -p -t "$session" '#{pane_dead}')" = 1 ] || fail "the shell running the loop did not stop"
if grep -qF "starting the books demo" "$work/pane"; then fail "the loop went on to the next demo"; fi
if grep -qF "the loop ended" "$work/pane"; then fail "the loop went on after Ctrl-C"; fi
# A dead pane hides its cursor: only the alternate screen and wrapping are the demo's.
dead_modes=$(tmux -L "$socket" display -p -t "$session" '#{alternate_on} #{wrap_flag}')
[ "$dead_modes" = "0 1" ] || fail "the terminal's modes (alternate screen, wrap) are '$dead_modes', expected '0 1'"

step "A paste of command letters over the list presses no key: nothing edited, deleted or saved"
start_demo --document "'$work/paste-zones.json'"
printf 'edddq' >"$work/paste-letters"
tmux -L "$socket" load-buffer "$work/paste-letters"
tmux -L "$socket" paste-buffer -p -t "$session"
keys Down
expect_screen "↓"
[ ! -e "$work/paste-zones.json" ] || fail "the paste changed the document: $(cat "$work/paste-zones.json")"
keys q
expect_exit 0

# Sends SIGTERM to the demo and checks that it ends within a second with status 143 and the
# terminal's settings restored. $1 says what the demo was doing.
term_within_a_second() {
  pid=$(demo_pid)
  sleep 0.2
  signalled=$(date +%s%N)
  kill -TERM "$pid" || fail "could not signal the demo"
  for _ in $(seq 200); do
    [ -s "$work/status" ] && break
    sleep 0.01
  done
  elapsed_ms=$(( ($(date +%s%N) - signalled) / 1000000 ))
  [ -s "$work/status" ] || fail "the demo did not end within 2 s of SIGTERM during $1"
  [ "$elapsed_ms" -le 1000 ] || fail "the demo took $elapsed_ms ms to end after SIGTERM during $1 (at most 1000)"
  echo "ended $elapsed_ms ms after SIGTERM"
  [ "$(cat "$work/status")" = 143 ] || fail "the demo exited $(cat "$work/status") after SIGTERM, expected 143"
  # The rest of the input still arrives after the demo (the terminal keeps sending it, to the
  # shell): only the settings are compared, not the screen.
  for _ in $(seq 100); do [ -s "$work/stty-after" ] && break; sleep 0.1; done
  cmp -s "$work/stty-before" "$work/stty-after" || fail "the terminal's settings were not restored: $(cat "$work/stty-before") became $(cat "$work/stty-after")"
}

step "SIGTERM during a large paste into the rename field ends the demo within a second"
start_demo
keys r
wait_for "type a name"
head -c 300000 /dev/zero | tr '\0' 'x' >"$work/paste-large"
tmux -L "$socket" load-buffer "$work/paste-large"
tmux -L "$socket" paste-buffer -p -t "$session"
term_within_a_second "a paste"

step "SIGTERM during a flood of typed keys (no bracketed paste) ends the demo within a second"
start_demo
keys r
wait_for "type a name"
# Without -p tmux sends the buffer as typed: 300,000 keys for the rename field, one by one.
tmux -L "$socket" load-buffer "$work/paste-large"
tmux -L "$socket" paste-buffer -t "$session"
term_within_a_second "a flood of keys"

printf '\ntmux-demo-check: all checks passed\n'
