# Shared by the end-to-end scripts that run an example package of its own (Examples/FirstScreen,
# Examples/Notes) and drive apps in tmux. Source it; it defines functions only.

# copy_example_package SOURCE DESTINATION REPO: copies the example package SOURCE to
# DESTINATION/app and points its ViewDataKit dependency at a link DESTINATION/ViewDataKit to
# REPO (SwiftPM names a path dependency after its folder, as a clone of the repository is
# named). Prints nothing; returns 1 when the copy's Package.swift could not be pointed there.
copy_example_package() {
  local source=$1 destination=$2 repo=$3
  mkdir "$destination/app"
  cp -R "$source/." "$destination/app"
  rm -rf "$destination/app/.build"
  ln -s "$repo" "$destination/ViewDataKit"
  sed -i.bak "s|.package(path: \"../..\")|.package(path: \"$destination/ViewDataKit\")|" "$destination/app/Package.swift"
  rm "$destination/app/Package.swift.bak"
  grep -q "package(path: \"$destination/ViewDataKit\")" "$destination/app/Package.swift"
}

# send_keys SOCKET TARGET KEY...: types each key into tmux pane TARGET of server SOCKET, a
# moment apart, as a user would: tmux's key names (Down, Enter, Escape) as keys, anything else
# as literal text.
send_keys() {
  local socket=$1 target=$2
  shift 2
  for key in "$@"; do
    case $key in
      Up | Down | Left | Right | Enter | Escape | BSpace | Tab) tmux -L "$socket" send-keys -t "$target" "$key" ;;
      *) tmux -L "$socket" send-keys -t "$target" -l "$key" ;;
    esac
    sleep 0.2
  done
}

# have_tmux: whether tmux is installed. Without it, says the step is skipped and returns 1; under
# CI (CI set, and not false or 0) a missing tmux fails the script instead.
have_tmux() {
  command -v tmux >/dev/null 2>&1 && return 0
  local ci=${CI:-}
  if [ -n "$ci" ] && [ "$ci" != false ] && [ "$ci" != 0 ]; then
    echo "FAILED: tmux is not installed (required when CI is set)" >&2
    exit 1
  fi
  echo "tmux is not installed; skipped"
  return 1
}

# start_in_tmux SOCKET SESSION WIDTH HEIGHT COMMAND MARKER: runs COMMAND in a new detached tmux
# session of server SOCKET, WIDTH×HEIGHT, which writes the file MARKER when COMMAND ends.
start_in_tmux() {
  local socket=$1 session=$2 width=$3 height=$4 command=$5 marker=$6
  tmux -L "$socket" -f /dev/null new-session -d -s "$session" -x "$width" -y "$height" "$command; echo exited > '$marker'"
}

# wait_for_pane SOCKET SESSION TEXT: waits up to 15 seconds for TEXT to show in the pane (the app
# drew its screen, and reads keys: keys sent before it enters raw mode would be discarded); when
# it does not, prints the pane and returns 1.
wait_for_pane() {
  local socket=$1 session=$2 text=$3
  for _ in $(seq 150); do
    tmux -L "$socket" capture-pane -p -t "$session" 2>/dev/null | grep -qF -- "$text" && return 0
    sleep 0.1
  done
  tmux -L "$socket" capture-pane -p -t "$session"
  return 1
}

# wait_for_exit SOCKET SESSION MARKER: waits up to 5 seconds for MARKER (start_in_tmux's); when
# it does not come, prints the pane and returns 1.
wait_for_exit() {
  local socket=$1 session=$2 marker=$3
  for _ in $(seq 50); do [ -f "$marker" ] && return 0; sleep 0.1; done
  tmux -L "$socket" capture-pane -p -t "$session"
  return 1
}

# note_pending LIST DIR...: writes the pending snapshots (`.new` files) under each DIR to LIST,
# so that a script removes only those its own runs leave (remove_pending_since).
note_pending() {
  local list=$1
  shift
  find "$@" -name '*.new' 2>/dev/null >"$list" || true
}

# remove_pending_since LIST DIR...: removes the pending snapshots under each DIR that LIST does
# not name.
remove_pending_since() {
  local list=$1 made
  shift
  made=$(find "$@" -name '*.new' 2>/dev/null | grep -vxFf "$list" || true)
  [ -z "$made" ] || echo "$made" | xargs rm -f
}
