#!/usr/bin/env python3
"""Recognising numbers side by side (issue 34): bigcalc against PARI/GP and mpmath, whole processes.

Workloads:
  algdep   the minimal polynomial of x = 2^(1/4) + 3^(1/2) (degree 8) at 200 digits:
           bigcalc 'algdep(2^(1/4) + sqrt(3), 8)' --digits 200, gp algdep(x, 8) at
           realprecision 200, mpmath findpoly(x, 8) at 200 digits (maxcoeff 10^6)
  lindep   an integer relation among 10 numbers at 200 digits: ln(p) for the first nine primes and
           ln(N) with N = 2*3^2*5*7*11*13*17*19*23 (the relation [1, 2, 1, 1, 1, 1, 1, 1, 1, -1]):
           bigcalc 'lindep([...])' --digits 200, gp lindep, mpmath pslq (maxcoeff 10^6, maxsteps 10^6)
  start-up the same processes doing next to nothing (bigcalc '1+1', gp print(1+1), python importing
           mpmath), to split each time above into start-up and work.
Each tool's output must contain the expected relation (up to sign) before its time counts.
Timing: the median of --runs whole-process runs (wall clock).

Run: python3 Benchmarks/compare/recognition.py [--runs 5] [--bigcalc PATH]
Needs: gp (apt-get install -y pari-gp) and mpmath.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23]
N = 2 * 3 ** 2 * 5 * 7 * 11 * 13 * 17 * 19 * 23
LOGS = ", ".join("ln(%d)" % p for p in PRIMES) + ", ln(%d)" % N

PROGRAMS = {
    "algdep": {
        "bigcalc": ["algdep(2^(1/4) + sqrt(3), 8)", "--digits", "200"],
        "gp": "default(realprecision, 200); print(algdep(2^(1/4) + sqrt(3), 8))",
        "mpmath": "from mpmath import *; mp.dps = 200; print(findpoly(mpf(2)**(mpf(1)/4) + sqrt(3), 8, maxcoeff=10**6))",
        "expect": ["180", "49"],
    },
    "lindep": {
        "bigcalc": ["lindep([%s])" % LOGS, "--digits", "200"],
        "gp": "default(realprecision, 200); print(lindep([%s]))" % LOGS.replace("ln(", "log("),
        "mpmath": "from mpmath import *; mp.dps = 200; print(pslq([%s], maxcoeff=10**6, maxsteps=10**6))" % LOGS.replace("ln(", "log("),
        "expect": ["2"],
    },
    "start-up": {
        "bigcalc": ["1+1"],
        "gp": "print(1+1)",
        "mpmath": "import mpmath; print(1+1)",
        "expect": ["2"],
    },
}


def run(tool, workload, bigcalc):
    if tool == "gp":
        process = subprocess.run(["gp", "-q", "-f"], input=PROGRAMS[workload]["gp"] + "\n", capture_output=True, text=True)
    elif tool == "bigcalc":
        process = subprocess.run([bigcalc] + PROGRAMS[workload]["bigcalc"], capture_output=True, text=True)
    else:
        process = subprocess.run([sys.executable, "-c", PROGRAMS[workload]["mpmath"]], capture_output=True, text=True)
    return process.stdout.strip()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bigcalc", default=os.path.join(ROOT, ".build", "release", "bigcalc"))
    args = parser.parse_args()
    print("| workload | bigcalc | PARI/GP | mpmath |")
    print("|---|---|---|---|")
    for workload in PROGRAMS:
        cells = []
        for tool in ("bigcalc", "gp", "mpmath"):
            output = run(tool, workload, args.bigcalc)
            if not all(token in output.replace(" ", "") for token in PROGRAMS[workload]["expect"]):
                cells.append("wrong: %s" % output[:60])
                continue
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                run(tool, workload, args.bigcalc)
                times.append(time.perf_counter() - start)
            cells.append("%.3f s" % statistics.median(times))
        print("| %s | %s |" % (workload, " | ".join(cells)))


if __name__ == "__main__":
    main()
