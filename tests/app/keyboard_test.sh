#!/bin/sh
# The real window driven by the keyboard under Xvfb (xdotool): import each SESSION, open it, run
# the keys of its KEYS with the shortcuts only, quit, then check what the database holds. Several
# pairs share one X display and one database (one app start per pair).
# Usage: keyboard_test.sh XVFB_RUN APP IMPORT DUMP WORK SESSION KEYS [SESSION KEYS ...]
# KEYS is a shell file defining keys() (run in the window: press, tap, hold, at_once, typein, settle, wait_hands,
# wait_evening; $ID is the imported evening) and expect() (run afterwards: check EVENING TEXT,
# check_last EVENING N TEXT for the last N hands).
set -eu
XVFB_RUN=$1 APP=$2 IMPORT=$3 DUMP=$4 WORK=$5
shift 5
rm -rf "$WORK"
mkdir -p "$WORK/config"
DB="$WORK/keyboard.sqlite"
# One line per pair: the imported evening's id, the keys file and the session file.
: > "$WORK/pairs"
while [ $# -ge 2 ]; do
  echo "$("$IMPORT" "$1" "$DB") $2 $1" >> "$WORK/pairs"
  shift 2
done
[ $# -eq 0 ] || { echo "usage: a SESSION without its KEYS"; exit 2; }

cat > "$WORK/drive.sh" <<DRIVE
#!/bin/sh
set -u
# The app's state and the CPU time it has used so far ("S:412": the state of its main thread and
# utime + stime of all its threads in clock ticks, /proc/PID/stat): the time grows while the app
# draws frames and stands still while it sleeps (S) in glfwWaitEvents, waiting for the next event.
cpu() { sed 's/^.*) //' /proc/\$pid/stat 2>/dev/null | awk '{ print \$1 ":" \$12 + \$13 }'; }
# Waits until the window has taken what it was sent: the app draws a few frames after every
# event, then sleeps (a text field's blinking cursor wakes it twice a second). Done when, once its
# CPU time moved, it slept with its time standing still for 0.1 s; after 1 s without moving (an
# event that needed no frame), or at most 3 s on a machine so busy that the frames never pause.
settle() {
  first=\$(cpu) last=\$first still=0 i=0
  [ -n "\$first" ] || return 0
  while [ \$i -lt 150 ]; do
    sleep 0.02
    i=\$((i + 1))
    now=\$(cpu)
    [ -n "\$now" ] || return 0  # the app has quit
    if [ "\$now" != "\$last" ]; then still=0 last=\$now; else still=\$((still + 1)); fi
    if [ "\$now" = "\$first" ]; then
      [ \$still -ge 50 ] && return 0
    else
      case \$now in S:*) [ \$still -ge 5 ] && return 0 ;; esac
    fi
  done
}
run_pair() {
XDG_CONFIG_HOME="$WORK/config" "$APP" --db "$DB" --evening "\$ID" < /dev/null &
pid=\$!
wid=""
for i in \$(seq 1 300); do
  wid=\$(xdotool search --onlyvisible --name "^Tarock Buchhalter\\\$" 2>/dev/null | head -n 1) && [ -n "\$wid" ] && break
  kill -0 \$pid 2>/dev/null || break  # the app ended without a window (the display refused it)
  sleep 0.1
done
if [ -z "\$wid" ]; then echo "window not found"; kill \$pid 2>/dev/null; return 1; fi
xdotool windowfocus --sync "\$wid"
settle
# press holds a key until the app has drawn its frames (settle), as a person does.
press() { echo "\$(date +%T.%N | cut -c1-12) key \$*"; xdotool keydown "\$@"; settle; xdotool keyup "\$@"; settle; }
# hold keeps a key down for \$1 seconds (a slow finger: the key repeats), then lets it go.
hold() { secs=\$1; shift; echo "\$(date +%T.%N | cut -c1-12) hold \$secs s \$*"; xdotool keydown "\$@"; sleep "\$secs"; xdotool keyup "\$@"; settle; }
# tap sends a quick press and release at once while the window sleeps: both reach it between two
# frames, and the app must still see the key down for a frame (app/input_queue.hpp).
tap() { settle; echo "\$(date +%T.%N | cut -c1-12) tap \$*"; xdotool key --delay 0 "\$@"; settle; }
# at_once sends a chain of xdotool commands in one go, without waiting for the window between
# them: they reach it together, and it takes them frame by frame (app/input_queue.hpp).
at_once() { echo "\$(date +%T.%N | cut -c1-12) at once \$*"; xdotool "\$@"; settle; }
typein() { echo "\$(date +%T.%N | cut -c1-12) type \$1"; xdotool type --delay 40 "\$1"; settle; }
# Waits until evening \$1 holds \$2 hands (the app saved) and the window has shown it, at most 30 s.
wait_hands() {
  for i in \$(seq 1 300); do
    n=\$("$DUMP" "$DB" "\$1" 2>/dev/null | wc -l) && [ "\$n" -eq "\$2" ] && { settle; return 0; }
    sleep 0.1
  done
  echo "timeout: evening \$1 does not hold \$2 hands"; kill \$pid; exit 1
}
# Waits until evening \$1 exists and the window has opened it, at most 30 s.
wait_evening() {
  for i in \$(seq 1 300); do
    "$DUMP" "$DB" "\$1" > /dev/null 2>&1 && { settle; return 0; }
    sleep 0.1
  done
  echo "timeout: evening \$1 was not created"; kill \$pid; exit 1
}
. "\$KEYS"
# In a subshell: a wait that times out ends the keys (exit) and this pair, not the drive.
( keys ) || return 1
press ctrl q
for i in \$(seq 1 300); do kill -0 \$pid 2>/dev/null || break; sleep 0.1; done
kill \$pid 2>/dev/null && { echo "app did not quit"; return 1; }
wait \$pid
}
# A pair whose keys did not all arrive (a wait timed out on a machine busy with other work), or
# whose app the display refused ("Failed to open display", seen on a loaded machine after some
# pairs had run), runs once more on a fresh import of its evening; a second failure fails the test. The ids the checks
# read afterwards: $WORK/pairs.run.
: > "$WORK/pairs.run"
while read -r ID KEYS SESSION; do
  echo "evening \$ID: \$KEYS"
  if ! run_pair; then
    kill \$pid 2>/dev/null; wait \$pid 2>/dev/null
    ID=\$("$IMPORT" "\$SESSION" "$DB") || exit 1
    echo "evening \$ID: \$KEYS once more, on a fresh import"
    run_pair || exit 1
  fi
  echo "\$ID \$KEYS" >> "$WORK/pairs.run"
done < "$WORK/pairs"
DRIVE
chmod +x "$WORK/drive.sh"
# XVFB_RUN is tests/support/with-xvfb.sh: a display of the drive's own. If the app still cannot
# open it (seen once on a loaded machine with other test runs starting and stopping X servers at
# the same moment), nothing was written, because the window never opened: then, and only then,
# the drive runs once more on a fresh display.
if ! "$XVFB_RUN" -s "-screen 0 1280x800x24" "$WORK/drive.sh" > "$WORK/drive.log" 2>&1; then
  cat "$WORK/drive.log"
  grep -q "Failed to open display" "$WORK/drive.log" || exit 1
  echo "the X display could not be opened: the drive runs once more"
  "$XVFB_RUN" -s "-screen 0 1280x800x24" "$WORK/drive.sh" || exit 1
else
  cat "$WORK/drive.log"
fi

check() {
  "$DUMP" "$DB" "$1" > "$WORK/hands-$1.txt" || exit 1
  cat "$WORK/hands-$1.txt"
  if [ "$(cat "$WORK/hands-$1.txt")" != "$2" ]; then
    echo "evening $1: expected:"
    echo "$2"
    exit 1
  fi
}
# Like check, for the last $2 hands of evening $1 (an example evening with hands before them).
check_last() {
  "$DUMP" "$DB" "$1" | tail -n "$2" > "$WORK/last-$1.txt" || exit 1
  cat "$WORK/last-$1.txt"
  if [ "$(cat "$WORK/last-$1.txt")" != "$3" ]; then
    echo "evening $1: expected as its last $2 hands:"
    echo "$3"
    exit 1
  fi
}
while read -r ID KEYS; do
  . "$KEYS"
  expect
done < "$WORK/pairs.run"
