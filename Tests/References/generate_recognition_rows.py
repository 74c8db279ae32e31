#!/usr/bin/env python3
"""Known answers for contfrac, bestappr, lindep, algdep and identify at 30 and 100 digits.

Writes ../CalculatorEngineTests/Resources/recognition.tsv: expression, digits, the expected
printed value, and a check: an expression in `@` (the printed value) that is 0 when the answer is
right, which the test evaluates at four times the digits (`-` where the expected text is the whole
check: continued fractions of rationals, checked against Python's fractions here and in the test).

Answers are built to be known: minimal polynomials of p + q*r^(1/k) (Eisenstein at the prime r),
integer combinations of logarithms and constants, continued fractions by exact rational arithmetic,
and constants scaled by rationals. mpmath at 4x the digits confirms each one.
"""
import os
import random
from fractions import Fraction
import mpmath

random.seed(34)
rows = []


def coefficient_text(c, term):
    """One term as the engine lays out a formula (CalculationResult.Kind.formulaLayout)."""
    c = Fraction(c)
    m = abs(c)
    if term == "":
        body = str(m.numerator) if m.denominator == 1 else "%d/%d" % (m.numerator, m.denominator)
    else:
        factor = "(%s)" % term if ("/" in term or " " in term) else term
        numerator = term if m.numerator == 1 else "%d*%s" % (m.numerator, factor)
        shown = factor if (m.numerator == 1 and m.denominator != 1) else numerator
        body = numerator if m.denominator == 1 else "%s/%d" % (shown, m.denominator)
    return c < 0, body


def formula(pairs):
    text = ""
    for c, term in pairs:
        if c == 0:
            continue
        negative, body = coefficient_text(c, term)
        text += ("-" if negative else "") if not text else (" - " if negative else " + ")
        text += body
    return text or "0"


def check(expression, value, digits):
    mpmath.mp.dps = 4 * digits
    got = mpmath.mpf(value())
    assert abs(got) < mpmath.mpf(10) ** (-3 * digits), (expression, got)


# Algebraic numbers p + q*r^(1/k): minimal polynomial (x - p)^k - q^k r.
for digits, degrees in ((30, [2, 2, 3, 3, 4, 4, 2, 3, 4, 2]), (100, [3, 4, 5, 6, 6, 5, 4, 6, 5, 3])):
    for k in degrees:
        r = random.choice([2, 3, 5, 7, 11])
        p = random.randint(-3, 3)
        q = random.choice([1, 1, 2, 3]) * random.choice([1, -1])
        if q % r == 0:
            q = 1
        poly = [0] * (k + 1)  # poly[i] is the coefficient of x^i
        for i in range(k + 1):
            poly[i] = mpmath.binomial(k, i) * (-p) ** (k - i)
        poly[0] -= q ** k * r
        poly = [int(c) for c in poly]
        x = "%d + %d*%d^(1/%d)" % (p, q, r, k)
        text = formula([(poly[i], "" if i == 0 else "x" if i == 1 else "x^%d" % i) for i in range(k, -1, -1)])
        value = lambda p=p, q=q, r=r, k=k, poly=poly: mpmath.polyval(poly[::-1], p + q * mpmath.root(r, k))
        check(x, value, digits)
        rows.append(("algdep(%s, %d)" % (x, k), digits, text, "@"))

