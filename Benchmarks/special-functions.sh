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
#                          `swift build -c release --static-swift-stdlib --product bigcalc` if missing)
#          --results FILE (append the table, e.g. Benchmarks/RESULTS.md)
# Needs: hyperfine, gp (pari-gp), python3 with python-flint (apt-get install -y pari-gp hyperfine;
# pip install python-flint). Full run: Benchmarks/special-functions.sh --results Benchmarks/RESULTS.md
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
WORK="$HERE/.build-special"

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

sizes=1000,10000
runs=3
timeout_s=60
expressions="$ALL_EXPRESSIONS"
tools=bigcalc,gp,arb
bigcalc=""
results=""
# One word quoted as a POSIX shell would read it (hyperfine -N splits its command that way).
q() {
    if [[ "$1" =~ ^[A-Za-z0-9_./=,+:-]+$ ]]; then printf '%s' "$1"
    else printf "'%s'" "${1//\'/\'\\\'\'}"; fi
}
args=""
for a in "$@"; do args+=" $(q "$a")"; done
while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) sizes="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --timeout) timeout_s="$2"; shift 2 ;;
        --expressions) expressions="$2"; shift 2 ;;
        --tools) tools="$2"; shift 2 ;;
        --bigcalc) bigcalc="$2"; shift 2 ;;
        --results) results="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown option: $1 (see --help)" >&2; exit 64 ;;
    esac
done

