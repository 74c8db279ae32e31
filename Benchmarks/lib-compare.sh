# lib-compare.sh: what special-functions.sh, complex-functions.sh, programs.sh and integers.sh share,
# sourced by each (not run): the options, the expression list, the checked and timed run of one cell,
# the loop over expressions, sizes and tools, the start-up row, the header line, and the markdown
# table with the digit check. integers.sh (exact results, no sizes) uses the options, run_cell,
# run_startup, make_header and append_results, with a loop, a check and a table of its own.
#
# A script that sources it sets SCRIPT (its own path: --help prints its header comment, the header
# line names it), WORK (the directory of program files and outputs, made afresh by prepare_work) and
# the defaults sizes, runs, timeout_s, expressions, tools; it defines
#   TOOL_ORDER                     the tools in column order, bigcalc first
#   tool_command TOOL EXPR DIGITS ID
#                                  fills the array CMD with the command of one cell (EXPR: the
#                                  expression as given to bigcalc; ID: a file-name tag), writing any
#                                  program file to $WORK; returns 1 when TOOL has no way to compute
#                                  EXPR (the cell is then `n/a`, never run)
#   startup_command TOOL           fills CMD with TOOL's start-up command
# and calls, in this order: parse_options "$@"; split_expressions (then checks its translations);
# check_common_tools, find_python, ensure_bigcalc (and its own tool checks); prepare_work;
# run_expressions; run_startup; make_header; render_table CONFIG_JSON; append_results TITLE.
# The header line's versions come from tool_version, which knows bigcalc, gp, arb and flint (both
# python-flint), mpc (running $MPC_BIN version), mpmath and gmpy2. Needs bash 4 (associative arrays).

bigcalc=""
results=""

# One word quoted as a POSIX shell would read it (hyperfine -N splits its command that way).
q() {
    if [[ "$1" =~ ^[A-Za-z0-9_./=,+:-]+$ ]]; then printf '%s' "$1"
    else printf "'%s'" "${1//\'/\'\\\'\'}"; fi
}

# The options common to both scripts; sets args (the options as given, quoted, for the header line).
parse_options() {
    local a
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
            -h|--help) sed -n '2,/^set -euo/p' "$SCRIPT" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
            *) echo "unknown option: $1 (see --help)" >&2; exit 64 ;;
        esac
    done
}

# exprs: the expressions, split at commas outside parentheses; size_list: the sizes.
split_expressions() {
    local current="" depth=0 k c
    exprs=()
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
    IFS=, read -r -a size_list <<< "$sizes"
}

