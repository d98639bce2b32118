#!/usr/bin/env python3
"""Writes the example cup season of data/tournaments (docs/tournament.md): a roster of 44 players
and, for 5 tournaments of 3 rounds, the final Schrift typed per seat for every table, as a paper
sheet gives it (each table's sheet sums to zero). Deterministic (its own seeded generator), so the
files and the goldens built from them (tests/cli/tournament_golden_test.cpp) do not change when it
is run again. The draw itself is the program's; only the sheets' figures come from here."""
import os

FIRST = ["Anna", "Bernd", "Christl", "Dieter", "Eva", "Franz", "Gerti", "Hans", "Ilse", "Josef", "Karin", "Leopold",
         "Maria", "Norbert", "Olga", "Peter", "Resi", "Sepp", "Theresia", "Udo", "Vroni", "Walter"]
LAST = ["Huber", "Gruber"]
CLUBS = ["TC Innsbruck", "Tarockrunde Hall", "Kufsteiner Tarockfreunde", "TC Schwaz"]

state = 20261128


def rand(n):
    """A number in [0, n) from a 64-bit LCG (Knuth's MMIX constants); portable, reproducible."""
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return (state >> 33) % n


def sheet(size):
    while True:
        v = [rand(61) - 30 for _ in range(size - 1)]
        last = -sum(v)
        if abs(last) <= 40:
            return v + [last]


here = os.path.join(os.path.dirname(__file__), "..", "data", "tournaments")
os.makedirs(here, exist_ok=True)
with open(os.path.join(here, "players.csv"), "w", encoding="utf-8") as f:
    f.write("name;club;member id\n")
    k = 0
    for last in LAST:
        for first in FIRST:
            k += 1
            f.write(f"{first} {last};{CLUBS[k % len(CLUBS)]};T-{k:03d}\n")

# Tournament n: who plays (players 1..40, 41 and 42 arrive late in round 2 of tournament 2, one
# leaves), and each table's sheet by round: at most 11 tables of 5 (there are never more).
for n in range(1, 6):
    with open(os.path.join(here, f"sheets-{n}.csv"), "w", encoding="utf-8") as f:
        f.write("round;table;schrift per seat\n")
        for r in range(1, 4):
            for t in range(1, 12):
                f.write(f"{r};{t};4;" + ",".join(map(str, sheet(4))) + ";5;" + ",".join(map(str, sheet(5))) + "\n")
