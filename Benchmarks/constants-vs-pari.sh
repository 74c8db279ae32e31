#!/bin/bash
# Whole-process time of `bigcalc --threads N pi|e --digits 1000000` for each N against PARI/GP
# printing the same 10^6 digits (Pi, exp(1)). With `big`, also π to 10^7 digits: time, peak RSS and
# the growth of the time from 10^6 to 10^7 digits, bigcalc (largest N) against PARI/GP.
#
# The commands run interleaved, round by round, and each run records the CPU that other processes
# used meanwhile (from /proc/stat, minus the run's own): on a shared machine only runs during which
# the others used under 0.15 of a core count ("quiet"); the medians are of quiet runs, with their
# number, the minimum of all runs and the mean user time. Peak RSS is the run's ru_maxrss (what
# /usr/bin/time -f %M prints).
# Usage: Benchmarks/constants-vs-pari.sh [path/to/bigcalc] [quiet runs] [big] [threads...]
#   e.g. Benchmarks/constants-vs-pari.sh .build/release/bigcalc 9 big 1 2
# Build first: make release (or swift build $(make -s release-flags) --product bigcalc)
set -euo pipefail
BIN=${1:-.build/release/bigcalc}
RUNS=${2:-9}
BIG=${3:-}
shift $(( $# < 3 ? $# : 3 ))
THREADS=("$@")
[ ${#THREADS[@]} -gt 0 ] || THREADS=(1 2)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for digits in 1000000 10000000; do
  printf 'default(realprecision,%s);\nprint(Pi);\nquit;\n' $digits > "$WORK/pi-$digits.gp"
  printf 'default(realprecision,%s);\nprint(exp(1));\nquit;\n' $digits > "$WORK/e-$digits.gp"
done
date -u; uptime; nproc; grep -m1 'model name' /proc/cpuinfo || true
python3 - "$BIN" "$RUNS" "$BIG" "$WORK" "${THREADS[@]}" <<'PY'
import os, statistics, subprocess, sys, time

binary, runs, big, work, threads = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "big", sys.argv[4], sys.argv[5:]
HZ = os.sysconf("SC_CLK_TCK")
QUIET = 0.15  # cores other processes may use during a run that counts

def busy_seconds():
    fields = [int(x) for x in open("/proc/stat").readline().split()[1:9]]
    return (sum(fields) - fields[3] - fields[4]) / HZ

def run(command):
    """Wall and user seconds, peak RSS in KiB, and the cores other processes used meanwhile."""
    before, start = busy_seconds(), time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    others = max(0.0, busy_seconds() - before - usage.ru_utime - usage.ru_stime) / wall
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return wall, usage.ru_utime, usage.ru_maxrss, others

def measure(commands, wanted, most_rounds):
    """Interleaved rounds until every command has `wanted` quiet runs (or `most_rounds` rounds)."""
    samples = {name: [] for name in commands}
    for _ in range(most_rounds):
        for name, command in commands.items():
            samples[name].append(run(command))
        if all(sum(s[3] < QUIET for s in runs_) >= wanted for runs_ in samples.values()):
            break
    summary = {}
    for name, runs_ in samples.items():
        quiet = [s for s in runs_ if s[3] < QUIET] or runs_
        summary[name] = {
            "median": statistics.median(s[0] for s in quiet), "quiet": sum(s[3] < QUIET for s in runs_),
            "runs": len(runs_), "min": min(s[0] for s in runs_), "user": statistics.mean(s[1] for s in quiet),
            "rss": max(s[2] for s in quiet), "others": statistics.mean(s[3] for s in runs_)}
        s = summary[name]
        print(f"{name}: median {s['median']:.3f} s wall ({s['quiet']} quiet of {s['runs']} runs), min {s['min']:.3f} s, "
              f"user {s['user']:.3f} s, peak RSS {s['rss'] / 1024:.0f} MiB, others' load {s['others']:.2f} cores")
    return summary

def gp(name, stack="512M"):
    return ["gp", "-q", "-s", stack, f"{work}/{name}.gp"]

commands = {}
for constant in ["pi", "e"]:
    for count in threads:
        commands[f"bigcalc-{constant}-t{count}"] = [binary, "--threads", count, constant, "--digits", "1000000"]
    commands[f"gp-{constant}"] = gp(f"{constant}-1000000")
subprocess.run([binary, "pi", "--digits", "10"], stdout=subprocess.DEVNULL)  # warm the caches
small = measure(commands, runs, 6 * runs)
for name, s in small.items():
    if name.startswith("bigcalc-"):
        constant = name.split("-")[1]
        print(f"{name} / gp-{constant}: {s['median'] / small['gp-' + constant]['median']:.2f}")
if big:
    most = max(threads, key=int)
    large = measure({f"bigcalc-pi7-t{most}": [binary, "--threads", most, "pi", "--digits", "10000000"],
                     "gp-pi7": gp("pi-10000000", "1G")}, 1, 4)
    ours, theirs = large[f"bigcalc-pi7-t{most}"], large["gp-pi7"]
    print(f"pi 10^7 bigcalc / gp: {ours['median'] / theirs['median']:.2f} time, {ours['rss'] / theirs['rss']:.2f} peak RSS")
    print(f"growth 10^6 -> 10^7: bigcalc {ours['median'] / small[f'bigcalc-pi-t{most}']['median']:.1f}x (t{most}), "
          f"gp {theirs['median'] / small['gp-pi']['median']:.1f}x")
PY
uptime