# The expressions, split at commas outside parentheses.
exprs=()
current=""
depth=0
for ((k = 0; k < ${#expressions}; k++)); do
    c="${expressions:k:1}"
    case "$c" in
        '(') depth=$((depth + 1)) ;;
        ')') depth=$((depth - 1)) ;;
    esac
    if [ "$c" = "," ] && [ "$depth" -eq 0 ]; then
        exprs+=("$(echo "$current" | sed 's/^ *//; s/ *$//')"); current=""
    else
        current+="$c"
    fi
done
[ -n "$current" ] && exprs+=("$(echo "$current" | sed 's/^ *//; s/ *$//')")
for e in "${exprs[@]}"; do
    key="${e// /}"
    if [ -z "${GP_OF[$key]+x}" ]; then
        echo "no PARI/GP and Arb translation for '$e'; known: $ALL_EXPRESSIONS (add one to GP_OF and ARB_OF)" >&2
        exit 64
    fi
done
IFS=, read -r -a size_list <<< "$sizes"
has_tool() { case ",$tools," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

for tool in hyperfine timeout; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (apt-get install -y hyperfine)" >&2; exit 1; }
done
if has_tool gp; then
    command -v gp >/dev/null || { echo "error: gp not found (apt-get install -y pari-gp)" >&2; exit 1; }
fi
# The interpreter itself: pyenv's python3 is a shell script that would add its own start-up.
PY="$(python3 -c 'import sys; print(sys.executable)')"
if has_tool arb; then
    "$PY" -c 'import flint' 2>/dev/null || { echo "error: python-flint not found (pip install python-flint)" >&2; exit 1; }
fi
if has_tool bigcalc; then
    if [ -z "$bigcalc" ]; then
        bigcalc="$ROOT/.build/release/bigcalc"
        if [ ! -x "$bigcalc" ]; then
            echo "building bigcalc (release, static Swift runtime)" >&2
            (cd "$ROOT" && swift build -c release --static-swift-stdlib --product bigcalc >&2)
        fi
    fi
    [ -x "$bigcalc" ] || { echo "error: $bigcalc is not an executable" >&2; exit 1; }
fi

rm -rf "$WORK"
mkdir -p "$WORK"
: > "$WORK/cells.tsv"    # expression, digits, tool, status (ok/timeout/error/skipped), median s, detail


# run_cell LABEL DIGITS TOOL ID COMMAND...: the checked run, then hyperfine.
run_cell() {
    local label="$1" digits="$2" tool="$3" id="$4"; shift 4
    local out="$WORK/out-$tool-$id.txt" err="$WORK/err-$tool-$id.txt" json="$WORK/hyperfine-$tool-$id.json"
    local cmd="" word
    for word in "$@"; do cmd+="${cmd:+ }$(q "$word")"; done
    printf '%s\t%s\t%s\t%s\n' "$label" "$digits" "$tool" "$cmd" >> "$WORK/commands.tsv"
    printf '%-16s %6s %-8s ' "$label" "$digits" "$tool" >&2
    local start end rc=0
    start=$(date +%s.%N)
    timeout "$timeout_s" "$@" > "$out" 2> "$err" < /dev/null || rc=$?
    end=$(date +%s.%N)
    local first
    first=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    if [ "$rc" -eq 124 ]; then
        echo "timeout (> $timeout_s s)" >&2
        printf '%s\t%s\t%s\ttimeout\t\t> %s s\n' "$label" "$digits" "$tool" "$timeout_s" >> "$WORK/cells.tsv"
        return 1
    elif [ "$rc" -ne 0 ]; then
        local why
        why=$(head -n 1 "$err" | tr '\t' ' ')
        echo "error (exit $rc: $why)" >&2
        printf '%s\t%s\t%s\terror\t\texit %s: %s\n' "$label" "$digits" "$tool" "$rc" "$why" >> "$WORK/cells.tsv"
        return 0
    fi
    local warmup=1
    if awk -v t="$first" 'BEGIN { exit !(t > 10) }'; then warmup=0; fi
    if hyperfine -N --style none --warmup "$warmup" --runs "$runs" --export-json "$json" \
        "timeout $timeout_s $cmd" > /dev/null 2>> "$err"; then
        local median
        median=$("$PY" -c 'import json, statistics, sys; print(statistics.median(json.load(open(sys.argv[1]))["results"][0]["times"]))' "$json")
        printf '%.4f s (checked run %s s)\n' "$median" "$first" >&2
        printf '%s\t%s\t%s\tok\t%s\t\n' "$label" "$digits" "$tool" "$median" >> "$WORK/cells.tsv"
    else
        echo "timeout or failure during hyperfine (> $timeout_s s)" >&2
        printf '%s\t%s\t%s\ttimeout\t\t> %s s in a timed run\n' "$label" "$digits" "$tool" "$timeout_s" >> "$WORK/cells.tsv"
        return 1
    fi
}

skip() {
    printf '%s\t%s\t%s\tskipped\t\ttimed out at a smaller size; not run\n' "$1" "$2" "$3" >> "$WORK/cells.tsv"
    printf '%-16s %6s %-8s not run (timed out at a smaller size)\n' "$1" "$2" "$3" >&2
}

: > "$WORK/commands.tsv"
echo "timing whole processes: median of $runs runs, timeout $timeout_s s" >&2
n=0
for e in "${exprs[@]}"; do
    key="${e// /}"
    n=$((n + 1))
    declare -A timed_out=()
    for digits in "${size_list[@]}"; do
        id="$n-$digits"
        if has_tool bigcalc; then
            if [ -n "${timed_out[bigcalc]+x}" ]; then skip "$e" "$digits" bigcalc
            else run_cell "$e" "$digits" bigcalc "$id" "$bigcalc" --digits "$digits" "$e" || timed_out[bigcalc]=1; fi
        fi
        if has_tool gp; then
            printf 'default(realprecision, %s);\nprint(%s);\nquit;\n' "$digits" "${GP_OF[$key]}" > "$WORK/gp-$id.gp"
            if [ -n "${timed_out[gp]+x}" ]; then skip "$e" "$digits" gp
            else run_cell "$e" "$digits" gp "$id" gp -q -f -D parisizemax=4000000000 "$WORK/gp-$id.gp" || timed_out[gp]=1; fi
        fi
        if has_tool arb; then
            printf 'from flint import arb, ctx, fmpq\nctx.dps = %s\nprint((%s).str(%s, radius=False))\n' \
                "$digits" "${ARB_OF[$key]}" "$digits" > "$WORK/arb-$id.py"
            if [ -n "${timed_out[arb]+x}" ]; then skip "$e" "$digits" arb
            else run_cell "$e" "$digits" arb "$id" "$PY" "$WORK/arb-$id.py" || timed_out[arb]=1; fi
        fi
    done
    unset timed_out
done
# Start-up alone, to read the figures above against.
if has_tool bigcalc; then run_cell 'start-up' '—' bigcalc startup "$bigcalc" '1+1' || true; fi
if has_tool gp; then
    printf 'print(1 + 1);\nquit;\n' > "$WORK/gp-startup.gp"
    run_cell 'start-up' '—' gp startup gp -q -f -D parisizemax=4000000000 "$WORK/gp-startup.gp" || true
fi
if has_tool arb; then
    printf 'from flint import arb, ctx, fmpq\nprint(arb(1) + 1)\n' > "$WORK/arb-startup.py"
    run_cell 'start-up' '—' arb startup "$PY" "$WORK/arb-startup.py" || true
fi

# The header line.
cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || true)
versions=()
if has_tool bigcalc; then
    rev=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
    versions+=("bigcalc \`${bigcalc#"$ROOT/"}\` (tree at git $rev)")
fi
if has_tool gp; then versions+=("PARI/GP $(echo 'print(version())' | gp -q -f | tr -d '[]' | tr ', ' '. ' | sed 's/\.\././g; s/ //g')"); fi
if has_tool arb; then
    versions+=("$("$PY" -c 'import flint, platform; print(f"python-flint {flint.__version__} (FLINT {flint.__FLINT_VERSION__}), Python {platform.python_version()}")')")
fi
versions+=("$(hyperfine --version)")
header="Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores ($(uname -m), ${cpu:-unknown CPU}), by \`Benchmarks/special-functions.sh$args\`; $(IFS=';'; echo "${versions[*]}" | sed 's/;/; /g')."

"$PY" - "$WORK" "$timeout_s" "$runs" "$header" "$tools" "${exprs[@]}" > "$WORK/table.md" <<'PY'
import csv, os, re, sys

work, timeout_s, runs, header, tools = sys.argv[1:6]
expressions = sys.argv[6:]
tools = tools.split(",")
names = {"bigcalc": "bigcalc", "gp": "PARI/GP", "arb": "Arb"}
order = [t for t in ("bigcalc", "gp", "arb")]

cells, rows = {}, []
with open(os.path.join(work, "cells.tsv")) as f:
    for label, digits, tool, status, median, detail in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
        cells[(label, digits, tool)] = (status, float(median) if median else None, detail)
        if (label, digits) not in rows:
            rows.append((label, digits))
commands = {}
with open(os.path.join(work, "commands.tsv")) as f:
    for label, digits, tool, cmd in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
        commands[(label, digits, tool)] = cmd

def significant(text):
    """The significant digits of a printed number: sign, point, exponent and leading zeros removed."""
    line = text.strip().splitlines()[0] if text.strip() else ""
    mantissa = re.split(r"\s*[eE]", line)[0]
    return re.sub(r"[^0-9]", "", mantissa).lstrip("0")

def common_prefix(a, b):
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n

flags, notes = {}, []
for label, digits in rows:
    if label == "start-up":
        continue
    n = int(digits)
    out = {}
    for tool in order:
        status = cells.get((label, digits, tool), ("absent",))[0]
        path = os.path.join(work, f"out-{tool}-{expressions.index(label) + 1}-{digits}.txt")
        if status == "ok" and os.path.exists(path):
            out[tool] = significant(open(path).read())
    if not out:
        continue
    problems, remarks = [], []
    bigcalc_digits = out.get("bigcalc", "")
    for tool, d in out.items():
        if len(d) < n:
            others = [o for t, o in out.items() if t != tool and len(o) >= n]
            trimmed = tool == "bigcalc" and others and all(set(o[len(d):n]) <= {"0"} for o in others)
            if tool == "bigcalc" and not others:
                remarks.append(f"bigcalc printed {len(d)} significant digits (trailing zeros dropped?"
                               " no peer output to confirm)")
            elif not trimmed:
                problems.append(f"{names[tool]} printed {len(d)} significant digits, not {n}")
                flags[(label, digits, tool)] = True
    for tool, d in list(out.items()):
        if tool == "bigcalc" and len(d) < n and not flags.get((label, digits, tool)):
            out[tool] = d + "0" * (n - len(d))      # the trailing zeros bigcalc dropped
    heads = {tool: d[:50] for tool, d in out.items()}
    if len(set(heads.values())) > 1:
        # The odd ones out: those apart from the digits most tools printed (Arb's on a tie).
        votes = sorted(set(heads.values()), key=lambda h: (list(heads.values()).count(h), h == heads.get("arb")))
        majority = votes[-1] if list(heads.values()).count(votes[-1]) > 1 or "arb" in heads else None
        for tool, h in heads.items():
            if majority is None or h != majority:
                flags[(label, digits, tool)] = True
        problems.append("first 50 digits disagree: " + ", ".join(f"{names[t]} {h[:20]}…" for t, h in heads.items()))
    agreement = ""
    if "arb" in out:
        shared = [f"{names[t]} {common_prefix(d, out['arb'])}" for t, d in out.items() if t != "arb"]
        if shared:
            agreement = "; leading digits shared with Arb: " + ", ".join(shared)
    counts = ", ".join(f"{names[t]} {len(d) if t != 'bigcalc' else len(bigcalc_digits)}" for t, d in out.items())
    verdict = "**check failed**: " + "; ".join(problems) if problems else "ok"
    if remarks:
        verdict += ", " + "; ".join(remarks)
    notes.append(f"- {label}, {digits} digits: {verdict} (significant digits printed: {counts}{agreement})")

def seconds(t):
    return f"{t:.4f}" if t < 1 else f"{t:.3f}" if t < 10 else f"{t:.1f}"

def cell(label, digits, tool):
    if tool not in tools:
        return "—"
    status, median, detail = cells.get((label, digits, tool), ("absent", None, ""))
    if status == "ok":
        return seconds(median) + (" (!)" if flags.get((label, digits, tool)) else "")
    if status in ("timeout", "skipped"):
        return f"> {timeout_s}"
    return status if status != "absent" else "—"

lines = [header, "",
         "| expression | digits | bigcalc s | PARI/GP s | Arb (python-flint) s | bigcalc ÷ faster peer |",
         "|---|---|---|---|---|---|"]
for label, digits in rows:
    ratio = "—"
    peers = [(cells[(label, digits, t)][1], names[t]) for t in ("gp", "arb")
             if (label, digits, t) in cells and cells[(label, digits, t)][0] == "ok"]
    b = cells.get((label, digits, "bigcalc"))
    if peers and b:
        fastest, who = min(peers)
        if b[0] == "ok":
            ratio = f"{b[1] / fastest:.2f} ({who})"
        elif b[0] in ("timeout", "skipped"):
            bound = float(timeout_s) / fastest
            ratio = f"> {bound:.0f} ({who})" if bound >= 10 else f"> {bound:.1f} ({who})"
    shown = f"`{label}`" if label != "start-up" else "start-up (`1+1`, `print(1 + 1)`, `import flint`)"
    lines.append(f"| {shown} | {digits} | " + " | ".join(cell(label, digits, t) for t in order) + f" | {ratio} |")
lines += ["",
          f"Median wall time in seconds of {runs} runs of the whole process (hyperfine -N, after one warm-up run "
          f"unless the checked run took over 10 s), each under `timeout {timeout_s}`; `> {timeout_s}` is a "
          f"timeout (then the larger sizes of that expression are not run), `error` a non-zero exit, "
          f"`—` a tool not asked. Ratio: bigcalc's median over the faster peer's (below 1: bigcalc is faster).",
          "", "Check of the printed digits (N significant digits from every tool, first 50 equal):", ""]
lines += notes or ["- no case with a printed result"]
errors = [f"- {names[t]}, {l} {d}: {detail}" for (l, d, t), (s, _, detail) in cells.items() if s == "error"]
if errors:
    lines += ["", "Errors:", ""] + errors
root = os.path.dirname(os.path.dirname(work)) + "/"
lines += ["", "How each tool was asked, here at the first size (the program files are written to "
          "`Benchmarks/.build-special/`):", ""]
for label in expressions + ["start-up"]:
    for tool in order:
        sample = [(d, c) for (l, d, t), c in commands.items() if l == label and t == tool]
        if not sample:
            continue
        d, c = sample[0]
        shown = c.replace(root, "")
        path = c.split(" ")[-1]
        program = ""
        if tool != "bigcalc" and os.path.exists(path):
            program = ", which is `" + "; ".join(s.strip().rstrip(";") for s in open(path).read().splitlines()
                                                 if s.strip()) + "`"
        lines.append(f"- `{label}`, {names[tool]}: `{shown}`{program}")
print("\n".join(lines))
PY

cat "$WORK/table.md"
if [ -n "$results" ]; then
    { printf '\n## Special functions at high precision (Benchmarks/special-functions.sh)\n\n'; cat "$WORK/table.md"; } >> "$results"
    echo "appended to $results" >&2
fi
