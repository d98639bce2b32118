#!/usr/bin/env bash
# The fast inner loop for one game: builds only its test program and runs it.
#   scripts/test-game.sh tapp        (the folder name under tests/games)
#   scripts/test-game.sh tapp -tc='T-D16*'   (further arguments go to the doctest program)
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:?which game? one of: $(ls tests/games | grep -v CMakeLists | tr '\n' ' ')}
shift
[ -d "tests/games/$game" ] || { echo "no tests/games/$game" >&2; exit 2; }
scripts/build.sh "${game}_tests"
exec "build/tests/games/${game}_tests" "$@"
