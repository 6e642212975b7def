#!/usr/bin/env bash
# Checks that system calls stay behind the platform seams, so that ViewDataKit keeps building
# on Apple platforms although only Linux builds it here:
#   1. Glibc, Darwin (and Musl, WinSDK, Android) are imported only in files inside a folder
#      named `Platform/` (one seam per module: swift-system's Internals/Syscalls.swift is the
#      model).
#   2. Symbols only one system has are used only inside an `#if` branch for that system:
#      Linux-only ones under `os(Linux)` or `canImport(Glibc)`, Darwin-only ones under an
#      Apple `os(...)` or `canImport(Darwin)`; an `#else` of such a branch does not count.
# Exits 1 and lists every offence as FILE:LINE: what; exits 0 and says so when there is none.
#
# Usage: Scripts/check-portability.sh [FOLDER...]   (default: Sources Examples Benchmarks Tests)
set -euo pipefail
cd "$(dirname "$0")/.."

folders=("$@")
[[ ${#folders[@]} -gt 0 ]] || folders=(Sources Examples Benchmarks Tests)

# Symbols (as extended regular expressions) that exist on one system only.
linux_only='/proc/|__sigaction_handler|\bepoll_[a-z]+|\bpipe2\(|\binotify_[a-z]+|\bsignalfd\(|\beventfd\(|RUSAGE_SELF\.rawValue|\bO_TMPFILE\b|\bprctl\(|\bsched_getaffinity\(|\bGlibc\.'
darwin_only='__sigaction_u|\bkqueue\(|\bkevent\(|\bmach_[a-z_]+\(|\bO_EVTONLY\b|\bDarwin\.'

files=$(find "${folders[@]}" -name '*.swift' -type f 2>/dev/null | sort)
[[ -n "$files" ]] || { echo "check-portability: no Swift files under ${folders[*]}" >&2; exit 2; }

# shellcheck disable=SC2086
awk -v linux="$linux_only" -v darwin="$darwin_only" '
    FNR == 1 { depth = 0 }
    # The condition of the branch each #if level is in, "" after an #else.
    /^[[:space:]]*#if[[:space:]]/     { depth++; branch[depth] = $0; next }
    /^[[:space:]]*#elseif[[:space:]]/ { branch[depth] = $0; next }
    /^[[:space:]]*#else/              { branch[depth] = ""; next }
    /^[[:space:]]*#endif/             { if (depth > 0) depth--; next }
    {
        line = $0
        sub(/^[[:space:]]+/, "", line)
        if (line ~ /^\/\//) next                       # a comment
        if (line ~ /^(@_exported[[:space:]]+|@preconcurrency[[:space:]]+)?import[[:space:]]+(Glibc|Darwin|Musl|WinSDK|ucrt|Android)([[:space:]]|$)/ \
            && FILENAME !~ /(^|\/)Platform\//) {
            printf "%s:%d: imports a system module outside a Platform/ folder: %s\n", FILENAME, FNR, line
            bad++
        }
        onLinux = 0; onDarwin = 0
        for (level = 1; level <= depth; level++) {
            if (branch[level] ~ /os\(Linux\)|canImport\(Glibc\)/) onLinux = 1
            if (branch[level] ~ /os\((macOS|iOS|tvOS|watchOS|visionOS)\)|canImport\(Darwin\)/) onDarwin = 1
        }
        code = line
        sub(/[[:space:]]\/\/.*$/, "", code)             # a trailing comment
        if (!onLinux && match(code, linux)) {
            printf "%s:%d: uses Linux-only %s outside #if os(Linux) or canImport(Glibc)\n", FILENAME, FNR, substr(code, RSTART, RLENGTH)
            bad++
        }
        if (!onDarwin && match(code, darwin)) {
            printf "%s:%d: uses Darwin-only %s outside #if canImport(Darwin)\n", FILENAME, FNR, substr(code, RSTART, RLENGTH)
            bad++
        }
    }
    END {
        if (bad > 0) { printf "check-portability: %d problem(s)\n", bad; exit 1 }
        print "check-portability: system calls stay behind the Platform/ seams"
    }
' $files
