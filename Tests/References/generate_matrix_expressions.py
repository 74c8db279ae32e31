#!/usr/bin/env python3
"""Reference values for MatrixExpressionReferenceTests: BigCalc expressions over lists, vectors
and matrices (issue 32) at 30 and 300 digits.

Writes Tests/CalculatorEngineTests/Resources/matrix-expressions.tsv, one row per case with the
columns `expression` (exactly as a user types it), `digits`, `shape` and `entries`:

  shape    `RxC` for a matrix (R rows, C columns; `[[1, 2, 3]]` is 1x3), `vN` for a vector of N
           entries (`[1, 2, 3]`, `seq(k, k, 1, 3)`, a row `A[2]`, `linsolve(A, b)` for a vector b,
           `eigenvalues(A)`, `size(A)`), `s` for a number (`det`, `trace`, `dot`, `v[2]`), `-`
           for an error row.
  entries  rows separated by `;`, entries by `,`; each entry `re` (a real entry: no imaginary part,
           or an exact 0 one) or `re:im` (a complex entry). A part is
             `=n/d`, `=n`  an exact rational: the engine must give it exactly (`exact` equal to it),
                           used for rational operations on rational entries (+ − ×, broadcast,
                           A^n, det, inv, linsolve, transpose, trace, rank, indexing, seq, len, size)
             `0`           an exact zero (the part is absent or exactly 0)
             `~0`          a zero that ball arithmetic may only show heuristically (cancellation;
                           the imaginary part of a real eigenvalue of a non-symmetric matrix)
             a decimal     correctly rounded (ties to even) to `digits` significant digits,
                           `-d.ddd…e±x` as in complex.tsv; the engine must prove it.
           An error row has `error:<words>`: evaluation must fail with a message containing them.
  Eigenvalues are listed by real part, then imaginary part, a multiple one as often as its
  multiplicity.

Method: every case (Tests/References/matrix_cases.py) is built from one Python description that gives both the text and the
computation, so the two cannot drift apart. Rational results come from Python's `fractions`
(matrix_kernels.ExactKernel: Gaussian elimination written there, not FLINT). Everything else comes
from mpmath (matrix_kernels.MpKernel: det and inverse by elimination, mpmath's eig/eigsy/eighe)
evaluated at 4 x digits and again at 4 x digits + 40; a row is refused unless both round to the
same digits, and a part counts as `~0` when both put it below 10^-(2 x digits) times the largest
entry. Error rows are confirmed by the kernels (a zero pivot, mismatched shapes, an index out of
range). No value comes from BigCalc.

Run: python3 Tests/References/generate_matrix_expressions.py   (needs mpmath)
"""
import os
import sys
from collections import Counter
from fractions import Fraction as F

import mpmath

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_special import decimal_parts, formatted  # noqa: E402  the one correct rounding of the tables
from matrix_kernels import ExactKernel, MpKernel, NotRational, Refused, Vec, shape  # noqa: E402
from matrix_cases import CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "CalculatorEngineTests", "Resources", "matrix-expressions.tsv")


def flat(value):
    """The entries of a value by rows: [[x]] for a number, [[...]] for a vector."""
    if isinstance(value, Vec):
        return [list(value)]
    if isinstance(value, list):
        return value
    return [[value]]


def shape_text(value):
    s = shape(value)
    return {"s": "s", "v": f"v{s[-1]}"}.get(s[0], f"{s[0]}x{s[-1]}")


def exact_text(x):
    return "0" if x == 0 else f"={x}"


def part_text(x, digits, tiny):
    """One real part at `digits`, or `~0`/None when it is below `tiny` (None: not yet decided)."""
    if abs(x) <= tiny:
        return "~0"
    sign, rounded, power, margin = decimal_parts(mpmath.mpf(x), digits)
    assert margin > F(1, 10 ** 20), "too close to a rounding midpoint"
    return formatted(sign, rounded, power)


def inexact_texts(value, digits, complex_entries):
    """The entries of an mpmath value as texts, rows of lists."""
    rows = flat(value)
    largest = max((abs(x) for row in rows for x in row), default=0)
    tiny = max(largest, 1) * mpmath.mpf(10) ** (-2 * digits)
    out = []
    for row in rows:
        texts = []
        for x in row:
            if isinstance(x, mpmath.mpc) or complex_entries:
                x = mpmath.mpc(x)
                texts.append(f"{part_text(x.real, digits, tiny)}:{part_text(x.imag, digits, tiny)}")
            else:
                texts.append(part_text(x, digits, tiny))
        out.append(texts)
    return out


def sort_eigenvalues(value, digits):
    """Eigenvalues by real part then imaginary part, tiny parts counted as 0."""
    largest = max(abs(x) for x in value)
    tiny = max(largest, 1) * mpmath.mpf(10) ** (-2 * digits)
    # Rounded to digits + 10, so that a conjugate pair's equal real parts compare equal.
    clean = lambda t: 0 if abs(t) <= tiny else mpmath.mpf(mpmath.nstr(t, digits + 10))  # noqa: E731
    return Vec(sorted(value, key=lambda x: (clean(mpmath.re(x)), clean(mpmath.im(x)))))


def evaluate(case):
    """(shape, entries) of one case: exact first, else mpmath at two precisions."""
    text, digits, build, options = case
    expected_error = options.get("error")
    try:
        value = build(ExactKernel())
        assert expected_error is None, f"{text}: expected an error, got {value}"
        if options.get("decimal"):
            raise NotRational("written as decimals")
        rows = [[exact_text(x) for x in row] for row in flat(value)]
        return shape_text(value), ";".join(",".join(row) for row in rows)
    except NotRational:
        pass
    except Refused as refusal:
        assert expected_error == refusal.args[0], f"{text}: refused with {refusal}, expected {expected_error}"
        return "-", f"error:{expected_error}"
    results = []
    for dps in (4 * digits, 4 * digits + 40):
        try:
            value = build(MpKernel(dps))
        except Refused as refusal:
            assert expected_error == refusal.args[0], f"{text}: refused with {refusal}, expected {expected_error}"
            return "-", f"error:{expected_error}"
        assert expected_error is None, f"{text}: expected an error, got {value}"
        if options.get("eigen"):
            value = sort_eigenvalues(value, digits)
        results.append((shape_text(value), inexact_texts(value, digits, options.get("complex", False))))
    assert results[0] == results[1], f"{text} at {digits}: the two precisions disagree"
    shape_value, rows = results[1]
    return shape_value, ";".join(",".join(row) for row in rows)


def main():
    lines = []
    counts = Counter()
    for category, case in CASES:
        shape_value, entries = evaluate(case)
        text, digits = case[0], case[1]
        assert "\t" not in text
        lines.append(f"{text}\t{digits}\t{shape_value}\t{entries}")
        counts[category] += 1
    header = [
        f"# Lists, vectors and matrices against Python fractions and mpmath {mpmath.__version__} "
        "(Tests/References/generate_matrix_expressions.py; never edit by hand)",
        "# shape: RxC matrix, vN vector, s number, - error; entries: rows by ';', entries by ',', "
        "each re or re:im; =n/d exact, 0 exact zero, ~0 heuristic zero, decimals correctly rounded to "
        "`digits`; error:<words>",
        "# expression\tdigits\tshape\tentries",
    ]
    with open(OUT, "w") as f:
        f.write("\n".join(header + lines) + "\n")
    for category, count in sorted(counts.items()):
        print(f"{category}: {count}")
    print(f"total: {len(lines)} rows, {sum(1 for _, c in CASES if c[1] == 300)} at 300 digits -> {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
