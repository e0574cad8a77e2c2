#!/bin/sh
# SPDX-License-Identifier: MIT
# Compares what two hearth binaries print for every profile and every sample type:
# `summary` (text and --json) and `collapse`, for the default type and each type by
# name. Byte-identical output is expected when a change must not change results (for
# example, reading only the sample type shown).
#
#   scripts/compare-outputs.sh OLD_HEARTH NEW_HEARTH [FILE...]
#
# Without files: every profile of ../shared/corpus and tests/data. Needs jq. Exit status 0
# when everything matched, 1 otherwise (each difference is listed).
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 OLD_HEARTH NEW_HEARTH [FILE...]" >&2
    exit 2
fi
old=$1
new=$2
shift 2
here=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -eq 0 ]; then
    set -- "$here"/../shared/corpus/*.pb.gz "$here"/../shared/corpus/*.folded \
        "$here"/tests/data/*.pb.gz "$here"/tests/data/*.pb "$here"/tests/data/*.folded
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
compared=0

# run NAME ARGS...: both binaries, stdout, stderr and exit status compared.
run() {
    name=$1
    shift
    HEARTH_NEW_INSTANCE=1 "$old" "$@" > "$work/old.out" 2> "$work/old.err" && s1=0 || s1=$?
    HEARTH_NEW_INSTANCE=1 "$new" "$@" > "$work/new.out" 2> "$work/new.err" && s2=0 || s2=$?
    compared=$((compared + 1))
    if [ "$s1" != "$s2" ] || ! cmp -s "$work/old.out" "$work/new.out" ||
        ! cmp -s "$work/old.err" "$work/new.err"; then
        echo "DIFFERENT: $name (exit $s1 / $s2)"
        diff "$work/old.out" "$work/new.out" | head -5 || true
        failed=1
    fi
}

for f in "$@"; do
    [ -f "$f" ] || continue
    run "summary $f" summary "$f"
    run "summary --json $f" summary "$f" --json
    run "collapse $f" collapse "$f"
    types=$(HEARTH_NEW_INSTANCE=1 "$old" summary "$f" --json --top 0 |
        jq -r '.sample_types[] | .type + "/" + .unit')
    for t in $types; do
        run "summary $f --sample-type $t" summary "$f" --sample-type "$t"
        run "summary --json $f --sample-type $t" summary "$f" --json --sample-type "$t"
        run "summary --sort subtree $f --sample-type $t" summary "$f" --sample-type "$t" --sort subtree --top 50
        run "collapse $f --sample-type $t" collapse "$f" --sample-type "$t"
    done
done
run "unknown sample type" summary "$here/tests/data/go-heap-small.pb.gz" --sample-type nosuch

echo "$compared comparisons, $([ $failed = 0 ] && echo all identical || echo some differ)"
exit $failed
