#!/usr/bin/env python3
"""Reference values for BigNumberTests, computed independently with mpmath (never with BigCalc).

Writes two files into Tests/BigNumberTests/Resources/:

- constants.tsv: pi, e, sqrt(2) and ln(2), each correctly rounded (to nearest) to 10,000
  significant digits.
- integers.tsv: exact integer results (Python's own integers): facts about 100000!, and
  factorials, binomials, powers, integer square roots, gcd/lcm and divisions of large numbers.
- functions.tsv: 35 functions at 5 arguments each, correctly rounded (to nearest) to 100
  significant digits. Every argument is a short dyadic decimal (exactly representable in
  binary), so the test parses it without rounding.

Every value is computed twice, at 40 and at 80 digits beyond the digits written, and the two
must agree. A value whose digits are within 1e-12 of a last-digit rounding tie is rejected
(the script stops with an error): the test evaluates in binary at a precision about 20 digits
beyond the printed digits and then rounds to decimal, so only a value that close to a tie
could legitimately print differently.

The output format is the scientific notation of BigFloat.formatted(significantDigits:,
notation: .scientific): an optional '-', one digit, '.', the remaining digits, 'e' and the
decimal exponent (no '+').

Run from the package root: python3 Tests/References/generate_bignumber.py
"""
import os
import sys

import mpmath
from mpmath import mp, mpf

CONSTANT_DIGITS = 10_000
FUNCTION_DIGITS = 100
TIE_GUARD = mpf("1e-12")  # in units of the last printed digit

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "BigNumberTests", "Resources")


def signed_cbrt(x):
    return mpmath.cbrt(x) if x >= 0 else -mpmath.cbrt(-x)


# name -> (function of mpf arguments, argument tuples as decimal strings)
GENERAL = ["0.5", "1.25", "-0.75", "3", "10.5"]
POSITIVE = ["0.5", "1.25", "3", "10.5", "12345.625"]
UNIT = ["0.5", "-0.75", "0.125", "0.9375", "-0.25"]
TRIG = ["0.5", "1.25", "-0.75", "3", "1e22"]
FUNCTIONS = [
    ("sqrt", mpmath.sqrt, POSITIVE),
    ("cbrt", signed_cbrt, ["2", "-0.75", "3", "10.5", "1000"]),
    ("exp", mpmath.exp, ["0.5", "1.25", "-0.75", "3", "100.5"]),
    ("exp2", lambda x: mpf(2) ** x, GENERAL),
    ("exp10", lambda x: mpf(10) ** x, GENERAL),
    ("expm1", mpmath.expm1, ["0.5", "1.25", "-0.75", "0.0009765625", "-0.0001220703125"]),
    ("log", mpmath.log, POSITIVE),
    ("log2", lambda x: mpmath.log(x, 2), POSITIVE),
    ("log10", mpmath.log10, POSITIVE),
    ("log1p", mpmath.log1p, ["0.5", "1.25", "-0.75", "0.0009765625", "10.5"]),
    ("sin", mpmath.sin, TRIG),
    ("cos", mpmath.cos, TRIG),
    ("tan", mpmath.tan, TRIG),
    ("sec", mpmath.sec, GENERAL),
    ("csc", mpmath.csc, GENERAL),
    ("cot", mpmath.cot, GENERAL),
    ("asin", mpmath.asin, UNIT),
    ("acos", mpmath.acos, UNIT),
    ("atan", mpmath.atan, GENERAL),
    ("sinh", mpmath.sinh, GENERAL),
    ("cosh", mpmath.cosh, GENERAL),
    ("tanh", mpmath.tanh, GENERAL),
    ("asinh", mpmath.asinh, GENERAL),
    ("acosh", mpmath.acosh, ["1.25", "2", "3", "10.5", "1000.5"]),
    ("atanh", mpmath.atanh, UNIT),
    ("gamma", mpmath.gamma, ["0.5", "1.25", "-0.75", "10.5", "-2.5"]),
    ("lgamma", lambda x: mpmath.log(abs(mpmath.gamma(x))), ["0.5", "1.25", "-0.75", "10.5", "100.25"]),
    ("digamma", mpmath.digamma, GENERAL),
    ("zeta", mpmath.zeta, ["0.5", "1.25", "-0.75", "3", "10.5"]),
    ("erf", mpmath.erf, GENERAL),
    ("erfc", mpmath.erfc, GENERAL),
    ("atan2", mpmath.atan2, [("1", "2"), ("-0.75", "0.5"), ("3", "-1.25"), ("-1", "-1"), ("0.5", "10.5")]),
    ("hypot", mpmath.hypot, [("1", "1"), ("0.5", "1.25"), ("-0.75", "10.5"), ("1000", "0.125"), ("3", "-2.5")]),
    ("agm", mpmath.agm, [("1", "2"), ("0.5", "1.25"), ("3", "10.5"), ("1", "0.125"), ("100", "1")]),
    ("pow", mpmath.power, [("2", "0.5"), ("10.5", "-0.75"), ("0.5", "1.25"), ("3", "100.5"), ("1.25", "-3.5")]),
]

