#!/usr/bin/env bash
# Packaging CI, run after `make test`: validate the desktop entry and the AppStream
# metainfo with the standard validators, build the one-folder bundle, check its size,
# and run the bundled executable's --self-test offscreen.  Any failure stops the script
# with a non-zero status and a line saying what failed.
set -euo pipefail
cd "$(dirname "$0")/.."

APP_ID=io.github.siembra.Siembra
# 90 MB read the strict way: 90,000,000 bytes (85.8 MiB), as `du -sb` counts them.
MAX_BUNDLE_BYTES=${MAX_BUNDLE_BYTES:-90000000}

fail() { echo "packaging/ci.sh: FAILED: $*" >&2; exit 1; }
trap 'echo "packaging/ci.sh: FAILED at line $LINENO: $BASH_COMMAND" >&2' ERR

step() { echo; echo "== packaging: $*"; }

step "tools"
need=()
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
command -v cc >/dev/null || need+=(gcc)          # builds the trimmed ICU data library
command -v strip >/dev/null || need+=(binutils)  # PyInstaller strips debug symbols
if ((${#need[@]})); then
    echo "installing: ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

step "desktop-file-validate"
out=$(desktop-file-validate "packaging/$APP_ID.desktop" 2>&1) || fail "desktop-file-validate: $out"
[ -z "$out" ] || echo "$out"
if grep -q "error:" <<<"$out"; then fail "desktop-file-validate reported errors"; fi
echo "ok"

step "appstreamcli validate --no-net"
appstreamcli validate --no-net "packaging/$APP_ID.metainfo.xml" || fail "appstreamcli validate"

step "make bundle"
make bundle || fail "make bundle"
[ -x dist/siembra/siembra ] || fail "dist/siembra/siembra was not built"

step "bundle size"
bytes=$(du -sb dist/siembra | cut -f1)
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f MB (10^6 bytes), %.1f MiB", b / 1e6, b / 1048576 }')
echo "dist/siembra: $bytes bytes = $mb; limit $MAX_BUNDLE_BYTES bytes"
(( bytes <= MAX_BUNDLE_BYTES )) || fail "the bundle is $bytes bytes ($mb), over $MAX_BUNDLE_BYTES bytes"

step "dist/siembra/siembra --self-test"
QT_QPA_PLATFORM=offscreen timeout 600 dist/siembra/siembra --self-test || fail "the bundled self-test"

echo
echo "packaging/ci.sh: all packaging checks passed"
