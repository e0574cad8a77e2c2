#!/bin/sh
# SPDX-License-Identifier: MIT
# Builds the Debian package from a build directory, lints it, installs it on this machine,
# checks what it installed, and removes it again (bootstrap.sh test runs this as root).
#
#   packaging/check-deb.sh SOURCE_DIR BUILD_DIR
set -eu
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
id=dev.hearth.Hearth
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$build" && cpack -G DEB >"$tmp/cpack.log" 2>&1) || { cat "$tmp/cpack.log"; fail "cpack -G DEB"; }
deb=$(ls "$build"/hearth_*.deb | head -n 1)
[ -f "$deb" ] || fail "cpack wrote no package"
echo "== $deb"

# Errors fail the check; warnings are printed for the next person to read.
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian found errors"

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo dpkg -i "$deb" >/dev/null || fail "dpkg -i"
trap '$sudo dpkg -r hearth >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT

version=$(/usr/bin/hearth --version) || fail "hearth --version"
echo "installed: $version"
echo "$version" | grep -q "$(sed -n 's/^project(Hearth VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")" ||
    fail "hearth --version says '$version'"
desktop-file-validate /usr/share/applications/$id.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net /usr/share/metainfo/$id.metainfo.xml || fail "appstreamcli validate"
for size in 16 32 48 128 256 512; do
    [ -f /usr/share/icons/hicolor/${size}x${size}/apps/$id.png ] || fail "no ${size}px icon"
done
[ -f /usr/share/doc/hearth/copyright ] || fail "no copyright file"

# dpkg's trigger updated the MIME database: a bundle under a name that says nothing is still
# a bundle.
update-mime-database /usr/share/mime >/dev/null 2>&1 || true
cp "$src/examples/build-4711.profbundle" "$tmp/download.bin"
got=$(xdg-mime query filetype "$tmp/download.bin")
[ "$got" = application/x-hearth-profbundle ] || fail "xdg-mime query filetype: '$got'"
echo "package: ok ($(basename "$deb"))"
