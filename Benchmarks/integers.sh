#!/usr/bin/env bash
# integers.sh: the integer toolset of issue 16 (factoring, primes, modular powers), bigcalc side by
# side with PARI/GP, gmpy2 and python-flint, whole processes timed with hyperfine.
#
# Workloads (--expressions, separated by commas outside parentheses; default all five):
#   factor(N40), factor(N50), isprime(2^4423 - 1), nextprime(10^1000), powmod(2, 10^7, 10^9 + 7)
# where N40 and N50 stand for products of two random primes of 20 and of 25 digits, drawn afresh on
# every run with a fixed seed (Python's random.Random(16), a uniform integer of the size, then
# gmpy2.next_prime; drawn again until p ≠ q and the product has 40 or 50 digits), so every run factors
# the same numbers; the header line prints them with their factors. Integers are exact: there is no
# --sizes axis, one row per workload. Each workload is one whole process of
#   bigcalc        `bigcalc 'EXPR'` with N40 and N50 written out; factor prints `p × q` (FLINT's
#                  fmpz_factor), isprime 1 or 0 (GMP's mpz_probab_prime_p, Baillie–PSW above 2⁶⁴),
#                  nextprime FLINT's fmpz_nextprime, powmod GMP's mpz_powm
#   PARI/GP        `gp -q -f -D parisizemax=4000000000 FILE`, FILE = `print(EXPR_GP);` and `quit`:
#                  factor(N) (printed as the matrix [p, 1; q, 1]), ispseudoprime(2^4423 - 1)
#                  (Baillie–PSW, like bigcalc; isprime would prove), nextprime(10^1000),
#                  lift(Mod(2, 10^9 + 7)^(10^7))
#   gmpy2          `python3 FILE`, FILE = `import gmpy2; print(EXPR_GMPY2)`:
#                  gmpy2.is_prime(gmpy2.mpz(2)**4423 - 1) (mpz_probab_prime_p with 25 rounds:
#                  Baillie–PSW and one Miller–Rabin round in GMP ≥ 6.2),
#                  gmpy2.next_prime(gmpy2.mpz(10)**1000), pow(gmpy2.mpz(2), 10**7, 10**9 + 7)
#                  (mpz_powm); gmpy2 has no factoring, so factor is `n/a`
#   python-flint   `python3 FILE`, FILE = `from flint import fmpz; print(fmpz(N).factor())`: the
#                  fmpz_factor of the FLINT that python-flint bundles (3.x; bigcalc links the system's
#                  FLINT, whose version the header line gives); asked for factoring only, the other
#                  cells are `—`
# (python3 is the interpreter itself, sys.executable, not a pyenv shim, so no shell script runs
# before Python). The program files are written to Benchmarks/.build-integers/ and listed under the
# table.
#
# Every cell: one run under `timeout --timeout` (default 60 s) whose output is kept for the check,
# then hyperfine -N with --warmup 1 (none when the checked run took over 10 s: it was the warm-up)
# and --runs runs (default 3) of `timeout S COMMAND`, output discarded; the cell is the median in
# seconds. A command that times out shows `> S`; one that exits non-zero shows `error`.
# The check, once per workload: factor — every tool's factors, multiplied back, give N, each factor
# is a probable prime (gmpy2.is_prime) and the sets of primes agree across the tools; isprime — 1/0,
# True/False agree; nextprime and powmod — the printed integers are equal. A failure puts `(!)` in the
# cell and a line under the table.
# A last row times start-up alone (`1+1`, `print(1 + 1)`, `import gmpy2`, `import flint`) to read
# the others against; the column `bigcalc beyond start-up` is bigcalc's median minus its start-up
# median, in milliseconds (for powmod, the issue's "well under a millisecond beyond start-up").
#
# Output: a markdown table on stdout (progress on stderr) with a header line (date, nproc,
# uname -m, CPU model, tool versions, the GMP and FLINT bigcalc is linked with, N40 and N50), the
# columns
#   | workload | bigcalc s | PARI/GP s | gmpy2 s | python-flint s | bigcalc beyond start-up ms |
#   bigcalc ÷ PARI/GP | bigcalc ÷ fastest peer |
# (the issue's targets are against PARI/GP), the check's notes and how each tool was asked.
# --results FILE appends all of it to FILE.
#
# Options: --runs 3   --timeout 60   --expressions 'factor(N40),powmod(2, 10^7, 10^9 + 7)'
#          --tools bigcalc,gp,gmpy2,flint (a subset, e.g. the peers alone: --tools gp,gmpy2,flint)
#          --bigcalc PATH (default .build/release/bigcalc, built with
#                          `swift build $(make -s release-flags) --product bigcalc` if missing)
#          --results FILE (append the table, e.g. Benchmarks/RESULTS.md)
# Needs: hyperfine, gp (pari-gp), python3 with gmpy2 (always: it draws N40 and N50 and checks the
# factors) and python-flint (apt-get install -y hyperfine pari-gp; pip install gmpy2 python-flint).
# Full run: Benchmarks/integers.sh --results Benchmarks/RESULTS.md (under a minute on 2 cores)
# The options, the timed run of a cell, the start-up row and the header line are in
# Benchmarks/lib-compare.sh (shared with special-functions.sh, complex-functions.sh and programs.sh);
# this file holds the workloads, how each tool is asked, the check and the table.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
WORK="$HERE/.build-integers"
SCRIPT="${BASH_SOURCE[0]}"
# shellcheck source=lib-compare.sh
source "$HERE/lib-compare.sh"

