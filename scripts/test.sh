#!/usr/bin/env bash
# The one test command: `npm test` (and `.ci/run`) run this.
#   install -> typecheck -> lint -> format -> postgres -> unit tests -> chromium -> build -> e2e
# SKIP_E2E=1 skips the last three (chromium, build, e2e) for quick local runs.
# The postgres stage starts a private PostgreSQL on loopback for the unit tests'
# PostgreSQL half (stopped on exit); SKIP_POSTGRES=1 skips that half, and an
# existing TEST_DATABASE_URL is used instead of starting one.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NEXT_TELEMETRY_DISABLED=1 CI=${CI:-}

SKIP_E2E=${SKIP_E2E:-}
current_stage=""
summary=()
started_all=$SECONDS
postgres_env=$(mktemp -t nexusnote-postgres-env.XXXXXX)

on_exit() {
  local rc=$?
  bash scripts/ensure-postgres.sh stop "$postgres_env" || true
  if [ "$rc" -ne 0 ] && [ -n "$current_stage" ]; then
    echo
    echo "==> FAILED at stage: $current_stage (exit $rc)"
    if [ "${#summary[@]}" -gt 0 ]; then
      echo "==> passed before it: ${summary[*]}"
    fi
  fi
}
trap on_exit EXIT

stage() {
  local name=$1
  shift
  current_stage=$name
  echo
  echo "================================================================"
  echo "==> [$name] $*"
  echo "================================================================"
  local started=$SECONDS
  "$@"
  summary+=("$name($((SECONDS - started))s)")
  current_stage=""
}

stage install npm install --no-audit --no-fund
# Everything after the install runs on the project's Node 24 (scripts/project-node.sh).
# shellcheck source=scripts/project-node.sh
source scripts/project-node.sh
use_project_node
stage typecheck npx tsc --noEmit
stage lint npx eslint .
stage format npx prettier --check .
stage postgres bash scripts/ensure-postgres.sh start "$postgres_env"
# shellcheck source=/dev/null
source "$postgres_env"
stage unit npx vitest run
if [ "$SKIP_E2E" = "1" ]; then
  echo
  echo "==> SKIP_E2E=1: skipping chromium, build and e2e stages"
  summary+=("e2e(skipped)")
else
  stage chromium bash scripts/ensure-chromium.sh
  stage build npx next build
  stage e2e npx playwright test
  stage e2e-scripted npx playwright test -c playwright.scripted.config.ts
  stage e2e-settings npx playwright test -c playwright.settings.config.ts
fi

echo
echo "==> ALL PASSED in $((SECONDS - started_all))s: ${summary[*]}"
