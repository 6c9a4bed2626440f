#!/usr/bin/env bash
# Packaging CI, run after `make test`: validate the desktop entry, the AppStream metainfo
# and the shared-mime-info file of game records with the standard tools, check that the
# three agree on the record type; build the one-folder bundle and its Debian package
# (`make deb`), check the bundle's size, licences and --self-test; check the package with
# lintian, install it with apt-get, run it from /usr/bin, remove it and check that nothing is
# left; build the source archive and run the test suite from it.  Runs as root (apt-get,
# dpkg).  Any failure stops the script with a non-zero status and a line saying what failed.
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
command -v strip >/dev/null || need+=(binutils)  # PyInstaller strips debug symbols; readelf
command -v dpkg-deb >/dev/null || need+=(dpkg)
command -v lintian >/dev/null || need+=(lintian)
command -v patchelf >/dev/null || need+=(patchelf)  # deb.py drops the build machine's RUNPATHs
# The system libraries the bundle's Qt plugins link (X11's and Wayland's): make deb reads the
# package of each from this machine, and they are the package's Depends.
for package in $(.venv/bin/python -c 'from desktop_app.system_check import XCB_LIBRARIES; print(*XCB_LIBRARIES.values())') \
        libxcb-glx0 libwayland-client0 libwayland-cursor0 libwayland-egl1; do
    dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
done
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

step "make deb (the one-folder bundle, then its Debian package)"
start=$SECONDS
make deb || fail "make deb"
[ -x dist/siembra/siembra ] || fail "dist/siembra/siembra was not built"
version=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(dpkg --print-architecture)
deb="dist/siembra_${version}_${arch}.deb"
[ -f "$deb" ] || fail "$deb was not built"
echo "built in $((SECONDS - start)) s: $deb, $(stat -c %s "$deb") bytes"

step "bundle size"
bytes=$(du -sb dist/siembra | cut -f1)
mb=$(awk -v b="$bytes" 'BEGIN { printf "%.1f MB (10^6 bytes), %.1f MiB", b / 1e6, b / 1048576 }')
echo "dist/siembra: $bytes bytes = $mb; limit $MAX_BUNDLE_BYTES bytes"
(( bytes <= MAX_BUNDLE_BYTES )) || fail "the bundle is $bytes bytes ($mb), over $MAX_BUNDLE_BYTES bytes"

step "dist/siembra/siembra --self-test"
QT_QPA_PLATFORM=offscreen timeout 600 dist/siembra/siembra --self-test || fail "the bundled self-test"

step "dist/siembra/siembra --version, and its log"
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

step "the bundle's licence texts and the metadata Help > About reads"
licences=dist/siembra/_internal/licences
for component in Siembra Python Qt PySide6 shiboken6 numpy platformdirs ICU; do
    grep -q "^$component [0-9]" "$licences/README.txt" || fail "$licences/README.txt does not list $component"
done
python3 - "$licences" <<'PY' || fail "a licence text the index lists is missing"
import json, pathlib, sys
folder = pathlib.Path(sys.argv[1])
for item in json.loads((folder / "components.json").read_text()):
    assert item["texts"] and all((folder / text).is_file() for text in item["texts"]), item["name"]
PY
for dist in numpy platformdirs pyside6_essentials shiboken6; do
    ls -d dist/siembra/_internal/${dist}-*.dist-info >/dev/null 2>&1 || fail "the bundle lacks the metadata of $dist"
done
echo "ok: $(grep -c '^[^ ]' "$licences/README.txt") lines in $licences/README.txt"

step "lintian $deb"
start=$SECONDS
lintian_out=$(lintian --info --display-info "$deb" 2>&1) || true
echo "$lintian_out"
echo "(lintian took $((SECONDS - start)) s)"
if grep -q "^E: " <<<"$lintian_out"; then fail "lintian reported errors"; fi

step "apt-get install ./$deb"
dpkg -s siembra >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq siembra >/dev/null
# What exists with Siembra's name before: the same must exist after the removal.
leftovers() { find /usr /etc /opt /var/lib/dpkg/info -xdev \( -iname '*siembra*' \) 2>/dev/null | sort; }
before=$(leftovers)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null || fail "apt-get install ./$deb"
dpkg -L siembra > "$mime_dir/installed-files"
echo "ok: $(wc -l < "$mime_dir/installed-files") paths; Depends: $(dpkg-query -W -f='${Depends}' siembra)"

