#!/usr/bin/env python3
"""Matrices side by side (issue 32): bigcalc against PARI/GP, mpmath and python-flint, whole processes.

Workloads (--workloads, default all four):
  hilbert-det   det of the 100x100 Hilbert matrix H[i,j] = 1/(i+j-1), exact
  hilbert-inv   its exact inverse (10,000 integers)
  linsolve      x with A x = b for the 50x50 real matrix A[i,j] = sin(i*j) + 1/(i+2*j), b[k] = k,
                at 1,000 significant digits
  eigenvalues   the 20 eigenvalues of the 20x20 matrix of the same formula at 100 digits
                (not symmetric: real ones and complex pairs)
Every tool builds the matrices itself from the formula (the program files are written to
Benchmarks/.build-matrices/ and listed under the table). bigcalc is asked in its own language:
  bigcalc 'det(seq(seq(1/(i+j-1), j, 1, 100), i, 1, 100))' --format fraction
  bigcalc 'inv(seq(seq(1/(i+j-1), j, 1, 100), i, 1, 100))' --format fraction
  bigcalc 'linsolve(seq(seq(sin(i*j) + 1/(i+2*j), j, 1, 50), i, 1, 50), seq(k, k, 1, 50))' --digits 1000
  bigcalc 'eigenvalues(seq(seq(sin(i*j) + 1/(i+2*j), j, 1, 20), i, 1, 20))' --digits 100
and skipped (a note under the table) while it cannot evaluate `[1, 2][2]`. PARI/GP: matdet(M), M^-1,
matsolve(A, b) at realprecision 1010, mateigen(A, 1)[1] at 110; mpmath: lu_solve, eig at 1010 and
110 digits (no exact matrices: `n/a` for Hilbert); python-flint: fmpq_mat det and inv, arb_mat.solve
at 1050 digits (a ball prints only its proven digits), acb_mat.eig at 110 digits.

The check, before any time counts: the determinant must be 1/N with N from the closed form
det H_n = c_n^4 / c_2n, c_n = 1! 2! ... (n-1)!; the inverse must print 10,000 integers whose sum
and first entry are both n^2 = 10,000 (true of every inverse Hilbert matrix); linsolve and eigenvalue
entries (sorted by real part, then imaginary part) must agree with mpmath at twice the digits in their
first 20 and last 10 significant digits after rounding to the size (compare.py's check_single).
Timing: hyperfine -N --warmup 1 --runs R when installed, else a loop; the median in seconds.

Run: python3 Benchmarks/compare/matrices.py [--workloads hilbert-det,linsolve] [--tools gp,mpmath,flint]
     [--runs 3] [--timeout 120] [--bigcalc PATH] [--results FILE (append the table)]
Needs: gp (apt-get install -y pari-gp), hyperfine, python-flint and mpmath (pip install python-flint mpmath).
"""
import argparse
import json
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WORK = os.path.join(os.path.dirname(HERE), ".build-matrices")
sys.path.insert(0, HERE)
from compare import GUARD, check_single, machine, significant, version  # noqa: E402

sys.set_int_max_str_digits(0)  # the determinant of H_100 has thousands of digits

WORKLOADS = ["hilbert-det", "hilbert-inv", "linsolve", "eigenvalues"]
TOOLS = ["bigcalc", "gp", "mpmath", "flint"]
TITLES = {"bigcalc": "bigcalc", "gp": "PARI/GP", "mpmath": "mpmath", "flint": "python-flint"}
HILBERT, SOLVE, EIGEN = 100, 50, 20  # sizes
SOLVE_DIGITS, EIGEN_DIGITS = 1000, 100
FORMULA = "sin(i*j) + 1/(i+2*j)"
BIGCALC = {
    "hilbert-det": ([f"det(seq(seq(1/(i+j-1), j, 1, {HILBERT}), i, 1, {HILBERT}))", "--format", "fraction"]),
    "hilbert-inv": ([f"inv(seq(seq(1/(i+j-1), j, 1, {HILBERT}), i, 1, {HILBERT}))", "--format", "fraction"]),
    "linsolve": ([f"linsolve(seq(seq({FORMULA}, j, 1, {SOLVE}), i, 1, {SOLVE}), seq(k, k, 1, {SOLVE}))",
                  "--digits", str(SOLVE_DIGITS)]),
    "eigenvalues": ([f"eigenvalues(seq(seq({FORMULA}, j, 1, {EIGEN}), i, 1, {EIGEN}))", "--digits", str(EIGEN_DIGITS)]),
}
GP_MATRIX = "matrix({n}, {n}, i, j, sin(i*j) + 1/(i+2*j))"
GP = {
    "hilbert-det": f"M = matrix({HILBERT}, {HILBERT}, i, j, 1/(i+j-1));\nprint(matdet(M));\n",
    "hilbert-inv": f"M = matrix({HILBERT}, {HILBERT}, i, j, 1/(i+j-1));\nprint(M^-1);\n",
    "linsolve": f"default(realprecision, {SOLVE_DIGITS + GUARD});\nA = {GP_MATRIX.format(n=SOLVE)};\nx = matsolve(A, vectorv({SOLVE}, k, k));\n"
                f"for(k = 1, {SOLVE}, print(x[k]));\n",
    "eigenvalues": f"default(realprecision, {EIGEN_DIGITS + GUARD});\nA = {GP_MATRIX.format(n=EIGEN)};\nL = mateigen(A, 1)[1];\n"
                   f"for(k = 1, #L, print(real(L[k]), \" \", imag(L[k])));\n",
}
MP_MATRIX = "matrix({n}, {n})\nfor i in range(1, {n} + 1):\n    for j in range(1, {n} + 1):\n" \
            "        A[i - 1, j - 1] = sin(i * j) + mpf(1) / (i + 2 * j)\n"
