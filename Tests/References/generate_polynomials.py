#!/usr/bin/env python3
"""Reference values for the polynomial roots and exact eigenvalues of BigNumber
(PolynomialReferenceTests), computed independently of BigCalc: multiplicities from FLINT's exact
square-free factorisation and characteristic polynomial (python-flint's fmpz_poly and fmpq_mat),
root values from mpmath's polyroots at 4x the working precision.

Writes Tests/BigNumberTests/Resources/polynomials.tsv, one case a line, five tab-separated columns:

    kind  bits  slack  input  expected

- kind: "exact" (RationalPolynomial.complexRoots; input: coefficients, constant term first),
  "eig" (RationalMatrix.eigenvalues; input: rows separated by ';', entries by ',') or "ball"
  (ComplexBallPolynomial.roots of the coefficients rounded to balls at `bits`).
- slack: the tests require every radius of an isolated root to be below 2^(max(e, 0) - bits + slack)
  for a root part of binary exponent e: 8 bits for exact roots (isolated to a relative accuracy of
  about `bits`); for balls 40 bits plus log2 of the largest root condition number
  sum |a_k r^k| / |r p'(r)| (the rounding of the coefficients, amplified).
- Coefficients and entries are integers or fractions n/d.
- expected: the roots, each listed as many times as its multiplicity, ordered by real part, then
  imaginary part, separated by ','; a root is re:im with 4*bits*log10(2) digits. For "ball", a
  root that the precision cannot separate from another (closer than 2^(-bits/2)) is part of a
  cluster written once as re:im*count, re:im being the mean of the cluster's roots.

Run from the package root: python3 Tests/References/generate_polynomials.py
"""
import math
import os
import random
from fractions import Fraction as F

import flint
from mpmath import mp, mpf, mpc

# The reference's decimal notation, shared with the matrix table.
from generate_matrices import cnumber, text as matrices_text

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "BigNumberTests", "Resources", "polynomials.tsv")


def expand(roots):
    """Integer coefficients, constant term first, of the product of (x - r) for integer r."""
    p = flint.fmpz_poly([1])
    for r in roots:
        p *= flint.fmpz_poly([-r, 1])
    return [int(c) for c in p.coeffs()]


def integer_poly(coefficients):
    """The primitive integer polynomial proportional to rational coefficients."""
    den = math.lcm(*[F(c).denominator for c in coefficients])
    return flint.fmpz_poly([int(F(c) * den) for c in coefficients])


def roots_with_multiplicity(p, bits):
    """mpmath roots of each square-free factor, repeated by its multiplicity."""
    mp.prec = 4 * bits + 64
    _, factors = p.factor_squarefree()
    result = []
    for factor, multiplicity in factors:
        coefficients = [int(c) for c in reversed(factor.coeffs())]
        degree = len(coefficients) - 1
        values = [-mpf(coefficients[1]) / coefficients[0]] if degree == 1 else mp.polyroots(
            coefficients, maxsteps=400 + 20 * degree, extraprec=4 * bits + 20 * degree)
        # polyroots gives a real root of real coefficients as a real mpf.
        result += [mpc(v) for v in values for _ in range(multiplicity)]
    return result


