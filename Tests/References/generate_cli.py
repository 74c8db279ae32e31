#!/usr/bin/env python3
"""Reference outputs of the bigcalc command line, computed independently with mpmath 1.3.0.

Each value is computed by mpmath at 200 extra decimal digits, correctly rounded (half to even)
to the requested significant digits with Python's decimal module, and laid out by the rules the
docs/cli.md documents for each --format (an independent re-implementation, not bigcalc's code):
  plain       trailing zeros removed; positional when -7 < exponent < digits, else d.ddde±x
  scientific  d.ddd...e±x with all digits
  engineering exponent a multiple of 3, 1-3 digits before the point, all digits

Exact integers come from Python's integers. The "tail" row holds the last 20 of 100,000 digits of pi.
Output: Tests/References/cli_values.tsv with columns format, digits, expression, expected output.
Run: python3 Tests/References/generate_cli.py > Tests/References/cli_values.tsv
"""
import decimal
import math
import mpmath

# (bigcalc expression, mpmath expression) pairs.
VALUES = [
    ("pi", lambda: mpmath.pi),
    ("sqrt(2)", lambda: mpmath.sqrt(2)),
    ("e", lambda: mpmath.e),
    ("exp(100)", lambda: mpmath.exp(100)),
    ("-exp(50)", lambda: -mpmath.exp(50)),
    ("ln(2)*10^-10", lambda: mpmath.log(2) * mpmath.mpf(10) ** -10),
    ("zeta(3)", lambda: mpmath.zeta(3)),
    ("gamma(0.5)", lambda: mpmath.gamma(mpmath.mpf(1) / 2)),
    ("sin(1)", lambda: mpmath.sin(1)),
    ("atan(1)*4 - pi/2", lambda: mpmath.pi / 2),
    ("1/7", lambda: mpmath.mpf(1) / 7),
    ("exp(-20)", lambda: mpmath.exp(-20)),
    ("cbrt(-2)", lambda: -mpmath.cbrt(2)),
    ("exp(pi*sqrt(163))", lambda: mpmath.exp(mpmath.pi * mpmath.sqrt(163))),
]
CASES = [
    ("plain", [1, 5, 30, 50]),
    ("scientific", [5, 30]),
    ("engineering", [7, 30]),
]


def rounded(value, digits):
    """(negative, digit string, exponent of the first digit), rounded half to even."""
    text = mpmath.nstr(value, digits + 200, strip_zeros=False, min_fixed=1, max_fixed=0)
    d = decimal.Decimal(text)
    if d == 0:
        return False, "0", 0
    context = decimal.Context(prec=digits, rounding=decimal.ROUND_HALF_EVEN)
    r = context.plus(d)
    sign, ds, exp = r.as_tuple()
    ds = "".join(map(str, ds)).ljust(digits, "0")[:digits]
    return bool(sign), ds, exp + len(r.as_tuple().digits) - 1


def layout(fmt, negative, ds, exponent, digits):
    sign = "-" if negative else ""
    if fmt == "plain":
        ds = ds.rstrip("0") or "0"
        if -7 < exponent < digits:
            if exponent < 0:
                return sign + "0." + "0" * (-exponent - 1) + ds
            if len(ds) <= exponent + 1:
                return sign + ds + "0" * (exponent + 1 - len(ds))
            return sign + ds[: exponent + 1] + "." + ds[exponent + 1 :]
        return sign + ds[0] + ("." + ds[1:] if len(ds) > 1 else "") + "e" + str(exponent)
    lead = 1 if fmt == "scientific" else exponent % 3 + 1
    power = exponent - (lead - 1)
    head = ds[:lead].ljust(lead, "0")
    tail = ds[lead:]
    return sign + head + ("." + tail if tail else "") + "e" + str(power)


# Exact integers print all their digits in plain format, whatever --digits is (Python integers).
EXACT = [
    ("2^200", 2**200),
    ("100!", math.factorial(100)),
    ("binomial(100, 50)", math.comb(100, 50)),
    ("-(3^100)", -(3**100)),
]


def main():
    mpmath.mp.dps = 400
    print("format\tdigits\texpression\texpected")
    for expression, compute in VALUES:
        value = compute()
        for fmt, digit_counts in CASES:
            for digits in digit_counts:
                negative, ds, exponent = rounded(value, digits)
                print(f"{fmt}\t{digits}\t{expression}\t{layout(fmt, negative, ds, exponent, digits)}")
    for expression, value in EXACT:
        print(f"plain\t30\t{expression}\t{value}")
    # The last 20 of 100,000 significant digits of pi (a streamed output's tail).
    mpmath.mp.dps = 100_050
    negative, ds, exponent = rounded(mpmath.pi, 100_000)
    print(f"tail\t100000\tpi\t{ds[-20:]}")


if __name__ == "__main__":
    main()
