#!/usr/bin/env bash
# One command to play: installs what is missing, builds, and opens Tarock Buchhalter on its
# default database (or pass --db FILE and other options through to the app).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
scripts/build.sh
exec build/src/app/tarock-buchhalter "$@"