def ordered(roots, bits):
    """By real part, then imaginary part; real parts closer than 2^(-bits/2) count as equal."""
    scale = mpf(2) ** (bits // 2)
    return sorted(roots, key=lambda z: (int(mp.nint(z.real * scale)), z.imag))


def text(values):
    return ",".join(str(F(v)) for v in values)


def wilkinson():
    return expand(range(1, 21))


def random_integer(degree, seed):
    rng = random.Random(seed)
    return [rng.randint(-1000, 1000) for _ in range(degree)] + [rng.randint(1, 1000)]


EXACT = [
    ("wilkinson", wilkinson()),
    ("double root", expand([1, 1, -2])),
    ("x^2+1", [1, 0, 1]),
    ("x^2-2", [-2, 0, 1]),
    ("rational", [F(-1, 3), F(1, 2), 0, F(2, 5)]),
    ("x^5", [0, 0, 0, 0, 0, 1]),
    ("constant", [7]),
    ("linear", [3, 2]),
    ("cyclotomic 12", [1, 0, -1, 0, 1]),
    ("(x^2+1)^2 (x-3)^3", [int(c) for c in ((flint.fmpz_poly([1, 0, 1]) ** 2) * (flint.fmpz_poly([-3, 1]) ** 3)).coeffs()]),
    ("x^4-10x^2+1", [1, 0, -10, 0, 1]),
    ("random 100", random_integer(100, 2026)),
    ("random 30", random_integer(30, 7)),
]

MATRICES = [
    ("jordan", [[2, 1], [0, 2]]),
    ("small", [[1, 2], [3, 4]]),
    ("rotation", [[0, -1], [1, 0]]),
    ("identity", [[1, 0, 0], [0, 1, 0], [0, 0, 1]]),
    ("zero", [[0, 0], [0, 0]]),
    ("tridiagonal", [[2, -1, 0], [-1, 2, -1], [0, -1, 2]]),
    ("symmetric", [[4, 1, 0, 0], [1, 3, 1, 0], [0, 1, 2, 1], [0, 0, 1, 1]]),
    ("nonsymmetric", [[1, 2, 0], [-2, 1, 1], [0, 1, 3]]),
    ("hilbert 5", [[F(1, i + j + 1) for j in range(5)] for i in range(5)]),
    ("block", [[3, 1, 0, 0], [0, 3, 0, 0], [0, 0, 3, 0], [0, 0, 0, -1]]),
    ("fractions", [[F(1, 2), F(2, 3)], [F(3, 4), F(-5, 6)]]),
]

BALL = [
    ("double root", expand([1, 1, -2]), 64),
    ("x^2+1", [1, 0, 1], 64),
    ("x^2-2", [-2, 0, 1], 128),
    ("wilkinson", wilkinson(), 256),
    ("close pair", [1 - F(1, 10 ** 40), -2, 1], 64),
    ("close pair separated", [1 - F(1, 10 ** 40), -2, 1], 512),
    ("random 20", random_integer(20, 11), 128),
]


def exact_rows():
    rows = []
    for bits in (64, 333):
        for _, coefficients in EXACT:
            roots = roots_with_multiplicity(integer_poly(coefficients), bits)
            rows.append(("exact", str(bits), "8", text(coefficients), ",".join(cnumber(z, bits) for z in ordered(roots, bits))))
        for _, m in MATRICES:
            n = len(m)
            charpoly = flint.fmpq_mat(n, n, [flint.fmpq(F(x).numerator, F(x).denominator) for row in m for x in row]).charpoly()
            coefficients = [F(int(c.p), int(c.q)) for c in charpoly.coeffs()]
            roots = roots_with_multiplicity(integer_poly(coefficients), bits)
            rows.append(("eig", str(bits), "8", matrices_text(m), ",".join(cnumber(z, bits) for z in ordered(roots, bits))))
    return rows


def ball_slack(coefficients, clusters):
    """40 bits plus log2 of the largest condition number of an isolated root."""
    a = [mpf(F(c).numerator) / F(c).denominator for c in coefficients]
    worst = mpf(1)
    for cluster in clusters:
        if len(cluster) == 1:
            r = cluster[0]
            derivative = sum(k * a[k] * r ** (k - 1) for k in range(1, len(a)))
            worst = max(worst, sum(abs(a[k] * r ** k) for k in range(len(a))) / abs(r * derivative))
    return 40 + math.ceil(math.log2(worst))


def ball_rows():
    rows = []
    for _, coefficients, bits in BALL:
        roots = ordered(roots_with_multiplicity(integer_poly(coefficients), bits), bits)
        close = mpf(2) ** (-(bits // 2))
        clusters = []
        for z in roots:
            for cluster in clusters:
                if any(abs(z - w) < close for w in cluster):
                    cluster.append(z)
                    break
            else:
                clusters.append([z])
        items = []
        for cluster in clusters:
            mean = sum(cluster) / len(cluster)
            items.append(cnumber(mean, bits) + (f"*{len(cluster)}" if len(cluster) > 1 else ""))
        rows.append(("ball", str(bits), str(ball_slack(coefficients, clusters)), text(coefficients), ",".join(items)))
    return rows


def main():
    with open(OUT, "w") as f:
        f.write("# Written by Tests/References/generate_polynomials.py (python-flint factorisation; mpmath at 4x precision).\n")
        f.write("# kind\tbits\tinput\texpected\n")
        for row in exact_rows() + ball_rows():
            f.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
