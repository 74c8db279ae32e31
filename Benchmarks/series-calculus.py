#!/usr/bin/env python3
"""Timing of BigNumber's rigorous integration and Taylor arithmetic against peers (not a unit test).

Cases, each at 100 and 1000 digits:
  gauss  int_0^1 exp(-x^2) dx
  sinc   int_0^100 sin(x)/x dx
  diff   the 10th derivative of exp(sin x) at x = 1 (1000 digits only in the issue; both here)

Tools:
  bigcalc-lib  BigComplexBall.integral / ComplexBallSeries in process (Benchmarks/SeriesCalculusTiming,
               built here in release), proven
  flint        python-flint's acb.integral (the same Arb routine), proven; no derivative
  mpmath       quad (tanh-sinh) and diff (finite differences), not proven
  gp           PARI/GP intnum and derivnum, not proven (when gp is installed)

Each cell is "first/best" seconds: the first call in a fresh process (quadrature nodes and constants
computed then) and the best of --repeats calls. Every value is checked against mpmath's at the
digits asked for (to within 10 units of the last digit) before its time is printed.

Run: python3 Benchmarks/series-calculus.py [--repeats 3]   (needs mpmath, python-flint; gp optional)
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

import mpmath

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.join(HERE, "SeriesCalculusTiming")
CASES = ("gauss", "sinc", "diff")


def timed(function, repeats):
    start = time.perf_counter()
    value = function()
    first = time.perf_counter() - start
    best = first
    for _ in range(repeats - 1):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return first, best, value


def reference(case, digits):
    with mpmath.workdps(digits + 30):
        if case == "gauss":
            return mpmath.sqrt(mpmath.pi) / 2 * mpmath.erf(1)
        if case == "sinc":
            return mpmath.si(100)
        # exp(sin(1 + t)) by series arithmetic: the 10th Taylor coefficient times 10!.
        s = [mpmath.sin(1), mpmath.cos(1), -mpmath.sin(1), -mpmath.cos(1)]
        sin_series = [s[k % 4] / mpmath.factorial(k) for k in range(11)]
        e = [mpmath.exp(sin_series[0])]
        for k in range(1, 11):
            e.append(sum(j * sin_series[j] * e[k - j] for j in range(1, k + 1)) / k)
        return e[10] * mpmath.factorial(10)


def agrees(value, case, digits):
    with mpmath.workdps(digits + 30):
        expected = reference(case, digits)
        return abs(mpmath.mpf(value) - expected) <= abs(expected) * mpmath.mpf(10) ** (1 - digits) * 10


def bigcalc(case, digits, repeats):
    binary = os.path.join(PACKAGE, ".build", "release", "SeriesCalculusTiming")
    out = subprocess.run([binary, case, str(digits), str(repeats)], capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), float(out[1]), out[2]


def flint_cell(case, digits, repeats):
    import flint
    if case == "diff":
        return None
    flint.ctx.dps = digits
    if case == "gauss":
        f = lambda: flint.acb.integral(lambda x, analytic: (-x * x).exp(), 0, 1)
    else:
        f = lambda: flint.acb.integral(lambda x, analytic: x.sinc(), 0, 100)
    first, best, value = timed(f, repeats)
    return first, best, value.real.mid().str(digits + 5, radius=False)


def mpmath_cell(case, digits, repeats):
    mpmath.mp.dps = digits
    if case == "gauss":
        f = lambda: mpmath.quad(lambda x: mpmath.exp(-x * x), [0, 1])
    elif case == "sinc":
        f = lambda: mpmath.quad(mpmath.sinc, mpmath.linspace(0, 100, 33))
    else:
        f = lambda: mpmath.diff(lambda x: mpmath.exp(mpmath.sin(x)), 1, 10)
    first, best, value = timed(f, repeats)
    return first, best, mpmath.nstr(value, digits + 5)


def gp_cell(case, digits, repeats):
    if shutil.which("gp") is None:
        return None
    expression = {
        "gauss": "intnum(x=0,1,exp(-x^2))",
        "sinc": "intnum(x=0,100,sinc(x))",
        "diff": "derivnum(x=1,exp(sin(x)),10)",
    }[case]
    program = (
        f"default(realprecision,{digits});"
        f"t0=getabstime();v={expression};t1=getabstime()-t0;"
        f"b=t1;for(i=2,{repeats},t0=getabstime();{expression};b=min(b,getabstime()-t0));"
        f"print(t1/1000.,\" \",b/1000.,\" \",precision(v,{digits + 5}));"
    )
    out = subprocess.run(["gp", "-q", "-f", "-s", "200000000"], input=program + "\nquit\n",
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), float(out[1]), out[2].replace(" E", "e")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    options = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--package-path", PACKAGE], check=True,
                   stdout=subprocess.DEVNULL)
    tools = (("bigcalc-lib", bigcalc), ("flint", flint_cell), ("mpmath", mpmath_cell), ("gp", gp_cell))
    print("| case | digits | " + " | ".join(name for name, _ in tools) + " |")
    print("|---|---|" + "---|" * len(tools))
    for case in CASES:
        for digits in (100, 1000):
            cells = []
            for name, cell in tools:
                result = cell(case, digits, options.repeats)
                if result is None:
                    cells.append("n/a")
                    continue
                first, best, value = result
                mark = "" if agrees(value, case, digits) else " (WRONG)"
                cells.append(f"{first:.4f}/{best:.4f}{mark}")
            print(f"| {case} | {digits} | " + " | ".join(cells) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
