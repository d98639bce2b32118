#!/bin/sh
# Figures outside Google Benchmark, with the real binaries (docs/benchmarks.md):
#   - peak memory and time of reading, checking and scoring 100,000 hands of every game
#     (bench_tool replay, as an import does) and of `tarock replay` over the same file;
#   - start-up to the first frame of the window with an evening of 2,000 hands (under Xvfb);
#   - CPU used by the open window while nobody touches it (idle), over 20 seconds.
# Usage: measure_app.sh APP TAROCK BENCH_TOOL RESULTS_DIR   (writes RESULTS_DIR/app.txt)
set -eu
app=$1; tarock=$2; tool=$3; results=$4
mkdir -p "$results"
out="$results/app.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > "$out"
say() { echo "$*" | tee -a "$out"; }

say "# measure_app.sh, $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
say "## 100,000 hands per game: read + check + score (bench_tool replay) and tarock replay"
for v in $("$tool" variants); do
  f="$work/$v-100k.json"
  if ! "$tool" make "$v" 100000 "$f" 2>"$work/err"; then
    say "$v: skipped ($(cat "$work/err"))"
    continue
  fi
  size=$(du -m "$f" | cut -f1)
  line=$("$tool" replay "$f")
  t0=$(date +%s%N)
  /usr/bin/time -f "%M" -o "$work/rss" "$tarock" replay "$f" --json > /dev/null || true
  t1=$(date +%s%N)
  say "$v: file ${size} MiB; bench_tool replay: $line; tarock replay --json: milliseconds=$(( (t1 - t0) / 1000000 )) peak_rss_mib=$(($(cat "$work/rss") / 1024))"
  rm -f "$f"
done

command -v xvfb-run > /dev/null || { say "xvfb-run missing: window figures skipped"; exit 0; }
db="$work/window.sqlite"
id=$("$tool" db tapp 2000 "$db")
export XDG_CONFIG_HOME="$work/config"

say "## start-up to first frame (2,000-hand evening, --screenshot --frames 1, includes writing the PNG)"
cat > "$work/startup.sh" <<EOS
for i in 1 2 3 4 5 6 7; do
  t0=\$(date +%s%N)
  "$app" --db "$db" --evening $id --screenshot "$work/first.png" --frames 1
  t1=\$(date +%s%N)
  echo \$(( (t1 - t0) / 1000000 ))
done
EOS
times=$(xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/startup.sh" | sort -n | tr '\n' ' ')
say "milliseconds, sorted (7 runs): $times"

say "## idle CPU of the open window (2,000-hand evening), 20 s after 5 s to settle"
cat > "$work/idle.sh" <<EOS
"$app" --db "$db" --evening $id &
pid=\$!
sleep 5
a=\$(awk '{print \$14 + \$15}' /proc/\$pid/stat)
sleep 20
b=\$(awk '{print \$14 + \$15}' /proc/\$pid/stat)
kill \$pid
echo "cpu ticks in 20 s: \$((b - a)) of \$((20 * \$(getconf CLK_TCK))) (\$(getconf CLK_TCK) per second)"
EOS
say "$(xvfb-run -a -s "-screen 0 1280x800x24" sh "$work/idle.sh")"
