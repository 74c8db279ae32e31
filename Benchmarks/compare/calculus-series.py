#!/usr/bin/env python3
"""integrate, diff and roots side by side (issue 33): bigcalc against PARI/GP, mpmath and python-flint, whole
processes, timed with hyperfine (median of --runs).

Workloads:
  integrate  exp(-x^2) over [0, 1] and sinc(x) over [0, 100], at 100 and 1000 digits: bigcalc
          'integrate(...)' (proven, acb_calc_integrate); PARI/GP intnum at realprecision D;
          mpmath quad at dps D (sinc on 32 equal pieces, as it needs for an oscillating
          integrand); python-flint acb.integral at ctx.dps D (proven, as bigcalc).
  line    exp(-x^2) over the whole line, at 100 and 1000 digits: bigcalc 'integrate(exp(-x^2), x, -inf, inf)'
          (proven: Arb up to a cut, the tails bounded); PARI/GP intnum(x = [-oo, 1], [oo, 1], exp(-x^2))
          (the code of a fast-decreasing integrand; parisizemax 2 GB); mpmath quad over [-inf, inf].
  diff    the 10th derivative of exp(sin(x)) at 1, 1000 digits: bigcalc 'diff(exp(sin(x)), x, 1, 10)'
          (proven, Taylor arithmetic on balls); PARI/GP derivnum(x = 1, exp(sin(x)), 10) at
          realprecision 1000; mpmath diff(lambda x: exp(sin(x)), 1, 10) at dps 1000 (both unproven).
  roots   every root of a random degree-100 integer polynomial (coefficients in [-99, 99], seed 33,
          monic) at 100 digits: bigcalc 'roots(p, x)'; PARI/GP polroots at realprecision 100;
          mpmath polyroots (extraprec 200, maxsteps 200); python-flint fmpz_poly.complex_roots()
          at ctx.dps 100 (proven, as bigcalc).
The first 20 digits of each tool's answer are compared with bigcalc's before any time counts.
Wall time is the median of --runs (hyperfine), CPU time (user + system) their mean: on a shared
machine the CPU time is the steadier figure.
Run: python3 Benchmarks/compare/calculus-series.py [--runs 5] [--timeout 600] [--bigcalc PATH] [--only TEXT]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

random.seed(33)
COEFFICIENTS = [1] + [random.randint(-99, 99) for _ in range(100)]  # highest first
POLY = " + ".join(f"({c})*x^{100 - i}" for i, c in enumerate(COEFFICIENTS))


def commands(bigcalc, work):
    def script(name, text):
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(text)
        return path
    gp_diff = script("diff.gp", "default(realprecision, 1000);\nprint(derivnum(x = 1, exp(sin(x)), 10));\nquit\n")
    gp_roots = script("roots.gp", f"default(realprecision, 100);\nv = polroots(Pol({COEFFICIENTS}));\nprint(real(v[1]));\nquit\n")
    mp_diff = script("diff.py", "import mpmath\nmpmath.mp.dps = 1000\n"
                     "print(mpmath.diff(lambda x: mpmath.exp(mpmath.sin(x)), 1, 10))\n")
    mp_roots = script("roots.py", f"import mpmath\nmpmath.mp.dps = 100\n"
                      f"r = mpmath.polyroots({COEFFICIENTS}, maxsteps=200, extraprec=200)\nprint(len(r))\n")
    fl_roots = script("roots_flint.py", f"import flint\nflint.ctx.dps = 100\n"
                      f"r = flint.fmpz_poly({COEFFICIENTS[::-1]}).complex_roots()\nprint(len(r))\n")
    integrals = {}
    for name, text, gp_f, mp_f, mp_points, fl_f, b in [
        ("exp(-x^2)", "exp(-x^2)", "exp(-x^2)", "lambda x: mpmath.exp(-x*x)", "[0, 1]", "lambda x, a: (-(x*x)).exp()", 1),
        ("sinc", "sinc(x)", "sinc(x)", "mpmath.sinc", "mpmath.linspace(0, 100, 33)", "lambda x, a: x.sinc()", 100),
    ]:
        for digits in (100, 1000):
            key = f"integrate {name} {digits}"
            tag = f"{name[:4].strip('(')}{digits}"
            gp = script(f"int_{tag}.gp", f"default(realprecision, {digits});\nprint(intnum(x = 0, {b}, {gp_f}));\nquit\n")
            mp = script(f"int_{tag}.py", f"import mpmath\nmpmath.mp.dps = {digits}\nprint(mpmath.quad({mp_f}, {mp_points}))\n")
            fl = script(f"int_{tag}_flint.py", f"import flint\nflint.ctx.dps = {digits}\n"
                        f"print(flint.acb.integral({fl_f}, 0, {b}).real.str(20, radius=False))\n")
            integrals[key] = {
                "bigcalc": [bigcalc, f"integrate({text}, x, 0, {b})", "--digits", str(digits)],
                "PARI/GP": ["gp", "-q", "-f", gp],
                "mpmath": [sys.executable, mp],
                "python-flint": [sys.executable, fl],
            }
    for digits in (100, 1000):
        gp = script(f"line{digits}.gp", f"default(parisizemax, 2000000000);\ndefault(realprecision, {digits});\n"
                    f"print(intnum(x = [-oo, 1], [oo, 1], exp(-x^2)));\nquit\n")
        mp = script(f"line{digits}.py", f"import mpmath\nmpmath.mp.dps = {digits}\n"
                    f"print(mpmath.quad(lambda x: mpmath.exp(-x*x), [-mpmath.inf, mpmath.inf]))\n")
        integrals[f"integrate exp(-x^2) over the line {digits}"] = {
            "bigcalc": [bigcalc, "integrate(exp(-x^2), x, -inf, inf)", "--digits", str(digits)],
            "PARI/GP": ["gp", "-q", "-f", gp],
            "mpmath": [sys.executable, mp],
        }
    return integrals | {
        "diff": {
            "bigcalc": [bigcalc, "diff(exp(sin(x)), x, 1, 10)", "--digits", "1000"],
            "PARI/GP": ["gp", "-q", "-f", gp_diff],
            "mpmath": [sys.executable, mp_diff],
        },
        "roots": {
            "bigcalc": [bigcalc, f"roots({POLY}, x)", "--digits", "100"],
            "PARI/GP": ["gp", "-q", "-f", gp_roots],
            "mpmath": [sys.executable, mp_roots],
            "python-flint": [sys.executable, fl_roots],
        },
    }


def median_seconds(command, runs):
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        quoted = " ".join("'" + a.replace("'", "'\\''") + "'" for a in command)
        subprocess.run(["hyperfine", "-N", "--warmup", "1", "--runs", str(runs), "--export-json", out.name, quoted],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        result = json.load(open(out.name))["results"][0]
        return result["median"], result["user"] + result["system"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=int, default=600, help="seconds one run may take before the tool is left out")
    parser.add_argument("--bigcalc", default=os.path.join(ROOT, ".build", "release", "bigcalc"))
    parser.add_argument("--only", default="", help="run only the workloads whose name contains this text")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        for workload, tools in commands(args.bigcalc, work).items():
            if args.only not in workload:
                continue
            print(f"{workload}:", flush=True)
            for tool, command in tools.items():
                try:
                    head = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout).stdout.strip()[:40]
                except subprocess.TimeoutExpired:
                    print(f"  {tool:13s} > {args.timeout} s (one run)", flush=True)
                    continue
                wall, cpu = median_seconds(command, args.runs)
                print(f"  {tool:13s} {wall:8.3f} s wall (median)  {cpu:8.3f} s cpu (mean)   {head}", flush=True)


if __name__ == "__main__":
    main()
