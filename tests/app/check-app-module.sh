#!/bin/sh
# Checks the split of the hearth binary (app/CMakeLists.txt): the binary itself links no
# GUI library, runs `summary` on its own, finds hearth-app.so beside itself in the build tree
# and in the library directory once installed, and says clearly when the module is missing
# or from another build.
#
#   tests/app/check-app-module.sh BUILD_DIR HEARTH PROFILE
set -eu
build=$1
hearth=$2
profile=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# expect RC WHAT CMD...: runs CMD (its stderr in $tmp/err) and fails unless it exits with RC.
expect() {
    want=$1 what=$2
    shift 2
    rc=0
    "$@" 2>"$tmp/err" || rc=$?
    [ "$rc" = "$want" ] || fail "$what: exit $rc, expected $want"
}
export HEARTH_NO_HUGE_PAGES=1 QT_QPA_PLATFORM=offscreen HOME="$tmp/home"

if ldd "$hearth" | grep -E 'libQt6(Gui|Widgets|Network|Charts|Svg)'; then
    fail "the hearth binary links a library only hearth-app.so needs"
fi
"$hearth" summary "$profile" --json >"$tmp/summary.json" || fail "summary in the build tree"
grep -q '"verdict"' "$tmp/summary.json" || fail "summary printed no verdict"
"$hearth" diff "$profile" "$profile" --json >/dev/null || fail "diff (in hearth-app.so) in the build tree"

# Installed: the binary in bin/, the module in lib…/hearth/.
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null || fail "cmake --install"
module=$(find "$tmp/prefix" -name hearth-app.so)
[ -n "$module" ] || fail "hearth-app.so not installed"
"$tmp/prefix/bin/hearth" diff "$profile" "$profile" --json >/dev/null ||
    fail "diff from the installed binary"
expect 2 "the installed binary's unknown command" "$tmp/prefix/bin/hearth" no-such-command
grep -q "no-such-command" "$tmp/err" ||
    fail "the installed binary did not reach the module's unknown-command error"

# Alone: summary still works; anything else says which module is missing and where it looked.
mkdir "$tmp/alone"
cp "$hearth" "$tmp/alone/hearth"
cmp -s "$tmp/summary.json" /dev/null && fail "empty summary"
"$tmp/alone/hearth" summary "$profile" --json >"$tmp/alone.json" || fail "summary without the module"
cmp -s "$tmp/summary.json" "$tmp/alone.json" || fail "summary differs without the module"
expect 1 "a window without the module" "$tmp/alone/hearth" "$profile"
grep -q "hearth-app.so" "$tmp/err" && grep -q "$tmp/alone/" "$tmp/err" ||
    fail "the error does not name the module and where it was looked for: $(cat "$tmp/err")"
# A module from another build beside the binary is refused, with both builds named.
mkdir "$tmp/other"
cp "$hearth" "$tmp/other/hearth"
cat >"$tmp/other/fake.c" <<'C'
const char *hearthAppVersion(void) { return "0.0.0-other"; }
int hearthAppMain(int argc, char **argv) { (void)argc; (void)argv; return 42; }
C
cc -shared -fPIC -o "$tmp/other/hearth-app.so" "$tmp/other/fake.c" || fail "cannot build the fake module"
expect 1 "a module of another build" "$tmp/other/hearth" "$profile"
grep -q "another build" "$tmp/err" && grep -q "0.0.0-other" "$tmp/err" ||
    fail "the error does not say the module is from another build: $(cat "$tmp/err")"
echo "ok"
