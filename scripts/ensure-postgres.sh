#!/usr/bin/env bash
# A private PostgreSQL for the PostgreSQL half of the unit tests (the query and
# queue suites run once on PGlite and once on a real server).
#
#   ensure-postgres.sh start ENV_FILE   writes `export TEST_DATABASE_URL=...` (or nothing) to ENV_FILE
#   ensure-postgres.sh stop  ENV_FILE   stops the server that `start` started, removes its files
#
# - TEST_DATABASE_URL already set: used as is, nothing is started.
# - SKIP_POSTGRES=1: the PostgreSQL half is skipped.
# - Otherwise Debian's PostgreSQL (installed with apt-get when missing and we are
#   root) is started on 127.0.0.1 at a random free port, in a temporary
#   directory, with trust auth, and database nexusnote_test is created. As root
#   the server runs as the postgres user; otherwise as the current user.
set -euo pipefail

command=${1:-}
env_file=${2:-}
if [ -z "$command" ] || [ -z "$env_file" ]; then
  echo "usage: $0 start|stop ENV_FILE" >&2
  exit 2
fi

say() { echo "ensure-postgres: $*"; }

find_bin() {
  local dir
  # Highest installed major version first (Debian 12 ships 15).
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -rn); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

stop_server() {
  [ -f "$env_file" ] || exit 0
  # shellcheck source=/dev/null
  source "$env_file"
  if [ -n "${TEST_POSTGRES_DIR:-}" ] && [ -d "$TEST_POSTGRES_DIR" ]; then
    as_owner "$TEST_POSTGRES_BIN/pg_ctl" -D "$TEST_POSTGRES_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$TEST_POSTGRES_DIR"
    say "stopped the private server"
  fi
  rm -f "$env_file"
}

# Runs a PostgreSQL binary as the server's owner: postgres when we are root (initdb refuses root).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

skip() {
  say "the PostgreSQL half of the suite is SKIPPED: $*"
  say "(set TEST_DATABASE_URL=postgres://... to run it against a server of your own)"
  : >"$env_file"
  exit 0
}

start_server() {
  : >"$env_file"
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    say "using TEST_DATABASE_URL from the environment"
    echo "export TEST_DATABASE_URL='$TEST_DATABASE_URL'" >"$env_file"
    exit 0
  fi
  [ "${SKIP_POSTGRES:-}" = "1" ] && skip "SKIP_POSTGRES=1"

  local bin
  if ! bin=$(find_bin); then
    if [ "$(id -u)" -ne 0 ]; then
      skip "PostgreSQL is not installed and installing it needs root (sudo apt-get install -y postgresql)"
    fi
    command -v apt-get >/dev/null 2>&1 || skip "PostgreSQL is not installed and apt-get is not available"
    say "installing Debian's postgresql with apt-get ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null
    bin=$(find_bin) || { say "postgresql installed, but no initdb/pg_ctl under /usr/lib/postgresql/*/bin" >&2; exit 1; }
  fi

  local dir port
  dir=$(mktemp -d /tmp/nexusnote-pg.XXXXXX)
  port=$(free_port)
  # The env file first: if anything below fails, `stop` still finds and removes the directory.
  {
    echo "export TEST_POSTGRES_DIR='$dir'"
    echo "export TEST_POSTGRES_BIN='$bin'"
  } >"$env_file"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$dir"
  fi
  chmod 700 "$dir"

  as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-locale --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  # Test data only: durability settings off make the suite faster, nothing else changes.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres nexusnote_test

  local url="postgres://postgres@127.0.0.1:$port/nexusnote_test"
  echo "export TEST_DATABASE_URL='$url'" >>"$env_file"
  say "private PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running: TEST_DATABASE_URL=$url"
}

case "$command" in
  start) start_server ;;
  stop) stop_server ;;
  *)
    echo "usage: $0 start|stop ENV_FILE" >&2
    exit 2
    ;;
esac
