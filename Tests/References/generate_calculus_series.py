#!/usr/bin/env python3
"""Reference values for CalculusSeriesReferenceTests: `diff`, `taylor` and `roots` (issue 33) at
30 and 1000 digits, in the format of matrix-expressions.tsv (see generate_matrix_expressions.py):
columns `expression`, `digits`, `shape` (`s` a number, `vN` a vector, `-` an error) and `entries`
(`,`-separated; each `re` or `re:im`, a part `=n/d` exact, `0` exactly zero, or a decimal
correctly rounded to `digits` significant digits; `error:<words>` for an error row).

Method (no value comes from BigCalc). At 30 digits:
- derivatives: mpmath.diff (analytic, with the precision raised to 4 x digits) and again at
  4 x digits + 40; a row is refused unless both round alike. Exact derivatives and Taylor
  coefficients come from closed forms in Python's fractions (1/k!, binomials, Fibonacci numbers).
- Taylor coefficients at an irrational value: mpmath.taylor at 4 x digits (checked the same way).
- roots: each case is a product of factors with multiplicities, so that every root is a root of
  a square-free factor: mpmath.polyroots on each factor at 4 x digits with extraprec and enough
  steps, twice; rational roots exact (Python's fractions), real roots without imaginary part.
  Listed by real part, then imaginary part, a root as often as its multiplicity.
At 1000 digits (mpmath at 4x is too slow there), python-flint's proven balls at 3600 bits: a
derivative or Taylor coefficient from arb_series (Taylor arithmetic on balls), the roots of an
integer polynomial from fmpz_poly.complex_roots; a decimal is written only when both ends of the
ball round alike, so it is the correctly rounded value. Ball-coefficient roots (degree <= 4) stay
with mpmath at 4x digits.
Run: python3 Tests/References/generate_calculus_series.py   (needs mpmath and python-flint)
"""
import os
import random
import sys
from fractions import Fraction as F
from math import comb, factorial

import mpmath

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from calculus_balls import arb_dec, dec, flint_roots, flint_taylor  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "CalculatorEngineTests", "Resources", "calculus-series.tsv")
M = mpmath
DIGITS = [int(d) for d in os.environ.get("DIGITS", "30,1000").split(",")]

def twice(f, digits):
    """f() at 4 x digits and 4 x digits + 40: both must round alike."""
    texts = []
    for extra in (0, 40):
        with M.workdps(4 * digits + extra):
            v = f()
            texts.append([dec(x, digits) for x in (v if isinstance(v, list) else [v])])
    assert texts[0] == texts[1], texts
    return texts[0]

def exact(x):
    return "0" if x == 0 else f"={x}"