SEED=16
ALL_EXPRESSIONS='factor(N40),factor(N50),isprime(2^4423 - 1),nextprime(10^1000),powmod(2, 10^7, 10^9 + 7)'
# Translations, keyed by the bigcalc expression without spaces (GP_OF holds every workload); N40 and
# N50 are replaced by the numbers. A key missing from GMPY2_OF or FLINT_OF: gmpy2 has no such function
# (`n/a`), python-flint is not asked (`—`). The check reads the result by the function's name:
# factor, isprime, anything else an integer.
declare -A GP_OF=(
    ['factor(N40)']='factor(N40)'
    ['factor(N50)']='factor(N50)'
    ['isprime(2^4423-1)']='ispseudoprime(2^4423 - 1)'
    ['nextprime(10^1000)']='nextprime(10^1000)'
    ['powmod(2,10^7,10^9+7)']='lift(Mod(2, 10^9 + 7)^(10^7))'
)
declare -A GMPY2_OF=(
    ['isprime(2^4423-1)']='gmpy2.is_prime(gmpy2.mpz(2)**4423 - 1)'
    ['nextprime(10^1000)']='gmpy2.next_prime(gmpy2.mpz(10)**1000)'
    ['powmod(2,10^7,10^9+7)']='pow(gmpy2.mpz(2), 10**7, 10**9 + 7)'
)
declare -A FLINT_OF=(
    ['factor(N40)']='fmpz(N40).factor()'
    ['factor(N50)']='fmpz(N50).factor()'
)
TOOL_ORDER=(bigcalc gp gmpy2 flint)

sizes=""
runs=3
timeout_s=60
expressions="$ALL_EXPRESSIONS"
tools=bigcalc,gp,gmpy2,flint
parse_options "$@"
if [ -n "$sizes" ]; then
    echo "integers.sh has no --sizes: integers are exact, one row per workload" >&2
    exit 64
fi
split_expressions
for e in "${exprs[@]}"; do
    key="${e// /}"
    if [ -z "${GP_OF[$key]+x}" ]; then
        echo "no translation for '$e'; known: $ALL_EXPRESSIONS (add one to GP_OF and, if they have the function, GMPY2_OF and FLINT_OF)" >&2
        exit 64
    fi
done
check_common_tools
find_python
"$PY" -c 'import gmpy2' 2>/dev/null || { echo "error: gmpy2 not found (pip install gmpy2); it draws N40 and N50" >&2; exit 1; }
ensure_bigcalc
prepare_work

# N40, N50 and their factors P40 Q40, P50 Q50 (p < q), drawn with the fixed seed.
read -r N40 P40 Q40 N50 P50 Q50 < <("$PY" - "$SEED" <<'PY'
import random, sys
import gmpy2

rng = random.Random(int(sys.argv[1]))
numbers = []
for digits in (20, 25):
    while True:
        p, q = (int(gmpy2.next_prime(rng.randrange(10 ** (digits - 1), 10 ** digits))) for _ in range(2))
        if p != q and len(str(p)) == len(str(q)) == digits and len(str(p * q)) == 2 * digits:
            break
    p, q = sorted((p, q))
    numbers += [p * q, p, q]
print(*numbers)
PY
)
[ -n "$Q50" ] || { echo "error: could not draw N40 and N50" >&2; exit 1; }
echo "N40 = $N40 = $P40 × $Q40" >&2
echo "N50 = $N50 = $P50 × $Q50" >&2

