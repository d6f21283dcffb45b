#!/usr/bin/env bash
# Peak memory (maximum resident set size) and wall time of the `pebbles` CLI
# on large inputs (issue 18, items 4 and 8). A benchmark, not a test: run by
# hand, e.g. `tests/benches/cli_memory.sh` (builds the release binary first).
# Fails (exit 1) if the 5·10⁷-heap cs JSON table or the 5·10⁶-heap bcs JSON
# listing exceeds LIMIT_KB of memory.
set -euo pipefail
cd "$(dirname "$0")/../.."
LIMIT_KB=${LIMIT_KB:-204800}   # 200 MB
cargo build --release --bin pebbles >&2
BIN=target/release/pebbles

TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

# measure NAME ARGS...: prints "NAME  seconds  peak-KB  exit" for one run
# and leaves the peak in $peak_kb.
measure() {
    local name=$1
    shift
    /usr/bin/time -o "$TMP" -f '%e %M %x' "$BIN" "$@" > /dev/null 2>&1 || true
    read -r secs peak_kb code < <(tail -1 "$TMP")
    printf '%-36s %8s s %10s KB  exit %s\n' "$name" "$secs" "$peak_kb" "$code"
}

printf '%-36s %10s %13s\n' case wall "peak RSS"
measure "cs 2,3,5 heaps 0..5e7 --json" cs --moves 2,3,5 --heaps 0..50000000 --json
json_kb=$peak_kb
measure "cs 2,3,5 heaps 0..5e7 --csv" cs --moves 2,3,5 --heaps 0..50000000 --csv
measure "cs 2,3,5 heaps 0..5e7 (text)" cs --moves 2,3,5 --heaps 0..50000000
measure "cs 2,3,5 heaps 0..2e6 --json" cs --moves 2,3,5 --heaps 0..2000000 --json
measure "cs 1..80 heaps 0..2.4e7 (limit)" cs --moves 1..80 --heaps 0..24000000 --csv
measure "cs 1..10000 near 5e7 (refused)" cs --moves 1..10000 --heaps 49999990..50000000
measure "bcs-sweep 1 budgets 0..1000 (ref.)" bcs-sweep --moves 1 --budgets 0..1000
measure "bcs-sweep 1 budgets 0..150" bcs-sweep --moves 1 --budgets 0..150
measure "bcs 999999,1000000 TB 3" bcs --moves 999999,1000000 --budget 3 --heaps 0..10
measure "bcs 1 TB 3 heaps 0..5e6 --json" bcs --moves 1 --budget 3 --heaps 0..4999999 --json
bcs_kb=$peak_kb
measure "bcs 1 TB 3 heaps 0..5e6 (text)" bcs --moves 1 --budget 3 --heaps 0..4999999
measure "bcs 1 TB 200 heaps 0..99000 --json" bcs --moves 1 --budget 200 --heaps 0..99000 --json
measure "bcs 1 TB 1000 --matrix 50,500" bcs --moves 1 --budget 1000 --matrix 50,500
measure "game --rules /dev/urandom (ref.)" game --rules /dev/urandom

if [ "$json_kb" -gt "$LIMIT_KB" ]; then
    echo "FAIL: the 5e7-heap JSON run peaked at $json_kb KB (limit $LIMIT_KB KB)" >&2
    exit 1
fi
echo "ok: the 5e7-heap JSON run peaked at $json_kb KB (limit $LIMIT_KB KB)"
if [ "$bcs_kb" -gt "$LIMIT_KB" ]; then
    echo "FAIL: the 5e6-heap bidding JSON run peaked at $bcs_kb KB (limit $LIMIT_KB KB)" >&2
    exit 1
fi
echo "ok: the 5e6-heap bidding JSON run peaked at $bcs_kb KB (limit $LIMIT_KB KB)"
