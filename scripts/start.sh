#!/usr/bin/env bash
# The one install-and-start command: `npm run go`.
# Installs dependencies, builds, and serves the production build on
# http://${HOST:-127.0.0.1}:${PORT:-3000}. Needs no API key (offline model) and no
# database server (embedded database under .data/).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NEXT_TELEMETRY_DISABLED=1

PORT=${PORT:-3000}
HOST=${HOST:-127.0.0.1}

echo "==> npm install"
npm install --no-audit --no-fund
# The build and the server run on the project's Node 24 (scripts/project-node.sh).
# shellcheck source=scripts/project-node.sh
source scripts/project-node.sh
use_project_node

echo "==> next build"
node node_modules/next/dist/bin/next build

# Next loads .env.production.local, .env.local, .env.production and .env itself;
# a variable already in the environment (even empty) wins, then the first file
# that defines it. This only decides what to tell the user.
llm_key_configured() {
  if [ -n "${LLM_API_KEY+set}" ]; then
    [ -n "$LLM_API_KEY" ]
    return
  fi
  local file line value
  for file in .env.production.local .env.local .env.production .env; do
    [ -f "$file" ] || continue
    line=$(grep -E '^[[:space:]]*(export[[:space:]]+)?LLM_API_KEY[[:space:]]*=' "$file" | tail -n 1 || true)
    [ -n "$line" ] || continue
    value=${line#*=}
    value=${value%%#*}
    value=$(printf '%s' "$value" | tr -d "[:space:]\"'")
    [ -n "$value" ]
    return
  done
  return 1
}

# The embedded database is created (first run: a few seconds) before the server
# opens its port, so no request waits for it.
echo "==> preparing the database"
node scripts/prepare-database.mjs

# A server other machines can reach needs its own SESSION_SECRET (docs/configuration.md).
node scripts/check-session-secret.mjs "$HOST"

display_host=$HOST
if [ "$HOST" = "0.0.0.0" ] || [ "$HOST" = "::" ]; then
  display_host=127.0.0.1
fi

echo
# The server warms its own request paths before it prints the ready line (instrumentation.ts,
# lib/warm-up), so the first page, API call and interview turn are as quick as later ones.
echo "==> NexusNote: http://${display_host}:${PORT} (ready once it prints \"[nexusnote] ready\", after warming itself up)"
if llm_key_configured; then
  echo "==> LLM_API_KEY is set: using the configured model"
else
  echo "==> no LLM_API_KEY set: using the offline model (see .env.example)"
fi
echo

# Node refuses a request head over 16 KB with an empty 431 before the app runs; a search URL the
# limits allow (10,000 characters, ~90 KB percent-encoded in Chinese) needs 128 KB (docs/limits-and-errors.md).
exec node --max-http-header-size=131072 node_modules/next/dist/bin/next start -p "$PORT" -H "$HOST"
