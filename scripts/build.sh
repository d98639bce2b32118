#!/usr/bin/env bash
# Configures and builds Tarock Buchhalter in ./build (Release with debug info). With arguments,
# builds only those targets (e.g. `scripts/build.sh tarock-buchhalter tarock`); without, all.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build build -j"$(nproc)" "${targets[@]}"