# Integer relations among logarithms and constants.
for digits, count in ((30, 8), (100, 8)):
    for _ in range(count):
        basis = random.choice([["ln(2)", "ln(3)", "ln(5)"], ["pi", "e", "zeta(3)"], ["ln(2)", "pi", "euler"], ["sqrt(2)", "sqrt(3)", "catalan"]])
        values = {"ln(2)": mpmath.log(2), "ln(3)": mpmath.log(3), "ln(5)": mpmath.log(5), "pi": mpmath.pi, "e": mpmath.e,
                  "zeta(3)": mpmath.zeta(3), "euler": mpmath.euler, "sqrt(2)": mpmath.sqrt(2), "sqrt(3)": mpmath.sqrt(3),
                  "catalan": mpmath.catalan}
        a = [random.randint(-9, 9) for _ in basis]
        if all(c == 0 for c in a):
            a[0] = 1
        x = " + ".join("%d*%s" % (c, b) for c, b in zip(a, basis)).replace("+ -", "- ")
        relation = [1] + [-c for c in a]
        text = "[" + ", ".join(str(c) for c in relation) + "]"
        mpmath.mp.dps = 4 * digits
        value = lambda a=a, basis=basis: sum(c * values[b] for c, b in zip(a, basis)) - sum(c * values[b] for c, b in zip(a, basis))
        check(x, value, digits)
        names = [x] + basis
        rows.append(("lindep([%s])" % ", ".join(names), digits, text,
                     " + ".join("(%d)*(%s)" % (c, n) for c, n in zip(relation, names))))


# Continued fractions of rationals (exact) and of square roots (mpmath at 4x).
def rational_expansion(f):
    terms = []
    while True:
        a = f.numerator // f.denominator
        terms.append(a)
        f -= a
        if f == 0:
            return terms
        f = 1 / f


for digits in (30, 100):
    for _ in range(8):
        f = Fraction(random.randint(-10**12, 10**12), random.randint(1, 10**9))
        rows.append(("contfrac(%d/%d)" % (f.numerator, f.denominator), digits,
                     "[" + ", ".join(map(str, rational_expansion(f))) + "]", "-"))
    for n in (3, 7, 13, 19):
        mpmath.mp.dps = 4 * digits
        x = mpmath.sqrt(n)
        terms = []
        for _ in range(20):
            a = int(mpmath.floor(x))
            terms.append(a)
            x = 1 / (x - a)
        rows.append(("contfrac(sqrt(%d), 20)" % n, digits, "[" + ", ".join(map(str, terms)) + "]", "-"))

# Best approximations: the closest fraction, checked against Python's limit_denominator.
for digits in (30, 100):
    for name, value, bound in (("pi", mpmath.pi, 1000), ("pi", mpmath.pi, 100), ("e", mpmath.e, 500), ("sqrt(2)", mpmath.sqrt(2), 10**6)):
        mpmath.mp.dps = 4 * digits
        exact = Fraction(int(value * 10**(3 * digits)), 10**(3 * digits)).limit_denominator(bound)
        rows.append(("bestappr(%s, %d)" % (name, bound), digits, "%d/%d" % (exact.numerator, exact.denominator), "-"))

# Disguised constants: q0 + q1*c and q*c.
constants = [("pi", lambda: mpmath.pi), ("e", lambda: mpmath.e), ("ln(2)", lambda: mpmath.log(2)), ("ln(3)", lambda: mpmath.log(3)),
             ("zeta(3)", lambda: mpmath.zeta(3)), ("euler", lambda: mpmath.euler), ("catalan", lambda: mpmath.catalan), ("pi^2", lambda: mpmath.pi ** 2)]
for digits in (30, 100):
    for name, c in constants:
        q0 = Fraction(random.randint(-20, 20), random.randint(1, 12))
        q1 = Fraction(random.choice([1, -1]) * random.randint(1, 30), random.randint(1, 12))
        expected = formula([(q0, ""), (q1, name)])
        x = "(%s) + (%s)*%s" % (q0, q1, name)
        mpmath.mp.dps = 4 * digits
        rows.append(("identify(%s)" % x, digits, expected, "(@) - (%s)" % x))

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "recognition.tsv")
with open(out, "w") as f:
    f.write("# expression\tdigits\texpected value\tcheck: 0 at 4x the digits with @ the value (- none); "
            "generate_recognition_rows.py, mpmath %s\n" % mpmath.__version__)
    for row in rows:
        f.write("%s\t%d\t%s\t%s\n" % row)
print(len(rows), "rows")
