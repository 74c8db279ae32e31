#!/usr/bin/env bash
# programs.sh: the programmable layer of issue 15 (a finite sum, a root, an integral), bigcalc side by
# side with mpmath and PARI/GP, whole processes timed with hyperfine.
#
# Expressions (--expressions, separated by commas outside parentheses; default the first three):
#   sum(1/k^2, k, 1, 10^5), solve(cos(x) - x, x, 0, 1), integrate(exp(-x^2), x, 0, 1)
# and, when asked for, sum(e/k^2, k, 1, 10^5)/e (the same sum with ball terms instead of exact ones)
# at --sizes significant digits (default 30,1000), each as one whole process of
#   bigcalc   `bigcalc --digits N 'EXPR'`: `sum` of exact terms is an exact rational rounded to N
#             digits, `solve` is proven (sign checks), `integrate` is tanh-sinh quadrature whose digits
#             are checked by two levels agreeing but not proven (it writes a `note:` saying so on
#             stderr; expected, and not an error)
#   mpmath    `python3 FILE`, FILE = `import mpmath; from mpmath import mpf, cos, exp;
#             mpmath.mp.dps = N; print(EXPR_MPMATH)`:
#             mpmath.fsum(mpf(1)/k**2 for k in range(1, 10**5 + 1)) (mpmath.nsum is for infinite
#             series, extrapolating the tail; a finite sum is fsum of the terms, each rounded to the
#             working precision), mpmath.findroot(lambda x: cos(x) - x, (0, 1), solver='anderson')
#             (a bracketing solver on the same bracket), mpmath.quad(lambda x: exp(-x**2), [0, 1])
#             (tanh-sinh by default), and mpmath.fsum(mpmath.e/k**2 for k in …)/mpmath.e; mpmath
#             computes with gmpy2 integers when gmpy2 is installed (the header line names the back
#             end; the real interpreter, not a pyenv shim, so no shell script runs before Python)
#   PARI/GP   `gp -q -f -D parisizemax=4000000000 FILE`, FILE = `default(realprecision, N)`, then
#             `print(EXPR_GP)` and `quit`: sum(k = 1, 10^5, 1./k^2) (the real `1.` makes PARI sum
#             at working precision; the exact rational sum of `1/k^2` takes seconds),
#             solve(x = 0, 1, cos(x) - x), intnum(x = 0, 1, exp(-x^2)), and
#             my(E = exp(1)); sum(k = 1, 10^5, E/k^2)/E
# The program files are written to Benchmarks/.build-programs/ and listed under the table.
#
# Every cell: one run under `timeout --timeout` (default 60 s) whose output is kept for the check,
# then hyperfine -N with --warmup 1 (none when the checked run took over 10 s: it was the warm-up)
# and --runs runs (default 3) of `timeout S COMMAND`, output discarded; the cell is the median in
# seconds. A command that times out shows `> S` and is not run at the larger sizes of that
# expression; one that exits non-zero shows `error`.
# The check, once per cell: every output must have N significant digits (bigcalc and mpmath drop
# trailing zeros: allowed when the others have zeros there) and the first min(N, 50) must agree
# across the tools; a disagreement is flagged with `(!)` in the cell and explained under the table,
# together with the number of leading digits each peer shares with bigcalc (whose digits are proven
# for `sum` and `solve`; for `integrate` nobody's are). mpmath's and PARI's sums round every term to
# the working precision, so their last digits may differ from bigcalc's correctly rounded exact sum
# (PARI/GP's differ in the last 3 of 1000; all 30 agree at 30 digits): the shared count shows it, the
# 50 checked digits are not affected.
# A last row times start-up alone (`1+1`, `import mpmath`, `print(1 + 1)`) to read the others against.
#
# Output: a markdown table on stdout (progress on stderr) with a header line (date, nproc,
# uname -m, CPU model, tool versions), the columns
#   | expression | digits | bigcalc s | mpmath s | PARI/GP s | bigcalc ÷ fastest peer |
# the check's notes and how each tool was asked. --results FILE appends all of it to FILE.
#
# Options: --sizes 30,1000   --runs 3   --timeout 60   --expressions 'solve(cos(x) - x, x, 0, 1)'
#          --tools bigcalc,mpmath,gp (a subset, e.g. the peers alone: --tools mpmath,gp)
#          --bigcalc PATH (default .build/release/bigcalc, built with
#                          `swift build $(make -s release-flags) --product bigcalc` if missing)
#          --results FILE (append the table, e.g. Benchmarks/RESULTS.md)
# Needs: hyperfine, gp (pari-gp), python3 with mpmath (apt-get install -y hyperfine pari-gp;
# pip install mpmath gmpy2). Full run: Benchmarks/programs.sh --results Benchmarks/RESULTS.md
# The running, timing, checking and the table are in Benchmarks/lib-compare.sh (shared with
# special-functions.sh and complex-functions.sh); this file holds the expressions and how each tool
# is asked.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
WORK="$HERE/.build-programs"
SCRIPT="${BASH_SOURCE[0]}"
# shellcheck source=lib-compare.sh
source "$HERE/lib-compare.sh"

