#!/usr/bin/env bash
# complex-functions.sh: complex functions at high precision, bigcalc side by side with GNU MPC called
# from C, Arb called directly (python-flint), PARI/GP and mpmath, whole processes timed with hyperfine.
#
# Expressions (--expressions, separated by commas outside parentheses; default all four):
#   exp(1+2i), ln(3+4i), (1+2i)^(3-4i), gamma(1+2i)
# at --sizes significant digits of each part (default 1000,100000), each as one whole process of
#   bigcalc   `bigcalc --digits N 'EXPR'`, which prints `a + bi` or `a - bi`, each part correctly
#             rounded to N significant digits (proven with Arb complex balls)
#   C-MPC     `Benchmarks/.build-complex/mpc_complex exp|log|pow N`, compiled here from
#             Benchmarks/reference/mpc_complex.c with `cc -O2 … -lmpc -lmpfr -lgmp -lm`: mpc_exp,
#             mpc_log, mpc_pow at ceil(N·log2 10) + 16 bits, both parts printed to N digits with
#             mpfr_get_str as `a + bi`; GNU MPC has no complex gamma, so gamma(1+2i) is `n/a`
#   Arb       `python3 FILE`, FILE = `from flint import acb, ctx; ctx.prec = ceil(N·log2 10) + 16;
#             z = EXPR_ARB; print(z.real.str(N, radius=False)); print(z.imag.str(N, radius=False))`
#             (acb(1, 2).exp(), acb(3, 4).log(), acb(1, 2) ** acb(3, -4), acb(1, 2).gamma(); the same
#             working precision as C-MPC: with `ctx.dps = N` alone, 3 guard bits, the ball of
#             (1+2i)^(3-4i) is too wide to print N digits, 999 and 998 at N = 1000; the real
#             interpreter, not a pyenv shim, so no shell script runs before Python)
#   PARI/GP   `gp -q -f -D parisizemax=4000000000 FILE`, FILE = `default(realprecision, N)`, then
#             `print(EXPR_GP)` and `quit` (exp(1 + 2*I), log(3 + 4*I), (1 + 2*I)^(3 - 4*I),
#             gamma(1 + 2*I); exact Gaussian-integer arguments)
#   mpmath    `python3 -c 'import mpmath; mpmath.mp.dps = N; print(EXPR_MPMATH)'` (mpmath.exp(
#             mpmath.mpc(1, 2)) etc.; mpmath computes with gmpy2 integers when gmpy2 is installed,
#             and the header line says which back end ran)
# The program files are written to Benchmarks/.build-complex/ and listed under the table.
#
# Every cell: one run under `timeout --timeout` (default 60 s) whose output is kept for the check,
# then hyperfine -N with --warmup 1 (none when the checked run took over 10 s: it was the warm-up)
# and --runs runs (default 3) of `timeout S COMMAND`, output discarded; the cell is the median in
# seconds. A command that times out shows `> S` and is not run at the larger sizes of that
# expression; one that exits non-zero shows `error`; a tool without the function shows `n/a`.
# The check, once per cell: each tool's output is read as a real and an imaginary part (`a + bi`,
# `a - bi`, PARI's `a + b*I`, mpmath's `(a + bj)`, Arb's two lines); every part must have N
# significant digits (bigcalc and mpmath drop trailing zeros: allowed when the others have zeros
# there) and each part's sign and first 50 digits must agree across the tools; a disagreement is
# flagged with `(!)` in the cell and explained under the table, together with the number of leading
# digits of each part each tool shares with Arb (whose printed digits are proven).
# A last row times start-up alone (`1+1`, `mpc_complex one`, `import flint`, `print(1 + 1)`,
# `import mpmath`) to read the others against.
#
# Output: a markdown table on stdout (progress on stderr) with a header line (date, nproc,
# uname -m, CPU model, tool versions), the columns
#   | expression | digits | bigcalc s | C-MPC s | Arb (python-flint) s | PARI/GP s | mpmath s |
#   bigcalc ÷ fastest peer |
# the check's notes and how each tool was asked. --results FILE appends all of it to FILE.
#
# Options: --sizes 1000,100000   --runs 3   --timeout 60   --expressions 'exp(1+2i),gamma(1+2i)'
#          --tools bigcalc,mpc,arb,gp,mpmath (a subset, e.g. the peers alone: --tools mpc,arb,gp,mpmath)
#          --bigcalc PATH (default .build/release/bigcalc, built with
#                          `swift build $(make -s release-flags) --product bigcalc` if missing)
#          --results FILE (append the table, e.g. Benchmarks/RESULTS.md)
# Needs: hyperfine, cc with GNU MPC, MPFR and GMP headers, gp (pari-gp), python3 with python-flint
# and mpmath (apt-get install -y hyperfine libmpc-dev pari-gp; pip install python-flint mpmath
# gmpy2). Full run: Benchmarks/complex-functions.sh --results Benchmarks/RESULTS.md
# The running, timing, checking and the table are in Benchmarks/lib-compare.sh (shared with
# special-functions.sh); this file holds the expressions and how each tool is asked.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
WORK="$HERE/.build-complex"
SCRIPT="${BASH_SOURCE[0]}"
# shellcheck source=lib-compare.sh
source "$HERE/lib-compare.sh"

