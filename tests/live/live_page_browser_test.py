#!/usr/bin/env python3
"""The live standings page in a real browser (docs/tournament.md "The live page").

Plays the example season's first tournament (data/tournaments: roster, three rounds, every sheet
typed, a table stopped early, a correction) into a fresh database with the `tarock tournament`
commands, starts `tarock serve` on a free port and drives Debian's Chromium headless through
chromedriver (WebDriver over HTTP, Python's standard library only) at a phone's size (390 x 844):
the page shows the ranking of `tarock tournament ranking` (Vroni Huber +62, Udo Huber +61, Ilse
Huber +54), leaves the club and round columns out on the phone, and, after a correction of a
sheet is saved with the CLI, shows the new leader by itself within a few seconds (no reload);
with ?lang=en it speaks English.
Writes the screenshots live-page-phone.png (before) and live-page-phone-after.png beside WORK
(live-page-phone-postgresql*.png with SERVER) and the measured delay to WORK.

With SERVER (a PostgreSQL location, the tests' throwaway server) the same runs on a database of
its own made on that server with psql (CREATE DATABASE, dropped again at the end) instead of an
SQLite file: the tournament is entered, served and corrected through `--db postgresql://…`.

Usage: live_page_browser_test.py TAROCK DATA_DIR WORK [SERVER]
Exit 77 (ctest: skipped) with a clear message when chromium or chromedriver is missing.
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request

SKIP = 77


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def tarock(binary, db, *args):
    r = subprocess.run([binary, "tournament", *args, "--db", db], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"tarock tournament {' '.join(args)} failed: {r.stderr}")
    return r.stdout


def play_first_tournament(binary, data, db):
    """Tournament 1 of the example season, as tests/cli/tournament_golden_test.cpp plays it."""
    tarock(binary, db, "cup", "new", "--name", "Tiroler Tarockcup 2026", "--preset", "Tiroler Tarockcup 2020", "--rounds", "3",
           "--hands4", "16", "--hands5", "20", "--tie-break", "tirol", "--points",
           "100,80,65,55,50,45,40,36,32,29,26,24,22,20,18,16,15,14,13,12", "--points-formula", "31,1,1")
    tarock(binary, db, "players", "import", os.path.join(data, "tournaments", "players.csv"))
    tarock(binary, db, "new", "--cup", "1", "--date", "2026-01-17", "--title", "1. Turnier", "--seed", "2027")
    figures = {}
    with open(os.path.join(data, "tournaments", "sheets-1.csv"), encoding="utf-8") as f:
        next(f)
        for line in f:
            c = line.strip().split(";")
            figures[(int(c[0]), int(c[1]), int(c[2]))] = c[3]
            figures[(int(c[0]), int(c[1]), int(c[4]))] = c[5]
    for rnd in (1, 2, 3):
        args = ["draw", "--tournament", "1"]
        if rnd == 1:
            args += ["--players", ",".join(str(i) for i in range(1, 41))]
        cards = tarock(binary, db, *args)
        sizes = [5 if "(5 Spieler" in l else 4 for l in cards.splitlines() if l.startswith("Tisch ")]
        for t, size in enumerate(sizes, start=1):
            sheet = ["sheet", "--tournament", "1", "--round", str(rnd), "--table", str(t), "--schrift", figures[(rnd, t, size)]]
            if rnd == 3 and t == 2:
                sheet.append("--stopped-early")
            tarock(binary, db, *sheet)
    tarock(binary, db, "sheet", "--tournament", "1", "--round", "1", "--table", "1", "--schrift", "10,-3,-15,8", "--note",
           "Zeile 9 falsch addiert")


class WebDriver:
    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"
        self.session = None

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read().decode())["value"]

    def start(self, width, height):
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": shutil.which("chromium"),
            # A phone: its viewport and touch (a headless window is never narrower than 500 pixels).
            "mobileEmulation": {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0, "touch": True}},
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}",
                     "--hide-scrollbars"]}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def go(self, url):
        self.call("POST", f"/session/{self.session}/url", {"url": url})

    def run(self, script, *args):
        return self.call("POST", f"/session/{self.session}/execute/sync", {"script": script, "args": list(args)})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.call("GET", f"/session/{self.session}/screenshot")))

    def quit(self):
        if self.session:
            self.call("DELETE", f"/session/{self.session}")


# The ranking as the page shows it: each row's visible cells (those a phone does not leave out).
RANKING = """
const rows = [...document.querySelectorAll('#ranking tr')].slice(1);
return rows.map(r => [...r.children].filter(c => getComputedStyle(c).display !== 'none').map(c => c.textContent));
"""


def wait_for(predicate, seconds, step=0.05):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return None


def psql(server, statement):
    r = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", server, "-c", statement], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"psql {statement} failed: {r.stderr}")


def with_database(server, name):
    """The location `server` (postgresql://user@host/db?…) naming database `name` instead."""
    parts = urllib.parse.urlsplit(server)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name))


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    binary, data, work = sys.argv[1:4]
    server = sys.argv[4] if len(sys.argv) == 5 else None
    chromium, chromedriver = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not chromedriver:
        print("SKIPPED: Chromium and chromedriver are needed (apt-get install chromium chromium-driver)")
        return SKIP
    if server and not shutil.which("psql"):
        print("SKIPPED: psql is needed to make the test database (apt-get install postgresql-client)")
        return SKIP
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    if server:
        name = f"live_page_{os.getpid()}"
        psql(server, f"CREATE DATABASE {name}")
        db = with_database(server, name)
    else:
        db = os.path.join(work, "season.sqlite")
    try:
        return run(binary, chromedriver, data, work, db, "live-page-phone-postgresql" if server else "live-page-phone")
    finally:
        if server:
            psql(server, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def run(binary, chromedriver, data, work, db, shot):
    """The test on database `db`; the screenshots SHOT.png and SHOT-after.png beside WORK."""
    play_first_tournament(binary, data, db)

    server = subprocess.Popen([binary, "serve", "--db", db, "--port", "0", "--bind", "127.0.0.1"], stdout=subprocess.PIPE, text=True)
    driver_port = free_port()
    driver = subprocess.Popen([chromedriver, f"--port={driver_port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    browser = WebDriver(driver_port)
    try:
        first = server.stdout.readline().strip()  # "Live-Seite: http://127.0.0.1:<port>/"
        url = first.split(": ", 1)[1]
        assert url.startswith("http://127.0.0.1:"), first
        if not wait_for(lambda: _answers(f"http://127.0.0.1:{driver_port}/status"), 20):
            sys.exit("chromedriver did not start")
        browser.start(390, 844)
        browser.go(url)
        rows = wait_for(lambda: browser.run(RANKING), 20)
        assert rows, "the page shows no ranking"
        print("ranking on the phone:", rows[:3])
        # The CLI's ranking (tests/cli/golden/tournament-1-ranking.txt); no club, rounds or Geld on a phone.
        assert rows[0] == ["1", "Vroni Huber", "+62", "0", "100"], rows[0]
        assert rows[1] == ["2", "Udo Huber", "+61", "0", "80"], rows[1]
        assert rows[2] == ["3", "Ilse Huber", "+54", "0", "65"], rows[2]
        assert browser.run("return document.title") == "1. Turnier · 2026-01-17"
        wide = browser.run("return [...document.querySelectorAll('#ranking th, #ranking td')]"
                           ".filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5).map(e => e.textContent)")
        browser.screenshot(os.path.join(work, "..", shot + ".png"))
        assert not wide, f"the ranking does not fit the phone: {wide[:5]}"
        assert browser.run("return document.documentElement.scrollWidth") <= 390, "the page scrolls sideways on a phone"
        browser.screenshot(os.path.join(work, "..", shot + ".png"))

        # A correction of Udo Huber's round-3 sheet, saved with the CLI: +10 for him, -10 for a neighbour.
        with urllib.request.urlopen(url + "api/live") as r:
            live = json.loads(r.read().decode())
        round3 = live["rounds"][0]
        assert round3["heading"] == "Runde 3"
        for k, table in enumerate(round3["tables"], start=1):
            names = [row[1] for row in table["sheet"]["rows"]]
            if "Udo Huber" in names:
                seat = names.index("Udo Huber")
                schrift = [int(row[3]) for row in table["sheet"]["rows"]]
                break
        other = (seat + 1) % len(schrift)
        schrift[seat] += 10
        schrift[other] -= 10
        tarock(binary, db, "sheet", "--tournament", "1", "--round", "3", "--table", str(k), "--schrift", ",".join(map(str, schrift)),
               "--note", "Zeile 12 vergessen")
        saved = time.monotonic()
        browser.run("window.__same_page = 'yes'; return 1")
        changed = wait_for(lambda: (r := browser.run(RANKING)) and r[0][1] == "Udo Huber" and r, 5)
        delay = time.monotonic() - saved
        assert changed, "the page did not show the correction within 5 seconds"
        assert changed[0] == ["1", "Udo Huber", "+71", "0", "100"], changed[0]
        assert browser.run("return window.__same_page") == "yes", "the page was reloaded"
        state = browser.run("return [...document.querySelectorAll('p.state')].map(p => p.textContent)")
        assert any("Fassung 2" in s for s in state), state
        print(f"the correction appeared on the page {delay:.2f} s after the CLI saved it")
        with open(os.path.join(work, "delay.txt"), "w") as f:
            f.write(f"{delay:.3f}\n")
        browser.screenshot(os.path.join(work, "..", shot + "-after.png"))

        # The players' language from the address.
        browser.go(url + "?lang=en")
        head = wait_for(lambda: browser.run("return [...document.querySelectorAll('#ranking th')].map(c => c.textContent)"), 20)
        assert head and head[:2] == ["Place", "Player"] and "Cup points" in head, head
        assert browser.run("return document.documentElement.lang") == "en"
    finally:
        try:
            browser.quit()
        except Exception:
            pass
        driver.terminate()
        server.terminate()
        driver.wait(10)
        server.wait(10)
    assert server.returncode == 0, f"tarock serve ended with {server.returncode}"
    print("ok")
    return 0


def _answers(url):
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except OSError:
        return False


if __name__ == "__main__":
    sys.exit(main())
