#!/bin/sh
# The real window driven by the keyboard under Xvfb (xdotool): enter two hands with the
# shortcuts only, then check what the database holds.
# Usage: keyboard_test.sh XVFB_RUN APP IMPORT DUMP SESSION WORK
set -eu
XVFB_RUN=$1 APP=$2 IMPORT=$3 DUMP=$4 SESSION=$5 WORK=$6
rm -rf "$WORK"
mkdir -p "$WORK/config"
DB="$WORK/keyboard.sqlite"
ID=$("$IMPORT" "$SESSION" "$DB")

cat > "$WORK/drive.sh" <<DRIVE
#!/bin/sh
set -u
XDG_CONFIG_HOME="$WORK/config" "$APP" --db "$DB" --evening "$ID" &
pid=\$!
wid=""
for i in \$(seq 1 300); do
  wid=\$(xdotool search --name "^Tarock Buchhalter\\\$" 2>/dev/null | head -n 1) && [ -n "\$wid" ] && break
  sleep 0.1
done
if [ -z "\$wid" ]; then echo "window not found"; kill \$pid; exit 1; fi
xdotool windowfocus --sync "\$wid"
sleep 0.5
# ImGui 1.86 reads the key state once per frame: hold every key for a moment so that no
# press falls between two frames.
press() { xdotool keydown "\$@"; sleep 0.2; xdotool keyup "\$@"; sleep 0.3; }
typein() { xdotool type --delay 60 "\$1"; sleep 0.3; }
# Hand 1 (Anna deals, Bernd is Vorhand): a wrong start cleared with Esc, then
# 1 = Bernd, F2 = card points, 41, Ctrl+Enter.
press 3
press Escape
press 1
press F2
typein "41"
press ctrl Return
# Hand 2 (Bernd deals, Christl is Vorhand): 2 = Anna, S = Solo, 30 2/3 points, Ctrl+Enter.
press 2
press s
press F2
typein "30 2/3"
press ctrl Return
press ctrl q
for i in \$(seq 1 100); do kill -0 \$pid 2>/dev/null || break; sleep 0.1; done
kill \$pid 2>/dev/null && { echo "app did not quit"; exit 1; }
wait \$pid
DRIVE
chmod +x "$WORK/drive.sh"
"$XVFB_RUN" -a -s "-screen 0 1280x800x24" "$WORK/drive.sh"

"$DUMP" "$DB" "$ID" > "$WORK/hands.txt"
cat "$WORK/hands.txt"
expected='{"declarer":"Bernd","game":"dreier","multiple":1,"points":41}
{"declarer":"Anna","game":"solo","points":"30 2/3"}'
if [ "$(cat "$WORK/hands.txt")" != "$expected" ]; then
  echo "expected:"
  echo "$expected"
  exit 1
fi
echo "keyboard entry: 2 hands stored as expected"