# The numbers written out in place of N40 and N50.
numbers_in() { local s="${1//N40/$N40}"; printf '%s' "${s//N50/$N50}"; }

# tool_command TOOL EXPR ID: the command of one cell in CMD; returns 1 for `n/a` (no such
# function), 2 for a tool not asked for this workload.
tool_command() {
    local tool="$1" e="$2" id="$3" key="${2// /}"
    case "$tool" in
        bigcalc) CMD=("$bigcalc" "$(numbers_in "$e")") ;;
        gp)
            printf 'print(%s);\nquit;\n' "$(numbers_in "${GP_OF[$key]}")" > "$WORK/gp-$id.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-$id.gp") ;;
        gmpy2)
            [ -n "${GMPY2_OF[$key]+x}" ] || return 1
            printf 'import gmpy2\nprint(%s)\n' "$(numbers_in "${GMPY2_OF[$key]}")" > "$WORK/gmpy2-$id.py"
            CMD=("$PY" "$WORK/gmpy2-$id.py") ;;
        flint)
            [ -n "${FLINT_OF[$key]+x}" ] || return 2
            printf 'from flint import fmpz\nprint(%s)\n' "$(numbers_in "${FLINT_OF[$key]}")" > "$WORK/flint-$id.py"
            CMD=("$PY" "$WORK/flint-$id.py") ;;
    esac
}

startup_command() {
    case "$1" in
        bigcalc) CMD=("$bigcalc" '1+1') ;;
        gp)
            printf 'print(1 + 1);\nquit;\n' > "$WORK/gp-startup.gp"
            CMD=(gp -q -f -D parisizemax=4000000000 "$WORK/gp-startup.gp") ;;
        gmpy2)
            printf 'import gmpy2\nprint(gmpy2.mpz(1) + 1)\n' > "$WORK/gmpy2-startup.py"
            CMD=("$PY" "$WORK/gmpy2-startup.py") ;;
        flint)
            printf 'from flint import fmpz\nprint(fmpz(1) + 1)\n' > "$WORK/flint-startup.py"
            CMD=("$PY" "$WORK/flint-startup.py") ;;
    esac
}

# Every workload with every tool asked (no sizes: the digits column of run_cell is `—`).
run_workloads() {
    local e tool n=0 rc
    echo "timing whole processes: median of $runs runs, timeout $timeout_s s" >&2
    for e in "${exprs[@]}"; do
        n=$((n + 1))
        for tool in "${TOOL_ORDER[@]}"; do
            has_tool "$tool" || continue
            CMD=()
            rc=0
            tool_command "$tool" "$e" "$n" || rc=$?
            case "$rc" in
                0) run_cell "$e" '—' "$tool" "$n" "${CMD[@]}" || true ;;
                1) not_available "$e" '—' "$tool" ;;
                *) printf '%s\t—\t%s\tnot asked\t\t\n' "$e" "$tool" >> "$WORK/cells.tsv" ;;
            esac
        done
    done
}

