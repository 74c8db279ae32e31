#!/usr/bin/env python3
"""Reference values for the matrix types of BigNumber (MatrixReferenceTests), computed
independently of BigCalc: exact results with Python's `fractions`, ball results with mpmath at 4x
the working precision.

Writes Tests/BigNumberTests/Resources/matrices.tsv, one case a line, six tab-separated columns:

    kind  operation  bits  matrix  argument  expected

- kind: "exact" (RationalMatrix), "ball" (BallMatrix from the exact matrix at `bits`) or
  "complex" (ComplexBallMatrix, entries `re:im`).
- matrix, argument and a matrix result: rows separated by ';', entries by ','; an entry is an
  integer or a fraction n/d (complex: two of them joined by ':'). "-" for no argument.
- expected: exact results as fractions; ball results as decimals with 4*bits*log10(2) digits
  (a complex value as re:im); lists (characteristic polynomial, eigenvalues) separated by ','.
  "singular" when the exact matrix has no inverse or the system no unique solution.
- For ball cases the argument column of det/inverse/trace/norm/eig holds the radius slack: the
  tests require every radius to be below 2^(max(e, 0) - bits + slack) for a value of binary
  exponent e; slack is 40 bits plus log2 of the matrix's condition number.

Run from the package root: python3 Tests/References/generate_matrices.py
"""
import math
import os
from fractions import Fraction as F

from mpmath import mp, mpf, mpc

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "BigNumberTests", "Resources", "matrices.tsv")


def hilbert(n):
    return [[F(1, i + j + 1) for j in range(n)] for i in range(n)]


SMALL = [[1, 2], [3, 4]]
TRIDIAGONAL = [[2, -1, 0], [-1, 2, -1], [0, -1, 2]]
DIGITS_OF_PI = [[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8], [9, 7, 9, 3]]
FRACTIONS = [[F(1, 2), F(2, 3)], [F(3, 4), F(-5, 6)]]
SINGULAR = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
WIDE = [[1, 2, 3, 4], [2, 4, 6, 8], [1, 0, 1, 0]]
DECIMALS = [[F(1, 10), F(2, 10), F(7, 10)], [F(3, 10), F(5, 10), F(-11, 10)], [F(13, 10), F(-17, 10), F(19, 10)]]
NONSYMMETRIC = [[1, 2, 0], [-2, 1, 1], [0, 1, 3]]
SYMMETRIC = [[4, 1, 0, 0], [1, 3, 1, 0], [0, 1, 2, 1], [0, 0, 1, 1]]
COMPLEX = [[(1, 2), (3, 0), (0, 1)], [(F(1, 2), -1), (0, 4), (2, 0)], [(1, 1), (-1, 0), (5, -3)]]


def fr(m):
    return [[F(x) for x in row] for row in m]


def text(m):
    return ";".join(",".join(str(F(x)) for x in row) for row in m)


def complex_text(m):
    return ";".join(",".join(f"{F(re)}:{F(im)}" for re, im in row) for row in m)


def det(m):
    """The determinant by exact Gaussian elimination."""
    a = [row[:] for row in fr(m)]
    n, sign, d = len(a), 1, F(1)
    for k in range(n):
        p = next((i for i in range(k, n) if a[i][k] != 0), None)
        if p is None:
            return F(0)
        if p != k:
            a[k], a[p] = a[p], a[k]
            sign = -sign
        d *= a[k][k]
        for i in range(k + 1, n):
            f = a[i][k] / a[k][k]
            a[i] = [x - f * y for x, y in zip(a[i], a[k])]
    return sign * d


def rref_rank(m):
    a = [row[:] for row in fr(m)]
    rank, rows, cols = 0, len(a), len(a[0])
    for c in range(cols):
        p = next((i for i in range(rank, rows) if a[i][c] != 0), None)
        if p is None:
            continue
        a[rank], a[p] = a[p], a[rank]
        for i in range(rows):
            if i != rank and a[i][c] != 0:
                f = a[i][c] / a[rank][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[rank])]
        rank += 1
    return rank


def solve(m, b):
    """X with m X = b by Gauss-Jordan on [m | b]; None when m is singular."""
    n = len(m)
    a = [list(r) + list(s) for r, s in zip(fr(m), fr(b))]
    for c in range(n):
        p = next((i for i in range(c, n) if a[i][c] != 0), None)
        if p is None:
            return None
        a[c], a[p] = a[p], a[c]
        a[c] = [x / a[c][c] for x in a[c]]
        for i in range(n):
            if i != c and a[i][c] != 0:
                f = a[i][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[c])]
    return [row[n:] for row in a]


def identity(n):
    return [[F(int(i == j)) for j in range(n)] for i in range(n)]


