"""The two independent evaluators behind generate_matrix_expressions.py.

Both compute what a BigCalc expression over lists and matrices means, from the same entry texts:

- ExactKernel: Python's `fractions` (Gaussian elimination written here, no FLINT), for rational
  entries and rational operations; anything else raises NotRational.
- MpKernel: mpmath at a given number of decimal digits (the generator runs it at 4x the digits of
  the row and again higher, and keeps a row only when both round alike), real or complex.

Values: a scalar, a Vec (list of scalars: a BigCalc vector) or a list of lists (a matrix, by rows).
"""
import re
from fractions import Fraction as F

import mpmath


class NotRational(Exception):
    """The exact kernel cannot compute this (an irrational entry or operation)."""


class Refused(Exception):
    """BigCalc must refuse this: the argument names the words its message must contain."""


class Vec(list):
    """A vector (BigCalc's `[1, 2, 3]`), as opposed to a matrix (a list of rows)."""


def shape(value):
    if isinstance(value, Vec):
        return ("v", len(value))
    if isinstance(value, list):
        return (len(value), len(value[0]))
    return ("s",)


class Kernel:
    """What both kernels share: structure (shapes, indexing, building) and the elimination."""

    def m(self, rows):
        """A matrix (list of rows) or, for a flat list, a vector, from entry texts or numbers."""
        if rows and isinstance(rows[0], (list, tuple)):
            width = len(rows[0])
            if any(len(row) != width for row in rows):
                raise Refused("row")
            return [[self.num(x) for x in row] for row in rows]
        return Vec(self.num(x) for x in rows)

    def seq(self, f, a, b):
        items = [f(k) for k in range(a, b + 1)]
        return [list(x) for x in items] if isinstance(items[0], list) else Vec(items)

    def identity(self, n):
        return [[self.num(1 if i == j else 0) for j in range(n)] for i in range(n)]

    def zeros(self, m, n):
        return [[self.num(0)] * n for _ in range(m)]

    def index(self, x, *k):
        if not isinstance(x, list):
            raise Refused("index")
        if any(j < 1 for j in k):
            raise Refused("index")
        if isinstance(x, Vec) or len(k) == 1:
            if len(k) != 1 or k[0] > len(x):
                raise Refused("index")
            row = x[k[0] - 1]
            return Vec(row) if isinstance(row, list) else row
        if k[0] > len(x) or k[1] > len(x[0]):
            raise Refused("index")
        return x[k[0] - 1][k[1] - 1]

    def size(self, x):
        s = shape(x)
        return Vec([self.num(1), self.num(s[1])]) if s[0] == "v" else Vec([self.num(s[0]), self.num(s[1])])

    def add(self, x, y, sign=1):
        if shape(x) != shape(y):
            raise Refused("shape")
        if not isinstance(x, list):
            return x + sign * y
        if isinstance(x, Vec):
            return Vec(a + sign * b for a, b in zip(x, y))
        return [[a + sign * b for a, b in zip(r, s)] for r, s in zip(x, y)]

    def sub(self, x, y):
        return self.add(x, y, -1)

    def scale(self, x, c):
        if isinstance(x, Vec):
            return Vec(a * c for a in x)
        return [[a * c for a in row] for row in x]

    def mul(self, x, y):
        if not isinstance(x, list):
            return self.scale(y, x) if isinstance(y, list) else x * y
        if not isinstance(y, list):
            return self.scale(x, y)
        if isinstance(x, Vec):
            raise Refused("shape")
        if isinstance(y, Vec):
            if len(x[0]) != len(y):
                raise Refused("shape")
            return Vec(sum((a * b for a, b in zip(row, y)), self.num(0)) for row in x)
        if len(x[0]) != len(y):
            raise Refused("shape")
        return [[sum((row[k] * y[k][j] for k in range(len(y))), self.num(0)) for j in range(len(y[0]))] for row in x]

    def div(self, x, y):
        if isinstance(y, list):
            raise Refused("inv")
        return self.scale(x, 1 / y) if isinstance(x, list) else x / y

    def square(self, x):
        if not isinstance(x, list) or isinstance(x, Vec) or len(x) != len(x[0]):
            raise Refused("square")
        return len(x)

    def transpose(self, x):
        rows = x if not isinstance(x, Vec) else [list(x)]
        return [list(col) for col in zip(*rows)]

    def trace(self, x):
        n = self.square(x)
        return sum((x[i][i] for i in range(n)), self.num(0))

    def power(self, x, n):
        size = self.square(x)
        if n < 0:
            x, n = self.inv(x), -n
        result = self.identity(size)
        for _ in range(n):
            result = self.mul(result, x)
        return result

    def dot(self, x, y):
        if shape(x) != shape(y) or not isinstance(x, Vec):
            raise Refused("shape")
        return sum((a * b for a, b in zip(x, y)), self.num(0))

    def cross(self, x, y):
        if len(x) != 3 or len(y) != 3:
            raise Refused("3")
        return Vec([x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]])

    def sum(self, v):
        return sum(v, self.num(0))

    def product(self, v):
        result = self.num(1)
        for a in v:
            result *= a
        return result

    def eliminate(self, a, b):
        """Gauss–Jordan on [a | b] with partial pivoting (largest modulus): the solution columns
        and det(a); raises Refused("singular") when a pivot is zero to the kernel's test."""
        n = self.square(a)
        m = [list(row) + list(extra) for row, extra in zip(a, b)]
        det = self.num(1)
        for c in range(n):
            p = max(range(c, n), key=lambda r: abs(m[r][c]))
            if self.is_zero(m[p][c]):
                raise Refused("singular")
            if p != c:
                m[c], m[p] = m[p], m[c]
                det = -det
            det *= m[c][c]
            pivot = m[c][c]
            m[c] = [v / pivot for v in m[c]]
            for r in range(n):
                if r != c and not self.is_zero(m[r][c]):
                    f = m[r][c]
                    m[r] = [v - f * w for v, w in zip(m[r], m[c])]
        return [row[n:] for row in m], det

    def det(self, a):
        n = self.square(a)
        try:
            return self.eliminate(a, [[] for _ in range(n)])[1]
        except Refused:
            return self.num(0)

    def inv(self, a):
        n = self.square(a)
        return self.eliminate(a, self.identity(n))[0]

    def linsolve(self, a, b):
        n = self.square(a)
        columns = [[x] for x in b] if isinstance(b, Vec) else b
        if len(columns) != n:
            raise Refused("shape")
        x = self.eliminate(a, columns)[0]
        return Vec(row[0] for row in x) if isinstance(b, Vec) else x

    def rank(self, a):
        m = [list(row) for row in a]
        rank, rows, cols = 0, len(m), len(m[0])
        for c in range(cols):
            p = next((r for r in range(rank, rows) if not self.is_zero(m[r][c])), None)
            if p is None:
                continue
            m[rank], m[p] = m[p], m[rank]
            for r in range(rows):
                if r != rank and not self.is_zero(m[r][c]):
                    f = m[r][c] / m[rank][c]
                    m[r] = [v - f * w for v, w in zip(m[r], m[rank])]
            rank += 1
        return self.num(rank)


