#!/usr/bin/env bash
# Instructions (valgrind --tool=callgrind, total Ir) of bigcalc builds on the 10,000-line batch of
# Benchmarks/compare (the same deterministic lines `make compare` times) and on `bigcalc 1+1`.
# Hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING=1) so that repeated runs count the same.
# For before/after comparisons of changes on the hot path, e.g. the cost of cancellation checkpoints.
#
# Usage: Benchmarks/instructions.sh BIGCALC [BIGCALC …]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/batch.txt" <<'PY'
import sys
sys.path.insert(0, "Benchmarks/compare")
import compare
prefix, line, suffix = compare.BATCH_SYNTAX["bigcalc"]
rows = compare.batch_operands()
open(sys.argv[1], "w").write(prefix + "".join(line.format(a=a, b=b, c=c, d=d) for a, b, c, d in rows) + suffix)
PY
instructions() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" "$@" >/dev/null 2>"$work/log"
    grep -E "Collected" "$work/log" | awk '{print $4}'
}
printf '%-50s %16s %16s\n' binary "batch (Ir)" "1+1 (Ir)"
for binary in "$@"; do
    batch=$(instructions "$binary" --digits 30 < "$work/batch.txt")
    one=$(instructions "$binary" 1+1)
    printf '%-50s %16s %16s\n' "$binary" "$batch" "$one"
done
