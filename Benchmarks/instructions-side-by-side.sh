#!/usr/bin/env bash
# Instructions (valgrind --tool=callgrind, total Ir of the whole process,
# all threads, SWIFT_DETERMINISTIC_HASHING=1 as in Benchmarks/instructions.sh) of two bigcalc binaries
# on the same inputs, side by side, printed as one markdown table.
#
# Usage: instructions-side-by-side.sh BASE_BIGCALC NEW_BIGCALC [--full] [--jobs N] [--lines N] [--bench DIR]
#   --full     also the compare suite's 10^6-digit cells (pi, e, sqrt2) and the 100,000-line mixed batch
#              (adds several minutes under callgrind); without it, the 10^4 and 10^5 cells only
#   --jobs N   callgrind processes at once (default 2: instruction counts do not depend on load)
#   --lines N  repeats of each Session-line expression (default 1000)
#   --cache D  results kept per binary (by its sha256) and input in D (default .build/instructions-cache):
#              a binary measured before (the 68827f8 base) is not measured again; --no-cache measures all
#   --only RE  only the rows whose title matches the regular expression RE (e.g. 'Session|start-up')
#   --bench    the Benchmarks/ folder whose compare/ generates the inputs (default: the Benchmarks/ folder of this script;
#              compare/ is identical at 68827f8 and at main as of this script)
#
# Workloads (every one reads exactly the same input for both binaries):
#   - the 10,000-line batch of RESULTS.md / Benchmarks/instructions.sh: compare.py's `batch`
#     (sqrt(a)*(2+sin(b))+exp(c/10)*ln(d)) on stdin with --digits 30;
#   - Session-line-*: the lines of Benchmarks/BigCalcBenchmarks/BatchLineBenchmarks.swift and the
#     20-token expression of SessionBenchmarks.swift, each repeated N times on stdin at 30 digits;
#     the row is the cost of one line: (Ir(N+1 lines) - Ir(1 line)) / N, so start-up is not in it;
#   - the compare suite's bigcalc column (compare.py's Tools.job_bigcalc, same argv and stdin): pi, e,
#     sqrt2, sin(1)+cos(1)*ln(2), 100000!, batch, simple, mixed, start-up `1+1`.
# The last column says whether both binaries printed the same bytes on stdout.
set -euo pipefail
command -v valgrind >/dev/null || { echo "error: valgrind is missing (apt-get install -y valgrind)" >&2; exit 1; }
[ $# -ge 2 ] || { sed -n '2,16p' "$0" >&2; exit 2; }
BENCH_DIR="$(cd "$(dirname "$0")" && pwd)" exec python3 - "$@" <<'PY'
import argparse, concurrent.futures, hashlib, json, os, re, subprocess, sys, tempfile, time

p = argparse.ArgumentParser()
p.add_argument("base"); p.add_argument("new")
p.add_argument("--full", action="store_true")
p.add_argument("--jobs", type=int, default=2)
p.add_argument("--lines", type=int, default=1000)
p.add_argument("--bench", default=os.environ["BENCH_DIR"])
p.add_argument("--cache", default=os.path.join(os.environ["BENCH_DIR"], "..", ".build", "instructions-cache"),
               help="results kept per binary (its sha256) and input; a binary measured before is not measured again")
p.add_argument("--no-cache", action="store_true")
p.add_argument("--only", default="", help="a regular expression on the row titles: measure only those")
a = p.parse_args()
binaries = {"base": os.path.abspath(a.base), "new": os.path.abspath(a.new)}
for b in binaries.values():
    if not os.access(b, os.X_OK):
        sys.exit(f"error: {b} is not an executable")

sys.path.insert(0, os.path.join(a.bench, "compare"))
import compare  # noqa: E402  (the compare suite's own input generation)

work = tempfile.mkdtemp(prefix="measure31-")
tools = compare.Tools(work, "BIGCALC", None)

# (row title, argv after the binary, stdin path or None)
rows = []
def job(title, w, n):
    j = tools.job_bigcalc(w, n)
    rows.append((title, j.argv[1:], j.stdin))

job("10,000-line batch, 30 digits (compare `batch`, stdin)", "batch", 0)

session_lines = [
    ("Session-line-exact-arithmetic-30-digits", "(851*96+25)/17-851.96"),
    ("Session-line-functions-30-digits", "sqrt(851)*(2+sin(96))+exp(25/10)*ln(17)"),
    ("Session evaluate 20-token expression at 30 digits", "sqrt(2)*pi^2 + ln(3)/sin(0.5) - e^1.5"),
]
per_line = {}
for name, line in session_lines:
    paths = []
    for count in (1, a.lines + 1):
        path = os.path.join(work, f"{name}-{count}.txt")
        with open(path, "w") as f:
            f.write((line + "\n") * count)
        paths.append(path)
    per_line[name] = paths
    rows.append((f"{name}: 1 line", ["--digits", "30"], paths[0]))
    rows.append((f"{name}: {a.lines + 1} lines", ["--digits", "30"], paths[1]))

sizes = [10_000, 100_000] + ([1_000_000] if a.full else [])
for w, title in (("pi", "π"), ("e", "e"), ("sqrt2", "√2")):
    for n in sizes:
        job(f"compare: {title} {n:,} digits", w, n)
for n in (1_000, 10_000, 100_000):
    job(f"compare: sin(1)+cos(1)·ln(2) {n:,} digits", "expr", n)
job("compare: 100000! exact", "fact", 100_000)
job("compare: simple, 10,000 lines", "simple", compare.BATCH_LINES)
for n in ([10_000, 100_000] if a.full else [10_000]):
    job(f"compare: mixed, {n:,} lines", "mixed", n)
job("compare: start-up `1+1`", "startup", 0)

def measure(which, index):
    title, args, stdin = rows[index]
    out = os.path.join(work, f"cg-{which}-{index}")
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    started = time.monotonic()
    with open(stdin) if stdin else open(os.devnull) as inp:
        r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binaries[which]] + args,
                           stdin=inp, capture_output=True, env=env)
    os.remove(out) if os.path.exists(out) else None
    m = re.search(rb"Collected : (\d+)", r.stderr)
    ir = int(m.group(1)) if m and r.returncode == 0 else None
    return which, index, ir, hashlib.sha256(r.stdout).hexdigest(), time.monotonic() - started, r.returncode

