#!/usr/bin/env bash
# One command to check everything: installs what is missing, builds, and runs every test
# (unit tests, rule vectors, storage, CLI golden files and the real-window test under Xvfb).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