has_tool() { case ",$tools," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

check_common_tools() {
    local tool
    for tool in hyperfine timeout; do
        command -v "$tool" >/dev/null || { echo "error: $tool not found (apt-get install -y hyperfine)" >&2; exit 1; }
    done
    if has_tool gp; then
        command -v gp >/dev/null || { echo "error: gp not found (apt-get install -y pari-gp)" >&2; exit 1; }
    fi
}

# PY: the interpreter itself (pyenv's python3 is a shell script that would add its own start-up).
find_python() {
    PY="$(python3 -c 'import sys; print(sys.executable)')"
    if has_tool arb || has_tool flint; then
        "$PY" -c 'import flint' 2>/dev/null || { echo "error: python-flint not found (pip install python-flint)" >&2; exit 1; }
    fi
}

# bigcalc: --bigcalc, or .build/release/bigcalc (built when missing).
ensure_bigcalc() {
    has_tool bigcalc || return 0
    if [ -z "$bigcalc" ]; then
        bigcalc="$ROOT/.build/release/bigcalc"
        if [ ! -x "$bigcalc" ]; then
            echo "building bigcalc (release, static Swift runtime)" >&2
            (cd "$ROOT" && swift build $(make -s release-flags) --product bigcalc >&2)
        fi
    fi
    [ -x "$bigcalc" ] || { echo "error: $bigcalc is not an executable" >&2; exit 1; }
}

prepare_work() {
    rm -rf "$WORK"
    mkdir -p "$WORK"
    : > "$WORK/cells.tsv"    # expression, digits, tool, status (ok/timeout/error/skipped/n/a), median s, detail
    : > "$WORK/commands.tsv"
}

# run_cell LABEL DIGITS TOOL ID COMMAND...: the checked run, then hyperfine. Returns 1 on a timeout.
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

not_available() {
    printf '%s\t%s\t%s\tn/a\t\tno such function\n' "$1" "$2" "$3" >> "$WORK/cells.tsv"
    printf '%-16s %6s %-8s n/a (no such function)\n' "$1" "$2" "$3" >&2
}

# Every expression at every size with every tool asked; a tool that times out is not run at the
# larger sizes of that expression.
run_expressions() {
    local e digits id tool n=0
    echo "timing whole processes: median of $runs runs, timeout $timeout_s s" >&2
    for e in "${exprs[@]}"; do
        n=$((n + 1))
        local -A timed_out=()
        for digits in "${size_list[@]}"; do
            id="$n-$digits"
            for tool in "${TOOL_ORDER[@]}"; do
                has_tool "$tool" || continue
                CMD=()
                if ! tool_command "$tool" "$e" "$digits" "$id"; then not_available "$e" "$digits" "$tool"; continue; fi
                if [ -n "${timed_out[$tool]+x}" ]; then skip "$e" "$digits" "$tool"
                else run_cell "$e" "$digits" "$tool" "$id" "${CMD[@]}" || timed_out[$tool]=1; fi
            done
        done
    done
}

# Start-up alone, to read the figures above against.
run_startup() {
    local tool
    for tool in "${TOOL_ORDER[@]}"; do
        has_tool "$tool" || continue
        CMD=()
        startup_command "$tool"
        run_cell 'start-up' '—' "$tool" startup "${CMD[@]}" || true
    done
}

# The version of one tool, for the header line.
tool_version() {
    case "$1" in
        bigcalc)
            local rev
            rev=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
            echo "bigcalc \`${bigcalc#"$ROOT/"}\` (tree at git $rev)" ;;
        gp) echo "PARI/GP $(echo 'print(version())' | gp -q -f | tr -d '[]' | tr ', ' '. ' | sed 's/\.\././g; s/ //g')" ;;
        arb|flint) "$PY" -c 'import flint, platform; print(f"python-flint {flint.__version__} (FLINT {flint.__FLINT_VERSION__}), Python {platform.python_version()}")' ;;
        mpc) "$MPC_BIN" version ;;
        gmpy2) "$PY" -c 'import gmpy2; print(f"gmpy2 {gmpy2.version()} ({gmpy2.mp_version()})")' ;;
        mpmath) "$PY" -c '
import mpmath, mpmath.libmp as libmp
if libmp.BACKEND == "gmpy":
    import gmpy2
    backend = f"gmpy2 {gmpy2.version()} back end"
else:
    backend = f"{libmp.BACKEND} back end, no gmpy2"
print(f"mpmath {mpmath.__version__} ({backend})")' ;;
    esac
}

# header: date, nproc, uname -m, CPU model, the script and its options, the tools' versions.
make_header() {
    local cpu tool
    cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || true)
    local versions=()
    for tool in "${TOOL_ORDER[@]}"; do
        if has_tool "$tool"; then versions+=("$(tool_version "$tool")"); fi
    done
    versions+=("$(hyperfine --version)")
    header="Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores ($(uname -m), ${cpu:-unknown CPU}), by \`Benchmarks/${SCRIPT##*/}$args\`; $(IFS=';'; echo "${versions[*]}" | sed 's/;/; /g')."
}