ALL_EXPRESSIONS='exp(1+2i),ln(3+4i),(1+2i)^(3-4i),gamma(1+2i)'
# Translations, keyed by the bigcalc expression without spaces. A key missing from MPC_OF is `n/a`.
declare -A MPC_OF=(
    ['exp(1+2i)']='exp'
    ['ln(3+4i)']='log'
    ['(1+2i)^(3-4i)']='pow'
)
declare -A ARB_OF=(
    ['exp(1+2i)']='acb(1, 2).exp()'
    ['ln(3+4i)']='acb(3, 4).log()'
    ['(1+2i)^(3-4i)']='acb(1, 2) ** acb(3, -4)'
    ['gamma(1+2i)']='acb(1, 2).gamma()'
)
declare -A GP_OF=(
    ['exp(1+2i)']='exp(1 + 2*I)'
    ['ln(3+4i)']='log(3 + 4*I)'
    ['(1+2i)^(3-4i)']='(1 + 2*I)^(3 - 4*I)'
    ['gamma(1+2i)']='gamma(1 + 2*I)'
)
declare -A MPMATH_OF=(
    ['exp(1+2i)']='mpmath.exp(mpmath.mpc(1, 2))'
    ['ln(3+4i)']='mpmath.log(mpmath.mpc(3, 4))'
    ['(1+2i)^(3-4i)']='mpmath.mpc(1, 2) ** mpmath.mpc(3, -4)'
    ['gamma(1+2i)']='mpmath.gamma(mpmath.mpc(1, 2))'
)
TOOL_ORDER=(bigcalc mpc arb gp mpmath)

sizes=1000,100000
runs=3
timeout_s=60
expressions="$ALL_EXPRESSIONS"
tools=bigcalc,mpc,arb,gp,mpmath
parse_options "$@"
split_expressions
for e in "${exprs[@]}"; do
    key="${e// /}"
    if [ -z "${ARB_OF[$key]+x}" ]; then
        echo "no translation for '$e'; known: $ALL_EXPRESSIONS (add one to ARB_OF, GP_OF, MPMATH_OF and, if MPC has the function, MPC_OF)" >&2
        exit 64
    fi
done
check_common_tools
find_python
if has_tool mpmath; then
    "$PY" -c 'import mpmath' 2>/dev/null || { echo "error: mpmath not found (pip install mpmath gmpy2)" >&2; exit 1; }
fi
if has_tool mpc; then
    command -v cc >/dev/null || { echo "error: cc not found (apt-get install -y gcc libmpc-dev)" >&2; exit 1; }
fi
ensure_bigcalc
prepare_work
MPC_BIN="$WORK/mpc_complex"
if has_tool mpc; then
    echo "compiling reference/mpc_complex.c" >&2
    cc -O2 "$HERE/reference/mpc_complex.c" -o "$MPC_BIN" -lmpc -lmpfr -lgmp -lm \
        || { echo "error: could not compile reference/mpc_complex.c (apt-get install -y libmpc-dev)" >&2; exit 1; }
fi

# Bits for N digits and 16 guard bits, ceil(N·log2 10) + 16, as mpc_complex.c computes them.
bits_for() { awk -v n="$1" 'BEGIN { x = n * 3.32192809488736234787; b = int(x); if (b < x) b++; print b + 16 }'; }

# tool_command TOOL EXPR DIGITS ID: the command of one cell in CMD; returns 1 for `n/a`.
tool_command() {
    local tool="$1" e="$2" digits="$3" id="$4" key="${2// /}"
    case "$tool" in
        bigcalc) CMD=("$bigcalc" --digits "$digits" "$e") ;;
        mpc)
            [ -n "${MPC_OF[$key]+x}" ] || return 1
            CMD=("$MPC_BIN" "${MPC_OF[$key]}" "$digits") ;;
        arb)
            printf 'from flint import acb, ctx\nctx.prec = %s\nz = %s\nprint(z.real.str(%s, radius=False))\nprint(z.imag.str(%s, radius=False))\n' \
                "$(bits_for "$digits")" "${ARB_OF[$key]}" "$digits" "$digits" > "$WORK/arb-$id.py"
            CMD=("$PY" "$WORK/arb-$id.py") ;;
        gp)
            printf 'default(realprecision, %s);\nprint(%s);\nquit;\n' "$digits" "${GP_OF[$key]}" > "$WORK/gp-$id.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-$id.gp") ;;
        mpmath) CMD=("$PY" -c "import mpmath; mpmath.mp.dps = $digits; print(${MPMATH_OF[$key]})") ;;
    esac
}

startup_command() {
    case "$1" in
        bigcalc) CMD=("$bigcalc" '1+1') ;;
        mpc) CMD=("$MPC_BIN" one) ;;
        arb)
            printf 'from flint import acb, ctx\nprint(acb(1) + 1)\n' > "$WORK/arb-startup.py"
            CMD=("$PY" "$WORK/arb-startup.py") ;;
        gp)
            printf 'print(1 + 1);\nquit;\n' > "$WORK/gp-startup.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-startup.gp") ;;
        mpmath) CMD=("$PY" -c 'import mpmath; print(mpmath.mpf(1) + 1)') ;;
    esac
}

run_expressions
run_startup
make_header
render_table '{
  "tools": [{"key": "bigcalc", "name": "bigcalc", "heading": "bigcalc s"},
            {"key": "mpc", "name": "C-MPC", "heading": "C-MPC s"},
            {"key": "arb", "name": "Arb", "heading": "Arb (python-flint) s"},
            {"key": "gp", "name": "PARI/GP", "heading": "PARI/GP s"},
            {"key": "mpmath", "name": "mpmath", "heading": "mpmath s"}],
  "parts": ["real part", "imaginary part"], "reference": "arb", "trimming": ["bigcalc", "mpmath"],
  "ratio": "fastest", "digits_caption": " (real/imaginary)",
  "startup": "start-up (`1+1`, `mpc_complex one`, `import flint`, `print(1 + 1)`, `import mpmath`)",
  "check": "Check of the printed digits (N significant digits of each part from every tool; each part'"'"'s sign and first 50 digits equal):"
}'
append_results 'Complex functions (Benchmarks/complex-functions.sh)'
