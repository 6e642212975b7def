#!/usr/bin/env bash
# Source compatibility: the public API of every documented target (.spi.yml: the products'
# targets and those they re-export, such as TerminalInput) compared with the last release's, by the toolchain's own `swift package diagnose-api-breaking-changes`. A break fails
# unless the *Unreleased* section of CHANGELOG.md names it under *Breaking*, as the tool words it:
#
#   ### Breaking
#
#   - `func greet() has been renamed to func greet(name:)`: call `greet(name:)`.
#
# The release is recorded in .ci/last-release (`version 0.1.0`, `commit SHA`): a fresh clone
# has the commit in its history, tags or not. With no release recorded yet, there is nothing to
# compare with and the check says so.
#
# Usage: Scripts/api-check.sh              (the package)
#        Scripts/api-check.sh --self-test  (the check itself, on a package of one function: a
#                                           rename fails until the changelog names it)
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "FAILED: api-check: $*" >&2; exit 1; }

# check PACKAGE RECORD CHANGELOG: the API of PACKAGE against the release RECORD names. Prints
# the result; returns 1 for a break the changelog does not name.
check() {
  local package=$1 record=$2 changelog=$3
  local version commit
  version=$(sed -n 's/^version //p' "$record")
  commit=$(sed -n 's/^commit //p' "$record")
  [ -n "$version" ] && [ -n "$commit" ] || fail "$record names no 'version X' and 'commit SHA'"
  git -C "$package" cat-file -e "$commit^{commit}" 2>/dev/null \
    || fail "$record names commit $commit, which the repository does not have (a shallow clone? fetch the history)"
  # The breaks the changelog accepts: the first code span of each bullet under *Breaking* in
  # the Unreleased section.
  local allowed
  allowed=$(mktemp)
  awk '/^## /{ inside = ($0 ~ /^## \[Unreleased\]/) } inside && /^### /{ breaking = ($0 ~ /^### Breaking/) }
       inside && breaking && /^- `/ { split($0, parts, "`"); print "API breakage: " parts[2] }' "$changelog" >"$allowed"
  local log status
  log=$(mktemp)
  set +e
  # The library products' modules, as SwiftPM compares them.
  (cd "$package" && swift package diagnose-api-breaking-changes "$commit" --breakage-allowlist-path "$allowed" \
    --baseline-dir "${API_BASELINE_DIR:-.build/api-baseline}") >"$log" 2>&1
  status=$?
  set -e
  if [ "$status" -ne 0 ] && ! grep -q "API breakage:" "$log"; then
    cat "$log"
    rm -f "$log" "$allowed"
    fail "the comparison with $version did not run"
  fi
  # The targets only a product re-exports (documented in .spi.yml, in no product): SwiftPM
  # leaves them out of its baseline, so their API is compared here with the toolchain's
  # swift-api-digester, each built at the release's commit and now.
  local extra
  extra=$(reexported_targets "$package")
  if [ -n "$extra" ]; then
    compare_reexported "$package" "$commit" "$allowed" $extra >>"$log" 2>&1 || status=1
  fi
  local listed
  listed=$(grep -c . "$allowed" || true)
  rm -f "$allowed"
  if [ "$status" -eq 0 ]; then
    echo "api-check: the API keeps every declaration of $version (${commit:0:12}) but the $listed break(s) CHANGELOG.md lists"
    [ -z "$extra" ] || echo "api-check: compared with swift-api-digester too, as only re-exported: $(echo $extra)"
    rm -f "$log"
    return 0
  fi
  echo "api-check: breaks since $version (${commit:0:12}) that CHANGELOG.md's Unreleased section does not list under Breaking:"
  grep "API breakage:" "$log" | sed 's/^[^A]*API breakage: /  - `/; s/$/`/'
  rm -f "$log"
  return 1
}

