#!/bin/sh
# SPDX-License-Identifier: MIT
# Checks Hearth's desktop integration: the desktop entry and the AppStream metainfo
# validate; installed into a temporary prefix (with XDG_DATA_DIRS pointing at it), a bundle
# is recognised as application/x-hearth-profbundle by its name and by its first bytes
# alone, pprof globs work, and Hearth's desktop entry is the default for bundles.
#
#   packaging/check-desktop-integration.sh SOURCE_DIR BUILD_DIR
set -eu
src=$1
build=$2
id=dev.hearth.Hearth
type=application/x-hearth-profbundle
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

desktop-file-validate "$src/packaging/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$src/packaging/$id.metainfo.xml" || fail "appstreamcli validate"

cmake --install "$build" --component desktop --prefix "$tmp/prefix" >/dev/null ||
    fail "cmake --install"
share=$tmp/prefix/share
for f in "applications/$id.desktop" "mime/packages/$id.xml" \
         "icons/hicolor/scalable/apps/$id.svg" "metainfo/$id.metainfo.xml"; do
    [ -f "$share/$f" ] || fail "not installed: $f"
done

# A desktop session of its own: nothing from the user's settings.
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share"
export XDG_DATA_DIRS="$share:/usr/share" XDG_CONFIG_DIRS="$tmp/etc"
unset XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION GNOME_DESKTOP_SESSION_ID || true
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$tmp/etc"
update-mime-database "$share/mime" || fail "update-mime-database"
if command -v update-desktop-database >/dev/null; then
    update-desktop-database "$share/applications" || fail "update-desktop-database"
fi

bundle=$src/examples/build-4711.profbundle
got=$(xdg-mime query filetype "$bundle")
[ "$got" = "$type" ] || fail "xdg-mime query filetype $bundle: '$got', expected $type"

# By magic alone: the same bytes under a name that says nothing.
cp "$bundle" "$tmp/download.bin"
got=$(xdg-mime query filetype "$tmp/download.bin")
[ "$got" = "$type" ] || fail "by magic: '$got', expected $type"

cp "$src/tests/data/go-cpu-small.pb.gz" "$tmp/cpu.pprof"
got=$(xdg-mime query filetype "$tmp/cpu.pprof")
[ "$got" = application/x-pprof ] || fail "*.pprof: '$got', expected application/x-pprof"

got=$(xdg-mime query default "$type")
[ "$got" = "$id.desktop" ] || fail "xdg-mime query default $type: '$got', expected $id.desktop"

echo "desktop integration: ok ($type, default $got)"
