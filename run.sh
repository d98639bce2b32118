#!/usr/bin/env bash
# One command to play: installs what is missing, builds the window and the command line (not the
# tests), and opens Tarock Buchhalter on its default database (or pass --db FILE and other options
# through to the app).
set -euo pipefail
cd "$(dirname "$0")"
scripts/install-deps.sh
scripts/build.sh tarock-buchhalter tarock
exec build/src/app/tarock-buchhalter "$@"
