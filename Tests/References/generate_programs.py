#!/usr/bin/env python3
"""Reference values for ProgramTests: user functions, comparisons and logic, if, sums and
products, statistics, percentages and numbered results, at 30 and 1000 digits.

Writes Tests/CalculatorEngineTests/Resources/programs.tsv with the columns `line` (one or more
BigCalc statements separated by `;`, as a user types them), `digits` and `expected`: the value of
the LAST statement, correctly rounded (ties to even) to `digits` significant digits in the form of
the other tables (`-1.2345…e-13`, a mantissa of exactly `digits` digits), or `error:<words>` for a
last statement that must fail with a message containing <words>.

Each value is computed independently of BigCalc: exact ones with Python's Fraction and integers
(sums of rationals, factorials, statistics of rationals), the others with mpmath at 2·digits + 100
digits, written as a small Python function next to the line. A case is refused when it lies within
10^-20 units in the last place of a rounding midpoint (see generate_special.py, whose correct
rounding this script imports).

Run: python3 Tests/References/generate_programs.py   (needs mpmath)
"""
import math
import os
from fractions import Fraction as F

import mpmath
from mpmath import mp, mpf

from generate_special import decimal_parts, formatted  # the one correct rounding of the tables


def stat_variance(xs, sample):
    mean = sum(xs, F(0)) / len(xs)
    return sum(((x - mean) ** 2 for x in xs), F(0)) / (len(xs) - (1 if sample else 0))


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


DATA = [F(2), F(4), F(4), F(4), F(5), F(5), F(7), F(9)]

