#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Hearth's two entry points on a fresh Debian 12 machine:
#   scripts/bootstrap.sh run    install dependencies, build, open the example build bundle
#                               (no display: render it to an image instead)
#   scripts/bootstrap.sh test   install dependencies, build, run every test (plus the
#                               release build with benchmarks, the ASan+UBSan build and
#                               the fuzzers)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-run}

packages=(
    build-essential cmake ninja-build pkg-config clang libclang-rt-14-dev
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n qt6-httpserver-dev qt6-websockets-dev qtkeychain-qt6-dev
    qt6-svg-dev
    libgl-dev libxkbcommon-dev libprotobuf-dev protobuf-compiler libzstd-dev zlib1g-dev
    libdeflate-dev libbenchmark-dev
    xvfb xauth imagemagick desktop-file-utils appstream shared-mime-info xdg-utils
    zstd openssl lintian file python3
)

install_dependencies() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "== dependencies already installed"
        return
    fi
    echo "== installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

# build PRESET [TARGET...]: configure and build the preset, or only the targets named.
build() {
    local preset=$1
    shift
    echo "== building ($preset${*:+: $*})"
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset" ${*:+--target "$@"}
}

run_example() {
    local example
    example=$(ls examples/*.profbundle 2>/dev/null | head -n 1 || true)
    [ -n "$example" ] || example=tests/data/go-cpu-small.pb.gz
    local hearth=build/default/app/hearth
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        echo "== opening $example"
        exec "$hearth" "$example"
    fi
    echo "== no display (DISPLAY and WAYLAND_DISPLAY are unset): printing $example and"
    echo "   rendering its window to build/example.png instead of opening it"
    "$hearth" inspect "$example" 2>/dev/null || "$hearth" summary "$example" --top 15
    QT_QPA_PLATFORM=offscreen "$hearth" screenshot "$example" -o build/example.png
    echo "== wrote build/example.png"
}

run_tests() {
    echo "== every source file carries its licence line"
    python3 scripts/spdx.py
    build default
    echo "== tests"
    (cd build/default && ctest --output-on-failure -j2 --timeout 900)
    # Every build the README documents is built here, so none of them can rot: the
    # optimised one (-O3, with the benchmarks) warns where the others don't.
    echo "== release build (with benchmarks)"
    build release
    echo "== the Debian package: build, lint, install, check, remove"
    bash packaging/check-deb.sh . build/release
    echo "== tests under AddressSanitizer + UndefinedBehaviorSanitizer"
    build asan
    (cd build/asan && ASAN_OPTIONS=detect_leaks=0 ctest --output-on-failure -j2 --timeout 1800)
    if [ -f fuzz/CMakeLists.txt ]; then
        echo "== fuzzing (${HEARTH_FUZZ_SECONDS:-60} s per target)"
        build fuzz
        bash fuzz/run.sh "${HEARTH_FUZZ_SECONDS:-60}"
    fi
    echo "== all tests passed"
}

install_dependencies
case "$mode" in
run)
    # Only the binary (with its translations): the test suite is most of a full build.
    build default hearth
    run_example
    ;;
test)
    run_tests
    ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
