#!/usr/bin/env bash
# Checks that system calls stay behind the platform seams, so that ViewDataKit keeps building
# on Apple platforms although only Linux builds it here:
#   1. Glibc, Darwin (and Musl, WinSDK, Android) are imported only in files inside a folder
#      named `Platform/` (one seam per module: swift-system's Internals/Syscalls.swift is the
#      model).
#   2. Symbols only one system has are used only inside an `#if` branch for that system:
#      Linux-only ones under `os(Linux)` or `canImport(Glibc)` (`system`, which Darwin marks
#      unavailable to Swift, among them), Darwin-only ones under an Apple `os(...)` or
#      `canImport(Darwin)`; an `#else` of such a branch, or a negated one, does not count.
#   3. Desktop-only Foundation (`Process`, which Apple's SDKs mark unavailable on iOS, tvOS,
#      watchOS and visionOS) and process creation (`fork`, `posix_spawn`) are used
#      only inside a branch for macOS or Linux (`os(macOS)`, `os(Linux)`, `canImport(Glibc)`)
#      that names no other Apple system: an iOS test target compiles the tests too.
# Exits 1 and lists every offence as FILE:LINE: what; exits 0 and says so when there is none.
#
# Usage: Scripts/check-portability.sh [FOLDER...]   (default: Sources Examples Benchmarks Tests)
#        Scripts/check-portability.sh --self-test   (each rule must catch a planted offence first)
set -euo pipefail
cd "$(dirname "$0")/.."

# Symbols (as POSIX extended regular expressions: mawk has no `\b`, so a word starts after
# `(^|[^A-Za-z0-9_])`; brackets, not backslashes, quote `(` and `.`, which awk's `-v` would
# otherwise unescape) that exist on one system only.
w='(^|[^A-Za-z0-9_])'
# A function of the C library, not a method: no `.` before it (`.font(.system(size: 12))`).
f='(^|[^A-Za-z0-9_.])'
end_of_word='([^A-Za-z0-9_]|$)'
linux_only="/proc/|__sigaction_handler|${w}epoll_[a-z]+|${w}pipe2[(]|${w}inotify_[a-z]+|${w}signalfd[(]|${w}eventfd[(]|RUSAGE_SELF[.]rawValue|${w}O_TMPFILE${end_of_word}|${w}prctl[(]|${w}sched_getaffinity[(]|${w}Glibc[.]|${f}system[(]"
darwin_only="__sigaction_u|${w}kqueue[(]|${w}kevent[(]|${w}mach_[a-z_]+[(]|${w}O_EVTONLY${end_of_word}|${w}Darwin[.]|${w}KERN_PROCARGS2|${w}kinfo_proc"
desktop_only="${w}Process${end_of_word}|${f}fork[(][)]|${f}posix_spawnp?[(]"

if [[ "${1:-}" == "--self-test" ]]; then
    fixture=$(mktemp -d)
    trap 'rm -rf "$fixture"' EXIT
    mkdir -p "$fixture/Sources/M/Platform"
    # Each offence alone in a file; each must be reported with its file and line.
    offences=(
        'import Glibc'
        'let e = epoll_create1(0)'
        'let fds = pipe2(&p, 0)'
        'let q = kqueue()'
        'let port = mach_task_self_()'
        'var info = kinfo_proc()'
        'let p = Process()'
        'try Foundation.Process.run(url, arguments: [])'
        'let child = fork()'
        '#if canImport(Darwin)\nlet p = Process()\n#endif'
        '#if !os(iOS)\nlet p = Process()\n#endif'
        '#if os(Linux)\nlet q = kqueue()\n#endif'
        '#if os(Linux)\n#else\nlet e = epoll_wait(1, nil, 0, 0)\n#endif'
        '#if !os(Linux)\nlet e = epoll_wait(1, nil, 0, 0)\n#endif'
        '#if !canImport(Darwin)\nlet q = kqueue()\n#endif'
        'func run(_ child: Process) {}'
        'let status = system("ls")'
        '#if os(macOS)\nlet status = system("ls")\n#endif'
        'internal import Glibc'
        '@preconcurrency public import Darwin'
    )
    for index in "${!offences[@]}"; do
        printf '%b\n' "${offences[$index]}" > "$fixture/Sources/M/Bad$index.swift"
        if output=$("$0" "$fixture/Sources/M/Bad$index.swift" 2>&1); then
            echo "check-portability --self-test: not caught: ${offences[$index]}" >&2
            exit 1
        fi
        grep -q "Bad$index.swift:[0-9]*:" <<< "$output" || { echo "check-portability --self-test: no place for: ${offences[$index]}" >&2; exit 1; }
        rm "$fixture/Sources/M/Bad$index.swift"
    done
    # What is allowed: system modules in Platform/, symbols in their system's branch, words
    # that merely end in a symbol's name, comments.
    printf '%s\n' 'import Glibc' '#if os(Linux)' 'let e = epoll_create1(0)' '#endif' > "$fixture/Sources/M/Platform/Syscalls.swift"
    printf '%b\n' '#if os(macOS) || os(Linux)\nlet p = Process()\n#endif' '#if os(macOS)\nvar info = kinfo_proc()\n#endif' \
        'let subsystem("x")' 'let myfork() = 1' '// let p = Process()' 'let x = 1 // Process()' \
        'let font = Font.system(size: 12)' 'let p = ParentProcess(id: 1)' 'let t = repository.fork()' > "$fixture/Sources/M/Good.swift"
    "$0" "$fixture/Sources" > /dev/null || { echo "check-portability --self-test: allowed code was reported" >&2; "$0" "$fixture/Sources" >&2; exit 1; }
    echo "check-portability --self-test: every rule caught its offence"
    rm -rf "$fixture"
    trap - EXIT
    exec "$0"
