#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests (Debian's postgresql package): initdb and pg_ctl in
# a folder of its own, listening only on a unix socket in that folder (no TCP port), trust
# authentication for the superuser "tarock", no fsync (nothing of it is kept).
#
#   pg-cluster.sh start DIR   starts it (a server left in DIR by an earlier run is stopped and
#                             removed first) and prints its location
#                             postgresql://tarock@/postgres?host=DIR
#   pg-cluster.sh stop DIR    stops it and removes DIR
#   pg-cluster.sh pause DIR   stops it, keeping its data (a server that goes away)
#   pg-cluster.sh resume DIR  starts it again on the same data
#
# PostgreSQL refuses to run as root: as root (CI) initdb and pg_ctl run as the "postgres" user
# the package creates (runuser), and DIR is handed to it; as any other user, as that user.
set -euo pipefail
cmd=${1:?start, stop, pause or resume}
dir=${2:?folder}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed (scripts/install-deps.sh installs it)" >&2; exit 1; }
as=()
if [ "$(id -u)" -eq 0 ]; then as=(runuser -u postgres --); fi
# The tools need a working folder they may read (the caller's may be root's own).
cd /

server_up() {
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses='' -c unix_socket_directories='$dir' -c fsync=off -c max_connections=150" start >/dev/null
}
server_down() { "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m "${1:-fast}" -w stop >/dev/null 2>&1 || true; }

case "$cmd" in
  start)
    if [ -f "$dir/data/postmaster.pid" ]; then server_down immediate; fi
    rm -rf "$dir"
    mkdir -p "$dir"
    chmod 755 "$dir"
    if [ ${#as[@]} -gt 0 ]; then chown postgres "$dir"; fi
    "${as[@]}" "$bin/initdb" -D "$dir/data" -U tarock --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    server_up || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgresql://tarock@/postgres?host=$dir"
    ;;
  stop)
    [ -d "$dir" ] || exit 0
    server_down immediate
    rm -rf "$dir"
    ;;
  pause) server_down fast ;;
  resume) server_up ;;
  *) echo "unknown command: $cmd" >&2; exit 2 ;;
esac
