#!/usr/bin/env python3
"""Reference values for CalculatorBrain key sequences, computed independently with mpmath 1.3.0.

Each row: profile, angle unit, the key sequence (numbers are typed operands, everything else a
key), the mathematical meaning written out by hand, and the value to 40 significant digits.
Output: Tests/CalculatorEngineTests/Resources/keypad.tsv (run from the package root).

Second table, keypad-proven.tsv: key sequences whose display at 12 working digits + 64 guard bits
is wrong before re-evaluation (cancellations, zeros made of rounding noise). Each row: profile,
angle unit, keys, the expected 12-digit display in scientific form (correctly rounded, half to
even, trailing zeros trimmed: 3.14159265359e0), or `zero` (the value is exactly 0: shown as 0,
flagged as a heuristic zero) or `division by zero` (the sequence divides by such a zero).
"""
import decimal
import mpmath
from mpmath import mp, mpf

mp.dps = 80
D = lambda x: mpmath.radians(x)  # degrees to radians
R = lambda x: mpmath.degrees(x)  # radians to degrees

ROWS = [
    ("immediate", "rad", "2 √", lambda: mpmath.sqrt(2)),
    ("immediate", "rad", "2 ∛", lambda: mpmath.cbrt(2)),
    ("immediate", "rad", "1.1 x²", lambda: mpf("1.1") ** 2),
    ("immediate", "rad", "1.1 x³", lambda: mpf("1.1") ** 3),
    ("immediate", "rad", "7 1/x", lambda: 1 / mpf(7)),
    ("immediate", "rad", "0.5 x!", lambda: mpmath.gamma(mpf("1.5"))),
    ("immediate", "rad", "25 x!", lambda: mpmath.factorial(25)),
    ("immediate", "rad", "2.5 ±", lambda: -mpf("2.5")),
    ("immediate", "rad", "1 eˣ", lambda: mpmath.e),
    ("immediate", "rad", "0.5 10ˣ", lambda: mpmath.sqrt(10)),
    ("immediate", "rad", "0.5 2ˣ", lambda: mpmath.sqrt(2)),
    ("immediate", "rad", "10 ln", lambda: mpmath.log(10)),
    ("immediate", "rad", "2 log₁₀", lambda: mpmath.log10(2)),
    ("immediate", "rad", "10 log₂", lambda: mpmath.log(10, 2)),
    ("immediate", "rad", "1 sin", lambda: mpmath.sin(1)),
    ("immediate", "rad", "1 cos", lambda: mpmath.cos(1)),
    ("immediate", "rad", "1 tan", lambda: mpmath.tan(1)),
    ("immediate", "rad", "0.5 sin⁻¹", lambda: mpmath.asin(mpf("0.5"))),
    ("immediate", "rad", "0.5 cos⁻¹", lambda: mpmath.acos(mpf("0.5"))),
    ("immediate", "rad", "2 tan⁻¹", lambda: mpmath.atan(2)),
    ("immediate", "rad", "1 sinh", lambda: mpmath.sinh(1)),
    ("immediate", "rad", "1 cosh", lambda: mpmath.cosh(1)),
    ("immediate", "rad", "1 tanh", lambda: mpmath.tanh(1)),
    ("immediate", "rad", "1 sinh⁻¹", lambda: mpmath.asinh(1)),
    ("immediate", "rad", "2 cosh⁻¹", lambda: mpmath.acosh(2)),
    ("immediate", "rad", "0.5 tanh⁻¹", lambda: mpmath.atanh(mpf("0.5"))),
    ("immediate", "deg", "1 sin", lambda: mpmath.sin(D(1))),
    ("immediate", "deg", "60 cos", lambda: mpf("0.5")),
    ("immediate", "deg", "1 tan", lambda: mpmath.tan(D(1))),
    ("immediate", "deg", "0.3 sin⁻¹", lambda: R(mpmath.asin(mpf("0.3")))),
    ("immediate", "deg", "2 tan⁻¹", lambda: R(mpmath.atan(2))),
    ("immediate", "rad", "π", lambda: mpmath.pi),
    ("immediate", "rad", "e", lambda: mpmath.e),
    ("immediate", "rad", "2 xʸ 0.5 =", lambda: mpmath.sqrt(2)),
    ("immediate", "rad", "8 ± xʸ 3 1/x =", lambda: mpf(-2)),
    ("immediate", "rad", "10 ʸ√x 3 =", lambda: mpmath.cbrt(10)),
    ("immediate", "rad", "2 + 3 × 4 =", lambda: mpf(20)),
    ("algebraic", "rad", "2 + 3 × 4 =", lambda: mpf(14)),
    ("algebraic", "rad", "1 + 2 xʸ 0.5 × 3 =", lambda: 1 + mpmath.sqrt(2) * 3),
    ("algebraic", "rad", "2 xʸ 3 xʸ 0.5 =", lambda: mpf(2) ** mpmath.sqrt(3)),
    ("algebraic", "rad", "π × 2 + 1 = =", lambda: 2 * mpmath.pi + 2),
    ("algebraic", "rad", "7 + 9 = √", lambda: mpf(4)),
    ("algebraic", "rad", "2 √ × =", lambda: mpf(2)),
    ("algebraic", "rad", "50 + 2 √ % =", lambda: 50 + 50 * mpmath.sqrt(2) / 100),
    ("immediate", "rad", "1 ÷ 3 × 3 =", lambda: mpf(1)),
    ("immediate", "rad", "0.1 + 0.2 =", lambda: mpf("0.3")),
    ("immediate", "rad", "1 eˣ ln", lambda: mpf(1)),
    ("immediate", "rad", "100 x! ln", lambda: mpmath.loggamma(101)),
]