def matmul(a, b):
    return [[sum(F(x) * F(y) for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def charpoly(m):
    """Coefficients of det(xI - m), constant first, by Faddeev-LeVerrier."""
    n = len(m)
    a = fr(m)
    coefficients = [F(0)] * (n + 1)
    coefficients[n] = F(1)
    mk = [[F(0)] * n for _ in range(n)]
    for k in range(1, n + 1):
        mk = matmul(a, mk)
        for i in range(n):
            mk[i][i] += coefficients[n - k + 1]
        am = matmul(a, mk)
        coefficients[n - k] = -sum(am[i][i] for i in range(n)) / k
    return coefficients


def exact_rows():
    rows = []
    for m in [SMALL, TRIDIAGONAL, DIGITS_OF_PI, FRACTIONS, hilbert(6), SINGULAR]:
        inverse = solve(m, identity(len(m)))
        rows.append(("exact", "det", "-", text(m), "-", str(det(m))))
        rows.append(("exact", "inverse", "-", text(m), "-", "singular" if inverse is None else text(inverse)))
        b = [[F(k + 1), F(1 - k)] for k in range(len(m))]
        x = solve(m, b)
        rows.append(("exact", "solve", "-", text(m), text(b), "singular" if x is None else text(x)))
        rows.append(("exact", "rank", "-", text(m), "-", str(rref_rank(m))))
        rows.append(("exact", "charpoly", "-", text(m), "-", ",".join(str(c) for c in charpoly(m))))
        rows.append(("exact", "trace", "-", text(m), "-", str(sum(F(m[i][i]) for i in range(len(m))))))
    rows.append(("exact", "rank", "-", text(WIDE), "-", str(rref_rank(WIDE))))
    rows.append(("exact", "transpose", "-", text(WIDE), "-", text(list(zip(*WIDE)))))
    rows.append(("exact", "multiply", "-", text(WIDE), text(DIGITS_OF_PI), text(matmul(WIDE, DIGITS_OF_PI))))
    return rows


def digits(bits):
    return int(4 * bits * math.log10(2))


def number(x, bits):
    return mp.nstr(mpf(x), digits(bits), min_fixed=1, max_fixed=0)


def cnumber(z, bits):
    z = mpc(z)
    return f"{number(z.real, bits)}:{number(z.imag, bits)}"


def slack(a):
    """40 bits plus log2 of the 1-norm condition number."""
    return 40 + math.ceil(math.log2(mp.mnorm(a, 1) * mp.mnorm(mp.inverse(a), 1)))


def to_mp(m):
    return mp.matrix([[mpf(F(x).numerator) / F(x).denominator for x in row] for row in m])


def to_mpc(m):
    return mp.matrix([[mpc(mpf(F(re).numerator) / F(re).denominator, mpf(F(im).numerator) / F(im).denominator) for re, im in row] for row in m])


def ball_rows(bits):
    mp.prec = 4 * bits
    rows = []
    for m in [DIGITS_OF_PI, hilbert(6), DECIMALS, NONSYMMETRIC]:
        a = to_mp(m)
        s = str(slack(a))
        b = [[F(k + 1)] for k in range(len(m))]
        rows.append(("ball", "det", str(bits), text(m), s, number(mp.det(a), bits)))
        inverse = mp.inverse(a)
        rows.append(("ball", "inverse", str(bits), text(m), s,
                     ";".join(",".join(number(inverse[i, j], bits) for j in range(len(m))) for i in range(len(m)))))
        x = mp.lu_solve(a, to_mp(b))
        rows.append(("ball", "solve", str(bits), text(m), text(b), ";".join(number(x[i], bits) for i in range(len(m)))))
        rows.append(("ball", "trace", str(bits), text(m), s, number(sum(a[i, i] for i in range(len(m))), bits)))
        rows.append(("ball", "norm", str(bits), text(m), s, number(mp.mnorm(a, "f"), bits)))
    for m in [NONSYMMETRIC, SYMMETRIC]:
        a = to_mp(m)
        values = mp.eigsy(a)[0] if m == SYMMETRIC else mp.eig(a)[0]
        rows.append(("ball", "eig", str(bits), text(m), str(slack(a)), ",".join(cnumber(v, bits) for v in values)))
    a = to_mpc(COMPLEX)
    s = str(slack(a))
    rows.append(("complex", "det", str(bits), complex_text(COMPLEX), s, cnumber(mp.det(a), bits)))
    inverse = mp.inverse(a)
    rows.append(("complex", "inverse", str(bits), complex_text(COMPLEX), s,
                 ";".join(",".join(cnumber(inverse[i, j], bits) for j in range(3)) for i in range(3))))
    rows.append(("complex", "eig", str(bits), complex_text(COMPLEX), s, ",".join(cnumber(v, bits) for v in mp.eig(a)[0])))
    rows.append(("complex", "norm", str(bits), complex_text(COMPLEX), s, number(mp.mnorm(a, "f"), bits)))
    return rows


def main():
    rows = exact_rows() + ball_rows(100) + ball_rows(1000)
    with open(OUT, "w") as f:
        f.write("# Written by Tests/References/generate_matrices.py (Python fractions; mpmath at 4x precision).\n")
        f.write("# kind\toperation\tbits\tmatrix\targument\texpected\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} cases written to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
