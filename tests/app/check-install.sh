#!/bin/sh
# SPDX-License-Identifier: MIT
# Checks the installed hearth (app/CMakeLists.txt): one binary and no module beside it, its
# man page and completions, and that the binary runs a headless command and a command that
# paints, says what it does not know, and carries no build id (version-time-nonce, as the
# binary and its module once did).
#
#   tests/app/check-install.sh BUILD_DIR HEARTH PROFILE
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
    "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
    [ "$rc" = "$want" ] || fail "$what: exit $rc, expected $want: $(cat "$tmp/err")"
}
export QT_QPA_PLATFORM=offscreen HOME="$tmp/home"

cmake --install "$build" --prefix "$tmp/prefix" >/dev/null || fail "cmake --install"
installed="$tmp/prefix/bin/hearth"
[ -x "$installed" ] || fail "no bin/hearth installed"
[ -z "$(find "$tmp/prefix" -name '*.so*')" ] || fail "a shared library was installed: $(find "$tmp/prefix" -name '*.so*')"
# The man page and the completions, made at build time from the commands' definitions.
for f in share/man/man1/hearth.1.gz share/bash-completion/completions/hearth \
         share/zsh/vendor-completions/_hearth; do
    zgrep -q "summary" "$tmp/prefix/$f" 2>/dev/null || fail "$f not installed or empty"
done
expect 0 "summary from the installed binary" "$installed" summary "$profile" --json
grep -q '"verdict"' "$tmp/out" || fail "summary printed no verdict"
"$hearth" summary "$profile" --json >"$tmp/build.json" || fail "summary in the build tree"
cmp -s "$tmp/out" "$tmp/build.json" || fail "the installed summary differs from the build tree's"
expect 0 "diff from the installed binary" "$installed" diff "$profile" "$profile" --json
expect 0 "render from the installed binary" "$installed" render "$profile" -o "$tmp/out.png"
[ -s "$tmp/out.png" ] || fail "render wrote nothing"
expect 2 "an unknown command" "$installed" no-such-command
grep -q "no-such-command" "$tmp/err" || fail "the unknown command is not named: $(cat "$tmp/err")"
if strings "$installed" | grep -q -E '^[0-9]+\.[0-9]+\.[0-9]+-[0-9]{14}-'; then
    fail "the binary carries a time-stamped build id"
fi
echo "ok"