# The GMP and FLINT the bigcalc binary loads (their Debian package versions when dpkg knows them).
linked_libraries() {
    local lib path package version found=()
    for lib in gmp flint flint-arb; do
        path=$(ldd "$bigcalc" 2>/dev/null | awk -v l="lib$lib.so" 'index($1, l) == 1 { print $3; exit }')
        [ -n "$path" ] || continue
        path=$(readlink -f "$path")
        package=$(dpkg -S "$path" 2>/dev/null | head -n 1 | cut -d: -f1 || true)
        version=""
        [ -n "$package" ] && version=$(dpkg-query -W -f '${Version}' "$package" 2>/dev/null || true)
        found+=("${path##*/}${version:+ ($package $version)}")
    done
    [ ${#found[@]} -gt 0 ] && echo "bigcalc loads $(IFS=';'; echo "${found[*]}" | sed 's/;/, /g')"
    return 0
}

run_workloads
run_startup
make_header
if has_tool bigcalc; then
    libraries=$(linked_libraries)
    [ -n "$libraries" ] && header+=" ${libraries}."
fi
header+=" N40 = $N40 = $P40 × $Q40; N50 = $N50 = $P50 × $Q50 (random.Random($SEED), gmpy2.next_prime)."

"$PY" - "$WORK" "$timeout_s" "$runs" "$header" "$tools" "$N40" "$N50" "${exprs[@]}" > "$WORK/table.md" <<'PY'
import csv, os, re, sys
import gmpy2

work, timeout_s, runs, header, tools, n40, n50 = sys.argv[1:8]
expressions = sys.argv[8:]
tools = tools.split(",")
numbers = {"N40": int(n40), "N50": int(n50)}
order = ["bigcalc", "gp", "gmpy2", "flint"]
names = {"bigcalc": "bigcalc", "gp": "PARI/GP", "gmpy2": "gmpy2", "flint": "python-flint"}
peers = order[1:]

cells, rows = {}, []
with open(os.path.join(work, "cells.tsv")) as f:
    for label, _, tool, status, median, detail in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
        cells[(label, tool)] = (status, float(median) if median else None, detail)
        if label not in rows:
            rows.append(label)
commands = {}
with open(os.path.join(work, "commands.tsv")) as f:
    for label, _, tool, cmd in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
        commands[(label, tool)] = cmd

def kind(label):
    return {"factor": "factor", "isprime": "isprime"}.get(label.split("(")[0], "integer")

def factors(tool, text):
    """{prime: exponent} from `p^e × q` (bigcalc), `[p, e; q, e]` (PARI/GP), `[(p, e), …]` (python-flint)."""
    text = " ".join(text.split())
    if tool == "bigcalc":
        terms = [t.strip() for t in text.split("×")]
        pairs = [t.split("^") if "^" in t else (t, "1") for t in terms]
    elif tool == "gp":
        pairs = [r.split(",") for r in text.strip("[] ").split(";")]
    else:
        pairs = re.findall(r"\(\s*(-?\d+)\s*,\s*(\d+)\s*\)", text)
    result = {}
    for p, e in pairs:
        p, e = int(p.strip()), int(e.strip())
        result[p] = result.get(p, 0) + e
    return result

def read(tool, label, text):
    """The output as a comparable value; raises ValueError when it is not of the expected form."""
    line = text.strip()
    k = kind(label)
    if k == "factor":
        return factors(tool, line)
    if k == "isprime":
        value = {"1": True, "true": True, "0": False, "false": False}.get(line.lower())
        if value is None:
            raise ValueError(line[:40])
        return value
    if not re.fullmatch(r"-?\d+", line):
        raise ValueError(line[:40])
    return int(line)

def shown(value):
    if isinstance(value, dict):
        return " × ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(value.items()))
    if isinstance(value, bool):
        return "prime" if value else "not prime"
    s = str(value)
    return s if len(s) <= 24 else f"{s[:8]}…{s[-12:]} ({len(s)} digits)"

flags, notes = set(), []
for label in rows:
    if label == "start-up":
        continue
    index = expressions.index(label) + 1
    values, problems = {}, []
    for tool in order:
        path = os.path.join(work, f"out-{tool}-{index}.txt")
        if cells.get((label, tool), ("absent",))[0] != "ok" or not os.path.exists(path):
            continue
        try:
            values[tool] = read(tool, label, open(path).read())
        except ValueError as error:
            problems.append(f"{names[tool]} printed something unexpected: `{error}`")
            flags.add((label, tool))
    if kind(label) == "factor":
        n = numbers[re.search(r"N\d+", label).group()]
        for tool, f in values.items():
            product = 1
            for p, e in f.items():
                product *= p ** e
            if product != n:
                problems.append(f"{names[tool]}'s factors multiply to {product}, not {n}")
                flags.add((label, tool))
            composite = [p for p in f if not gmpy2.is_prime(p)]
            if composite:
                problems.append(f"{names[tool]}'s factor {composite[0]} is not prime")
                flags.add((label, tool))
        # A complete factorization into primes is unique: compare those that passed (the others are flagged).
        compared = {tool: frozenset(f) for tool, f in values.items() if (label, tool) not in flags}
        what = "sets of primes"
    else:
        compared = values
        what = "results"
    distinct = set(compared.values())
    if len(distinct) > 1:
        counts = [list(compared.values()).count(v) for v in distinct]
        majority = max(distinct, key=lambda v: list(compared.values()).count(v)) if counts.count(max(counts)) == 1 else None
        for tool, v in compared.items():
            if v != majority:
                flags.add((label, tool))
        problems.append(f"the {what} disagree: " + ", ".join(f"{names[t]} {shown(values[t])}" for t in compared))
    if problems:
        verdict = "**check failed**: " + "; ".join(problems)
    elif not values:
        verdict = "no result to check"
    elif len(values) == 1:
        tool, value = next(iter(values.items()))
        verdict = f"only {names[tool]} printed a result, nothing to compare ({shown(value)})"
    else:
        agreed = shown(next(iter(values.values())))
        extra = ", multiplied back to N, every factor a probable prime" if kind(label) == "factor" else ""
        verdict = f"ok: {', '.join(names[t] for t in values)} agree{extra} ({agreed})"
    notes.append(f"- `{label}`: {verdict}")

def seconds(t):
    return f"{t:.4f}" if t < 1 else f"{t:.3f}" if t < 10 else f"{t:.1f}"

def cell(label, tool):
    if tool not in tools:
        return "—"
    status, median, detail = cells.get((label, tool), ("absent", None, ""))
    if status == "ok":
        return seconds(median) + (" (!)" if (label, tool) in flags else "")
    if status in ("timeout", "skipped"):
        return f"> {timeout_s}"
    return status if status not in ("absent", "not asked") else "—"

def ratio(label, among):
    timed = [(cells[(label, t)][1], names[t]) for t in among
             if (label, t) in cells and cells[(label, t)][0] == "ok"]
    b = cells.get((label, "bigcalc"))
    if not timed or not b:
        return "—"
    fastest, who = min(timed)
    who = f" ({who})" if len(among) > 1 else ""
    if b[0] == "ok":
        return f"{b[1] / fastest:.2f}{who}"
    if b[0] in ("timeout", "skipped"):
        bound = float(timeout_s) / fastest
        return (f"> {bound:.0f}" if bound >= 10 else f"> {bound:.1f}") + who
    return "—"

startup = cells.get(("start-up", "bigcalc"))
def beyond(label):
    b = cells.get((label, "bigcalc"))
    if label == "start-up" or not b or b[0] != "ok" or not startup or startup[0] != "ok":
        return "—"
    return f"{(b[1] - startup[1]) * 1000:.1f}"

lines = [header, "",
         "| workload | bigcalc s | PARI/GP s | gmpy2 s | python-flint s | bigcalc beyond start-up ms "
         "| bigcalc ÷ PARI/GP | bigcalc ÷ fastest peer |",
         "|---|---|---|---|---|---|---|---|"]
for label in rows:
    title = f"`{label}`" if label != "start-up" else "start-up (`1+1`, `print(1 + 1)`, `import gmpy2`, `import flint`)"
    lines.append(f"| {title} | " + " | ".join(cell(label, t) for t in order)
                 + f" | {beyond(label)} | {ratio(label, ['gp'])} | {ratio(label, peers)} |")
na = any(s == "n/a" for s, _, _ in cells.values())
lines += ["",
          f"Median wall time in seconds of {runs} runs of the whole process (hyperfine -N, after one warm-up run "
          f"unless the checked run took over 10 s), each under `timeout {timeout_s}`; `> {timeout_s}` is a "
          "timeout, `error` a non-zero exit" + (", `n/a` gmpy2 without factoring" if na else "")
          + ", `—` a tool not asked (python-flint is asked to factor only). bigcalc beyond start-up: its median "
          "minus its start-up row's, in milliseconds (the difference of two medians of "
          "separate runs, which on a busy machine moves by a few milliseconds either way). Ratios: bigcalc's median over PARI/GP's (the issue's targets) and over the "
          "fastest peer's (below 1: bigcalc is faster).",
          "", "Check (factor: every tool's factors multiply back to N, are probable primes and form the same set; "
          "isprime: the same answer; nextprime and powmod: the same integer):", ""]
lines += notes or ["- no workload with a printed result"]
errors = [f"- {names[t]}, `{l}`: {detail}" for (l, t), (s, _, detail) in cells.items() if s == "error"]
if errors:
    lines += ["", "Errors:", ""] + errors
root = os.path.dirname(os.path.dirname(work)) + "/"
lines += ["", f"How each tool was asked (the program files are written to `Benchmarks/{os.path.basename(work)}/`):", ""]
for label in expressions + ["start-up"]:
    for tool in order:
        c = commands.get((label, tool))
        if c is None:
            continue
        program = ""
        path = c.split(" ")[-1]
        if tool != "bigcalc" and path.startswith(work) and os.path.exists(path):
            program = ", which is `" + "; ".join(s.strip().rstrip(";") for s in open(path).read().splitlines()
                                                 if s.strip()) + "`"
        lines.append(f"- `{label}`, {names[tool]}: `{c.replace(root, '')}`{program}")
print("\n".join(lines))
PY
cat "$WORK/table.md"
append_results 'Integers (issue 16)'
