#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1:5433 for the compare-results tests (real database,
# schema created by the tests themselves). Idempotent: reuses a running cluster. Installs the
# Debian packages when no server binaries are present. Runs the server as the `postgres` user
# (PostgreSQL refuses to run as root).
set -euo pipefail

PORT="${SWEEPKIT_PG_PORT:-5433}"
DATA="${SWEEPKIT_PG_DATA:-/var/tmp/sweepkit-pg}"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [ -z "$(bindir)" ] || [ ! -x "$(bindir)/initdb" ]; then
  echo "== installing PostgreSQL (Debian packages)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(bindir)"
id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  echo "== PostgreSQL already running on 127.0.0.1:$PORT"
else
  if [ ! -f "$DATA/PG_VERSION" ]; then
    mkdir -p "$DATA"
    [ "$(id -u)" = 0 ] && chown postgres: "$DATA"
    as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  echo "== PostgreSQL started on 127.0.0.1:$PORT (data $DATA)"
fi
