#!/bin/sh
# The desktop's save dialog of an export, driven under Xvfb (xdotool): the window starts with the
# export of the evening's table begun (--view export-csv: begin_export, as the menu "Datei > Abend
# exportieren > Tabelle als CSV…" does); GTK's file chooser (GtkFileChooserNative; without a
# desktop portal it is a GtkFileChooserDialog) appears with its title "Tabelle als CSV speichern";
# a path into another folder is typed over the proposed name and Enter saves. Then the file holds
# the evening's table and the database remembers its folder (setting "export_folder"), which the
# next export proposes.
# Usage: save_dialog_test.sh XVFB_RUN APP IMPORT WORK SESSION
set -eu
XVFB_RUN=$1 APP=$2 IMPORT=$3 WORK=$4 SESSION=$5
rm -rf "$WORK"
mkdir -p "$WORK/config" "$WORK/home" "$WORK/exports"
DB="$WORK/dialog.sqlite"
ID=$("$IMPORT" "$SESSION" "$DB")
OUT="$WORK/exports/abend-getippt.csv"

cat > "$WORK/drive.sh" <<DRIVE
#!/bin/sh
set -u
# GSETTINGS_BACKEND: GTK keeps its chooser settings in memory (no dconf without a session bus).
HOME="$WORK/home" XDG_CONFIG_HOME="$WORK/config" GSETTINGS_BACKEND=memory "$APP" --db "$DB" --evening "$ID" --size 1280 800 --view export-csv < /dev/null &
pid=\$!
find_window() {  # \$1: the title (a regular expression); at most 30 s
  for i in \$(seq 1 300); do
    w=\$(xdotool search --onlyvisible --name "\$1" 2>/dev/null | head -n 1) && [ -n "\$w" ] && { echo "\$w"; return 0; }
    kill -0 \$pid 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}
key() { echo "key \$*"; xdotool keydown "\$@"; sleep 0.15; xdotool keyup "\$@"; sleep 0.25; }
wid=\$(find_window "^Tarock Buchhalter\\\$") || { echo "window not found"; kill \$pid; exit 1; }
dialog=\$(find_window "^Tabelle als CSV speichern\\\$") || { echo "the save dialog did not appear"; kill \$pid; exit 1; }
echo "save dialog: window \$dialog"
xdotool windowfocus --sync "\$dialog" 2>/dev/null || true
sleep 1
# The name field has the proposed name selected: a typed path replaces it.
xdotool key --clearmodifiers ctrl+a
xdotool type --delay 30 "$OUT"
sleep 0.5
xdotool key Return
for i in \$(seq 1 100); do [ -s "$OUT" ] && break; sleep 0.1; done
sleep 1
xdotool windowfocus --sync "\$wid" 2>/dev/null || true
key ctrl+q
for i in \$(seq 1 100); do kill -0 \$pid 2>/dev/null || break; sleep 0.1; done
kill \$pid 2>/dev/null && { echo "app did not quit"; exit 1; }
wait \$pid
exit 0
DRIVE
chmod +x "$WORK/drive.sh"
"$XVFB_RUN" -s "-screen 0 1280x800x24" "$WORK/drive.sh" > "$WORK/drive.log" 2>&1 || { cat "$WORK/drive.log"; exit 1; }
cat "$WORK/drive.log"
[ -s "$OUT" ] || { echo "the export was not written: $OUT"; exit 1; }
head -n 2 "$OUT"
folder=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select value from setting where key = ?", ("export_folder",)).fetchone()[0])' "$DB")
[ "$folder" = "$WORK/exports" ] || { echo "the folder remembered is '$folder', not $WORK/exports"; exit 1; }
echo "save dialog: $OUT written, its folder remembered"
