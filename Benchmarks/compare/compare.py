#!/usr/bin/env python3
"""Side-by-side comparison of bigcalc with raw C MPFR and the calculators people use today.

Run through ../compare.sh, which documents the options; this file does the work: it writes one
input file per tool and workload, runs each as a whole process, checks the printed digits
against an independent expected value, times the tool (median of several runs) and prints one
markdown table. Only the Python standard library is needed (mpmath for the batch reference).
"""

import argparse
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from math import ceil, lgamma, log

HERE = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCHMARKS)

# Peers compute this many digits beyond the requested ones; their output is then rounded to the
# requested count (bc truncates, and some peers' last digits are not correctly rounded).
GUARD = 10
# Leading and trailing significant digits that must agree with the expected value.
LEAD, TRAIL = 20, 10
# Digits compared on each line of the batch.
BATCH_DIGITS = 20

sys.path.insert(0, HERE)
from batch_workloads import BATCH_LINES, BATCH_SYNTAX, batch_operands, expected_values, lines_text  # noqa: E402

ALL_WORKLOADS = ["pi", "e", "sqrt2", "expr", "fact", "batch", "simple", "mixed", "startup"]
ALL_TOOLS = ["bigcalc", "unproven", "jobs2", "c", "bc", "qalc", "gp", "calc", "mpmath", "gmpy2"]
# The batches of many lines: `jobs2` runs them on two threads; simple and mixed only for these tools.
LINE_BATCHES = ("batch", "simple", "mixed")
LINE_BATCH_TOOLS = ("bigcalc", "jobs2", "c", "bc")
TOOL_TITLES = {
    "bigcalc": "bigcalc", "unproven": "bigcalc --unproven", "jobs2": "bigcalc --jobs 2", "c": "C MPFR", "bc": "bc",
    "qalc": "qalc", "gp": "PARI/GP",
    "calc": "apcalc", "mpmath": "mpmath", "gmpy2": "gmpy2",
}
WORKLOAD_TITLES = {
    "pi": "π", "e": "e", "sqrt2": "√2", "expr": "sin(1)+cos(1)·ln(2)", "fact": "n! exact",
    "batch": "10,000-line batch, 30 digits", "simple": "10,000-line arithmetic batch, 30 digits",
    "mixed": "mixed batch (arithmetic and functions), 30 digits", "startup": "start-up `1+1`",
}


def bits_for_digits(digits):
    """BigFloat.bits(forDigits:): the precision holding `digits` significant digits."""
    return ceil(digits * 3.3219280949) + 1


def factorial_digits(n):
    """The number of decimal digits of n! (exact for the sizes used here)."""
    return int(lgamma(n + 1) / log(10)) + 1


# ---------------------------------------------------------------------------------------------
# The batch: deterministic small expressions, one per line, in each tool's syntax.

def batch_expected(rows):
    """The first BATCH_DIGITS significant digits of every batch line, from mpmath at 60 digits."""
    from mpmath import mp, mpf, sqrt, sin, exp, ln, nstr
    mp.dps = 60
    out = []
    for a, b, c, d in rows:
        value = sqrt(a) * (2 + sin(b)) + exp(mpf(c) / 10) * ln(d)
        out.append(significant(nstr(value, BATCH_DIGITS, strip_zeros=False)))
    return out


# ---------------------------------------------------------------------------------------------
# Digit handling.

EXPONENT = re.compile(r"(?:[eE]|\s*\*\s*10\^|\s*E\s*)[+-]?\d+\s*$")


def significant(text):
    """The significant digits of one printed number: no sign, point, exponent, spaces, line breaks
    (bc's backslash-newline, PARI's and calc's), leading zeros or approximation marks."""
    text = text.replace("\\\n", "").strip()
    text = EXPONENT.sub("", text)
    digits = re.sub(r"[^0-9]", "", text)
    return digits.lstrip("0") or "0"


def round_digits(digits, count):
    """`digits` (a significant-digit string) rounded half-up to `count` digits; shorter strings
    are padded with zeros (a tool that trims trailing zeros)."""
    if len(digits) <= count:
        return digits + "0" * (count - len(digits))
    head = list(digits[:count])
    if digits[count] >= "5":
        i = count - 1
        while i >= 0 and head[i] == "9":
            head[i] = "0"
            i -= 1
        if i < 0:
            return "1" + "".join(head[:-1])
        head[i] = chr(ord(head[i]) + 1)
    return "".join(head)


