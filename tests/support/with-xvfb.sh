#!/bin/sh
# Runs a command on an X display of its own (Xvfb), the display number chosen by the X server
# itself (-displayfd), so that test runs at the same moment (two clones, CI beside a developer)
# never pick the same display. xvfb-run -a looks for a free number first and starts the server
# after: two runs at the same moment can pick the same one, and one of them cannot connect.
# Usage: with-xvfb.sh [-a] [-s "SERVER ARGS"] COMMAND [ARGS...]   (-a is accepted and ignored,
# so the script stands in for xvfb-run). Exits with the command's exit code.
set -eu
server_args=""
while [ $# -gt 0 ]; do
  case "$1" in
    -a) shift ;;
    -s) server_args=$2; shift 2 ;;
    *) break ;;
  esac
done
dir=$(mktemp -d)
xpid=""
cleanup() {
  [ -n "$xpid" ] && kill "$xpid" 2>/dev/null && wait "$xpid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
# shellcheck disable=SC2086 # the server arguments are words
Xvfb -displayfd 3 -nolisten tcp $server_args 3>"$dir/display" 2>"$dir/xvfb.log" &
xpid=$!
# Xvfb writes the number once it accepts connections; at most 60 s on a loaded machine.
i=0
while [ ! -s "$dir/display" ]; do
  if ! kill -0 "$xpid" 2>/dev/null; then cat "$dir/xvfb.log" >&2; echo "Xvfb did not start" >&2; exit 1; fi
  i=$((i + 1))
  [ "$i" -gt 600 ] && { echo "Xvfb gave no display in 60 s" >&2; exit 1; }
  sleep 0.1
done
DISPLAY=":$(head -n 1 "$dir/display")"
export DISPLAY
status=0
"$@" || status=$?
exit "$status"