# reexported_targets PACKAGE: the targets .spi.yml documents that no library product lists.
reexported_targets() {
  local package=$1
  [ -f "$package/.spi.yml" ] || return 0
  local products
  products=$(cd "$package" && swift package dump-package | python3 -c '
import json, sys
manifest = json.load(sys.stdin)
print("\n".join(sorted({t for p in manifest["products"] if "library" in p["type"] for t in p["targets"]})))')
  sed -n 's/^ *- \([A-Za-z][A-Za-z0-9_]*\) *$/\1/p' "$package/.spi.yml" | grep -vxF "$products" || true
}

# api_dump DIR SCRATCH TARGET OUT: TARGET of the package in DIR built in SCRATCH, its public API
# dumped by swift-api-digester to OUT.
api_dump() {
  local dir=$1 scratch=$2 target=$3 out=$4
  swift build --package-path "$dir" --scratch-path "$scratch" --target "$target" >"$out.build.log" 2>&1 \
    || { cat "$out.build.log"; fail "$target does not build in $dir"; }
  local bin maps=()
  bin=$(swift build --package-path "$dir" --scratch-path "$scratch" --show-bin-path)
  # C targets' module maps, which Swift modules that import them need.
  while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(find "$bin" -path '*.build/module.modulemap')
  swift-api-digester -dump-sdk -module "$target" -I "$bin/Modules" ${maps[@]+"${maps[@]}"} -o "$out" >"$out.dump.log" 2>&1 \
    || { cat "$out.dump.log"; fail "swift-api-digester could not read $target's API"; }
}

# compare_reexported PACKAGE COMMIT ALLOWED TARGET...: each TARGET's API at COMMIT and now;
# prints each break ALLOWED does not list as `API breakage: …`, and returns 1 when there are any.
compare_reexported() {
  local package=$1 commit=$2 allowed=$3
  shift 3
  local base
  base=$(mktemp -d "${TMPDIR:-/tmp}/api-check-baseline.XXXXXX")
  git -C "$package" worktree add --detach -q "$base/tree" "$commit"
  local target found=0
  for target in "$@"; do
    api_dump "$base/tree" "$base/build" "$target" "$base/$target-release.json"
    api_dump "$package" "$package/.build" "$target" "$base/$target-now.json"
    swift-api-digester -diagnose-sdk -input-paths "$base/$target-release.json" -input-paths "$base/$target-now.json" \
      -compiler-style-diags -breakage-allowlist-path "$allowed" >"$base/$target.diff" 2>&1 || true
    if grep "API breakage:" "$base/$target.diff"; then found=1; fi
    echo "$target (re-exported): compared"
  done
  git -C "$package" worktree remove --force "$base/tree"
  rm -rf "$base"
  return "$found"
}

if [ "${1:-}" = "--self-test" ]; then
  work=$(mktemp -d "${TMPDIR:-/tmp}/api-check.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/Sources/Greeting" "$work/Sources/Names"
  # A product, and a target that only it re-exports (as TextUI re-exports TerminalInput).
  cat >"$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Greeting",
    products: [.library(name: "Greeting", targets: ["Greeting"])],
    targets: [.target(name: "Names"), .target(name: "Greeting", dependencies: ["Names"])])
MANIFEST
  printf 'version: 1\nbuilder:\n  configs:\n    - documentation_targets:\n        - Greeting\n        - Names\n' >"$work/.spi.yml"
  printf '@_exported import Names\npublic func greet() -> String { "Hello" }\n' >"$work/Sources/Greeting/Greeting.swift"
  echo 'public struct Name { public var first: String; public init(first: String) { self.first = first } }' >"$work/Sources/Names/Names.swift"
  git -C "$work" init -q
  git -C "$work" add -A
  git -C "$work" -c user.email=ci@example.com -c user.name=CI commit -qm "0.1.0"
  printf 'version 0.1.0\ncommit %s\n' "$(git -C "$work" rev-parse HEAD)" >"$work/last-release"
  printf '# Changelog\n\n## [Unreleased]\n\n### Breaking\n\nNone.\n\n## [0.1.0] - 2026-11-29\n' >"$work/CHANGELOG.md"
  export API_BASELINE_DIR="$work/.baseline"

  check "$work" "$work/last-release" "$work/CHANGELOG.md" >"$work/same.log" || { cat "$work/same.log"; fail "self-test: an unchanged API failed"; }
  echo "self-test ok: the unchanged API passes"
  printf '@_exported import Names\npublic func greet(name: String) -> String { "Hello, \\(name)" }\n' >"$work/Sources/Greeting/Greeting.swift"
  if check "$work" "$work/last-release" "$work/CHANGELOG.md" >"$work/renamed.log"; then
    cat "$work/renamed.log"; fail "self-test: a renamed function passed with the changelog silent"
  fi
  grep -qF '  - `func greet() has been renamed to func greet(name:)`' "$work/renamed.log" \
    || { cat "$work/renamed.log"; fail "self-test: the failure does not name the break"; }
  echo "self-test ok: a rename the changelog does not list fails, naming it"
  printf '# Changelog\n\n## [Unreleased]\n\n### Breaking\n\n- `func greet() has been renamed to func greet(name:)`: say whom.\n\n## [0.1.0] - 2026-11-29\n\n### Breaking\n\n- `func hello() has been removed`\n' >"$work/CHANGELOG.md"
  check "$work" "$work/last-release" "$work/CHANGELOG.md" >"$work/listed.log" || { cat "$work/listed.log"; fail "self-test: a listed break failed"; }
  echo "self-test ok: the same rename, listed under Unreleased, passes"
  echo 'public struct Name { public var given: String; public init(given: String) { self.given = given } }' >"$work/Sources/Names/Names.swift"
  if check "$work" "$work/last-release" "$work/CHANGELOG.md" >"$work/reexported.log"; then
    cat "$work/reexported.log"; fail "self-test: a rename in a re-exported target passed"
  fi
  grep -qF 'Name.first' "$work/reexported.log" || { cat "$work/reexported.log"; fail "self-test: the failure does not name the re-exported target's break"; }
  echo "self-test ok: a rename in a target the product re-exports fails too"
  echo 'public struct Name { public var first: String; public init(first: String) { self.first = first } }' >"$work/Sources/Names/Names.swift"
  printf '# Changelog\n\n## [Unreleased]\n\nNone.\n\n## [0.1.0] - 2026-11-29\n\n### Breaking\n\n- `func greet() has been renamed to func greet(name:)`\n' >"$work/CHANGELOG.md"
  if check "$work" "$work/last-release" "$work/CHANGELOG.md" >"$work/old.log"; then
    cat "$work/old.log"; fail "self-test: a break listed under an older version passed"
  fi
  echo "self-test ok: a break listed only under an older version fails"
  echo "api-check: self-test passed"
  exit 0
fi

[ -f .ci/last-release ] || fail ".ci/last-release is missing: it records the release the API is compared with"
if ! grep -q '^commit ' .ci/last-release; then
  echo "api-check: no release recorded in .ci/last-release yet; nothing to compare with"
  exit 0
fi
check . .ci/last-release CHANGELOG.md || fail "list each break under '### Breaking' in CHANGELOG.md's Unreleased section, or keep the API"
