#!/usr/bin/env python3
"""`tarock access table|reader ROLE [--password-file F] --db LOCATION` (docs/cli.md) against the
tests' throwaway PostgreSQL server, checked with psql as its superuser:

- on an SQLite file it is refused with a message naming PostgreSQL, and no file is made;
- `access table` makes a login role with the file's password (a quote in it) and grants it a
  table's rights (SELECT everywhere, INSERT/UPDATE/DELETE on evening, player, hand,
  hand_revision, not on the tournament's tables); `access reader` only SELECT;
- run again with another password it sets that password (the role exists);
- a role that does not exist, without --password-file, and an empty password are refused;
- the password is in no output, and the server receives it only as its SCRAM-SHA-256 verifier
  (made by libpq on the client): with every statement logged, the server's log holds the
  verifier and never the password; the stored verifier is that of the password (RFC 5802: a
  login with it succeeds), checked here by computing its keys again;
- the reader may read the sequences (SELECT) but not draw from them (USAGE); a table may.

Usage: access_cli_test.py TAROCK WORK SERVER   (SERVER: postgresql://superuser@/postgres?host=…)
"""
import base64
import hashlib
import hmac
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


def scram_matches(verifier, password):
    """Whether `verifier` ("SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>", as the
    server stores it) is that of `password` (an ASCII password: SASLprep leaves it as it is)."""
    method, rest = verifier.split("$", 1)
    head, keys = rest.split("$")
    iterations, salt = head.split(":")
    stored_key, server_key = keys.split(":")
    salted = hashlib.pbkdf2_hmac("sha256", password.encode(), base64.b64decode(salt), int(iterations))
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    return (method == "SCRAM-SHA-256" and base64.b64encode(hashlib.sha256(client_key).digest()).decode() == stored_key
            and base64.b64encode(hmac.new(salted, b"Server Key", "sha256").digest()).decode() == server_key)


def server_log(server):
    """The log of the tests' server (pg-cluster.sh keeps it as server.log beside its socket)."""
    host = urllib.parse.parse_qs(urllib.parse.urlsplit(server).query)["host"][0]
    with open(os.path.join(host, "server.log"), encoding="utf-8", errors="replace") as f:
        return f.read()


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
        # Every statement on this database goes to the server's log from now on.
        psql(server, f"ALTER DATABASE {name} SET log_statement = 'all'")
        log_start = len(server_log(server))
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
        assert scram_matches(stored, secret) and not scram_matches(stored, other), stored
        assert login(reader)[0] == "t"
        assert scram_matches(login(reader)[1], secret)
        # The server was sent the verifier (logged), never the password.
        log = server_log(server)[log_start:]
        assert "LOGIN PASSWORD 'SCRAM-SHA-256$" in log, log[-2000:]
        assert stored in log, "the statement sent is not the verifier stored"
        for text in (secret, secret.replace("'", "''")):
            assert text not in log, "the password is in the server's log"

        # The sequences: the reader reads them, only a table draws the ids of its rows.
        for sequence in psql(db, "SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema()").split():
            assert psql(db, f"SELECT has_sequence_privilege('{reader}', '{sequence}', 'SELECT'), "
                            f"has_sequence_privilege('{reader}', '{sequence}', 'USAGE'), "
                            f"has_sequence_privilege('{reader}', '{sequence}', 'UPDATE')") == "t|f|f", sequence
            assert psql(db, f"SELECT has_sequence_privilege('{table}', '{sequence}', 'USAGE')") == "t", sequence

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
        assert scram_matches(login(table)[1], other)
        assert other not in server_log(server)[log_start:], "the password is in the server's log"
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