fi

folders=("$@")
[[ ${#folders[@]} -gt 0 ]] || folders=(Sources Examples Benchmarks Tests)

files=$(find "${folders[@]}" -name '*.swift' -type f 2>/dev/null | sort)
[[ -n "$files" ]] || { echo "check-portability: no Swift files under ${folders[*]}" >&2; exit 2; }

# shellcheck disable=SC2086
awk -v linux="$linux_only" -v darwin="$darwin_only" -v desktop="$desktop_only" '
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
        if (line ~ /^((@_exported|@preconcurrency|public|package|internal|fileprivate|private)[[:space:]]+)*import[[:space:]]+(Glibc|Darwin|Musl|WinSDK|ucrt|Android)([[:space:]]|$)/ \
            && FILENAME !~ /(^|\/)Platform\//) {
            printf "%s:%d: imports a system module outside a Platform/ folder: %s\n", FILENAME, FNR, line
            bad++
        }
        onLinux = 0; onDarwin = 0; onDesktop = 0
        for (level = 1; level <= depth; level++) {
            # A negated condition (`#if !os(Linux)`) is not a branch for that system.
            if (branch[level] ~ /os\(Linux\)|canImport\(Glibc\)/ && branch[level] !~ /!/) onLinux = 1
            if (branch[level] ~ /os\((macOS|iOS|tvOS|watchOS|visionOS)\)|canImport\(Darwin\)/ && branch[level] !~ /!/) onDarwin = 1
            if (branch[level] ~ /os\((macOS|Linux)\)|canImport\(Glibc\)/ \
                && branch[level] !~ /os\((iOS|tvOS|watchOS|visionOS)\)|canImport\(Darwin\)|!/) onDesktop = 1
        }
        code = line
        sub(/[[:space:]]\/\/.*$/, "", code)             # a trailing comment
        if (!onLinux && match(code, linux)) {
            printf "%s:%d: uses Linux-only %s outside #if os(Linux) or canImport(Glibc)\n", FILENAME, FNR, symbol(code)
            bad++
        }
        if (!onDarwin && match(code, darwin)) {
            printf "%s:%d: uses Darwin-only %s outside #if canImport(Darwin)\n", FILENAME, FNR, symbol(code)
            bad++
        }
        if (!onDesktop && match(code, desktop)) {
            printf "%s:%d: uses %s, which iOS, tvOS, watchOS and visionOS lack, outside #if os(macOS) || os(Linux)\n", FILENAME, FNR, symbol(code)
            bad++
        }
    }
    # The matched symbol, without the character before it that the word boundary took.
    function symbol(text,    found) {
        found = substr(text, RSTART, RLENGTH)
        sub(/^[^A-Za-z0-9_\/]/, "", found)
        return found
    }
    END {
        if (bad > 0) { printf "check-portability: %d problem(s)\n", bad; exit 1 }
        print "check-portability: system calls stay behind the Platform/ seams"
    }
' $files