step "installed: the menu entry, the record type, the icon"
desktop=/usr/share/applications/$APP_ID.desktop
out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate $desktop: $out"
grep -qx "$MIME_TYPE=$APP_ID.desktop;" /usr/share/applications/mimeinfo.cache \
    || fail "the desktop database does not open $MIME_TYPE with Siembra (desktop-file-utils' trigger)"
grep -qx "50:$MIME_TYPE:\*.siembra" /usr/share/mime/globs2 \
    || fail "the MIME database has no *.siembra (shared-mime-info's trigger)"
[ -f /usr/share/icons/hicolor/scalable/apps/$APP_ID.svg ] || fail "no scalable icon"
appstreamcli validate --no-net /usr/share/metainfo/$APP_ID.metainfo.xml >/dev/null || fail "installed metainfo"
[ "$(command -v siembra)" = /usr/bin/siembra ] || fail "siembra is not /usr/bin/siembra"
echo "ok"

step "installed: siembra --version, --self-test and a record opened from /usr/bin"
home=$(mktemp -d)
run() { HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data \
        QT_QPA_PLATFORM=offscreen timeout 600 /usr/bin/siembra "$@"; }
[ "$(run --version)" = "siembra $version" ] || fail "/usr/bin/siembra --version"
run --self-test || fail "/usr/bin/siembra --self-test"
.venv/bin/python -c 'import sys; from rules import Record, dump_record, get_game
open(sys.argv[1], "w").write(dump_record(Record(get_game("bechi"), None, ["1B"])))' "$home/game.siembra"
run "$home/game.siembra" --screenshot "$home/game.png" --size 800x600 || fail "/usr/bin/siembra FILE"
[ -s "$home/game.png" ] || fail "no picture of the record opened"
rm -rf "$home"
echo "ok"

step "apt-get remove --purge siembra leaves nothing behind"
DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq siembra >/dev/null || fail "apt-get remove --purge"
while read -r path; do
    # Folders shared with other packages (/usr, /usr/share/icons/hicolor/48x48/apps...) stay.
    if [ -e "$path" ] && ! [ -d "$path" ]; then fail "$path is left after the removal"; fi
done < "$mime_dir/installed-files"
[ ! -e /usr/lib/siembra ] || fail "/usr/lib/siembra is left after the removal"
after=$(leftovers)
[ "$before" = "$after" ] || fail "left after the removal: $(comm -13 <(echo "$before") <(echo "$after"))"
grep -q "$MIME_TYPE" /usr/share/mime/globs2 && fail "the MIME database still has $MIME_TYPE"
grep -q "$APP_ID" /usr/share/applications/mimeinfo.cache && fail "the desktop database still has Siembra"
echo "ok: no file of the package, nothing named siembra under /usr /etc /opt, no cache entry"

step "the source archive: pip install of it, and its test suite"
start=$SECONDS
make sdist >/dev/null || fail "make sdist"
sdist="dist/siembra-$version.tar.gz"
listing=$(tar -tzf "$sdist")  # read whole: grep -q would stop tar mid-way (pipefail)
grep -q "^siembra-$version/tests/golden/." <<<"$listing" || fail "$sdist has no golden games"
for path in tests/conftest.py tests/gui_helpers.py docs/rules.md packaging/siembra.spec Makefile .ci/run \
        .github/workflows/bundles.yml; do
    grep -qx "siembra-$version/$path" <<<"$listing" || fail "$sdist lacks $path"
done
src=$(mktemp -d)
tar -xzf "$sdist" -C "$src"
python3 -m venv "$src/venv"
"$src/venv/bin/pip" install --quiet "$src/siembra-$version[test]" || fail "pip install of $sdist"
(cd "$src/siembra-$version" && QT_QPA_PLATFORM=offscreen "$src/venv/bin/python" -m pytest -n 2 -q -p no:cacheprovider) \
    || fail "the test suite of $sdist"
rm -rf "$src"
echo "ok: in $((SECONDS - start)) s"

echo
echo "packaging/ci.sh: all packaging checks passed"