CONSTANTS = [
    ("pi", lambda: +mp.pi),
    ("e", lambda: +mp.e),
    ("sqrt2", lambda: mpmath.sqrt(2)),
    ("ln2", lambda: +mp.ln2),
]


def rounded(value, digits):
    """`value` correctly rounded to `digits` significant digits, in BigFloat's scientific format."""
    if value == 0:
        return "0"
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    exponent = int(mpmath.floor(mpmath.log10(magnitude)))
    # Correct an exponent that log10 put on the wrong side of a power of ten.
    while magnitude >= mpf(10) ** (exponent + 1):
        exponent += 1
    while magnitude < mpf(10) ** exponent:
        exponent -= 1
    scaled = magnitude * mpf(10) ** (digits - 1 - exponent)
    integer = int(mpmath.floor(scaled))
    fraction = scaled - integer
    if abs(fraction - mpf("0.5")) < TIE_GUARD:
        raise SystemExit(f"value {mpmath.nstr(value, 30)} is too close to a rounding tie at {digits} digits")
    if fraction > mpf("0.5"):
        integer += 1
    if integer == 10**digits:
        integer //= 10
        exponent += 1
    text = str(integer)
    assert len(text) == digits
    mantissa = text[0] + ("." + text[1:] if digits > 1 else "")
    return f"{sign}{mantissa}e{exponent}"


def reference(compute, digits):
    """`compute()` rounded to `digits`, checked at two working precisions."""
    results = []
    for extra in (40, 80):
        mp.dps = digits + extra
        results.append(rounded(compute(), digits))
    if results[0] != results[1]:
        raise SystemExit(f"unstable reference: {results}")
    return results[0]


def integer_rows():
    """(operation, arguments, exact result) computed with Python's integers."""
    import math

    big = math.factorial(100_000)
    text = str(big)
    a = -(10**50 + 7)
    b = 3**40 + 1
    rows = [
        ("factorial.digitCount", "100000", len(text)),
        ("factorial.leading40", "100000", text[:40]),
        ("factorial.digitSum", "100000", sum(map(int, text))),
        ("factorial.trailingZeros", "100000", len(text) - len(text.rstrip("0"))),
        ("factorial", "100", math.factorial(100)),
        ("factorial", "0", 1),
        ("binomial", "1000,500", math.comb(1000, 500)),
        ("binomial", "60,30", math.comb(60, 30)),
        ("power", "3,500", 3**500),
        ("power", "-7,77", (-7) ** 77),
        ("isqrt", str(2 * 10**100), math.isqrt(2 * 10**100)),
        ("isqrt", str(10**60), 10**30),
        ("gcd", f"{2**300 - 1},{3**200 - 1}", math.gcd(2**300 - 1, 3**200 - 1)),
        ("lcm", f"{2**100 - 1},{10**20 + 1}", math.lcm(2**100 - 1, 10**20 + 1)),
        ("truncatedQuotient", f"{a},{b}", -(abs(a) // b)),
        ("truncatedRemainder", f"{a},{b}", -(abs(a) % b)),
        ("flooredQuotient", f"{a},{b}", a // b),
        ("flooredRemainder", f"{a},{b}", a % b),
        ("product", f"{2**127 - 1},{-(10**40 + 3)}", (2**127 - 1) * -(10**40 + 3)),
        ("sum", f"{10**60},{-(10**60 - 1)}", 1),
    ]
    return rows


def main():
    sys.set_int_max_str_digits(0)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "constants.tsv"), "w") as out:
        out.write(f"# name\tvalue to {CONSTANT_DIGITS} significant digits (mpmath {mpmath.__version__}; generate_bignumber.py)\n")
        for name, compute in CONSTANTS:
            out.write(f"{name}\t{reference(compute, CONSTANT_DIGITS)}\n")
    with open(os.path.join(OUT, "integers.tsv"), "w") as out:
        out.write("# operation\targument(s), comma-separated\texact result (Python integers; generate_bignumber.py)\n")
        for operation, arguments, result in integer_rows():
            out.write(f"{operation}\t{arguments}\t{result}\n")
    rows = 0
    with open(os.path.join(OUT, "functions.tsv"), "w") as out:
        out.write(f"# function\targument(s), comma-separated\tvalue to {FUNCTION_DIGITS} significant digits (mpmath {mpmath.__version__}; generate_bignumber.py)\n")
        for name, function, arguments in FUNCTIONS:
            for args in arguments:
                args = args if isinstance(args, tuple) else (args,)
                value = reference(lambda: function(*[mpf(a) for a in args]), FUNCTION_DIGITS)
                out.write(f"{name}\t{','.join(args)}\t{value}\n")
                rows += 1
    print(f"wrote {len(CONSTANTS)} constants and {rows} function values to {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