def check_single(output, expected, exact):
    """None when the output agrees with `expected` in its first LEAD and last TRAIL digits, else why not."""
    got = significant(output)
    if exact:
        if len(got) != len(expected):
            return f"{len(got)} digits, expected {len(expected)}"
    else:
        got = round_digits(got, len(expected))
    if got[:LEAD] != expected[:LEAD]:
        return f"leading digits {got[:LEAD]} ≠ {expected[:LEAD]}"
    if got[-TRAIL:] != expected[-TRAIL:]:
        return f"trailing digits {got[-TRAIL:]} ≠ {expected[-TRAIL:]}"
    return None


def check_batch(output, expected):
    """None when every line's first BATCH_DIGITS digits agree with mpmath's, else why not."""
    lines = [line for line in output.replace("\\\n", "").splitlines() if re.search(r"\d", line)]
    if len(lines) != len(expected):
        return f"{len(lines)} result lines, expected {len(expected)}"
    for number, (line, want) in enumerate(zip(lines, expected), 1):
        got = round_digits(significant(line), BATCH_DIGITS)
        if got != want:
            return f"line {number}: {got} ≠ {want}"
    return None


# ---------------------------------------------------------------------------------------------
# Tools: how each computes each workload. A command is (argv-or-shell-string, stdin file or None).

@dataclass
class Job:
    """One tool on one workload at one size: what to run and what it must print."""
    argv: list
    stdin: str = None
    note: str = ""


