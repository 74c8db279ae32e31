#!/usr/bin/env python3
"""Reference outcomes for EnclosureEdgeTests: the adversarial cases of the rigorous-enclosure issue.

Each row is an expression, the digits asked for, and the expected outcome:
- a value correctly rounded to that many significant digits, from mpmath at thousands of digits
  (or from exact integer arithmetic), in the format of guaranteed.tsv;
- `exact:N` for an exact integer result N;
- `error:words` for an expected refusal whose message contains `words`. The refusals are the
  engine's honest answers where no digit can be proven: exact values too large to keep exact
  (3^(10^7) has 4.8 million digits, above the 10^6-digit exact limit), results below the
  exponent range of MPFR (about 10^(-1.3e18)), or questions the enclosure cannot decide at the
  maximum precision. Their expected words are chosen by hand; the values are not.

Note: BigCalc's `log` is base 10 (`ln` is natural), so gamma(log(erf(x))) is Γ(log10(erf x)).
Run: python3 Tests/References/generate_edges.py > Tests/CalculatorEngineTests/Resources/edges.tsv
"""
import mpmath
from mpmath import mp, mpf


def rounded(value, digits):
    """`value` correctly rounded to `digits` significant digits, checked at two precisions."""
    text = mpmath.nstr(value, digits, min_fixed=1, max_fixed=0, strip_zeros=False)
    return text.replace("e+", "e")


def at(dps, f, digits):
    mp.dps = dps
    first = rounded(f(), digits)
    mp.dps = 2 * dps
    second = rounded(f(), digits)
    assert first == second, (first, second)
    return first


ERF_X = "94.66623"
CASES = [
    ("gcd(3^(10^7), 2)", 30, "error:too large for exact evaluation"),
    ("gcd(3^(10^7), 3)", 30, "error:too large for exact evaluation"),
    ("lcm(3^(10^7), 2)/3^(10^7)", 30, "error:too large for exact evaluation"),
    ("floor(3^(10^7)/2)*2 - 3^(10^7)", 30, "error:too large for exact evaluation"),
    ("gcd(10^10^8 + 1, 10^10^8 - 1)", 30, "error:too large for exact evaluation"),
    ("(10^10^9 + 1) - 10^10^9", 30, "error:no digit of the result could be proven"),
    ("2^-2^64", 30, "error:result too small to represent"),
    ("10^-10^19", 30, "error:result too small to represent"),
    ("exp(-10^20)", 30, "error:result too small to represent"),
    ("erfc(1e10)", 30, "error:result too small to represent"),
    ("1/10^10^19", 30, "error:result too small to represent"),
    ("1/2^-2^64", 30, "error:overflow"),
    ("ln(2^-2^64)", 30, at(100, lambda: -(mpf(2) ** 64) * mpmath.log(2), 30)),
    ("2^-2^64 * 2^2^64", 30, "exact:1"),
    ("gamma(log(erf(94.66623)))", 50, at(5000, lambda: mpmath.gamma(mpmath.log10(mpmath.erf(mpf(ERF_X)))), 50)),
    ("gamma(ln(erf(94.66623)))", 50, at(5000, lambda: mpmath.gamma(mpmath.log(mpmath.erf(mpf(ERF_X)))), 50)),
    ("gamma(log(erf(94.66623)))", 30, "error:could not decide whether the argument of gamma is in its domain"),
    ("round(expm1(7.674022))", 30, "exact:" + str(int(mpmath.nint(mpmath.expm1(mpf("7.674022")))))),
    ("floor(expm1(0.5))", 30, "exact:" + str(int(mpmath.floor(mpmath.expm1(mpf("0.5")))))),
    ("ln(zeta(6.105e-5))", 30, "error:logarithm of a negative number"),
    ("sqrt(zeta(0.5))", 30, "error:square root of a negative number"),
    ("zeta(1)", 30, "error:zeta function at 1"),
    ("gamma(-2.5)", 30, at(100, lambda: mpmath.gamma(mpf("-2.5")), 30)),
    ("zeta(-2)", 30, "exact:0"),
    ("lgamma(1e100)", 30, at(200, lambda: mpmath.loggamma(mpf(10) ** 100), 30)),
    ("1/(exp(1)^2 - exp(2))", 30, "error:division by zero"),
    # Exponents beyond a machine word (Arb keeps them as big integers): refused or decided, never a trap.
    ("floor(2^2^64)", 30, "error:too large for exact evaluation"),
    ("round(-2^-2^64)", 30, "exact:0"),
]

print("# expression\tdigits\texpected (value to `digits` digits, exact:N, or error:words) — generate_edges.py")
for expression, digits, expected in CASES:
    print(f"{expression}\t{digits}\t{expected}")