ALL_EXPRESSIONS='sum(1/k^2, k, 1, 10^5),solve(cos(x) - x, x, 0, 1),integrate(exp(-x^2), x, 0, 1)'
KNOWN_EXPRESSIONS="$ALL_EXPRESSIONS,sum(e/k^2, k, 1, 10^5)/e"
# Translations, keyed by the bigcalc expression without spaces.
declare -A MPMATH_OF=(
    ['sum(1/k^2,k,1,10^5)']='mpmath.fsum(mpf(1)/k**2 for k in range(1, 10**5 + 1))'
    ['solve(cos(x)-x,x,0,1)']="mpmath.findroot(lambda x: cos(x) - x, (0, 1), solver='anderson')"
    ['integrate(exp(-x^2),x,0,1)']='mpmath.quad(lambda x: exp(-x**2), [0, 1])'
    ['sum(e/k^2,k,1,10^5)/e']='mpmath.fsum(mpmath.e/k**2 for k in range(1, 10**5 + 1))/mpmath.e'
)
declare -A GP_OF=(
    ['sum(1/k^2,k,1,10^5)']='sum(k = 1, 10^5, 1./k^2)'
    ['solve(cos(x)-x,x,0,1)']='solve(x = 0, 1, cos(x) - x)'
    ['integrate(exp(-x^2),x,0,1)']='intnum(x = 0, 1, exp(-x^2))'
    ['sum(e/k^2,k,1,10^5)/e']='my(E = exp(1)); sum(k = 1, 10^5, E/k^2)/E'
)
TOOL_ORDER=(bigcalc mpmath gp)

sizes=30,1000
runs=3
timeout_s=60
expressions="$ALL_EXPRESSIONS"
tools=bigcalc,mpmath,gp
parse_options "$@"
split_expressions
for e in "${exprs[@]}"; do
    key="${e// /}"
    if [ -z "${MPMATH_OF[$key]+x}" ]; then
        echo "no mpmath and PARI/GP translation for '$e'; known: $KNOWN_EXPRESSIONS (add one to MPMATH_OF and GP_OF)" >&2
        exit 64
    fi
done
check_common_tools
find_python
if has_tool mpmath; then
    "$PY" -c 'import mpmath' 2>/dev/null || { echo "error: mpmath not found (pip install mpmath gmpy2)" >&2; exit 1; }
fi
ensure_bigcalc
prepare_work

# tool_command TOOL EXPR DIGITS ID: the command of one cell in CMD.
tool_command() {
    local tool="$1" e="$2" digits="$3" id="$4" key="${2// /}"
    case "$tool" in
        bigcalc) CMD=("$bigcalc" --digits "$digits" "$e") ;;
        mpmath)
            printf 'import mpmath\nfrom mpmath import mpf, cos, exp\nmpmath.mp.dps = %s\nprint(%s)\n' \
                "$digits" "${MPMATH_OF[$key]}" > "$WORK/mpmath-$id.py"
            CMD=("$PY" "$WORK/mpmath-$id.py") ;;
        gp)
            printf 'default(realprecision, %s);\nprint(%s);\nquit;\n' "$digits" "${GP_OF[$key]}" > "$WORK/gp-$id.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-$id.gp") ;;
    esac
}

startup_command() {
    case "$1" in
        bigcalc) CMD=("$bigcalc" '1+1') ;;
        mpmath)
            printf 'import mpmath\nfrom mpmath import mpf, cos, exp\nprint(mpf(1) + 1)\n' > "$WORK/mpmath-startup.py"
            CMD=("$PY" "$WORK/mpmath-startup.py") ;;
        gp)
            printf 'print(1 + 1);\nquit;\n' > "$WORK/gp-startup.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-startup.gp") ;;
    esac
}

run_expressions
run_startup
make_header
render_table '{
  "tools": [{"key": "bigcalc", "name": "bigcalc", "heading": "bigcalc s"},
            {"key": "mpmath", "name": "mpmath", "heading": "mpmath s"},
            {"key": "gp", "name": "PARI/GP", "heading": "PARI/GP s"}],
  "parts": [""], "reference": "bigcalc", "trimming": ["bigcalc", "mpmath"], "ratio": "fastest",
  "startup": "start-up (`1+1`, `import mpmath`, `print(1 + 1)`)",
  "check": "Check of the printed digits (N significant digits from every tool, the first min(N, 50) equal; the leading digits each peer shares with bigcalc are counted against proven digits for `sum` and `solve`, against quadrature digits, not proven, for `integrate`):"
}'
append_results 'Programs: sum, solve, integrate (issue 15)'
