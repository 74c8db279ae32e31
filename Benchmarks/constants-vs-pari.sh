#!/bin/bash
# Whole-process time of `bigcalc --threads N pi|e --digits 1000000` for each N against PARI/GP
# printing the same 10^6 digits (Pi, exp(1)), with hyperfine; prints medians, mean user CPU and the
# bigcalc/PARI ratios. With a third argument `big`, then π to 10^7 digits once each: wall and user
# time and peak RSS (/usr/bin/time), and the growth of the time from 10^6 to 10^7 digits.
# Usage: Benchmarks/constants-vs-pari.sh [path/to/bigcalc] [runs] [big] [threads...]
#   e.g. Benchmarks/constants-vs-pari.sh .build/release/bigcalc 9 big 1 2
# Build first: swift build -c release --static-swift-stdlib -Xlinker -no-pie --product bigcalc
set -euo pipefail
BIN=${1:-.build/release/bigcalc}
RUNS=${2:-9}
BIG=${3:-}
shift $(( $# < 3 ? $# : 3 ))
THREADS=("$@")
[ ${#THREADS[@]} -gt 0 ] || THREADS=(1 2)
DIGITS=1000000
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf 'default(realprecision,%s);\nprint(Pi);\nquit;\n' $DIGITS > "$WORK/pi.gp"
printf 'default(realprecision,%s);\nprint(exp(1));\nquit;\n' $DIGITS > "$WORK/e.gp"
date -u; uptime; nproc
COMMANDS=()
for constant in pi e; do
  for threads in "${THREADS[@]}"; do
    COMMANDS+=(-n "bigcalc-$constant-t$threads" "$BIN --threads $threads $constant --digits $DIGITS")
  done
  COMMANDS+=(-n "gp-$constant" "gp -q -s 512M $WORK/$constant.gp")
done
hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/result.json" "${COMMANDS[@]}" > /dev/null
uptime
python3 - "$WORK/result.json" <<'PY'
import json, statistics, sys
results = {r['command']: r for r in json.load(open(sys.argv[1]))['results']}
median = lambda name: statistics.median(results[name]['times'])
for name, r in results.items():
    print(f"{name}: median {median(name):.3f} s wall, mean user {r['user']:.3f} s")
for name in results:
    if name.startswith('bigcalc-'):
        constant = name.split('-')[1]
        print(f"{name} / gp-{constant}: {median(name) / median('gp-' + constant):.2f}")
json.dump({name: median(name) for name in results}, open(sys.argv[1] + '.medians', 'w'))
PY
[ "$BIG" = big ] || exit 0

# π to 10^7 digits, bigcalc with the largest thread count given, then PARI/GP.
MOST=$(printf '%s\n' "${THREADS[@]}" | sort -n | tail -1)
printf 'default(realprecision,%s);\nprint(Pi);\nquit;\n' $((10 * DIGITS)) > "$WORK/pi7.gp"
uptime
/usr/bin/time -f '%e %U %M' -o "$WORK/bigcalc7" "$BIN" --threads "$MOST" pi --digits $((10 * DIGITS)) > /dev/null
/usr/bin/time -f '%e %U %M' -o "$WORK/gp7" gp -q -s 1G "$WORK/pi7.gp" > /dev/null
uptime
python3 - "$WORK/result.json.medians" "$WORK/bigcalc7" "$WORK/gp7" "${THREADS[@]}" <<'PY'
import json, sys
medians = json.load(open(sys.argv[1]))
def read(path):
    wall, user, rss = open(path).read().split()[-3:]
    return float(wall), float(user), int(rss)
ours, gp = read(sys.argv[2]), read(sys.argv[3])
print(f"pi 10^7 bigcalc: {ours[0]:.2f} s wall, {ours[1]:.2f} s user, {ours[2] / 1024:.0f} MiB peak RSS")
print(f"pi 10^7 gp:      {gp[0]:.2f} s wall, {gp[1]:.2f} s user, {gp[2] / 1024:.0f} MiB peak RSS")
print(f"pi 10^7 bigcalc / gp: {ours[0] / gp[0]:.2f} time, {ours[2] / gp[2]:.2f} memory")
most = max(int(t) for t in sys.argv[4:])
print(f"growth 10^6 -> 10^7: bigcalc {ours[0] / medians[f'bigcalc-pi-t{most}']:.1f}x (t{most}), gp {gp[0] / medians['gp-pi']:.1f}x")
PY
