#!/usr/bin/env python3
"""Times two bigcalc binaries side by side, interleaved run by run (so that a burst of load on a
shared machine hits both), on the workloads of compare.sh, and checks that they print the same.

Usage: Benchmarks/before-after.py BEFORE AFTER [RUNS]   (RUNS per binary and workload, default 31)
Build the two, e.g. `git worktree add /tmp/before REV && (cd /tmp/before && swift build -c release
--static-swift-stdlib --product bigcalc)`. Prints a markdown table: min / median of whole processes in
ms, the ratio of the minimums (after / before), and whether the outputs are identical.
"""
import os, random, statistics, subprocess, sys, tempfile, time

def batch_file():
    """10,000 deterministic lines of small expressions, five shapes."""
    rng = random.Random(5)
    lines = []
    for i in range(10000):
        a, b, c = rng.randint(1, 999), rng.randint(1, 99), round(rng.uniform(0.1, 9.9), 3)
        lines.append([f"{a}+{b}*{c}", f"sqrt({a})/{b}", f"sin({c})+cos({b})*ln({a})",
                      f"({a}/{b})^2-{c}", f"exp({c})*atan({b})"][i % 5])
    handle, path = tempfile.mkstemp(suffix=".txt")
    with os.fdopen(handle, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path

def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    before, after = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 31
    batch = batch_file()
    workloads = [
        ("10,000-line batch, 30 digits", ["-f", batch]),
        ("π 10^4", ["pi", "--digits", "10000"]),
        ("π 10^5", ["pi", "--digits", "100000"]),
        ("e 10^5", ["e", "--digits", "100000"]),
        ("√2 10^5", ["sqrt(2)", "--digits", "100000"]),
        ("sin(1)+cos(1)·ln(2) 10^4", ["sin(1)+cos(1)*ln(2)", "--digits", "10000"]),
        ("100000! exact", ["100000!"]),
        ("start-up `1+1`", ["1+1"]),
        ("keys with a proof", ["keys", "1e30", "+", "pi", "-", "1e30", "=", "sqrt", "x^2", "M+", "AC", "MR", "/", "7", "="]),
    ]
    print("| workload | before: min / median | after: min / median | after ÷ before (min) | output |")
    print("|---|---|---|---|---|")
    for name, args in workloads:
        times, outputs = {before: [], after: []}, {}
        for i in range(runs):
            for binary in ((before, after) if i % 2 == 0 else (after, before)):
                start = time.perf_counter()
                outputs[binary] = subprocess.run([binary] + args, capture_output=True).stdout
                times[binary].append(time.perf_counter() - start)
        b, a = times[before], times[after]
        same = "identical" if outputs[before] == outputs[after] else "DIFFERENT"
        print(f"| {name} | {min(b)*1e3:.1f} / {statistics.median(b)*1e3:.1f} ms | "
              f"{min(a)*1e3:.1f} / {statistics.median(a)*1e3:.1f} ms | {min(a)/min(b):.2f} | {same} |")
    os.remove(batch)

main()
