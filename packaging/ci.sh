#!/usr/bin/env bash
# Packaging CI, run after `make test`: validate the desktop entry, the AppStream metainfo
# and the shared-mime-info file of game records with the standard tools, check that the
# three agree on the record type, build the one-folder bundle, check its size,
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
command -v update-desktop-database >/dev/null || need+=(desktop-file-utils)
command -v appstreamcli >/dev/null || need+=(appstream)
command -v update-mime-database >/dev/null || need+=(shared-mime-info)
command -v xmllint >/dev/null || need+=(libxml2-utils)
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

step "shared-mime-info: packaging/$APP_ID.xml"
MIME_XML="packaging/$APP_ID.xml"
MIME_TYPE=application/x-siembra-record
mime_dir=$(mktemp -d)
trap 'rm -rf "$mime_dir"' EXIT
# The grammar of these files is the DTD that shared-mime-info keeps inside its own database
# source, freedesktop.org.xml: taken from there, it is the installed version's.
sed -n '/^<!DOCTYPE mime-info \[/,/^\]>/{//!p}' /usr/share/mime/packages/freedesktop.org.xml > "$mime_dir/mime-info.dtd"
[ -s "$mime_dir/mime-info.dtd" ] || fail "no DTD in /usr/share/mime/packages/freedesktop.org.xml"
xmllint --noout --dtdvalid "$mime_dir/mime-info.dtd" "$MIME_XML" || fail "$MIME_XML does not follow the shared-mime-info DTD"
mkdir -p "$mime_dir/mime/packages" "$mime_dir/applications"
cp "$MIME_XML" "$mime_dir/mime/packages/"
# update-mime-database reports what it cannot read (unknown elements, bad globs or magic) on
# standard error and goes on: any such line is a failure here (the folder is put on the data
# path, or it would note that applications cannot see it).
out=$(XDG_DATA_HOME="$mime_dir" XDG_DATA_DIRS="$mime_dir" update-mime-database "$mime_dir/mime" 2>&1 >/dev/null) || fail "update-mime-database: $out"
[ -z "$out" ] || fail "update-mime-database: $out"
grep -qx "50:$MIME_TYPE:\*.siembra" "$mime_dir/mime/globs2" || fail "no *.siembra glob for $MIME_TYPE"
grep -qx "$MIME_TYPE application/json" "$mime_dir/mime/subclasses" || fail "$MIME_TYPE is not a kind of JSON"
[ -f "$mime_dir/mime/application/x-siembra-record.xml" ] || fail "$MIME_TYPE was not defined"
echo "ok: $MIME_TYPE, *.siembra, a kind of application/json"

step "the desktop entry opens $MIME_TYPE and the metainfo says so"
cp "packaging/$APP_ID.desktop" "$mime_dir/applications/"
update-desktop-database "$mime_dir/applications" || fail "update-desktop-database"
grep -qx "$MIME_TYPE=$APP_ID.desktop;" "$mime_dir/applications/mimeinfo.cache" \
    || fail "the desktop entry does not open $MIME_TYPE"
grep -q "^Exec=siembra %f$" "packaging/$APP_ID.desktop" || fail "Exec= does not pass the file (%f)"
grep -q "<mediatype>$MIME_TYPE</mediatype>" "packaging/$APP_ID.metainfo.xml" \
    || fail "the metainfo does not provide $MIME_TYPE"
echo "ok"

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

step "dist/siembra/siembra --version, and its log"
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
[ "$(dist/siembra/siembra --version)" = "siembra $version" ] || fail "the bundle's --version is not siembra $version"
# A first start, with a home of its own: the log is written once the first frame is shown.
home=$(mktemp -d)
HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
    SIEMBRA_FIRST_FRAME_EXIT=1 QT_QPA_PLATFORM=offscreen timeout 120 dist/siembra/siembra >/dev/null \
    || fail "the bundle did not start"
grep -q "INFO siembra: Siembra $version started" "$home/state/Siembra/log/siembra.log" \
    || fail "the bundle wrote no log to $home/state/Siembra/log/siembra.log"
rm -rf "$home"
echo "ok: siembra $version, log written"

echo
echo "packaging/ci.sh: all packaging checks passed"
