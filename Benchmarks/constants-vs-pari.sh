#!/bin/bash
# Whole-process time of `bigcalc pi|e --digits 1000000` against PARI/GP printing the same 10^6
# digits (Pi, exp(1)), with hyperfine; prints medians, mean user CPU and the bigcalc/PARI ratios.
# Usage: Benchmarks/constants-vs-pari.sh [path/to/bigcalc] [runs]
# Build first: swift build -c release --static-swift-stdlib --product bigcalc
set -euo pipefail
BIN=${1:-.build/release/bigcalc}
RUNS=${2:-9}
DIGITS=1000000
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf 'default(realprecision,%s);\nprint(Pi);\nquit;\n' $DIGITS > "$WORK/pi.gp"
printf 'default(realprecision,%s);\nprint(exp(1));\nquit;\n' $DIGITS > "$WORK/e.gp"
date -u; uptime; nproc
hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/result.json" \
  -n bigcalc-pi "$BIN pi --digits $DIGITS" \
  -n gp-pi "gp -q -s 512M $WORK/pi.gp" \
  -n bigcalc-e "$BIN e --digits $DIGITS" \
  -n gp-e "gp -q -s 512M $WORK/e.gp" > /dev/null
uptime
python3 - "$WORK/result.json" <<'PY'
import json, statistics, sys
results = {r['command']: r for r in json.load(open(sys.argv[1]))['results']}
for name, r in results.items():
    print(f"{name}: median {statistics.median(r['times']):.3f} s wall, mean user {r['user']:.3f} s")
ratio = lambda a, b: statistics.median(results[a]['times']) / statistics.median(results[b]['times'])
print(f"pi ratio {ratio('bigcalc-pi', 'gp-pi'):.2f}, e ratio {ratio('bigcalc-e', 'gp-e'):.2f}")
PY
