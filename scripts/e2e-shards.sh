#!/usr/bin/env bash
# Runs the browser suite as E2E_SHARDS Playwright processes at once (default 2). Each shard starts its
# own server on its own embedded database and ports (E2E_PORT 3100, 3110, ...; the specs that start a
# second server derive its port from E2E_PORT), so no shard sees another's data, sessions or throttles.
# A suite with one worker spends much of its time waiting on the page, not on the CPU, so two shards
# on two cores finish well before one.
#   scripts/e2e-shards.sh                   the whole suite, spec files split by size
#   scripts/e2e-shards.sh letters ledger    only these specs (Playwright's own split)
#   E2E_SHARDS=1 scripts/e2e-shards.sh      one process, as before
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-2}

# Playwright's --shard cuts the suite by test count in file order, which put the long sweeps all in
# the first shard. A spec's size follows its running time well enough: hand each file, largest
# first, to the shard with the fewest bytes so far.
declare -a files bytes
for i in $(seq 1 "$shards"); do files[i]='' bytes[i]=0; done
if [ $# -eq 0 ]; then
  while read -r size path; do
    least=1
    for i in $(seq 2 "$shards"); do [ "${bytes[i]}" -lt "${bytes[least]}" ] && least=$i; done
    files[least]+=" ${path#e2e/}"
    bytes[least]=$((bytes[least] + size))
  done < <(stat -c '%s %n' e2e/tests/*.spec.ts | sort -rn)
fi

logs=() pids=()
for i in $(seq 1 "$shards"); do
  log=$(mktemp)
  logs+=("$log")
  if [ $# -eq 0 ]; then
    read -ra selection <<<"${files[i]}"
  else
    selection=(--shard="$i/$shards" "$@")
  fi
  # Each shard keeps its traces and screenshots in a folder of its own: Playwright empties its
  # output folder as it starts, which would delete what another shard is writing.
  E2E_PORT=$((3100 + (i - 1) * 10)) npx playwright test -c e2e/playwright.config.ts \
    --output="$PWD/e2e/test-results/shard-$i" "${selection[@]}" >"$log" 2>&1 &
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