if a.only:
    keep = [r for r in rows if re.search(a.only, r[0])]
    for name, _ in session_lines:
        if any(r[0].startswith(name) for r in keep):
            keep += [r for r in rows if r[0].startswith(name) and r not in keep]
    rows[:] = [r for r in rows if r in keep]
def sha(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()

binary_sha = {w: sha(b) for w, b in binaries.items()}
def key(i):
    title, args, stdin = rows[i]
    return json.dumps([args, sha(stdin) if stdin else None])
cache = {}
def cache_path(which):
    return os.path.join(a.cache, binary_sha[which][:16] + ".json")
if not a.no_cache:
    os.makedirs(a.cache, exist_ok=True)
    for w in binaries:
        if os.path.exists(cache_path(w)):
            cache[w] = json.load(open(cache_path(w)))
        cache.setdefault(w, {})
results = {}
for w in binaries:
    for i in range(len(rows)):
        hit = cache.get(w, {}).get(key(i))
        if hit:
            results[(w, i)] = (hit[0], hit[1], 0)
# The same binary twice (or a copy): measure it once.
same = binary_sha["base"] == binary_sha["new"] and not a.no_cache
if same:
    results.update({("new", i): r for (w, i), r in list(results.items()) if w == "base"})
# The longest first, so that the two workers finish together.
order = sorted(((w, i) for i in range(len(rows)) for w in (("base",) if same else ("base", "new"))
                if (w, i) not in results),
               key=lambda t: -(("1000000" in str(rows[t[1]][1])) * 10 + ("100000" in str(rows[t[1]][1])) * 2
                               + (rows[t[1]][2] is not None and os.path.getsize(rows[t[1]][2]) > 500_000)))
begin = time.monotonic()
with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
    for which, i, ir, digest, seconds, rc in pool.map(lambda t: measure(*t), order):
        results[(which, i)] = (ir, digest, rc)
        if same:
            results[("new", i)] = (ir, digest, rc)
        if ir is not None and not a.no_cache:
            cache[which][key(i)] = [ir, digest, rows[i][0]]
            with open(cache_path(which) + ".tmp", "w") as f:
                json.dump(cache[which], f, indent=1)
            os.replace(cache_path(which) + ".tmp", cache_path(which))
        print(f"  {which:4} {rows[i][0]}: {ir if ir is not None else 'exit ' + str(rc)} Ir, {seconds:.1f} s",
              file=sys.stderr, flush=True)

def fmt(ir):
    return f"{ir:,}" if ir is not None else "error"

def change(b, n):
    return f"{(n - b) / b * 100:+.2f} %" if b and n is not None else "–"

print(f"Instructions (valgrind --tool=callgrind, total Ir, SWIFT_DETERMINISTIC_HASHING=1), "
      f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n")
print(f"- base: `{binaries['base']}` (sha256 {binary_sha['base'][:12]})\n"
      f"- new: `{binaries['new']}` (sha256 {binary_sha['new'][:12]})\n")
print("| workload | base (Ir) | new (Ir) | change | same stdout |")
print("|---|---:|---:|---:|---|")
for i, (title, args, stdin) in enumerate(rows):
    b, bd, _ = results[("base", i)]
    n, nd, _ = results[("new", i)]
    print(f"| {title} | {fmt(b)} | {fmt(n)} | {change(b, n)} | {'yes' if bd == nd else 'NO'} |")

print(f"\nOne line of each Session benchmark, start-up removed: (Ir({a.lines + 1} lines) − Ir(1 line)) / {a.lines}\n")
print("| Session benchmark (per line) | base (Ir) | new (Ir) | change |")
print("|---|---:|---:|---:|")
for name, line in session_lines:
    one = next((i for i, r in enumerate(rows) if r[0] == f"{name}: 1 line"), None)
    if one is None:
        continue
    many = one + 1
    def cost(which):
        x, y = results[(which, one)][0], results[(which, many)][0]
        return None if x is None or y is None else round((y - x) / a.lines)
    b, n = cost("base"), cost("new")
    print(f"| `{name}` (`{line}`) | {fmt(b)} | {fmt(n)} | {change(b, n)} |")
worst = max(((results[("new", i)][0] - results[("base", i)][0]) / results[("base", i)][0] * 100, rows[i][0])
            for i in range(len(rows)) if results[("base", i)][0] and results[("new", i)][0] is not None)
print(f"\nLargest increase over all rows: {worst[0]:+.2f} % ({worst[1]}). "
      f"Wall time of this run: {time.monotonic() - begin:.0f} s on {os.cpu_count()} cores.")
subprocess.run(["rm", "-rf", work])
PY
