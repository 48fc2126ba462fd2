#!/usr/bin/env bash
# Runs the browser suite as E2E_SHARDS Playwright processes at once (default 2). Each shard starts its
# own server on its own embedded database and ports (E2E_PORT 3100, 3110, ...; the specs that start a
# second server derive its port from E2E_PORT), so no shard sees another's data, sessions or throttles.
# A suite with one worker spends most of its time waiting on the page, not on the CPU: two shards on
# two cores take a little over half the time of one. Extra arguments go to each `playwright test`.
#   scripts/e2e-shards.sh                 the whole suite
#   E2E_SHARDS=1 scripts/e2e-shards.sh    one process, as before
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-2}
logs=() pids=()
for i in $(seq 1 "$shards"); do
  log=$(mktemp)
  logs+=("$log")
  E2E_PORT=$((3100 + (i - 1) * 10)) npx playwright test -c e2e/playwright.config.ts --shard="$i/$shards" "$@" >"$log" 2>&1 &
  pids+=("$!")
done
code=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || code=1
  echo "::: shard $((i + 1))/$shards"
  cat "${logs[$i]}"
  rm -f "${logs[$i]}"
done
exit "$code"
