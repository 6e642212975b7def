#!/usr/bin/env bash
# What each of ViewDataKit's audiences compiles: for each, a scratch package in a temporary
# folder that depends on this checkout by path and does that audience's one thing, built clean
# in debug. Reports, per audience, the modules compiled, the lines of Swift in them (all lines
# of their source files, comments included) and the wall-clock time of `swift build`.
#
#   console    prints one table with `Console`                  (import TextConsole)
#   prompts    asks a question with `Console.ask`               (import TextConsole; no view layer)
#   store      keeps view-state in a `Store` with `TimeTravel`  (import StateFlow)
#   snapshots  tests with `TextSnapshots`                       (swift build --build-tests)
#   tool       runs `swift run viewdata snapshots status`       (swift build --product viewdata)
#
# Usage: Scripts/audience-builds.sh [AUDIENCE...]   (default: all five, in that order)
# Builds one at a time (`-j 2`): the numbers are for comparing before and after on one machine.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
audiences=("$@")
[[ ${#audiences[@]} -gt 0 ]] || audiences=(console prompts store snapshots tool)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The Swift source folder of every target of this package, by module name.
swift package --package-path "$root" describe --type json 2>/dev/null > "$work/describe.json"

manifest() {  # folder, the app's dependencies, the tests' (Swift list items, comma-separated)
    cat > "$1/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Audience",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "App", dependencies: [$2]),
        .testTarget(name: "AppTests", dependencies: [$3]),
    ]
)
EOF
}

write_sources() {  # folder, main.swift text, test text
    mkdir -p "$1/Sources/App" "$1/Tests/AppTests"
    printf '%s\n' "$2" > "$1/Sources/App/main.swift"
    printf '%s\n' "$3" > "$1/Tests/AppTests/AppTests.swift"
}

no_test='import Testing
@Test func nothing() {}'

for audience in "${audiences[@]}"; do
    folder="$work/$audience"
    mkdir -p "$folder"
    build=(swift build -j 2 --package-path "$folder")
    case "$audience" in
    console)
        manifest "$folder" '.product(name: "TextConsole", package: "main")' '"App"'
        write_sources "$folder" 'import TextConsole

var table = Table(columns: ["Name", "Score"])
table.addRow(["Ada", "1"])
Console.standardOutput.print(table)' "$no_test"
        ;;
    prompts)
        manifest "$folder" '.product(name: "TextConsole", package: "main")' '"App"'
        write_sources "$folder" 'import TextConsole

let name = try Console.standardOutput.ask(TextPrompt("Name", default: "world"))
if try Console.standardOutput.ask(ConfirmPrompt("Greet \(name)?", default: true)) {
    Console.standardOutput.print("Hello, \(name)!")
}' "$no_test"
        ;;
    store)
        manifest "$folder" '.product(name: "StateFlow", package: "main")' '"App"'
        write_sources "$folder" 'import StateFlow

struct Document: Codable, Equatable, Sendable { var count = 0 }
struct Screen: Codable, Equatable, Sendable { var selected: Int? }
let document = Store(Document(), name: "document")
let screen = Store(Screen(), name: "screen")
let travel = TimeTravel(document: document, viewState: screen)
_ = document.update("increment") { $0.count += 1 }
_ = travel.back()
print(document.state.count)' "$no_test"
        ;;
    snapshots)
        manifest "$folder" '' '"App", .product(name: "TextSnapshots", package: "main")'
        write_sources "$folder" 'print("app")' 'import Testing
import TextSnapshots

@Test(.snapshots) func greeting() { assertInlineSnapshot(of: "Hello", as: .lines) { "Hello" } }'
        build+=(--build-tests)
        ;;
    tool)
        manifest "$folder" '' '"App"'
        write_sources "$folder" 'print("app")' "$no_test"
        build+=(--product viewdata)
        ;;
    *) echo "audience-builds: unknown audience '$audience' (console, prompts, store, snapshots, tool)" >&2; exit 2 ;;
    esac
    # The dependency's folder is named after the checkout's folder: `main` here.
    sed -i "s/package: \"main\"/package: \"$(basename "$root")\"/" "$folder/Package.swift"
    start=$(date +%s.%N)
    if ! output=$("${build[@]}" 2>&1); then
        echo "audience-builds: $audience: swift build failed:" >&2
        echo "$output" | tail -30 >&2
        exit 1
    fi
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    # The modules that were compiled: build folders with object files in them (SwiftPM makes
    # a folder for every target of the graph, built or not).
    modules=$(for module in "$folder"/.build/debug/*.build; do
        if compgen -G "$module/*.o" > /dev/null; then basename "$module" .build; fi
    done | sort)
    python3 - "$work/describe.json" "$root" "$audience" "$seconds" $modules <<'PY'
import json, os, sys
describe, root, audience, seconds, modules = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5:]
targets = {t["name"]: t for t in json.load(open(describe))["targets"]}
ours, lines = [], 0
for module in modules:
    target = targets.get(module) or targets.get(module.replace("_", "-"))
    if target is None or target.get("type") == "test":
        continue
    ours.append(target["name"])
    folder = os.path.join(root, target["path"])
    for source in target.get("sources", []):
        if source.endswith(".swift"):
            with open(os.path.join(folder, source), encoding="utf-8") as handle:
                lines += sum(1 for _ in handle)
print(f"{audience:10} {lines:7,} lines  {seconds:6.1f} s  {', '.join(ours)}")
# A prompting CLI compiles no view layer: the keys it reads are TerminalInput's.
if audience == "prompts" and {"TextUI", "TextTerminal"} & set(ours):
    sys.exit("audience-builds: prompts compiled the view layer: " + ", ".join(sorted({"TextUI", "TextTerminal"} & set(ours))))
PY
done