MPMATH = {
    "linsolve": f"from mpmath import mp, mpf, sin, matrix, lu_solve, nstr\nmp.dps = {SOLVE_DIGITS + GUARD}\n"
                f"A = {MP_MATRIX.format(n=SOLVE)}x = lu_solve(A, matrix([k for k in range(1, {SOLVE} + 1)]))\n"
                f"for v in x: print(nstr(v, {SOLVE_DIGITS + GUARD}))\n",
    "eigenvalues": f"from mpmath import mp, mpf, sin, matrix, eig, nstr\nmp.dps = {EIGEN_DIGITS + GUARD}\n"
                   f"A = {MP_MATRIX.format(n=EIGEN)}for z in eig(A, left=False, right=False):\n"
                   f"    z = mp.mpc(z); print(nstr(z.real, {EIGEN_DIGITS + GUARD}), nstr(z.imag, {EIGEN_DIGITS + GUARD}))\n",
}
FL_MATRIX = "[[arb({i} * {j}).sin() + arb(1) / ({i} + 2 * {j}) for {j} in range(1, {n} + 1)] for {i} in range(1, {n} + 1)]"
FLINT = {
    "hilbert-det": f"from flint import fmpq, fmpq_mat\nn = {HILBERT}\n"
                   "print(fmpq_mat(n, n, [fmpq(1, i + j + 1) for i in range(n) for j in range(n)]).det())\n",
    "hilbert-inv": f"from flint import fmpq, fmpq_mat\nn = {HILBERT}\n"
                   "print(fmpq_mat(n, n, [fmpq(1, i + j + 1) for i in range(n) for j in range(n)]).inv())\n",
    # Ball arithmetic prints only the digits its radius proves: 40 more for the condition number (~10^3).
    "linsolve": f"from flint import arb, arb_mat, ctx\nctx.dps = {SOLVE_DIGITS + GUARD + 40}\n"
                f"A = arb_mat({FL_MATRIX.format(i='i', j='j', n=SOLVE)})\n"
                f"x = A.solve(arb_mat([[k] for k in range(1, {SOLVE} + 1)]))\n"
                f"for k in range({SOLVE}): print(x[k, 0].str({SOLVE_DIGITS + GUARD}, radius=False))\n",
    "eigenvalues": f"from flint import arb, acb_mat, ctx\nctx.dps = {EIGEN_DIGITS + GUARD}\n"
                   f"A = acb_mat({FL_MATRIX.format(i='i', j='j', n=EIGEN)})\n"
                   f"for z in A.eig(): print(z.real.str({EIGEN_DIGITS + GUARD}, radius=False), "
                   f"z.imag.str({EIGEN_DIGITS + GUARD}, radius=False))\n",
}

NUMBER = r"-?\d+(?:\.\d*)?(?:\s?[eE]\s?[+-]?\d+)?"


def hilbert_inverse_determinant(n):
    """N with det H_n = 1/N: c_2n / c_n^4, c_n = 1! 2! ... (n-1)!."""
    c = lambda m: math.prod(math.factorial(k) for k in range(1, m))  # noqa: E731
    quotient, remainder = divmod(c(2 * n), c(n) ** 4)
    assert remainder == 0
    return quotient


