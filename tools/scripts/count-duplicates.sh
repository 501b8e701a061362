#!/usr/bin/env bash
# Issue 12's count: pairs of places sharing six or more same or same-shape lines, over the source files
# alone (tests, stories, testing/ folders, e2e, baselines and catalogues left out). Needs the
# `duplicates` command of the team's tool library. Usage: tools/scripts/count-duplicates.sh [--most N]
set -euo pipefail
cd "$(dirname "$0")/../.."
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
git ls-files -co --exclude-standard apps libs tools .storybook \
  | grep -E '\.(ts|tsx|mjs|js|css)$' \
  | grep -vE '\.test\.|\.spec\.|\.stories\.|/testing/|__screenshots__|locales/|e2e/' \
  | while read -r file; do [ -f "$file" ] && mkdir -p "$tree/$(dirname "$file")" && cp "$file" "$tree/$file"; done
duplicates --repo "$tree" --most "${2:-200}" --seconds 120
