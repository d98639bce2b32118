#!/usr/bin/env bash
# Renders the printed pages of a tournament night with chromium, to look at them and to check how
# they print (docs/tournament.md): a night of 45 players of data/tournaments (one name and club
# long, with umlauts) made by the `tarock tournament` commands, its table cards with the list by
# name, the ranking and the cup standing as HTML, each as a screenshot (PNG) and printed to PDF
# (A4). Checks that every table card is a page of its own and, with app_png_check, that no
# screenshot is blank.
# Usage: scripts/print-pages.sh [TAROCK [OUT [PNG_CHECK]]]
#   defaults: build/src/cli/tarock, build/print-pages, no blank check.
# Exits 77 (a skipped test) when chromium is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
tarock=${1:-build/src/cli/tarock}
out=${2:-build/print-pages}
png_check=${3:-}
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
    echo "print-pages: chromium is not installed, so the printed pages are not rendered (skipped)" >&2
    exit 77
fi
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
db="$out/night.sqlite"
t() { "$tarock" tournament "$@" --db "$db"; }

t cup new --name "Tiroler Tarockcup 2026" --preset "Tiroler Tarockcup 2020" --rounds 1 --hands5 20 --tie-break tirol \
    --points 100,80,65,55,50 --points-formula 31,1,1 >/dev/null
t players import data/tournaments/players.csv >/dev/null
t players add "Zoë Müller-Lüdenscheidt-Großkopf" --club "Tarockfreunde Sankt Johann im Pongau" >/dev/null
t new --cup 1 --date 2026-01-17 --title "1. Turnier" --seed 2027 >/dev/null
t draw --tournament 1 --players "$(seq -s, 1 45)" --html >"$out/tischkarten.html"
# 45 players: ten tables of four, the eleventh of five; their Schrift from the example season.
tables=11
awk -F';' -v n=$tables '$1 == 1 && $2 <= n { print $2, ($2 < n ? $4 : $6) }' data/tournaments/sheets-1.csv |
    while read -r table schrift; do t sheet --tournament 1 --round 1 --table "$table" --schrift "$schrift" >/dev/null; done
t ranking --tournament 1 --html >"$out/rangliste.html"
t cup standing --cup 1 --html >"$out/cupwertung.html"

status=0
for page in tischkarten rangliste cupwertung; do
    html="$out/$page.html"
    "$chromium" --headless=new --no-sandbox --disable-gpu --window-size=1000,1400 --screenshot="$out/$page.png" "file://$html" >/dev/null 2>&1
    "$chromium" --headless=new --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out/$page.pdf" "file://$html" >/dev/null 2>&1
    pages=$(grep -a -c -E '/Type ?/Page([^s]|$)' "$out/$page.pdf" || true)
    echo "$out/$page.pdf: $pages pages; $out/$page.png"
    if [ -n "$png_check" ] && ! "$png_check" "$out/$page.png" 1000 1400; then
        echo "print-pages: $out/$page.png looks blank" >&2
        status=1
    fi
    # The cards: one page per table, then the list by name (one page for 45 players).
    if [ "$page" = tischkarten ] && [ "$pages" -ne $((tables + 1)) ]; then
        echo "print-pages: $tables table cards and the list by name should print on $((tables + 1)) pages, not $pages" >&2
        status=1
    fi
done
exit $status