# diff: (expression, mpmath function, point, order); an exact derivative has `exact` instead.
DIFFS = [
    ("diff(exp(sin(x)), x, 1, 10)", lambda x: M.exp(M.sin(x)), "1", 10),
    ("diff(sin(x), x, 1)", M.sin, "1", 1),
    ("diff(sin(x), x, 1, 40)", M.sin, "1", 40),
    ("diff(gamma(x), x, 1/2, 3)", M.gamma, F(1, 2), 3),
    ("diff(atan(x), x, 1/3, 7)", M.atan, F(1, 3), 7),
    ("diff(exp(x)*cos(x), x, 0.3, 20)", lambda x: M.exp(x) * M.cos(x), F(3, 10), 20),
    ("diff(tan(x), x, 1, 15)", M.tan, "1", 15),
    ("diff(sqrt(1 + x^2), x, 2, 6)", lambda x: M.sqrt(1 + x * x), "2", 6),
    ("diff(zeta(x), x, 2, 2)", M.zeta, "2", 2),
    ("diff(erf(x), x, 0.5, 8)", M.erf, F(1, 2), 8),
    ("diff(x^x, x, 2, 4)", lambda x: x ** x, "2", 4),
    ("diff(exp(-x^2), x, 1, 12)", lambda x: M.exp(-x * x), "1", 12),
    ("diff(ln(x)/x, x, 3, 5)", lambda x: M.log(x) / x, "3", 5),
    ("diff(sin(x)/x, x, 0, 2)", lambda x: M.sinc(x), "0", 2),
    ("diff(cosh(x)^2, x, pi, 3)", lambda x: M.cosh(x) ** 2, "pi", 3),
    ("diff(1/(1 + x^2), x, 1/2, 30)", lambda x: 1 / (1 + x * x), F(1, 2), 30),
    ("diff(airyai(x), x, 1, 5)", M.airyai, "1", 5),
]
# The same functions on python-flint's ball series (1000 digits).
FLINT = {
    "diff(exp(sin(x)), x, 1, 10)": lambda x: x.sin().exp(),
    "diff(sin(x), x, 1)": lambda x: x.sin(),
    "diff(sin(x), x, 1, 40)": lambda x: x.sin(),
    "diff(gamma(x), x, 1/2, 3)": lambda x: x.gamma(),
    "diff(atan(x), x, 1/3, 7)": lambda x: x.atan(),
    "diff(exp(x)*cos(x), x, 0.3, 20)": lambda x: x.exp() * x.cos(),
    "diff(tan(x), x, 1, 15)": lambda x: x.tan(),
    "diff(sqrt(1 + x^2), x, 2, 6)": lambda x: (x * x + 1).sqrt(),
    "diff(zeta(x), x, 2, 2)": lambda x: x.zeta(),
    "diff(erf(x), x, 0.5, 8)": lambda x: x.erf(),
    "diff(x^x, x, 2, 4)": lambda x: (x.log() * x).exp(),
    "diff(exp(-x^2), x, 1, 12)": lambda x: (-(x * x)).exp(),
    "diff(ln(x)/x, x, 3, 5)": lambda x: x.log() / x,
    "diff(cosh(x)^2, x, pi, 3)": lambda x: ((x.exp() + (-x).exp()) / 2) ** 2,
    "diff(1/(1 + x^2), x, 1/2, 30)": lambda x: (x * x + 1).inv(),
    "diff(airyai(x), x, 1, 5)": lambda x: x.airy_ai(),
    "taylor(exp(x), x, 1, 5)": lambda x: x.exp(),
    "taylor(sin(x), x, 1, 6)": lambda x: x.sin(),
    "taylor(gamma(x), x, 3, 4)": lambda x: x.gamma(),
    "taylor(1/(1 + x^2), x, pi, 5)": lambda x: (x * x + 1).inv(),
    "taylor(tan(x), x, 1, 8)": lambda x: x.tan(),
}
EXACT_DIFFS = [
    ("diff(x^3, x, 2)", F(12)),
    ("diff(x^10 - 3*x^4, x, 1/2, 4)", F(5040, 64) - 72),
    ("diff(1/(1 - x), x, 0, 12)", F(factorial(12))),
    ("diff(exp(x), x, 0, 25)", F(1)),
    ("diff((x^2 + 1)/(x - 3), x, 1, 2)", F(-10, 8) * 2 / 2),  # checked below
]

def rational_series_check():
    # (x^2+1)/(x-3) = x + 3 + 10/(x-3); second derivative 20/(x-3)^3 at 1 = 20/(-8) = -5/2
    return F(20) / F(-2) ** 3

EXACT_DIFFS[-1] = ("diff((x^2 + 1)/(x - 3), x, 1, 2)", rational_series_check())

ERRORS = [
    ("diff(abs(x), x, 0)", "not analytic"),
    ("diff(sqrt(x), x, 0)", "not analytic"),
    ("diff(floor(x), x, 2)", "not analytic"),
    # Functions of x^3, whose first Taylor coefficients at 0 are those of a constant.
    ("diff(abs(x^3), x, 0)", "not analytic"),
    ("taylor(floor(x^3), x, 0, 2)", "not analytic"),
    ("taylor(abs(sin(x^3)), x, 0, 2)", "not analytic"),
    ("taylor(floor(sqrt(1 + x^3)), x, 0, 3)", "not analytic"),
    ("taylor(ln(x), x, 0, 3)", "not analytic"),
    ("roots(exp(x), x)", "not a polynomial"),
    ("roots(1/x + 1, x)", "not a polynomial"),
    ("roots(7, x)", "constant"),
    ("diff(x^2, x, 1, -1)", "non-negative integer"),
]