# (profile, angle, keys, the exact value or ZERO / DIVZERO)
ZERO, DIVZERO = "zero", "division by zero"
PI = mpmath.pi
PROVEN_ROWS = [
    ("immediate", "rad", "1e30 + π − 1e30 =", lambda: PI),
    ("immediate", "rad", "1e25 + 2 √ − 1e25 =", lambda: mpmath.sqrt(2)),
    ("immediate", "rad", "1e28 + 2 ln − 1e28 =", lambda: mpmath.log(2)),
    ("algebraic", "rad", "1e25 + 1 eˣ − 1e25 =", lambda: mpmath.e),
    ("immediate", "rad", "π × 1e30 = − 3.14159265358e30 − 9.79323846264e18 =",
     lambda: PI * mpf(10) ** 30 - mpf("3.14159265358e30") - mpf("9.79323846264e18")),
    ("algebraic", "rad", "2 xʸ 0.5 × 1e30 − 1.41421356237e30 − 3.09504880168e18 =",
     lambda: mpmath.sqrt(2) * mpf(10) ** 30 - mpf("1.41421356237e30") - mpf("3.09504880168e18")),
    ("immediate", "rad", "1e20 + π = sin", lambda: mpmath.sin(mpf(10) ** 20 + PI)),
    ("immediate", "rad", "e ln − 1 =", lambda: ZERO),
    ("immediate", "rad", "2 √ x² − 2 =", lambda: ZERO),
    ("algebraic", "rad", "2 ∛ x³ − 2 =", lambda: ZERO),
    ("immediate", "rad", "10 ln eˣ − 10 =", lambda: ZERO),
    ("immediate", "rad", "3 √ x² × 1e100 − 3e100 =", lambda: ZERO),
    ("immediate", "rad", "10 ln eˣ − 10 = M+ 1 ÷ MR =", lambda: DIVZERO),
    ("immediate", "rad", "10 ln eˣ − 10 = 1/x", lambda: DIVZERO),
]


def display12(x):
    """x correctly rounded to 12 significant digits (half to even), as d.ddde±n without trailing zeros."""
    context = decimal.Context(prec=12, rounding=decimal.ROUND_HALF_EVEN)
    d = context.plus(decimal.Decimal(mpmath.nstr(x, 70, min_fixed=1, max_fixed=0)))
    sign, digits, _ = d.as_tuple()
    text = "".join(map(str, digits)).rstrip("0") or "0"
    mantissa = text[0] + ("." + text[1:] if len(text) > 1 else "")
    return ("-" if sign else "") + mantissa + "e%d" % d.adjusted()


def main():
    with open("Tests/CalculatorEngineTests/Resources/keypad.tsv", "w") as out:
        out.write("# profile\tangle\tkeys\tvalue (40 significant digits, mpmath %s)\n" % mpmath.__version__)
        for profile, angle, keys, f in ROWS:
            out.write("%s\t%s\t%s\t%s\n" % (profile, angle, keys, mpmath.nstr(f(), 40, min_fixed=-5, max_fixed=40)))
    with open("Tests/CalculatorEngineTests/Resources/keypad-proven.tsv", "w") as out:
        out.write("# profile\tangle\tkeys\tdisplay at 12 digits, or zero / division by zero (mpmath %s)\n" % mpmath.__version__)
        for profile, angle, keys, f in PROVEN_ROWS:
            value = f()
            out.write("%s\t%s\t%s\t%s\n" % (profile, angle, keys, value if isinstance(value, str) else display12(value)))


if __name__ == "__main__":
    main()