class ExactKernel(Kernel):
    """Rational arithmetic with Python's fractions."""

    def num(self, x):
        if isinstance(x, (int, F)):
            return F(x)
        text = str(x).replace(" ", "")
        if not re.fullmatch(r"-?\d+(\.\d+)?(/\d+)?", text):
            raise NotRational(text)
        return F(text)

    def is_zero(self, x):
        return x == 0

    def __getattr__(self, name):
        raise NotRational(name)  # sqrt, norm, eigenvalues, statistics: not rational here


class MpKernel(Kernel):
    """mpmath at `dps` decimal digits; entries are BigCalc texts of numbers (`1+2i`, `pi/7`)."""

    def __init__(self, dps):
        self.dps = dps
        mpmath.mp.dps = dps

    def num(self, x):
        if isinstance(x, (int, F)):
            return mpmath.mpf(x.numerator) / x.denominator if isinstance(x, F) else mpmath.mpf(x)
        text = re.sub(r"(\d)i\b", r"\1*I", str(x))
        text = re.sub(r"\bi\b", "I", text).replace("^", "**")
        scope = {"I": mpmath.mpc(0, 1), "pi": mpmath.pi, "e": mpmath.e, "sqrt": mpmath.sqrt,
                 "exp": mpmath.exp, "ln": mpmath.ln, "sin": mpmath.sin, "cos": mpmath.cos}
        text = re.sub(r"(?<![\w.])(\d+(\.\d+)?)", r"mpf('\1')", text)
        scope["mpf"] = mpmath.mpf
        return eval(text, scope)  # noqa: S307 (our own table's entry texts)

    def is_zero(self, x):
        return abs(x) < mpmath.mpf(10) ** (-self.dps // 2)

    def apply(self, f, v):
        return Vec(f(a) for a in v) if isinstance(v, Vec) else f(v)

    def norm(self, x):
        flat = list(x) if isinstance(x, Vec) else [a for row in x for a in row]
        return mpmath.sqrt(sum(abs(a) ** 2 for a in flat))

    def ctranspose(self, x):
        return [[mpmath.conj(a) for a in row] for row in self.transpose(x)]

    def eigenvalues(self, a, hermitian=False):
        n = self.square(a)
        matrix = mpmath.matrix(a)
        if hermitian:
            values = mpmath.eighe(matrix, eigvals_only=True) if any(isinstance(x, mpmath.mpc) for row in a for x in row) \
                else mpmath.eigsy(matrix, eigvals_only=True)
            return Vec(mpmath.re(values[k]) for k in range(n))
        values = mpmath.eig(matrix, left=False, right=False)
        return Vec(mpmath.mpc(values[k]) for k in range(n))

    # Statistics on one list, as BigCalc's catalog defines them (sample variance: n − 1).
    def mean(self, v):
        return self.sum(v) / len(v)

    def median(self, v):
        s, n = sorted(v), len(v)
        return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2

    def variance(self, v):
        mu = self.mean(v)
        return sum((a - mu) ** 2 for a in v) / (len(v) - 1)

    def stdev(self, v):
        return mpmath.sqrt(self.variance(v))

    def pstdev(self, v):
        return mpmath.sqrt(self.variance(v) * (len(v) - 1) / len(v))
