#!/usr/bin/env bash
# Builds the documentation site with the toolchain's own `docc` (no plugin, no dependency):
# symbol graphs from the debug build (`swift package dump-symbol-graph`), one archive per
# catalog (Sources/MODULE/MODULE.docc for each documented module, Sources/ViewDataKit.docc for
# the package's own articles), merged into one static site in .build/docs/site.
#
# Any DocC warning fails the build (`--warnings-as-errors`): a link to a topic, a symbol or an
# article it cannot find, an ambiguous one, a parameter a doc comment does not describe. Links
# are named first, the conversion's log is kept in .build/docs/logs.
#
# Usage: Scripts/build-docs.sh        (then Scripts/check-docs.py checks the site)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/archives" "$out/logs"
fail() { echo "FAILED: build-docs: $*" >&2; exit 1; }

swift build >/dev/null || fail "swift build failed"
graphs=$(swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols 2>&1 \
  | sed -n 's/^Files written to //p')
[ -d "$graphs" ] || fail "swift package dump-symbol-graph wrote no symbol graphs"

archives=()
broken=()
for catalog in Sources/*/*.docc Sources/ViewDataKit.docc; do
  module=$(basename "$catalog" .docc)
  sg="$out/symbol-graphs/$module"
  mkdir -p "$sg"
  # The module's own graph, and its extensions to other modules' types (MODULE@OTHER).
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$sg/" 2>/dev/null || true
  log="$out/logs/$module.log"
  converted=yes
  docc convert "$catalog" --additional-symbol-graph-dir "$sg" --output-path "$out/archives/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.viewdatakit.$module" \
    --fallback-default-module-kind "Swift package" --warnings-as-errors >"$log" 2>&1 || converted=no
  if grep -E "(warning|error): .*(could.n.t be resolved|not found|No symbol matched|doesn't exist|unresolved|ambiguous|cannot be linked|would override)" "$log"; then
    broken+=("$catalog")
  fi
  if [ "$converted" = no ]; then cat "$log"; fail "docc convert failed for $catalog (warnings are errors; see $log)"; fi
  archives+=("$out/archives/$module.doccarchive")
done

[ ${#broken[@]} -eq 0 ] || fail "links DocC cannot resolve in ${broken[*]} (see $out/logs)"

docc merge "${archives[@]}" --output-path "$out/merged.doccarchive" --synthesized-landing-page-name ViewDataKit \
  >"$out/logs/merge.log" 2>&1 || { cat "$out/logs/merge.log"; fail "docc merge failed"; }
docc process-archive transform-for-static-hosting "$out/merged.doccarchive" --output-path "$out/site" \
  >"$out/logs/transform.log" 2>&1 || { cat "$out/logs/transform.log"; fail "the static site could not be made"; }
echo "build-docs: ${#archives[@]} catalogs, site in $out/site"
