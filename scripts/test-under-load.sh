#!/usr/bin/env bash
# Runs the whole suite N times in a row (default 3) with CPU-burning processes beside it
# (default 2), to show the tests do not depend on the machine's speed. The burners are
# stopped whatever happens (success, failure, Ctrl-C). Prints pass/fail and the duration of
# each run; exits non-zero if any run failed.
#
#   scripts/test-under-load.sh            # 3 runs of `npm test`, 2 burners
#   RUNS=5 BURNERS=4 scripts/test-under-load.sh
#   scripts/test-under-load.sh npx vitest run --project workers   # another command
set -u
cd "$(dirname "$0")/.."

RUNS="${RUNS:-3}"
BURNERS="${BURNERS:-2}"
if [ "$#" -gt 0 ]; then command=("$@"); else command=(npm test); fi
logdir="$(mktemp -d "${TMPDIR:-/tmp}/amem-load.XXXXXX")"

burner_pids=()
stop_burners() {
  for pid in "${burner_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${burner_pids[@]}"; do wait "$pid" 2>/dev/null; done
  burner_pids=()
}
trap stop_burners EXIT
trap 'exit 130' INT TERM

for _ in $(seq "$BURNERS"); do
  # A busy loop in a plain shell: one core's worth of load, no dependency.
  ( while :; do :; done ) &
  burner_pids+=("$!")
done
echo "load: ${#burner_pids[@]} CPU burners (pids ${burner_pids[*]}) on $(nproc 2>/dev/null || echo '?') cores; logs in $logdir"
echo "command: ${command[*]}"

failed=0
for run in $(seq "$RUNS"); do
  log="$logdir/run-$run.log"
  started=$(date +%s)
  if "${command[@]}" >"$log" 2>&1; then outcome=pass; else outcome=FAIL; failed=$((failed + 1)); fi
  elapsed=$(($(date +%s) - started))
  printf 'run %d/%d: %s in %dm%02ds (%s)\n' "$run" "$RUNS" "$outcome" $((elapsed / 60)) $((elapsed % 60)) "$log"
  if [ "$outcome" = FAIL ]; then grep -E "FAIL|✗|×|AssertionError|Error:" "$log" | head -20 | sed 's/^/    /'; fi
done

echo "$((RUNS - failed))/$RUNS runs passed under load"
[ "$failed" -eq 0 ]
