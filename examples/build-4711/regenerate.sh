#!/bin/sh
# SPDX-License-Identifier: MIT
# Regenerates examples/build-4711.profbundle from real profiles of the shared corpus, the
# trace and the manifest in this folder. See docs/bundle-example.md.
#
#   examples/build-4711/regenerate.sh BUILD_DIR [CORPUS_DIR] [OUT]
#
# BUILD_DIR holds the built `app/hearth` and `tests/bundle/hearth-example-spanlabel`.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=$1
corpus=${2:-$here/../../../shared/corpus}
out=${3:-$here/../build-4711.profbundle}
label=$build/tests/bundle/hearth-example-spanlabel
hearth=$build/app/hearth
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# CPU profiles: real Go runtime/pprof samples, assigned to the innermost spans of each stage
# (records with the same stack go to the same span), part of them outside any span.
"$label" --input "$corpus/go-cpu-small.pb.gz" --trace "$here/trace.json" --stage rspec-unit \
    --outside 0.45 -o "$tmp/rspec-unit.pb"
"$label" --input "$corpus/go-cpu-large.pb.gz" --trace "$here/trace.json" --stage lint \
    --outside 0.35 --part 1/240 -o "$tmp/lint.pb"
"$label" --input "$corpus/go-cpu-large.pb.gz" --trace "$here/trace.json" --stage audit \
    --outside 0.2 --part 2/700 -o "$tmp/audit.pb"
"$label" --input "$corpus/go-cpu-large.pb.gz" --trace "$here/trace.json" --stage pytest \
    --outside 0.3 --part 3/300 -o "$tmp/pytest.pb"
# The engine profile: perf samples of four g++ compiles (999 Hz), the engine's CPU across the
# window. It carries no span ids: the engine cannot know them.
"$label" --input "$corpus/perf-gxx.folded" --hz 999 --part 0/4 -o "$tmp/docker.pb"
# Retained memory of the unit suite: the 300 largest in-use records of a Go heap profile.
"$label" --input "$corpus/go-heap-small.pb.gz" --trace "$here/trace.json" --stage rspec-unit \
    --outside 0.5 --top 300 -o "$tmp/rspec-unit-heap.pb"

# rspec-system's profile is not given: packed as missing, with a warning.
"$hearth" pack --trace "$here/trace.json" --manifest "$here/stages.json" \
    --profile lint="$tmp/lint.pb" \
    --profile audit="$tmp/audit.pb" \
    --profile rspec-unit="$tmp/rspec-unit.pb" \
    --profile rspec-unit:retained_memory="$tmp/rspec-unit-heap.pb" \
    --profile docker="$tmp/docker.pb" \
    --profile pytest="$tmp/pytest.pb" \
    -o "$out"