# (line, value: a function of nothing returning a Fraction/int or an mpf at the current mp.dps, or "error:<words>")
CASES = [
    # user functions
    ("f(x) = x^2 + 1; f(3)", lambda: F(10)),
    ("g(x, y) = sqrt(x^2 + y^2); g(3, 4)", lambda: F(5)),
    ("f(x) = x^2 + 1; g(x, y) = sqrt(x^2 + y^2); f(g(1, 2))", lambda: F(6)),
    ("h(x) = sqrt(x) + exp(-x); h(2)", lambda: mpmath.sqrt(2) + mpmath.exp(-2)),
    ("a = 3; k(x) = a*x; a = 5; k(2)", lambda: F(10)),
    ("fac(m) = if(m <= 1, 1, m*fac(m - 1)); fac(30)", lambda: F(math.factorial(30))),
    ("fib(n) = if(n < 2, n, fib(n - 1) + fib(n - 2)); fib(15)", lambda: F(fib(15))),
    ("p(x) = x^3 - 2*x; q(t) = p(t) + p(-t) + t; q(sqrt(2))", lambda: mpmath.sqrt(2)),
    ("c(z) = z*conj(z); c(3 + 4i)", lambda: F(25)),
    ("w(x, y) = x*ln(y); w(pi, 10)", lambda: mpmath.pi * mpmath.log(10)),
    ("u() = 42; u() + 1", lambda: F(43)),
    ("f(x) = sqrt(x); y = f(2); f(x) = x^3; y^2 + f(2)", lambda: F(10)),
    ("a = 3; k(x) = a*sqrt(x); z = k(2); a = 5; z", lambda: 3 * mpmath.sqrt(2)),
    ("i(n) = n + 1", "error:cannot define 'i'"),
    ("f(x) = x; f(1, 2)", "error:'f' takes 1 argument, got 2"),
    ("r(n) = r(n + 1); r(1)", "error:recursion too deep"),
    ("g(x) = zz * x; g(2)", "error:unknown name 'zz'"),
    ("sin(x) = x", "error:cannot define 'sin'"),
    # comparisons and logic
    ("1 + 2 == 3", lambda: F(1)),
    ("0.1 + 0.2 == 0.3", lambda: F(1)),
    ("pi > 3.14159", lambda: F(1)),
    ("sqrt(2) < 1.4142135623730950488", lambda: F(0)),
    ("e^pi > pi^e", lambda: F(1)),
    ("2 != 3", lambda: F(1)),
    ("1 <= 1", lambda: F(1)),
    ("2 >= 3", lambda: F(0)),
    ("not (1 < 2)", lambda: F(0)),
    ("1 < 2 and 2 < 3", lambda: F(1)),
    ("1 < 2 && 3 < 2", lambda: F(0)),
    ("0 or 0", lambda: F(0)),
    ("0 || 2", lambda: F(1)),
    ("!0 + !5", lambda: F(1)),
    ("not 1 == 2", lambda: F(1)),
    ("0 and 1/0", lambda: F(0)),
    ("(1 < 2) + (2 < 3) + (3 < 4)", lambda: F(3)),
    ("1 < 2 == 1", lambda: F(1)),
    ("if(pi > 3, exp(1), 1/0)", lambda: mpmath.e),
    ("if(0, 1/0, ln(2))", lambda: mpmath.log(2)),
    ("x = 0; x != 0 and 1/x > 1", lambda: F(0)),
    ("x = 0; x == 0 or 1/x > 1", lambda: F(1)),
    ("sqrt(2)^2 == 2", "error:could not decide whether the two sides of '==' are equal"),
    ("2 < i", "error:real"),
    ("(1 + i)^2 == 2i", lambda: F(1)),
    # sums and products
    ("sum(1/k^2, k, 1, 1000)", lambda: sum((F(1, k * k) for k in range(1, 1001)), F(0))),
    ("sum(1/k!, k, 0, 50)", lambda: sum((F(1, math.factorial(k)) for k in range(51)), F(0))),
    ("product(1 - 1/k^2, k, 2, 100)", lambda: F(101, 200)),
    ("sum(k, k, 1, 10^4)", lambda: F(50005000)),
    ("product(k, k, 1, 25)", lambda: F(math.factorial(25))),
    ("sum(sin(k), k, 1, 100)", lambda: mpmath.fsum(mpmath.sin(k) for k in range(1, 101))),
    ("sum(1/k, k, 1, 100) - ln(100)", lambda: mpmath.fsum(mpf(1) / k for k in range(1, 101)) - mpmath.log(100)),
    ("f(k) = 1/k^3; sum(f(j), j, 1, 200)", lambda: sum((F(1, j ** 3) for j in range(1, 201)), F(0))),
    ("sum(sum(1/(j*k), j, 1, 10), k, 1, 10)", lambda: sum((F(1, k) for k in range(1, 11)), F(0)) ** 2),
    ("sum(i^2, i, 1, 10)", lambda: F(385)),
    ("product(1 + 1/(2k), k, 1, 30)", lambda: math.prod((F(2 * k + 1, 2 * k) for k in range(1, 31)), start=F(1))),
    ("sum(exp(-k^2), k, -20, 20)", lambda: mpmath.fsum(mpmath.exp(-k * k) for k in range(-20, 21))),
    ("n = 5; sum(k^n, k, 1, 10)", lambda: F(sum(k ** 5 for k in range(1, 11)))),
    # long sums and products (over 1,000 terms: the compiled body; exact terms a block at a time)
    ("sum(1/k^2, k, 1, 20000)", lambda: mpmath.fsum(mpf(1) / (k * k) for k in range(1, 20001))),
    ("sum((-1)^k/(2k + 1), k, 0, 30000)", lambda: mpmath.fsum(mpf((-1) ** k) / (2 * k + 1) for k in range(30001))),
    ("sum(1/(k - 20000.5), k, 1, 30000)", lambda: mpmath.fsum(1 / (k - mpf("20000.5")) for k in range(1, 30001))),
    ("product((k^2 + 1)/k^2, k, 1, 20000)", lambda: mpmath.fprod(mpf(k * k + 1) / (k * k) for k in range(1, 20001))),
    ("sum(k/2^k, k, 1, 3000)", lambda: 2 - F(3002, 2 ** 3000)),
    ("sum(k^3, k, 1, 10^5)", lambda: F((10 ** 5 * (10 ** 5 + 1) // 2) ** 2)),
    ("sum(k, k, 5, 1)", "error:empty range"),
    ("sum(k, k, 1, 2.5)", "error:integer ends"),
    ("sum(k, k, 1, 10^7)", "error:range too long"),
    # statistics
    ("mean(1, 2, 3, 4, 10)", lambda: F(4)),
    ("median(3, 1, 4, 1, 5, 9, 2, 6)", lambda: F(7, 2)),
    ("median(5, 1, 3)", lambda: F(3)),
    ("variance(2, 4, 4, 4, 5, 5, 7, 9)", lambda: stat_variance(DATA, True)),
    ("stdev(2, 4, 4, 4, 5, 5, 7, 9)", lambda: mpmath.sqrt(mpf(32) / 7)),
    ("pvariance(2, 4, 4, 4, 5, 5, 7, 9)", lambda: stat_variance(DATA, False)),
    ("pstdev(2, 4, 4, 4, 5, 5, 7, 9)", lambda: F(2)),
    ("mean(sqrt(2), sqrt(3))", lambda: (mpmath.sqrt(2) + mpmath.sqrt(3)) / 2),
    ("median(sqrt(2), pi, e)", lambda: mpmath.e),
    ("median(pi, e, sqrt(10), 1)", lambda: (mpmath.pi + mpmath.e) / 2),
    ("min(pi, e, sqrt(10))", lambda: mpmath.e),
    ("max(pi, e, sqrt(10))", lambda: mpmath.sqrt(10)),
    ("variance(pi, e, 1)", lambda: (lambda xs: mpmath.fsum((x - mpmath.fsum(xs) / 3) ** 2 for x in xs) / 2)([mpmath.pi, mpmath.e, mpf(1)])),
    ("stdev(7)", "error:fewer than two"),
    ("min()", "error:takes 1 or more arguments"),
    # percentages
    ("50 + 10%", lambda: F(55)),
    ("50 - 10%", lambda: F(45)),
    ("50 * 10%", lambda: F(5)),
    ("50 / 10%", lambda: F(500)),
    ("10%", lambda: F(1, 10)),
    ("200 + 50% + 10%", lambda: F(330)),
    ("pi + 10%", lambda: mpmath.pi * mpf("1.1")),
    ("x = 80; x - 25%", lambda: F(60)),
    # numbered results
    ("2 + 3; $1 * 2", lambda: F(10)),
    ("7; 8; $1 + $2 + ans", lambda: F(23)),
    ("1; $5", "error:no result $5 yet"),
]


def expected(value, digits):
    if isinstance(value, str):
        return value
    result = value()
    if isinstance(result, (int, F)):
        result = F(result)
        if result == 0:
            return "0"
        sign = result < 0
        magnitude = abs(result)
        power = 0
        while magnitude >= F(10) ** (power + 1):
            power += 1
        while magnitude < F(10) ** power:
            power -= 1
        scaled = magnitude * F(10) ** (digits - 1 - power)
        fraction = scaled - (scaled.numerator // scaled.denominator)
        assert abs(fraction - F(1, 2)) > F(1, 10 ** 20) or fraction == F(1, 2) and scaled.denominator == 2, "too close to a midpoint"
        rounded = round(scaled)
        if rounded == 10 ** digits:
            rounded, power = 10 ** (digits - 1), power + 1
        return formatted(sign, rounded, power)
    sign, rounded, power, distance = decimal_parts(mpf(result), digits)
    assert distance > F(1, 10 ** 20), "too close to a rounding midpoint"
    return formatted(sign, rounded, power)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "programs.tsv")
    rows = []
    for digits in (30, 1000):
        mp.dps = 2 * digits + 100
        for line, value in CASES:
            if digits == 1000 and isinstance(value, str):
                continue
            rows.append((line, digits, expected(value, digits)))
    with open(out, "w") as f:
        f.write("# Programs against Python fractions and mpmath %s (Tests/References/generate_programs.py; never edit by hand)\n" % mpmath.__version__)
        f.write("# line: statements separated by ';'; expected: the value of the last one, correctly rounded to `digits`, or error:<words>\n")
        f.write("# line\tdigits\texpected\n")
        for line, digits, value in rows:
            f.write(f"{line}\t{digits}\t{value}\n")
    print(f"wrote {len(rows)} rows to {os.path.relpath(out)}")


if __name__ == "__main__":
    main()
