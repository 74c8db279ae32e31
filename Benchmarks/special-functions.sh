#!/usr/bin/env bash
# special-functions.sh: special functions at high precision, bigcalc side by side with PARI/GP and
# Arb called directly (python-flint), whole processes timed with hyperfine.
#
# Expressions (--expressions, separated by commas outside parentheses; default all seven):
#   zeta(3), gamma(1/3), zeta(0.5), lgamma(100.5), erf(3), digamma(2.5), besselj(0, 1)
# at --sizes significant digits (default 1000,10000), each as one whole process of
#   bigcalc   `bigcalc --digits N 'EXPR'`
#   PARI/GP   `gp -q -f -D parisizemax=4000000000 FILE`, FILE = `default(realprecision, N)`, then
#             `print(EXPR_GP)` and `quit` (lngamma, psi, 1 - erfc(3), exact rational arguments)
#   Arb       `python3 FILE`, FILE = `from flint import arb, ctx, fmpq; ctx.dps = N;
#             print((EXPR_ARB).str(N, radius=False))` (python-flint 0.9 method names; the real
#             interpreter, not a pyenv shim, so no shell script runs before Python)
# The program files are written to Benchmarks/.build-special/ and listed under the table.
#
# Every cell: one run under `timeout --timeout` (default 60 s) whose output is kept for the check,
# then hyperfine -N with --warmup 1 (none when the checked run took over 10 s: it was the warm-up)
# and --runs runs (default 3) of `timeout S COMMAND`, output discarded; the cell is the median in
# seconds. A command that times out shows `> S` and is not run at the larger sizes of that
# expression; one that exits non-zero (e.g. an unknown function) shows `error`.
# The check, once per cell: every output must have N significant digits (bigcalc drops trailing
# zeros: allowed when the others have zeros there) and the first 50 must agree across the tools;
# a disagreement is flagged with `(!)` in the cell and explained under the table, together with the
# number of leading digits each tool shares with Arb (whose printed digits are proven).
# A last row times start-up alone (`1+1`, `print(1)`, `import flint`) to read the others against.
#
# Output: a markdown table on stdout (progress on stderr) with a header line (date, nproc,
# uname -m, CPU model, tool versions), the columns
#   | expression | digits | bigcalc s | PARI/GP s | Arb (python-flint) s | bigcalc ÷ faster peer |
# the check's notes and how each tool was asked. --results FILE appends all of it to FILE.
#
# Options: --sizes 1000,10000   --runs 3   --timeout 60   --expressions 'zeta(3),besselj(0, 1)'
#          --tools bigcalc,gp,arb (a subset, e.g. the peers alone: --tools gp,arb)
#          --bigcalc PATH (default .build/release/bigcalc, built with
#                          `swift build $(make -s release-flags) --product bigcalc` if missing)
#          --results FILE (append the table, e.g. Benchmarks/RESULTS.md)
# Needs: hyperfine, gp (pari-gp), python3 with python-flint (apt-get install -y pari-gp hyperfine;
# pip install python-flint). Full run: Benchmarks/special-functions.sh --results Benchmarks/RESULTS.md
# The running, timing, checking and the table are in Benchmarks/lib-compare.sh (shared with
# complex-functions.sh); this file holds the expressions and how each tool is asked.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
WORK="$HERE/.build-special"
SCRIPT="${BASH_SOURCE[0]}"
# shellcheck source=lib-compare.sh
source "$HERE/lib-compare.sh"

ALL_EXPRESSIONS='zeta(3),gamma(1/3),zeta(0.5),lgamma(100.5),erf(3),digamma(2.5),besselj(0, 1)'
# Translations, keyed by the bigcalc expression without spaces. Arguments are exact rationals
# everywhere: a PARI real literal such as 0.5 would carry the precision of the line it is parsed on.
declare -A GP_OF=(
    ['zeta(3)']='zeta(3)'
    ['gamma(1/3)']='gamma(1/3)'
    ['zeta(0.5)']='zeta(1/2)'
    ['lgamma(100.5)']='lngamma(201/2)'
    ['erf(3)']='1 - erfc(3)'
    ['digamma(2.5)']='psi(5/2)'
    ['besselj(0,1)']='besselj(0, 1)'
)
# gamma(1/3): arb_gamma_fmpq (exact rational argument; 3x faster at 10^4 digits than
# (arb(1)/3).gamma(), which sees a ball around 1/3).
declare -A ARB_OF=(
    ['zeta(3)']='arb(3).zeta()'
    ['gamma(1/3)']='arb.gamma_fmpq(fmpq(1, 3))'
    ['zeta(0.5)']='(arb(1)/2).zeta()'
    ['lgamma(100.5)']='(arb(201)/2).lgamma()'
    ['erf(3)']='arb(3).erf()'
    ['digamma(2.5)']='(arb(5)/2).digamma()'
    ['besselj(0,1)']='arb(1).bessel_j(0)'
)
TOOL_ORDER=(bigcalc gp arb)

sizes=1000,10000
runs=3
timeout_s=60
expressions="$ALL_EXPRESSIONS"
tools=bigcalc,gp,arb
parse_options "$@"
split_expressions
for e in "${exprs[@]}"; do
    key="${e// /}"
    if [ -z "${GP_OF[$key]+x}" ]; then
        echo "no PARI/GP and Arb translation for '$e'; known: $ALL_EXPRESSIONS (add one to GP_OF and ARB_OF)" >&2
        exit 64
    fi
done
check_common_tools
find_python
ensure_bigcalc
prepare_work

# tool_command TOOL EXPR DIGITS ID: the command of one cell in CMD.
tool_command() {
    local tool="$1" e="$2" digits="$3" id="$4" key="${2// /}"
    case "$tool" in
        bigcalc) CMD=("$bigcalc" --digits "$digits" "$e") ;;
        gp)
            printf 'default(realprecision, %s);\nprint(%s);\nquit;\n' "$digits" "${GP_OF[$key]}" > "$WORK/gp-$id.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-$id.gp") ;;
        arb)
            printf 'from flint import arb, ctx, fmpq\nctx.dps = %s\nprint((%s).str(%s, radius=False))\n' \
                "$digits" "${ARB_OF[$key]}" "$digits" > "$WORK/arb-$id.py"
            CMD=("$PY" "$WORK/arb-$id.py") ;;
    esac
}

startup_command() {
    case "$1" in
        bigcalc) CMD=("$bigcalc" '1+1') ;;
        gp)
            printf 'print(1 + 1);\nquit;\n' > "$WORK/gp-startup.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-startup.gp") ;;
        arb)
            printf 'from flint import arb, ctx, fmpq\nprint(arb(1) + 1)\n' > "$WORK/arb-startup.py"
            CMD=("$PY" "$WORK/arb-startup.py") ;;
    esac
}

run_expressions
run_startup
make_header
render_table '{
  "tools": [{"key": "bigcalc", "name": "bigcalc", "heading": "bigcalc s"},
            {"key": "gp", "name": "PARI/GP", "heading": "PARI/GP s"},
            {"key": "arb", "name": "Arb", "heading": "Arb (python-flint) s"}],
  "parts": [""], "reference": "arb", "trimming": ["bigcalc"], "ratio": "faster",
  "startup": "start-up (`1+1`, `print(1 + 1)`, `import flint`)",
  "check": "Check of the printed digits (N significant digits from every tool, first 50 equal):"
}'
append_results 'Special functions at high precision (Benchmarks/special-functions.sh)'