# render_table CONFIG: the table, the check's notes and the commands into $WORK/table.md, then on
# stdout. CONFIG is JSON: tools [{key, name, heading}] in column order (bigcalc first), parts ([""]
# for a real result; ["real part", "imaginary part"] for `a + bi`), reference (the tool whose
# printed digits are proven), trimming (tools that may drop trailing zeros), ratio ("faster" or
# "fastest"), startup (the start-up row's label), check (the heading of the check's notes), and
# digits_caption (after "significant digits printed" and "leading digits shared with …"). The check
# compares the first min(N, 50) significant digits.
render_table() {
    "$PY" - "$WORK" "$timeout_s" "$runs" "$header" "$tools" "$1" "${exprs[@]}" > "$WORK/table.md" <<'PY'
import csv, json, os, re, sys

work, timeout_s, runs, header, tools, config = sys.argv[1:7]
expressions = sys.argv[7:]
tools = tools.split(",")
config = json.loads(config)
order = [t["key"] for t in config["tools"]]
names = {t["key"]: t["name"] for t in config["tools"]}
peers = [t for t in order if t != "bigcalc"]
parts = config["parts"]
reference = config["reference"]
trimming = set(config["trimming"])
caption = config.get("digits_caption", "")

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

NUMBER = re.compile(r"([+-]?)\s*((?:\d+\.?\d*|\.\d+)(?:\s*[eE]\s*[+-]?\d+)?)")

def complex_parts(text):
    """(sign, significant digits) of the real and the imaginary part of `a + bi`, `a - bi`,
    `a + b*I` (PARI/GP), `(a + bj)` (mpmath) or `a` and `b` on two lines (Arb); a text without
    two numbers gives empty digits, which the check reports."""
    found = NUMBER.findall(" ".join(text.split()))
    found = [("-" if sign == "-" else "", significant(number)) for sign, number in found[:2]]
    return found + [("", "")] * (2 - len(found))

def printed(text):
    return [("", significant(text))] if len(parts) == 1 else complex_parts(text)

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
    results = {}
    for tool in order:
        status = cells.get((label, digits, tool), ("absent",))[0]
        path = os.path.join(work, f"out-{tool}-{expressions.index(label) + 1}-{digits}.txt")
        if status == "ok" and os.path.exists(path):
            results[tool] = printed(open(path).read())
    if not results:
        continue
    problems, remarks = [], []
    lengths = {tool: [] for tool in results}
    shared = {tool: [] for tool in results if tool != reference}
    for p, part in enumerate(parts):
        prefix = f"{part}: " if part else ""
        out = {tool: r[p][1] for tool, r in results.items()}
        signs = {tool: r[p][0] for tool, r in results.items()}
        for tool, d in out.items():
            lengths[tool].append(len(d))
            if len(d) < n:
                others = [o for t, o in out.items() if t != tool and len(o) >= n]
                trimmed = tool in trimming and others and all(set(o[len(d):n]) <= {"0"} for o in others)
                if tool in trimming and not others:
                    remarks.append(f"{prefix}{names[tool]} printed {len(d)} significant digits (trailing zeros"
                                   " dropped? no peer output to confirm)")
                elif not trimmed:
                    problems.append(f"{prefix}{names[tool]} printed {len(d)} significant digits, not {n}")
                    flags[(label, digits, tool)] = True
        for tool, d in list(out.items()):
            if tool in trimming and len(d) < n and not flags.get((label, digits, tool)):
                out[tool] = d + "0" * (n - len(d))      # the trailing zeros it dropped
        width = min(n, 50)
        heads = {tool: signs[tool] + d[:width] for tool, d in out.items()}
        if len(set(heads.values())) > 1:
            # The odd ones out: those apart from the digits most tools printed (the reference's on a tie).
            votes = sorted(set(heads.values()), key=lambda h: (list(heads.values()).count(h), h == heads.get(reference)))
            majority = votes[-1] if list(heads.values()).count(votes[-1]) > 1 or reference in heads else None
            for tool, h in heads.items():
                if majority is None or h != majority:
                    flags[(label, digits, tool)] = True
            what = f"first {width} digits" if len(parts) == 1 else f"sign and first {width} digits"
            problems.append(f"{prefix}{what} disagree: " + ", ".join(f"{names[t]} {h[:20]}…" for t, h in heads.items()))
        if reference in out:
            for t, d in out.items():
                if t != reference:
                    shared[t].append(common_prefix(d, out[reference]) if signs[t] == signs[reference] else 0)
    agreement = ""
    if reference in results:
        listed = [f"{names[t]} {'/'.join(map(str, s))}" for t, s in shared.items()]
        if listed:
            agreement = f"; leading digits shared with {names[reference]}{caption}: " + ", ".join(listed)
    counts = ", ".join(f"{names[t]} {'/'.join(map(str, lengths[t]))}" for t in results)
    verdict = "**check failed**: " + "; ".join(problems) if problems else "ok"
    if remarks:
        verdict += ", " + "; ".join(remarks)
    notes.append(f"- {label}, {digits} digits: {verdict} (significant digits printed{caption}: {counts}{agreement})")

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
         "| expression | digits | " + " | ".join(t["heading"] for t in config["tools"])
         + f" | bigcalc ÷ {config['ratio']} peer |",
         "|---|---|" + "---|" * len(order) + "---|"]
