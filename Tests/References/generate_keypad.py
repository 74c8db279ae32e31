#!/usr/bin/env python3
"""Reference values for CalculatorBrain key sequences, computed independently with mpmath 1.3.0.

Each row: profile, angle unit, the key sequence (numbers are typed operands, everything else a
key), the mathematical meaning written out by hand, and the value to 40 significant digits.
Output: Tests/CalculatorEngineTests/Resources/keypad.tsv (run from the package root).
"""
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


def main():
    with open("Tests/CalculatorEngineTests/Resources/keypad.tsv", "w") as out:
        out.write("# profile\tangle\tkeys\tvalue (40 significant digits, mpmath %s)\n" % mpmath.__version__)
        for profile, angle, keys, f in ROWS:
            out.write("%s\t%s\t%s\t%s\n" % (profile, angle, keys, mpmath.nstr(f(), 40, min_fixed=-5, max_fixed=40)))


if __name__ == "__main__":
    main()