class Tools:
    """Builds the command line of every tool for every workload."""

    def __init__(self, work, bigcalc, reference):
        self.work = work
        self.bigcalc = bigcalc
        self.reference = reference

    def write(self, name, text):
        path = os.path.join(self.work, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def job(self, tool, workload, size):
        """The Job for `tool`, or None when the tool has no way to do the workload."""
        if workload in ("simple", "mixed") and tool not in LINE_BATCH_TOOLS:
            return None
        return getattr(self, "job_" + tool)(workload, size)

    # bigcalc: the expression as an argument; the batch on standard input.
    def job_bigcalc(self, w, n):
        b = self.bigcalc
        exprs = {"pi": "pi", "e": "e", "sqrt2": "sqrt(2)", "expr": "sin(1)+cos(1)*ln(2)"}
        if w in exprs:
            return Job([b, exprs[w], "--digits", str(n)])
        if w == "fact":
            return Job([b, f"{n}!", "--digits", str(factorial_digits(n))])
        if w == "batch":
            return Job([b, "--digits", "30"], stdin=self.batch_file("bigcalc"))
        if w in ("simple", "mixed"):
            return Job([b, "--digits", "30"], stdin=self.lines_file(w, "bigcalc", n))
        if w == "startup":
            return Job([b, "1+1"])

    # bigcalc without the proof of its digits (issue 7: what the re-evaluation costs).
    def job_unproven(self, w, n):
        job = self.job_bigcalc(w, n) if w in ("pi", "e", "sqrt2", "expr", "batch") else None
        return job and Job([job.argv[0], "--unproven"] + job.argv[1:], stdin=job.stdin)

    # bigcalc on two threads (issue 18): the batches only.
    def job_jobs2(self, w, n):
        job = self.job_bigcalc(w, n) if w in LINE_BATCHES else None
        return job and Job([job.argv[0], "--jobs", "2"] + job.argv[1:], stdin=job.stdin)

    def job_c(self, w, n):
        r = self.reference
        if w in ("pi", "e", "sqrt2", "expr", "fact"):
            return Job([r, w, str(n)])
        if w in ("simple", "mixed"):
            return Job([r, w, str(n)])
        if w == "startup":
            return Job([r, "one"])
        return None

    def job_bc(self, w, n):
        g = n + GUARD
        programs = {
            "pi": f"scale={g}\n4*a(1)\n", "e": f"scale={g}\ne(1)\n", "sqrt2": f"scale={g}\nsqrt(2)\n",
            "expr": f"scale={g}\ns(1)+c(1)*l(2)\n",
            "fact": f"f=1\nfor(i=2;i<={n};i++)f*=i\nf\n",
            "startup": "1+1\n",
        }
        if w == "batch":
            return Job(["bc", "-lq"], stdin=self.batch_file("bc"))
        if w in ("simple", "mixed"):
            return Job(["bc", "-lq"], stdin=self.lines_file(w, "bc", n))
        return Job(["bc", "-lq"], stdin=self.write(f"bc-{w}-{n}.bc", programs[w]))

    def job_qalc(self, w, n):
        base = ["qalc", "-t", "-s", "approximation approximate"]
        exprs = {"pi": "pi", "e": "e", "sqrt2": "sqrt(2)", "expr": "sin(1 rad)+cos(1 rad)*ln(2)"}
        if w in exprs:
            return Job(base + ["-s", f"precision {n + GUARD}", exprs[w]])
        if w == "fact":
            return Job(["qalc", "-t", "-s", f"precision {factorial_digits(n) + GUARD}", f"{n}!"])
        if w == "batch":
            return Job(base + ["-s", "precision 30", "-f", self.batch_file("qalc")])
        if w == "startup":
            return Job(["qalc", "-t", "1+1"])

    def job_gp(self, w, n):
        exprs = {"pi": "Pi", "e": "exp(1)", "sqrt2": "sqrt(2)", "expr": "sin(1)+cos(1)*log(2)",
                 "fact": f"{n}!", "startup": "1+1"}
        argv = ["gp", "-q", "-f", "-D", "parisizemax=4000000000"]
        if w == "batch":
            return Job(argv, stdin=self.batch_file("gp"))
        setup = "" if w in ("fact", "startup") else f"default(realprecision, {n + GUARD});\n"
        return Job(argv, stdin=self.write(f"gp-{w}-{n}.gp", f"{setup}print({exprs[w]});\n"))

    def job_calc(self, w, n):
        exprs = {"pi": "pi()", "e": "exp(1)", "sqrt2": "sqrt(2)", "expr": "sin(1)+cos(1)*ln(2)",
                 "fact": f"{n}!", "startup": "1+1"}
        argv = ["calc", "-q", "-d", "-p"]
        if w == "batch":
            return Job(argv, stdin=self.batch_file("calc"))
        setup = "" if w in ("fact", "startup") else \
            f'config("display", {n + GUARD}),;\nepsilon(1e-{n + GUARD + 2}),;\n'
        return Job(argv, stdin=self.write(f"calc-{w}-{n}.cal", f"{setup}print {exprs[w]};\n"))

    def job_mpmath(self, w, n):
        exprs = {"pi": "mp.pi", "e": "mp.e", "sqrt2": "mp.sqrt(2)", "expr": "mp.sin(1)+mp.cos(1)*mp.ln(2)"}
        if w in exprs:
            g = n + GUARD
            src = (f"from mpmath import mp\nmp.dps = {g}\nprint(mp.nstr(+{exprs[w]}, {g}, strip_zeros=False))\n")
            return Job([sys.executable, self.write(f"mpmath-{w}-{n}.py", src)])
        if w == "batch":
            return Job([sys.executable, self.batch_file("mpmath", ".py")])
        if w == "startup":
            return Job([sys.executable, "-c", "import mpmath; print(mpmath.mpf(1) + 1)"])
        return None  # mpmath has no exact big-integer factorial of its own

    def job_gmpy2(self, w, n):
        g = n + GUARD
        exprs = {"pi": "const_pi()", "e": "exp(1)", "sqrt2": "sqrt(2)", "expr": "sin(1)+cos(1)*log(2)"}
        if w in exprs:
            src = (f"from gmpy2 import *\nget_context().precision = {bits_for_digits(g)}\n"
                   f"x = {exprs[w]}\nprint(x.digits(10, {g})[0])\n")
            return Job([sys.executable, self.write(f"gmpy2-{w}-{n}.py", src)])
        if w == "fact":
            src = f"from gmpy2 import fac\nprint(fac({n}))\n"
            return Job([sys.executable, self.write(f"gmpy2-{w}-{n}.py", src)])
        if w == "batch":
            return Job([sys.executable, self.batch_file("gmpy2", ".py")])
        if w == "startup":
            return Job([sys.executable, "-c", "import gmpy2; print(gmpy2.mpz(1) + 1)"])

    def lines_file(self, workload, tool, count):
        """The input of `tool` for `count` lines of the simple or mixed batch, written once."""
        path = os.path.join(self.work, f"{workload}-{count}-{tool}.txt")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(lines_text(workload, tool, count))
        return path

    def batch_file(self, tool, suffix=".txt"):
        path = os.path.join(self.work, f"batch-{tool}{suffix}")
        if not os.path.exists(path):
            head, line, tail = BATCH_SYNTAX[tool]
            with open(path, "w") as f:
                f.write(head)
                for a, b, c, d in batch_operands():
                    f.write(line.format(a=a, b=b, c=c, d=d))
                f.write(tail)
        return path


def available(tool, bigcalc, reference):
    """Why `tool` cannot run here, or None when it can."""
    commands = {"bigcalc": bigcalc, "unproven": bigcalc, "jobs2": bigcalc, "c": reference, "bc": "bc", "qalc": "qalc", "gp": "gp", "calc": "calc"}
    if tool in commands:
        path = commands[tool]
        if os.path.sep in path:
            return None if os.access(path, os.X_OK) else f"{path} not built"
        return None if shutil.which(path) else f"`{path}` not installed"
    module = tool
    probe = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True)
    return None if probe.returncode == 0 else f"Python module `{module}` not installed"