def reference(workload):
    """What the check compares with: N, n^2, or mpmath's values at twice the digits."""
    if workload == "hilbert-det":
        return hilbert_inverse_determinant(HILBERT)
    if workload == "hilbert-inv":
        return HILBERT ** 2
    from mpmath import mp, mpf, sin, matrix, lu_solve, eig
    n, digits = (SOLVE, SOLVE_DIGITS) if workload == "linsolve" else (EIGEN, EIGEN_DIGITS)
    mp.dps = 2 * digits
    A = matrix(n, n)
    for i in range(1, n + 1):
        for j in range(1, n + 1):
            A[i - 1, j - 1] = sin(i * j) + mpf(1) / (i + 2 * j)
    if workload == "linsolve":
        return [(x, mpf(0)) for x in lu_solve(A, matrix(list(range(1, n + 1))))]
    return sorted(((mp.mpc(z).real, mp.mpc(z).imag) for z in eig(A, left=False, right=False)),
                  key=lambda p: (round(float(p[0]), 20), float(p[1])))


def bigcalc_entries(text):
    """[(re, im)] texts from bigcalc's one-line list `[1.5, -2 + 3.25i, 0.5i]`."""
    out = []
    for entry in text.strip().strip("[]").split(","):
        entry = entry.strip().replace(" ", "")
        if not entry.endswith("i"):
            out.append((entry, "0"))
            continue
        cut = max((k for k, ch in enumerate(entry) if ch in "+-" and k > 0 and entry[k - 1] not in "eE"), default=0)
        re_text, im_text = (entry[:cut], entry[cut:-1]) if cut else ("0", entry[:-1])
        out.append((re_text, im_text + "1" if im_text in ("", "+", "-") else im_text))
    return out


def check(workload, tool, output, expected):
    """None when the output is right, else why not."""
    if workload == "hilbert-det":
        return None if significant(output) == "1" + str(expected) else f"not 1/N: {output[:60]}…"
    if workload == "hilbert-inv":
        ints = [int(t) for t in re.findall(r"-?\d+", output)]
        if len(ints) != HILBERT ** 2 or sum(ints) != expected or ints[0] != expected:
            return f"{len(ints)} integers, sum {sum(ints)}, first {ints[:1]}; expected {HILBERT ** 2}, {expected}, {expected}"
        return None
    digits = SOLVE_DIGITS if workload == "linsolve" else EIGEN_DIGITS
    if tool == "bigcalc":
        pairs = bigcalc_entries(output)
    else:
        pairs = [tuple(re.findall(NUMBER, line)) + ("0",) for line in output.splitlines() if re.search(r"\d", line)]
        pairs = [(p[0], p[1]) for p in pairs]
    if len(pairs) != len(expected):
        return f"{len(pairs)} values, expected {len(expected)}"
    from mpmath import mp, mpf, nstr
    mp.dps = 2 * digits
    tiny = mpf(10) ** (-digits // 2)
    clean = lambda t: mpf(0) if abs(mpf(t.replace(" ", "").replace("E", "e"))) < tiny else mpf(t.replace(" ", "").replace("E", "e"))  # noqa: E731
    got = [(clean(a), clean(b), a, b) for a, b in pairs]
    if workload == "eigenvalues":
        got.sort(key=lambda p: (round(float(p[0]), 20), float(p[1])))
    for k, ((re_value, im_value, re_text, im_text), (want_re, want_im)) in enumerate(zip(got, expected), 1):
        for value, text, want in ((re_value, re_text, want_re), (im_value, im_text, want_im)):
            if abs(want) < tiny:
                if value != 0:
                    return f"value {k}: {text} where 0 was expected"
                continue
            if (value < 0) != (want < 0):
                return f"value {k}: sign of {text}"
            why = check_single(text, significant(nstr(want, digits)), exact=False)
            if why:
                return f"value {k}: {why}"
    return None


def command(tool, workload, bigcalc):
    """The argv of one cell, or None when the tool has no way to do the workload."""
    if tool == "bigcalc":
        return [bigcalc] + BIGCALC[workload]
    programs = {"gp": GP, "mpmath": MPMATH, "flint": FLINT}[tool]
    if workload not in programs:
        return None
    path = os.path.join(WORK, f"{tool}-{workload}.{'gp' if tool == 'gp' else 'py'}")
    with open(path, "w") as f:
        f.write(programs[workload])
    if tool == "gp":
        return ["gp", "-q", "-f", "-D", "parisizemax=4000000000", "-D", "threadsizemax=4000000000", path]
    return [sys.executable, path]


def timed(argv, runs, timeout):
    """The median wall time of `runs` runs (hyperfine when installed)."""
    line = " ".join(shlex.quote(a) for a in ["timeout", str(timeout)] + argv)
    if shutil.which("hyperfine"):
        out = os.path.join(WORK, "hyperfine.json")
        subprocess.run(["hyperfine", "-N", "--warmup", "1", "--runs", str(runs), "--export-json", out,
                        "--output", "null", line], check=True, capture_output=True)
        with open(out) as f:
            return statistics.median(json.load(f)["results"][0]["times"])
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, capture_output=True, timeout=timeout)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def flint_version():
    run = subprocess.run([sys.executable, "-c", "import flint; print(flint.__version__)"], capture_output=True, text=True)
    return run.stdout.strip() or "?"