for label, digits in rows:
    ratio = "—"
    timed = [(cells[(label, digits, t)][1], names[t]) for t in peers
             if (label, digits, t) in cells and cells[(label, digits, t)][0] == "ok"]
    b = cells.get((label, digits, "bigcalc"))
    if timed and b:
        fastest, who = min(timed)
        if b[0] == "ok":
            ratio = f"{b[1] / fastest:.2f} ({who})"
        elif b[0] in ("timeout", "skipped"):
            bound = float(timeout_s) / fastest
            ratio = f"> {bound:.0f} ({who})" if bound >= 10 else f"> {bound:.1f} ({who})"
    shown = f"`{label}`" if label != "start-up" else config["startup"]
    lines.append(f"| {shown} | {digits} | " + " | ".join(cell(label, digits, t) for t in order) + f" | {ratio} |")
na = ", `n/a` a tool without the function" if any(s == "n/a" for s, _, _ in cells.values()) else ""
lines += ["",
          f"Median wall time in seconds of {runs} runs of the whole process (hyperfine -N, after one warm-up run "
          f"unless the checked run took over 10 s), each under `timeout {timeout_s}`; `> {timeout_s}` is a "
          f"timeout (then the larger sizes of that expression are not run), `error` a non-zero exit{na}, "
          f"`—` a tool not asked. Ratio: bigcalc's median over the {config['ratio']} peer's (below 1: bigcalc is faster).",
          "", config["check"], ""]
lines += notes or ["- no case with a printed result"]
errors = [f"- {names[t]}, {l} {d}: {detail}" for (l, d, t), (s, _, detail) in cells.items() if s == "error"]
if errors:
    lines += ["", "Errors:", ""] + errors
root = os.path.dirname(os.path.dirname(work)) + "/"
lines += ["", "How each tool was asked, here at the first size (the program files are written to "
          f"`Benchmarks/{os.path.basename(work)}/`):", ""]
for label in expressions + ["start-up"]:
    for tool in order:
        sample = [(d, c) for (l, d, t), c in commands.items() if l == label and t == tool]
        if not sample:
            continue
        d, c = sample[0]
        shown = c.replace(root, "")
        path = c.split(" ")[-1]
        program = ""
        if tool != "bigcalc" and path.startswith(work) and os.path.exists(path):
            program = ", which is `" + "; ".join(s.strip().rstrip(";") for s in open(path).read().splitlines()
                                                 if s.strip()) + "`"
        lines.append(f"- `{label}`, {names[tool]}: `{shown}`{program}")
print("\n".join(lines))
PY
    cat "$WORK/table.md"
}

# append_results TITLE: with --results FILE, appends `## TITLE` and the table to FILE.
append_results() {
    if [ -n "$results" ]; then
        { printf '\n## %s\n\n' "$1"; cat "$WORK/table.md"; } >> "$results"
        echo "appended to $results" >&2
    fi
}