def version(tool, bigcalc):
    """A one-line version string for the report."""
    def out(argv, **kw):
        try:
            r = subprocess.run(argv, capture_output=True, text=True, timeout=20, **kw)
            return (r.stdout + r.stderr).strip().splitlines()[0] if (r.stdout + r.stderr).strip() else "?"
        except Exception:
            return "?"
    if tool in ("bigcalc", "unproven", "jobs2"):
        return "git " + out(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"])
    if tool == "c":
        return "MPFR " + out([sys.executable, "-c",
                              "import ctypes,ctypes.util;l=ctypes.CDLL(ctypes.util.find_library('mpfr'));"
                              "l.mpfr_get_version.restype=ctypes.c_char_p;print(l.mpfr_get_version().decode())"])
    if tool == "bc":
        return out(["bc", "--version"])
    if tool == "qalc":
        return "qalc " + out(["qalc", "--version"])
    if tool == "gp":
        return "PARI/GP " + out(["gp", "--version-short"])
    if tool == "calc":
        return out(["calc", "-v"])
    if tool in ("mpmath", "gmpy2"):
        return tool + " " + out([sys.executable, "-c", f"import {tool}; print({tool}.version() if hasattr({tool}, 'version') and callable({tool}.version) else {tool}.__version__)"])
    return "?"


# ---------------------------------------------------------------------------------------------
# Running and timing.

@dataclass
class Cell:
    """The outcome of one tool on one workload at one size."""
    status: str  # "ok", "wrong", "timeout", "error", "n/a", "skipped"
    seconds: float = None
    runs: int = 0
    peak_kib: int = None
    detail: str = ""


def shell_command(job):
    """The job as one shell command line (for hyperfine and the report)."""
    line = " ".join(shlex.quote(a) for a in job.argv)
    if job.stdin:
        line += " < " + shlex.quote(job.stdin)
    return line


def run_once(job, timeout, measure_memory):
    """Runs the job once; returns (seconds, stdout text, peak KiB or None, rc, stderr)."""
    argv = list(job.argv)
    memfile = None
    if measure_memory and os.access("/usr/bin/time", os.X_OK):
        fd, memfile = tempfile.mkstemp(prefix="bigcalc-mem-")
        os.close(fd)
        argv = ["/usr/bin/time", "-f", "%M", "-o", memfile] + argv
    env = dict(os.environ, BC_LINE_LENGTH="0", LC_ALL="C")
    stdin = open(job.stdin) if job.stdin else subprocess.DEVNULL
    start = time.perf_counter()
    try:
        r = subprocess.run(argv, stdin=stdin, capture_output=True, timeout=timeout, env=env)
        seconds = time.perf_counter() - start
    finally:
        if job.stdin:
            stdin.close()
    peak = None
    if memfile:
        try:
            with open(memfile) as f:
                peak = int(f.read().strip().splitlines()[-1])
        except (ValueError, IndexError):
            pass
        os.unlink(memfile)
    return seconds, r.stdout.decode(errors="replace"), peak, r.returncode, r.stderr.decode(errors="replace")


def time_job(job, runs, first_seconds, timeout, work):
    """Median wall time of `runs` runs (the checked first run counts as a warm-up, not a sample):
    hyperfine when installed and the command is fast, else a plain loop."""
    env = dict(os.environ, BC_LINE_LENGTH="0", LC_ALL="C")
    if shutil.which("hyperfine") and first_seconds < 10:
        export = os.path.join(work, "hyperfine.json")
        argv = ["hyperfine", "--style", "none", "--export-json", export, "--warmup", "1"]
        if first_seconds < 0.5:
            argv += ["--min-runs", str(max(runs, 10))]
        else:
            argv += ["--runs", str(runs)]
        # No shell-spawn correction (-N): it is noisy at the millisecond scale of start-up. A job
        # reading a file runs as `sh -c 'exec tool … < file'`, which adds sh's own start (~0.5 ms).
        argv += ["-N"]
        if job.stdin:
            argv.append("sh -c " + shlex.quote("exec " + shell_command(job)))
        else:
            argv.append(" ".join(shlex.quote(a) for a in job.argv))
        r = subprocess.run(argv, capture_output=True, text=True, env=env)
        if r.returncode == 0:
            with open(export) as f:
                result = json.load(f)["results"][0]
            return result["median"], len(result["times"])
    samples = []
    for _ in range(runs):
        seconds, _, _, rc, _ = run_once(job, timeout, False)
        samples.append(seconds)
    return statistics.median(samples), len(samples)


def expected_digits(workload, size, reference, timeout):
    """The expected significant digits: from the C MPFR reference (a different code path from
    bigcalc's), and for the batch from mpmath at 60 digits."""
    if workload == "startup":
        return "2"
    if workload == "batch":
        return batch_expected(batch_operands())
    if workload in ("simple", "mixed"):
        # Rounded from 40 digits the way printed lines are (half up): exact values can end in a 5.
        return [round_digits(significant(text), BATCH_DIGITS)
                for text in expected_values(workload, size or BATCH_LINES, BATCH_DIGITS + 20)]
    seconds, out, _, rc, err = run_once(Job([reference, workload, str(size)]), timeout * 4, False)
    if rc != 0:
        raise RuntimeError(f"mpfr_reference {workload} {size} failed: {err}")
    return significant(out)


def run_cell(tools, tool, workload, size, expected, args):
    """Checks then times one cell."""
    job = tools.job(tool, workload, size)
    if job is None:
        return Cell("n/a"), None
    try:
        first, out, peak, rc, err = run_once(job, args.timeout, tool in ("bigcalc", "c"))
    except subprocess.TimeoutExpired:
        return Cell("timeout", detail=f"> {args.timeout:g} s"), job
    if rc != 0:
        return Cell("error", detail=(err.strip().splitlines() or [f"exit {rc}"])[-1][:120]), job
    if workload in LINE_BATCHES:
        problem = check_batch(out, expected)
    else:
        problem = check_single(out, expected, exact=workload == "fact")
    if problem:
        return Cell("wrong", peak_kib=peak, detail=problem), job
    seconds, count = time_job(job, args.runs, first, args.timeout, tools.work)
    return Cell("ok", seconds=seconds, runs=count, peak_kib=peak), job


# ---------------------------------------------------------------------------------------------
# Report.

def fmt_time(seconds):
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 0.001:
        return f"{seconds * 1000:.1f} ms"
    return f"{seconds * 1e6:.0f} µs"


def fmt_size(workload, size):
    if workload in ("batch", "simple", "startup"):
        return "—"
    if workload == "mixed":
        return f"{size:,} lines"
    if workload == "fact":
        return f"{size}! ({factorial_digits(size):,} digits)"
    exponent = round(log(size, 10))
    return f"10^{exponent}" if 10 ** exponent == size else f"{size:,}"


def fmt_cell(cell, base):
    if cell is None:
        return "—"
    if cell.status == "ok":
        text = fmt_time(cell.seconds)
        if base is not None and base.status == "ok" and base.seconds:
            text += f" ({cell.seconds / base.seconds:.2f}×)"
        return text
    if cell.status in ("wrong", "error"):
        return f"{cell.status}"
    return cell.status


def table(rows, tools):
    """The markdown table: one row per workload and size, one column per tool."""
    head = ["workload", "size"] + [TOOL_TITLES[t] for t in tools] + ["peak RSS bigcalc / C"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for (workload, size), cells in rows:
        base = cells.get("bigcalc")
        out = [WORKLOAD_TITLES[workload], fmt_size(workload, size)]
        for t in tools:
            out.append(fmt_cell(cells.get(t), None if t == "bigcalc" else base))
        mem = []
        for t in ("bigcalc", "c"):
            c = cells.get(t)
            mem.append(f"{c.peak_kib / 1024:.1f} MiB" if c is not None and c.peak_kib else "—")
        out.append(" / ".join(mem))
        lines.append("| " + " | ".join(out) + " |")
    return "\n".join(lines)


def problems(rows):
    lines = []
    for (workload, size), cells in rows:
        for tool, cell in cells.items():
            if cell.status in ("wrong", "error", "timeout") and cell.detail:
                lines.append(f"- {TOOL_TITLES[tool]}, {WORKLOAD_TITLES[workload]} {fmt_size(workload, size)}: "
                             f"{cell.status}: {cell.detail}")
    return lines


def targets(rows):
    """The issue's targets, each with the measured figure."""
    lines = []
    index = {key: cells for key, cells in rows}
    for w in ("pi", "e", "sqrt2"):
        cells = index.get((w, 1_000_000))
        if not cells:
            continue
        b, c = cells.get("bigcalc"), cells.get("c")
        if b and c and b.status == "ok" and c.status == "ok":
            ratio = b.seconds / c.seconds
            mark = "met" if ratio <= 1.10 else "missed"
            mem = ""
            if b.peak_kib and c.peak_kib:
                m = b.peak_kib / c.peak_kib
                mem = f"; peak memory {m:.2f}× ({'met' if m <= 1.5 else 'missed'}, target ≤ 1.5×)"
            lines.append(f"- {WORKLOAD_TITLES[w]} 10^6: bigcalc {ratio:.2f}× the C reference ({mark}, target ≤ 1.10×){mem}")
        else:
            lines.append(f"- {WORKLOAD_TITLES[w]} 10^6: not measured (bigcalc {b.status if b else '—'}, C {c.status if c else '—'})")
    cells = index.get(("batch", 0))
    if cells and cells.get("bigcalc") and cells["bigcalc"].status == "ok":
        b = cells["bigcalc"].seconds
        peers = {t: c.seconds for t, c in cells.items() if t not in ("bigcalc", "unproven", "jobs2", "c") and c.status == "ok"}
        faster = [TOOL_TITLES[t] for t, s in peers.items() if s <= b]
        lines.append(f"- batch: bigcalc {fmt_time(b)}; " +
                     (f"missed: not faster than {', '.join(faster)}" if faster else
                      f"met: faster than every peer measured ({', '.join(TOOL_TITLES[t] for t in peers) or 'none'})"))
    elif cells:
        lines.append("- batch: not measured for bigcalc")
    for key, limit in ((("batch", 0), 0.30), (("pi", 1_000_000), 0.05), (("e", 1_000_000), 0.05), (("sqrt2", 1_000_000), 0.05)):
        cells = index.get(key)
        b, u = (cells.get("bigcalc"), cells.get("unproven")) if cells else (None, None)
        if b and u and b.status == "ok" and u.status == "ok":
            extra = b.seconds / u.seconds - 1
            title = "batch" if key[0] == "batch" else f"{WORKLOAD_TITLES[key[0]]} 10^6"
            lines.append(f"- proof cost, {title}: {fmt_time(b.seconds)} proven vs {fmt_time(u.seconds)} unproven, "
                         f"{extra:+.0%} ({'met' if extra <= limit else 'missed'}, target ≤ {limit:.0%})")
    lines += line_batch_targets(index)
    cells = index.get(("startup", 0))
    if cells and cells.get("bigcalc") and cells["bigcalc"].status == "ok":
        s = cells["bigcalc"].seconds
        lines.append(f"- start-up: bigcalc `1+1` median {fmt_time(s)} ({'met' if s <= 0.010 else 'missed'}, target ≤ 10 ms)")
    return lines


def line_batch_targets(index):
    """Issue 18's figures for the batches: bigcalc on one and two threads as a ratio to bc (the
    arithmetic batch: ≤ 1.0× bc on one thread, ≤ 0.5× with --jobs 2), and how the mixed batch's
    time grows from its smallest to its largest number of lines."""
    def seconds(cells, tool):
        cell = cells.get(tool) if cells else None
        return cell.seconds if cell is not None and cell.status == "ok" else None

    lines = []
    for key, targets in ((("batch", 0), None), (("simple", BATCH_LINES), (1.0, 0.5))):
        cells = index.get(key)
        bc = seconds(cells, "bc")
        if not cells or bc is None:
            continue
        parts = []
        for tool, target in zip(("bigcalc", "jobs2"), targets or (None, None)):
            t = seconds(cells, tool)
            if t is None:
                continue
            verdict = "" if target is None else f" ({'met' if t / bc <= target else 'missed'}, target ≤ {target:g}×)"
            parts.append(f"{TOOL_TITLES[tool]} {fmt_time(t)} = {t / bc:.2f}× bc{verdict}")
        if parts:
            lines.append(f"- {WORKLOAD_TITLES[key[0]]}: " + "; ".join(parts))
    sizes = sorted(size for workload, size in index if workload == "mixed")
    if len(sizes) >= 2:
        small, large = index[("mixed", sizes[0])], index[("mixed", sizes[-1])]
        parts = []
        for tool in ("bigcalc", "jobs2", "c", "bc"):
            a, b = seconds(small, tool), seconds(large, tool)
            if a and b:
                parts.append(f"{TOOL_TITLES[tool]} {b / a:.1f}×")
        if parts:
            lines.append(f"- mixed batch, {sizes[0]:,} → {sizes[-1]:,} lines ({sizes[-1] / sizes[0]:g}× the lines): time grows "
                         + ", ".join(parts))
    return lines


def machine():
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        cpu = platform.processor() or "?"
    return cpu, os.cpu_count()


def main():
    parser = argparse.ArgumentParser(description="Run the side-by-side comparison (see compare.sh).")
    parser.add_argument("--workloads", default=",".join(ALL_WORKLOADS))
    parser.add_argument("--sizes", default="10000,100000,1000000", help="digits for pi, e, sqrt2")
    parser.add_argument("--expr-sizes", default="1000,10000,100000", help="digits for sin(1)+cos(1)*ln(2)")
    parser.add_argument("--fact", default="100000", help="n for the exact n!")
    parser.add_argument("--mixed-lines", default="10000,100000", help="lines of the mixed batch")
    parser.add_argument("--tools", default=",".join(ALL_TOOLS))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--bigcalc", default=os.path.join(ROOT, ".build", "release", "bigcalc"))
    parser.add_argument("--reference", default=os.path.join(BENCHMARKS, "reference", "mpfr_reference"))
    parser.add_argument("--work", default=os.path.join(BENCHMARKS, ".build-compare"))
    parser.add_argument("--results", help="also write this markdown file (e.g. Benchmarks/RESULTS.md)")
    parser.add_argument("--command", default="Benchmarks/compare.sh", help="the command line, for the report")
    args = parser.parse_args()

    os.makedirs(args.work, exist_ok=True)
    workloads = [w for w in args.workloads.split(",") if w]
    for w in workloads:
        if w not in ALL_WORKLOADS:
            parser.error(f"unknown workload {w}; choose from {', '.join(ALL_WORKLOADS)}")
    requested = [t for t in args.tools.split(",") if t]
    for t in requested:
        if t not in ALL_TOOLS:
            parser.error(f"unknown tool {t}; choose from {', '.join(ALL_TOOLS)}")
    notes, tools_run = [], []
    for t in requested:
        why = available(t, args.bigcalc, args.reference)
        if why:
            hint = "compare.sh builds it" if t in ("bigcalc", "c") else "`Benchmarks/compare.sh --install` installs the peers"
            notes.append(f"- {TOOL_TITLES[t]} skipped: {why} ({hint})")
        else:
            tools_run.append(t)
    if not os.access(args.reference, os.X_OK):
        sys.exit(f"error: the C reference {args.reference} is not built (compare.sh builds it)")

    sizes = {
        "pi": [int(s) for s in args.sizes.split(",") if s],
        "e": [int(s) for s in args.sizes.split(",") if s],
        "sqrt2": [int(s) for s in args.sizes.split(",") if s],
        "expr": [int(s) for s in args.expr_sizes.split(",") if s],
        "fact": [int(s) for s in args.fact.split(",") if s],
        "batch": [0], "simple": [BATCH_LINES], "startup": [0],
        "mixed": [int(s) for s in args.mixed_lines.split(",") if s],
    }
    tools = Tools(args.work, args.bigcalc, args.reference)
    rows, commands = [], {}
    for workload in workloads:
        gave_up = set()  # tools that timed out at a smaller size of this workload
        for size in sorted(sizes[workload]):
            expected = expected_digits(workload, size, args.reference, args.timeout)
            cells = {}
            for tool in tools_run:
                label = f"{workload} {fmt_size(workload, size)} {tool}"
                if tool in gave_up:
                    cells[tool] = Cell("timeout", detail="timed out at a smaller size; not run")
                    print(f"{label}: skipped (timed out at a smaller size)", file=sys.stderr)
                    continue
                cell, job = run_cell(tools, tool, workload, size, expected, args)
                cells[tool] = cell
                if job is not None:
                    commands.setdefault((tool, workload), shell_command(job))
                if cell.status == "timeout":
                    gave_up.add(tool)
                shown = fmt_time(cell.seconds) + f" ({cell.runs} runs)" if cell.status == "ok" else cell.status
                print(f"{label}: {shown} {cell.detail}", file=sys.stderr)
            rows.append(((workload, size), cells))

    cpu, cores = machine()
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    report = [table(rows, tools_run), ""]
    report.append(f"Median wall time of whole processes (ratio to bigcalc in brackets; below 1 means faster than bigcalc), "
                  f"{when}, {cores} cores, {cpu}. Peak RSS from `/usr/bin/time -f %M`. "
                  f"Every time is of a run whose first {LEAD} and last {TRAIL} significant digits matched the "
                  f"expected value (C MPFR for the constants, the expression and n!; mpmath at 60 digits for the batch, "
                  f"{BATCH_DIGITS} digits per line); `wrong` marks a tool that printed other digits, `timeout` one that "
                  f"took longer than {args.timeout:g} s.")
    lines = targets(rows)
    if lines:
        report += ["", "Targets:", ""] + lines
    issues = problems(rows)
    if issues or notes:
        report += ["", "Notes:", ""] + notes + issues
    text = "\n".join(report)
    print(text)

    if args.results:
        with open(args.results, "w") as f:
            f.write("# Benchmark results: bigcalc against C MPFR and the peers\n\n")
            f.write(f"Measured {when} on {cores} cores ({cpu}), {platform.system()} {platform.release()}, "
                    f"by `{args.command}`.\n\n")
            f.write(text + "\n\n## Versions\n\n")
            for t in tools_run:
                f.write(f"- {TOOL_TITLES[t]}: {version(t, args.bigcalc)}\n")
            f.write("\n## Exact commands\n\nPeers compute "
                    f"{GUARD} digits more than asked and are rounded to the asked count before the check. "
                    f"Input files are written to `{os.path.relpath(args.work, ROOT)}/` by the script.\n\n")
            for (tool, workload), line in sorted(commands.items(), key=lambda kv: (ALL_WORKLOADS.index(kv[0][1]), ALL_TOOLS.index(kv[0][0]))):
                f.write(f"- {WORKLOAD_TITLES[workload]}, {TOOL_TITLES[tool]}: `{line.replace(ROOT + '/', '')}`\n")
        print(f"wrote {args.results}", file=sys.stderr)


if __name__ == "__main__":
    main()
