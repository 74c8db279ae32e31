#!/bin/bash
# π to many digits written to a file, bigcalc against PARI/GP: one run of each per size (these runs
# are long, so they are not repeated), under `nice`, each timed by /usr/bin/time. Prints, per size,
# wall time, CPU time (user + system: the comparable figure on a shared machine), peak RSS
# ("Maximum resident set size"), the CPU ratio bigcalc / gp, the growth of the CPU time from one
# size to the next, and whether the last 1,000 of the N digits agree (bigcalc drops trailing zeros
# of its last digits, so both strings are padded with zeros to N digits before they are compared).
#
# gp writes the digits with `print(Pi)` at `realprecision` N into a redirected standard output
# (PARI/GP with its GMP kernel): `write(file, Pi)` and printing the integer floor(Pi·10^(N−1))
# took the same CPU time at 10^6 digits, so none of them is a faster honest way.
# Usage: Benchmarks/pi-digits-vs-pari.sh [path/to/bigcalc] [digits...]
#   e.g. Benchmarks/pi-digits-vs-pari.sh .build/release/bigcalc 10000000 100000000
# (make benchmark-pi runs it for 10^7 and 10^8; 10^8 needs about 1.3 GB for bigcalc and 3 GB for gp.)
# Build first: make release (or swift build $(make -s release-flags) --product bigcalc)
set -euo pipefail
BIN=${1:-.build/release/bigcalc}
shift $(( $# > 0 ? 1 : 0 ))
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10000000 100000000)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
date -u; uptime; nproc; grep -m1 'model name' /proc/cpuinfo || true
"$BIN" --version 2>/dev/null || true
echo 'print(version())' | gp -q -f
FORMAT='%e %U %S %M'  # wall s, user s, system s, peak RSS KiB

# Runs a command niced with its standard output to $2; echoes "wall cpu rssKiB".
timed() {
  local name=$1 output=$2
  shift 2
  nice /usr/bin/time -o "$WORK/$name.time" -f "$FORMAT" "$@" > "$output"
  awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$WORK/$name.time"
}

# The N digits of a file of decimal text, padded with zeros to N; the last 1,000 of them.
last_digits() {
  python3 - "$1" "$2" <<'PY'
import sys
text = open(sys.argv[1]).read().strip().replace(".", "")
n = int(sys.argv[2])
print(text.ljust(n, "0")[n - 1000:n] if len(text) <= n else "too many digits")
PY
}

# a / b to the given decimals ("-" when b is 0: too short to time).
ratio() {
  python3 -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print(f'{a / b:.$3f}' if b else '-')" "$1" "$2"
}

previous=""
for digits in "${SIZES[@]}"; do
  # parisizemax: PARI's stack grows to this; it needs about 27 bytes a digit at 10^8 digits.
  printf 'default(parisizemax,%s);\ndefault(realprecision,%s);\nprint(Pi);\nquit;\n' $(( 64 * digits + 100000000 )) "$digits" > "$WORK/pi.gp"
  read -r ours_wall ours_cpu ours_rss < <(timed bigcalc "$WORK/bigcalc.txt" "$BIN" pi --digits "$digits")
  read -r gp_wall gp_cpu gp_rss < <(timed gp "$WORK/gp.txt" gp -q -f "$WORK/pi.gp")
  if [ "$(last_digits "$WORK/bigcalc.txt" "$digits")" = "$(last_digits "$WORK/gp.txt" "$digits")" ]; then check="agree"; else check="DIFFER"; fi
  echo "pi $digits digits: bigcalc ${ours_wall} s wall, ${ours_cpu} s CPU, $(( ours_rss / 1024 )) MiB peak;" \
       "gp ${gp_wall} s wall, ${gp_cpu} s CPU, $(( gp_rss / 1024 )) MiB peak;" \
       "CPU bigcalc / gp $(ratio "$ours_cpu" "$gp_cpu" 2); last 1000 digits $check"
  if [ -n "$previous" ]; then
    read -r before_digits before_ours before_gp <<< "$previous"
    echo "growth $before_digits -> $digits digits (CPU): bigcalc $(ratio "$ours_cpu" "$before_ours" 1)x," \
         "gp $(ratio "$gp_cpu" "$before_gp" 1)x"
  fi
  previous="$digits $ours_cpu $gp_cpu"
  [ "$check" = "agree" ] || exit 1
done
uptime
