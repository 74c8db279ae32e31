#!/usr/bin/env bash
# `make load-test`: bigcalc-server under wrk on loopback, bounded in time. wrk sends a 30-digit
# expression from CONNECTIONS connections for DURATION seconds while one client sends 10^6-digit
# requests (the server runs with --max-digits 1000000). Prints requests/s, p50/p99 latency, the
# statuses of both clients (only 200, 503 and 504 are expected) and the server's peak memory.
set -euo pipefail
SERVER=${1:?usage: load-test.sh path/to/bigcalc-server}
DURATION=${DURATION:-20}
CONNECTIONS=${CONNECTIONS:-16}
MAX_MEMORY=${MAX_MEMORY:-4G}
command -v wrk >/dev/null || { echo "load-test: wrk is missing (make deps installs it)" >&2; exit 1; }
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
URL=http://127.0.0.1:$PORT
"$SERVER" --port "$PORT" --max-digits 1000000 --max-memory "$MAX_MEMORY" --timeout 10 >/tmp/bigcalc-load-server.log 2>&1 &
server=$!
big=""
cleanup() { [ -n "$big" ] && kill "$big" 2>/dev/null; kill -TERM "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; }
trap cleanup EXIT
for _ in $(seq 100); do curl -sf "$URL/healthz" >/dev/null && break; sleep 0.1; done

# The big client: 10^6 digits of sqrt(2) (a few seconds each), one request at a time, statuses counted.
statuses=$(mktemp)
( end=$((SECONDS + DURATION)); while [ $SECONDS -lt $end ]; do
    curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -X POST "$URL/v1/evaluate" \
      -H 'Content-Type: application/json' --max-time 60 \
      -d '{"expressions": ["sqrt(2)"], "digits": 1000000}' >>"$statuses" || echo "000 0" >>"$statuses"
  done ) &
big=$!

echo "== wrk: $CONNECTIONS connections, ${DURATION}s, 30-digit expression; one client sending 10^6-digit requests"
wrk_output=$(mktemp)
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s -s "$(dirname "$0")/load-test.lua" "$URL/v1/evaluate" | tee "$wrk_output"
wait "$big" || true
big=""
echo "== the 10^6-digit client: status, count, mean seconds"
awk '{n[$1]++; t[$1]+=$2} END {for (s in n) printf "status %s: %d (%.2f s each)\n", s, n[s], t[s]/n[s]}' "$statuses"
peak=$(awk '/VmHWM/ {print $2}' /proc/$server/status)
echo "== server peak resident memory: $((peak / 1024)) MiB (budget $MAX_MEMORY for all evaluations)"
bad=$(awk '$1 != 200 && $1 != 503 && $1 != 504' "$statuses" | wc -l)
bad=$((bad + $(awk '$1 == "status" && $2 != "200:" && $2 != "503:" && $2 != "504:"' "$wrk_output" | wc -l)))
rm -f "$statuses" "$wrk_output"
[ "$bad" -eq 0 ] || { echo "load-test: the 10^6-digit client (or wrk) got $bad kinds of answers other than 200/503/504" >&2; exit 1; }