def bigcalc_can_evaluate_lists(bigcalc):
    """Why bigcalc is skipped, or None when it evaluates `[1, 2][2]`."""
    if not os.access(bigcalc, os.X_OK):
        return f"{bigcalc} not built"
    run = subprocess.run([bigcalc, "[1, 2][2]"], capture_output=True, text=True)
    return None if run.returncode == 0 and run.stdout.strip() == "2" else \
        f"cannot evaluate lists yet (`[1, 2][2]`: {(run.stdout + run.stderr).strip().splitlines()[0][:60]})"


def main():
    parser = argparse.ArgumentParser(description="Matrices side by side (see the module doc).")
    parser.add_argument("--workloads", default=",".join(WORKLOADS))
    parser.add_argument("--tools", default=",".join(TOOLS))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--bigcalc", default=os.path.join(ROOT, ".build", "release", "bigcalc"))
    parser.add_argument("--results", help="append the table to this markdown file")
    args = parser.parse_args()
    os.makedirs(WORK, exist_ok=True)
    workloads = [w for w in args.workloads.split(",") if w in WORKLOADS]
    tools, notes = [], []
    for tool in [t for t in args.tools.split(",") if t in TOOLS]:
        why = bigcalc_can_evaluate_lists(args.bigcalc) if tool == "bigcalc" else \
            (None if shutil.which("gp") else "`gp` not installed") if tool == "gp" else \
            (None if subprocess.run([sys.executable, "-c", f"import {tool}"], capture_output=True).returncode == 0
             else f"Python module `{tool}` not installed")
        if why:
            notes.append(f"- {TITLES[tool]} skipped: {why}")
        else:
            tools.append(tool)
    rows, commands = [], []
    for workload in workloads:
        expected = reference(workload)
        cells = {}
        for tool in tools:
            argv = command(tool, workload, args.bigcalc)
            if argv is None:
                cells[tool] = "n/a"
                continue
            commands.append(f"- {workload}, {TITLES[tool]}: `{' '.join(shlex.quote(a) for a in argv).replace(ROOT + '/', '')}`")
            try:
                run = subprocess.run(argv, capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                cells[tool] = f"> {args.timeout:g} s"
                continue
            why = "error" if run.returncode else check(workload, tool, run.stdout, expected)
            if why:
                cells[tool] = "wrong" if why != "error" else "error"
                notes.append(f"- {workload}, {TITLES[tool]}: {why if why != 'error' else run.stderr.strip()[:200]}")
                continue
            cells[tool] = timed(argv, args.runs, args.timeout)
            print(f"{workload} {tool}: {cells[tool]:.3f} s", file=sys.stderr)
        rows.append((workload, cells))
    header = "| workload | " + " | ".join(f"{TITLES[t]} s" for t in tools) + " | bigcalc ÷ fastest peer |"
    lines = [header, "|" + "---|" * (len(tools) + 2)]
    for workload, cells in rows:
        shown = [f"{c:.3f}" if isinstance(c, float) else c for c in (cells.get(t, "—") for t in tools)]
        peers = [c for t, c in cells.items() if t != "bigcalc" and isinstance(c, float)]
        ratio = f"{cells['bigcalc'] / min(peers):.2f}×" if isinstance(cells.get("bigcalc"), float) and peers else "—"
        lines.append(f"| {workload} | " + " | ".join(shown) + f" | {ratio} |")
    cpu, cores = machine()
    load = os.getloadavg()[0]
    versions = ", ".join(f"python-flint {flint_version()}" if t == "flint" else
                         f"bigcalc {version(t, args.bigcalc)}" if t == "bigcalc" else version(t, args.bigcalc) for t in tools)
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    text = "\n".join([f"Matrices (issue 32), {when}, {cores} cores, {cpu}: median of {args.runs} whole-process runs "
                      "(hyperfine -N, one warm-up), each tool's output checked first; target bigcalc ≤ 1.2× the fastest peer. "
                      f"Versions: {versions}. Load average {load:.1f} when the table was written.",
                      "", *lines, "", "Notes:", "", *(notes or ["- none"]), "", "Commands:", "", *commands])
    print(text)
    if args.results:
        with open(args.results, "a") as f:
            f.write("\n## Matrices: `Benchmarks/compare/matrices.py`\n\n" + text + "\n")


if __name__ == "__main__":
    main()
