#!/usr/bin/env python3
"""Fingerprints of π, e and ln 2 to 100,000 significant decimal digits for ThreadCountTests, from
mpmath (independent of MPFR, GMP and BigCalc).

Each constant is printed by mpmath to 100,000 significant digits (rounded to nearest) at 100,030 and
at 100,060 working digits; the two must agree. Each line is
`name<TAB>first 20 digits<TAB>last 40 digits<TAB>Σ (i + 1) · digit_i over all the digits`.
Run: python3 Tests/References/generate_constant_digits.py > Tests/BigNumberTests/Resources/constant-digits.tsv
"""
import mpmath

assert mpmath.__version__ == "1.3.0", mpmath.__version__

DIGITS = 100_000


def digits(constant, working):
    mpmath.mp.dps = working
    text = mpmath.nstr(+getattr(mpmath, constant), DIGITS, strip_zeros=False)
    return text.replace(".", "").lstrip("0")


print("# name\tfirst 20 digits\tlast 40 digits\tweighted digit sum (10^5 digits, mpmath)")
for name in ["pi", "e", "ln2"]:
    text = digits(name, DIGITS + 30)
    assert text == digits(name, DIGITS + 60) and len(text) == DIGITS
    weighted = sum((index + 1) * int(digit) for index, digit in enumerate(text))
    print(f"{name}\t{text[:20]}\t{text[-40:]}\t{weighted}")
