#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs every built libFuzzer target for DURATION_SECONDS each; builds nothing.
#   cmake --preset fuzz && cmake --build --preset fuzz && fuzz/run.sh 60
# Exits non-zero when a fuzzer finds a crash, a leak, an out-of-memory or a timeout; the
# reproducer is kept in $HEARTH_FUZZ_BUILD/fuzz/artifacts/ (run the fuzzer with that file).
set -u
DURATION=${1:?usage: fuzz/run.sh DURATION_SECONDS}
HERE=$(cd "$(dirname "$0")" && pwd)
BUILD=${HEARTH_FUZZ_BUILD:-$HERE/../build/fuzz}
DATA=$HERE/../tests/data
ARTIFACTS=$BUILD/fuzz/artifacts/$(date +%Y%m%d-%H%M%S)
MAX_LEN=${HEARTH_FUZZ_MAX_LEN:-65536}
mkdir -p "$ARTIFACTS"

seeds() { # fuzzer name -> seed file patterns in tests/data
    case $1 in
    fuzz_pprof) echo "*.pb *.pb.gz *.pb.zst" ;;
    fuzz_collapsed) echo "*.folded" ;;
    fuzz_json) echo "*.cpuprofile *.json *.perf.txt" ;;
    fuzz_bundle) echo "*.hbundle *.bundle bundle/*" ;;
    *) echo "*" ;;
    esac
}

status=0
ran=0
for exe in "$BUILD"/fuzz/fuzz_*; do
    [ -f "$exe" ] && [ -x "$exe" ] || continue
    name=$(basename "$exe")
    corpus=$(mktemp -d "${TMPDIR:-/tmp}/hearth-$name.XXXXXX")
    # The patterns split unglobbed (a `*.json` must not match CMakePresets.json in the
    # current directory), then globbed inside tests/data.
    set -f
    patterns=$(seeds "$name")
    for pattern in $patterns; do
        set +f
        for f in $DATA/$pattern; do
            [ -f "$f" ] && cp "$f" "$corpus/"
        done
        set -f
    done
    set +f
    # Decompressed copies of the pprof seeds let the mutator reach the protobuf parser.
    if [ "$name" = fuzz_pprof ]; then
        for f in "$corpus"/*.gz; do
            [ -f "$f" ] && gzip -dc "$f" > "${f%.gz}.raw"
        done
    fi
    echo "== $name: $(ls "$corpus" | wc -l) seeds, ${DURATION}s"
    log=$ARTIFACTS/$name.log
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
        "$exe" -max_total_time="$DURATION" -rss_limit_mb=2048 -timeout=30 \
        -max_len="$MAX_LEN" -print_final_stats=1 -artifact_prefix="$ARTIFACTS/$name-" \
        "$corpus" > "$log" 2>&1
    rc=$?
    tail -n 25 "$log"
    if [ $rc -ne 0 ]; then
        echo "!! $name failed (exit $rc): reproducer and log in $ARTIFACTS"
        status=1
    fi
    ran=$((ran + 1))
    rm -rf "$corpus"
done
if [ "$ran" -eq 0 ]; then
    echo "no fuzzers in $BUILD/fuzz: build them first (cmake --preset fuzz && cmake --build --preset fuzz)" >&2
    exit 2
fi
exit $status
