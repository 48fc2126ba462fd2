#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server from Debian's packages on 127.0.0.1 and prints its URL.
#   scripts/postgres-temp.sh start [port]   → prints postgres://arrears@127.0.0.1:PORT/arrears
#   scripts/postgres-temp.sh stop
#   scripts/postgres-temp.sh restart        → stops (-m fast), waits PG_TEMP_DOWN_SECONDS (default 0),
#                                             starts again on the same data and options
# The server refuses to run as root, so it runs as the postgres user in a temporary folder.
set -euo pipefail
DIR=${PG_TEMP_DIR:-/tmp/arrears-postgres}
PORT=${2:-${PG_TEMP_PORT:-54329}}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ -f "$DIR/data/postmaster.pid" ]; then as_pg "$BIN/pg_ctl" -D "$DIR/data" stop -m immediate >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -U arrears --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    OPTS="-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=200"
    # Tests may trade durability for speed (PG_TEMP_FAST=1); benchmarks keep the defaults.
    [ "${PG_TEMP_FAST:-0}" = 1 ] && OPTS="$OPTS -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    # Extra server options, e.g. slow-statement logging while looking into a benchmark.
    OPTS="$OPTS ${PG_TEMP_OPTS:-}"
    echo "$OPTS" >"$DIR/options" # for restart
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "$OPTS" start >/dev/null
    as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U arrears arrears
    echo "postgres://arrears@127.0.0.1:$PORT/arrears"
    ;;
  stop)
    [ -d "$DIR/data" ] && as_pg "$BIN/pg_ctl" -D "$DIR/data" stop -m fast >/dev/null 2>&1 || true
    ;;
  restart)
    # Fault tests: the same server going away (-m fast ends every open connection) for a while and
    # coming back on the same data, port and options.
    [ -f "$DIR/options" ] || { echo "no server started in $DIR: start it first" >&2; exit 1; }
    as_pg "$BIN/pg_ctl" -D "$DIR/data" stop -m fast >/dev/null
    sleep "${PG_TEMP_DOWN_SECONDS:-0}"
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "$(cat "$DIR/options")" start >/dev/null
    ;;
  *) echo "usage: $0 start [port] | stop | restart" >&2; exit 2 ;;
esac
