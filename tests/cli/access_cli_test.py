#!/usr/bin/env python3
"""`tarock access table|reader ROLE [--password-file F] --db LOCATION` (docs/cli.md) against the
tests' throwaway PostgreSQL server, checked with psql as its superuser:

- on an SQLite file it is refused with a message naming PostgreSQL, and no file is made;
- `access table` makes a login role with the file's password (a quote in it) and grants it a
  table's rights (SELECT everywhere, INSERT/UPDATE/DELETE on evening, player, hand,
  hand_revision, not on the tournament's tables); `access reader` only SELECT;
- run again with another password it sets that password (the role exists);
- a role that does not exist, without --password-file, and an empty password are refused;
- the password is in no output.

Usage: access_cli_test.py TAROCK WORK SERVER   (SERVER: postgresql://superuser@/postgres?host=…)
"""
import os
import shutil
import subprocess
import sys
import urllib.parse


def psql(server, statement):
    r = subprocess.run(["psql", "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-d", server, "-c", statement],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"psql {statement} failed: {r.stderr}")
    return r.stdout.strip()


def with_database(server, name):
    parts = urllib.parse.urlsplit(server)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name))


def tarock(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, text=True)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, work, server = sys.argv[1:]
    if not shutil.which("psql"):
        print("SKIPPED: psql is needed (apt-get install postgresql-client)")
        return 77
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)

    # SQLite: refused before anything is opened.
    sqlite = os.path.join(work, "abend.sqlite")
    r = tarock(binary, "access", "table", "tisch1", "--db", sqlite)
    assert r.returncode == 1, (r.returncode, r.stdout, r.stderr)
    assert "PostgreSQL" in r.stderr and "SQLite" in r.stderr, r.stderr
    assert not os.path.exists(sqlite), "an SQLite file was made"

    pid = os.getpid()
    name, table, reader = f"access_{pid}", f"tisch_{pid}", f"rangliste_{pid}"
    psql(server, f"CREATE DATABASE {name}")
    db = with_database(server, name)
    try:
        r = tarock(binary, "list", "--db", db)  # the organiser opens it once: the schema
        assert r.returncode == 0, r.stderr
        secret, other = "Kenn'wort-7 geheim", "zweites Kennwort 8"
        files = {}
        for key, text in (("first", secret + "\n"), ("second", other + "\r\n"), ("empty", "\nnoch was\n")):
            files[key] = os.path.join(work, key + ".txt")
            with open(files[key], "w", encoding="utf-8") as f:
                f.write(text)

        def access(kind, role, *extra):
            r = tarock(binary, "access", kind, role, *extra, "--db", db)
            for password in (secret, other):
                assert password not in r.stdout + r.stderr, "the password was printed"
            return r

        r = access("table", table, "--password-file", files["first"])
        assert r.returncode == 0, r.stderr
        assert r.stdout == f"Rolle {table}: liest alles, schreibt nur die Abende, die sie anlegt.\n", r.stdout
        r = access("reader", reader, "--password-file", files["first"], "--lang", "en")
        assert r.returncode == 0, r.stderr
        assert r.stdout == f"Role {reader}: reads everything, writes nothing.\n", r.stdout

        def login(role):
            return psql(server, f"SELECT rolcanlogin, rolpassword FROM pg_authid WHERE rolname = '{role}'").split("|")

        can_login, stored = login(table)
        assert can_login == "t" and stored.startswith("SCRAM-SHA-256$"), (can_login, stored)
        assert login(reader)[0] == "t"

        def rights(role, relation):
            return psql(db, f"SELECT has_table_privilege('{role}', '{relation}', 'SELECT'), has_table_privilege('{role}', '{relation}', "
                            f"'INSERT'), has_table_privilege('{role}', '{relation}', 'UPDATE'), has_table_privilege('{role}', '{relation}', 'DELETE')")

        for relation in ("evening", "player", "hand", "hand_revision"):
            assert rights(table, relation) == "t|t|t|t", (relation, rights(table, relation))
            assert rights(reader, relation) == "t|f|f|f", (relation, rights(reader, relation))
        for relation in ("tournament", "tournament_sheet"):
            assert rights(table, relation) == "t|f|f|f", (relation, rights(table, relation))
            assert rights(reader, relation) == "t|f|f|f", (relation, rights(reader, relation))

        # Again with another password: the existing role gets it.
        r = access("table", table, "--password-file", files["second"])
        assert r.returncode == 0, r.stderr
        assert login(table)[1] != stored, "the password was not changed"
        # Without --password-file the role must exist.
        assert access("reader", reader).returncode == 0
        r = access("reader", f"niemand_{pid}")
        assert r.returncode == 1 and f"niemand_{pid}" in r.stderr, (r.returncode, r.stderr)
        r = access("table", table, "--password-file", files["empty"])
        assert r.returncode == 1 and "leer" in r.stderr, (r.returncode, r.stderr)
    finally:
        psql(server, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        psql(server, f"DROP ROLE IF EXISTS {table}")
        psql(server, f"DROP ROLE IF EXISTS {reader}")
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
