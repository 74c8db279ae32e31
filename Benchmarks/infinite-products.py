#!/usr/bin/env python3
"""Whole-process CPU time of proven infinite products, alternating sums and rational integrals over
infinite ranges against PARI/GP and mpmath (not a unit test).

Cases at the digits given (1000 by default):
  product  product(1 + 1/k^2, k, 1, inf)        gp prodnumrat, mpmath nprod
  altsum   sum((-1)^(k+1)/k, k, 1, inf)          gp sumalt, mpmath nsum
  integral integrate(1/(1+x^4), x, -inf, inf)    gp intnum, mpmath quad

Each tool runs in a fresh process (start-up included): `bigcalc` (release build), `gp -q`, `python3`
with mpmath. A cell is the best of --repeats runs of user + system CPU time of the child (from
getrusage), then the wall time of that run. Every value is checked against mpmath's closed form at
the digits asked for (to within 10 units of the last digit) before its time is printed.

Run: python3 Benchmarks/infinite-products.py [--digits 1000] [--repeats 3] [--cases product,altsum,integral]   (needs mpmath and gp)
"""
import argparse
import os
import resource
import subprocess
import time

import mpmath

HERE = os.path.dirname(os.path.abspath(__file__))
BIGCALC = os.path.join(HERE, "..", ".build", "release", "bigcalc")

CASES = {
    "product": ("product(1 + 1/k^2, k, 1, inf)", "prodnumrat(1 + 1/k^2, 1)", "nprod(lambda k: 1 + 1/mpf(k)**2, [1, inf])",
                lambda: mpmath.sinh(mpmath.pi) / mpmath.pi),
    "altsum": ("sum((-1)^(k+1)/k, k, 1, inf)", "sumalt(k = 1, (-1)^(k+1)/k)", "nsum(lambda k: (-1)**(k+1)/mpf(k), [1, inf])",
               lambda: mpmath.ln(2)),
    "integral": ("integrate(1/(1+x^4), x, -inf, inf)", "intnum(x = [-oo, -4], [oo, -4], 1/(1+x^4))",
                 "quad(lambda x: 1/(1+x**4), [-inf, inf])", lambda: mpmath.pi / mpmath.sqrt(2)),
}


def run(command, stdin=None):
    """(CPU seconds, wall seconds, stdout) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(command, input=stdin, capture_output=True, text=True, check=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, out


def commands(case, digits):
    ours, gp, mp_expr, _ = CASES[case]
    return {
        "bigcalc": ([BIGCALC, "--digits", str(digits), ours], None),
        "gp": (["gp", "-q", "-f"], f"default(parisizemax, 2000000000)\ndefault(realprecision, {digits})\nprint({gp})\n"),
        "mpmath": (["python3", "-c", f"from mpmath import *\nmp.dps = {digits}\nprint({mp_expr})"], None),
    }


def check(text, reference, digits):
    value = mpmath.mpf(text.strip().splitlines()[-1].replace(" E", "e"))
    return abs(value - reference) <= abs(reference) * mpmath.mpf(10) ** (-digits + 2)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--digits", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--cases", default=",".join(CASES), help="a comma-separated subset of " + ", ".join(CASES))
    arguments = parser.parse_args()
    digits = arguments.digits
    print(f"| case | digits | bigcalc (proven) | PARI/GP | mpmath |")
    print("|---|---|---|---|---|")
    for case in arguments.cases.split(","):
        with mpmath.workdps(digits + 20):
            reference = +CASES[case][3]()
        cells = []
        for tool, (command, stdin) in commands(case, digits).items():
            best = None
            for _ in range(arguments.repeats):
                cpu, wall, out = run(command, stdin)
                with mpmath.workdps(digits + 20):
                    ok = check(out, reference, digits)
                if best is None or cpu < best[0]:
                    best = (cpu, wall, ok)
            cells.append(f"{best[0]:.3f} s ({best[1]:.2f} s wall){'' if best[2] else ' WRONG'}")
        print(f"| `{CASES[case][0]}` | {digits} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