def half_binomial(k):
    """binomial(1/2, k) exactly."""
    v = F(1)
    for j in range(k):
        v *= (F(1, 2) - j) / (j + 1)
    return v

def fib(n):
    a, b = 1, 1
    out = []
    for _ in range(n):
        out.append(a)
        a, b = b, a + b
    return out

EXACT_TAYLORS = [
    ("taylor(exp(x), x, 0, 6)", [F(1, factorial(k)) for k in range(7)]),
    ("taylor(1/(1 - x - x^2), x, 0, 12)", [F(v) for v in fib(13)]),
    ("taylor(sqrt(1 + x), x, 0, 6)", [half_binomial(k) for k in range(7)]),
    ("taylor(atan(x), x, 0, 9)", [F(0) if k % 2 == 0 else F((-1) ** (k // 2), k) for k in range(10)]),
    ("taylor(ln(1 + x), x, 0, 8)", [F(0)] + [F((-1) ** (k + 1), k) for k in range(1, 9)]),
    ("taylor(sin(x), x, 0, 7)", [F(0) if k % 2 == 0 else F((-1) ** (k // 2), factorial(k)) for k in range(8)]),
    ("taylor((1 + x)^5, x, 0, 6)", [F(comb(5, k)) for k in range(7)]),
    ("taylor(x^3, x, 2, 4)", [F(8), F(12), F(6), F(1), F(0)]),
]
TAYLORS = [
    ("taylor(exp(x), x, 1, 5)", M.exp, "1", 5),
    ("taylor(sin(x), x, 1, 6)", M.sin, "1", 6),
    ("taylor(gamma(x), x, 3, 4)", M.gamma, "3", 4),
    ("taylor(1/(1 + x^2), x, pi, 5)", lambda x: 1 / (1 + x * x), "pi", 5),
    ("taylor(tan(x), x, 1, 8)", M.tan, "1", 8),
]

def point(p):
    if p == "pi":
        return +M.pi
    if isinstance(p, F):
        return M.mpf(p.numerator) / p.denominator
    return M.mpf(p)

def poly_text(coefficients):
    """Integer or rational coefficients, highest first, as BigCalc text."""
    n = len(coefficients) - 1
    terms = []
    for i, c in enumerate(coefficients):
        d = n - i
        if c == 0:
            continue
        mono = "" if d == 0 else ("x" if d == 1 else f"x^{d}")
        cs = str(abs(c)) if not (abs(c) == 1 and d > 0) else ""
        body = cs + ("*" if cs and mono else "") + mono
        terms.append(("-" if c < 0 else "+") + " " + (body or "1"))
    text = " ".join(terms)
    return text[2:] if text.startswith("+ ") else "-" + text[2:]

random.seed(33)
RANDOM100 = [random.randint(-99, 99) for _ in range(100)] + [1]
RANDOM100 = [1] + RANDOM100[1:]  # monic, highest first
# roots cases: (expression, [(coefficients highest first, multiplicity)])
ROOTS = [
    ("roots((x - 1)^2*(x + 2), x)", [([1, -1], 2), ([1, 2], 1)]),
    ("roots(x^2 + 1, x)", [([1, 0, 1], 1)]),
    ("roots(x^2 - 2, x)", [([1, 0, -2], 1)]),
    ("roots((x^2 - 2)^2*(x - 1), x)", [([1, 0, -2], 2), ([1, -1], 1)]),
    ("roots(x^3 - 2, x)", [([1, 0, 0, -2], 1)]),
    ("roots(x^5 - x - 1, x)", [([1, 0, 0, 0, -1, -1], 1)]),
    ("roots(2*x^2 - 3*x + 1, x)", [([2, -3, 1], 1)]),
    ("roots((x - 1)*(x - 1 - 10^-20), x)", [([1, -1], 1), ([1, -(1 + F(1, 10 ** 20))], 1)]),
    ("roots((x^2 + x + 1)^3, x)", [([1, 1, 1], 3)]),
    ("roots(" + "*".join(f"(x - {k})" for k in range(1, 21)) + ", x)", [([1, -k], 1) for k in range(1, 21)]),
    ("roots((x - 1)^3*(x - 1 - 10^-10)^2, x)", [([1, -1], 3), ([1, -(1 + F(1, 10 ** 10))], 2)]),
    ("roots((x^2 - 2)*(x^2 - 2 - 10^-12), x)", [([1, 0, -2], 1), ([1, 0, -(2 + F(1, 10 ** 12))], 1)]),
    ("roots((x^2 + 1)^2*(x^3 - x - 1), x)", [([1, 0, 1], 2), ([1, 0, -1, -1], 1)]),
    # Roots on the imaginary axis of factors of degree > 2: real part exactly 0, proven (at 30
    # digits only: mpmath's polyroots is the independent reference, FLINT's roots are ours).
    ("roots(x^4 + 5*x^2 + 4, x)", [([1, 0, 5, 0, 4], 1)]),
    ("roots(x^3 - x^2 + x - 1, x)", [([1, -1], 1), ([1, 0, 1], 1)]),
    ("roots((x^2 + 2)*(x^2 - 3*x + 7), x)", [([1, 0, 2], 1), ([1, -3, 7], 1)]),
    ("roots(x^6 + 14*x^4 + 49*x^2 + 36, x)", [([1, 0, 14, 0, 49, 0, 36], 1)]),
    ("roots((x^2 + 3)*(x^2 + 5)*(x^4 - x + 1), x)", [([1, 0, 3], 1), ([1, 0, 5], 1), ([1, 0, 0, -1, 1], 1)]),
    ("roots(3*x^5 + 7*x^3 + x, x)", [([1, 0], 1), ([3, 0, 7, 0, 1], 1)]),
]
BALL_ROOTS = [
    ("roots(sqrt(2)*x^2 - 1, x)", lambda: [M.sqrt(2), 0, -1]),
    ("roots(x^2 - pi, x)", lambda: [1, 0, -M.pi]),
    ("roots(pi*x^3 - x - 1, x)", lambda: [M.pi, 0, -1, -1]),
    ("roots(x^4 + e*x + 1, x)", lambda: [1, 0, 0, M.e, 1]),
]

IMAGINARY_AXIS = {expression for expression, _ in ROOTS[ROOTS.index(next(r for r in ROOTS if r[0] == "roots(x^4 + 5*x^2 + 4, x)")):]}

def wilkinson_perturbed():
    c = [F(1)]
    for k in range(1, 21):
        c = [a - k * b for a, b in zip(c + [F(0)], [F(0)] + c)]
    c[1] -= F(1, 2 ** 23)
    return c
WILK = wilkinson_perturbed()
ROOTS.append(("roots(" + "*".join(f"(x - {k})" for k in range(1, 21)) + " - 2^-23*x^19, x)", [(WILK, 1)]))
RANDOM40 = RANDOM100[:41]
ROOTS.append((f"roots({poly_text(RANDOM40)}, x)", [(RANDOM40, 1)]))

def factor_roots(coefficients, digits):
    """Roots of one square-free factor: exact when linear, else mpmath.polyroots twice."""
    if len(coefficients) == 2:
        return [(F(-F(coefficients[1]) / F(coefficients[0])), None)]
    if digits > 100 or len(coefficients) > 21:
        return flint_roots(coefficients, digits)
    results = []
    for extra in (0, 40):
        with M.workdps(4 * digits + extra):
            cs = [M.mpf(F(c).numerator) / F(c).denominator for c in coefficients]
            rs = M.polyroots(cs, maxsteps=400, extraprec=4 * digits + 200)
            results.append(sorted([(M.re(z), M.im(z)) for z in rs]))
    out = []
    for a, b in zip(*results):
        tiny = M.mpf(10) ** (-3 * digits)
        # A real part below 10^(-3 digits) at 4x the digits is a root on the imaginary axis: exact 0.
        ta = ("0" if abs(a[0]) < tiny else dec(a[0], digits), None if abs(a[1]) < tiny else dec(a[1], digits))
        tb = ("0" if abs(b[0]) < tiny else dec(b[0], digits), None if abs(b[1]) < tiny else dec(b[1], digits))
        assert ta == tb, (ta, tb)
        out.append((a[0], a[1] if ta[1] else 0, ta))
    return out

def roots_entries(factors, digits):
    listed = []
    for coefficients, multiplicity in factors:
        for r in factor_roots(coefficients, digits):
            if isinstance(r[0], F):
                key = (M.mpf(r[0].numerator) / r[0].denominator, 0)
                listed += [(key, exact(r[0]))] * multiplicity
            else:
                re, im, (tre, tim) = r
                listed += [((re, im), tre + (":" + tim if tim else ""))] * multiplicity
    listed.sort(key=lambda e: (e[0][0], e[0][1]))
    return [text for _, text in listed]

def main():
    rows = []
    for digits in DIGITS:
        for expression, f, p, n in DIFFS:
            if digits > 100:
                if expression not in FLINT:
                    continue
                c = flint_taylor(FLINT[expression], p, n)[n] * factorial(n)
                rows.append((expression, digits, "s", arb_dec(c, digits)))
                continue
            v = twice(lambda: M.diff(f, point(p), n), digits)
            rows.append((expression, digits, "s", v[0]))
        for expression, value in EXACT_DIFFS:
            rows.append((expression, digits, "s", exact(value)))
        for expression, coefficients in EXACT_TAYLORS:
            rows.append((expression, digits, f"v{len(coefficients)}", ",".join(exact(c) for c in coefficients)))
        for expression, f, p, n in TAYLORS:
            if digits > 100:
                rows.append((expression, digits, f"v{n + 1}", ",".join(arb_dec(c, digits) for c in flint_taylor(FLINT[expression], p, n))))
                continue
            v = twice(lambda: M.taylor(f, point(p), n), digits)
            rows.append((expression, digits, f"v{n + 1}", ",".join(v)))
        for expression, factors in ROOTS:
            if digits > 100 and (max(len(f[0]) for f in factors) > 22 or expression in IMAGINARY_AXIS):
                continue
            entries = roots_entries(factors, digits)
            rows.append((expression, digits, f"v{len(entries)}", ",".join(entries)))
        for expression, coefficients in BALL_ROOTS:
            with M.workdps(4 * digits):
                cs = coefficients()
            entries = roots_entries([(cs, 1)], digits) if False else None
            results = []
            for extra in (0, 40):
                with M.workdps(4 * digits + extra):
                    rs = sorted(M.polyroots(coefficients(), maxsteps=400, extraprec=4 * digits), key=lambda z: (M.re(z), M.im(z)))
                    results.append([dec(M.re(z), digits) + ("" if abs(M.im(z)) < M.mpf(10) ** (-3 * digits) else ":" + dec(M.im(z), digits)) for z in rs])
            assert results[0] == results[1]
            rows.append((expression, digits, f"v{len(results[0])}", ",".join(results[0])))
        for expression, words in ERRORS:
            rows.append((expression, digits, "-", "error:" + words))
    with open(OUT, "w") as out:
        out.write("# expression\tdigits\tshape\tentries  (generated by Tests/References/generate_calculus_series.py)\n")
        for row in rows:
            out.write("\t".join(str(x) for x in row) + "\n")
    print(len(rows), "rows")

if __name__ == "__main__":
    main()
