#!/usr/bin/env python3
"""Reference values for BigComplexTests, computed independently (never with BigCalc).

Prints the Swift literal rows that Tests/BigNumberTests/BigComplexTests.swift holds:

- MPC functions: gmpy2's `mpc` (which is GNU MPC) at 100 bits in both parts, to nearest and in
  directed modes, so each part is the correctly rounded value that BigComplex must reproduce
  bit for bit.
- expm1, log1p and the n-th root, which MPC lacks: mpmath at 400 and 800 bits, rounded to
  100 bits with gmpy2; the two must agree, and a value within 2^-250 (relative) of a rounding
  boundary at 100 bits is rejected.

Each part is written as BigFloat.description writes it: the shortest decimal that parses back to
the same value at its precision (searched here with exact fractions and gmpy2's parser), trailing
zeros removed, positional when the decimal exponent e of the first digit is in -6 <= e < 32 (MPFR's
round-trip digit count 1 + ceil(p log10 2) at 100 bits), else `d.ddde<exp>`.

Run from the package root: python3 Tests/References/generate_bigcomplex.py
"""
import math
from fractions import Fraction

import gmpy2
import mpmath
from gmpy2 import mpc, mpfr

BITS = 100


def description(x):
    """BigFloat.description of the mpfr x: the shortest decimal that reads back as x."""
    if gmpy2.is_nan(x):
        return "nan"
    if gmpy2.is_infinite(x):
        return "-inf" if x < 0 else "inf"
    if x == 0:
        return "-0" if gmpy2.is_signed(x) else "0"
    n_max = 1 + math.ceil(x.precision * math.log10(2))
    digits, e = shortest_digits(x, n_max)
    sign = "-" if x < 0 else ""
    if -6 <= e < n_max:
        if e < 0:
            return sign + "0." + "0" * (-e - 1) + digits
        if len(digits) <= e + 1:
            return sign + digits + "0" * (e + 1 - len(digits))
        return sign + digits[: e + 1] + "." + digits[e + 1 :]
    rest = digits[1:]
    return sign + digits[0] + ("." + rest if rest else "") + "e" + str(e)


def shortest_digits(x, n_max):
    """The fewest significant digits (and the power of ten of the first) of a decimal that parses
    back to x at its precision, rounding to nearest. For each count n, with exact rational
    arithmetic: the n-digit rounding to nearest (ties to even), then the truncation, then the
    rounding away from zero; the first that reads back. n_max digits always do."""
    exact = gmpy2.mpq(x)
    value = abs(Fraction(int(exact.numerator), int(exact.denominator)))
    for n in range(1, n_max + 1):
        e = first_digit_exponent(value)
        scaled = value * Fraction(10) ** (n - 1 - e)
        low = scaled.numerator // scaled.denominator
        high = low if low == scaled else low + 1
        half = scaled - low
        nearest = high if half > Fraction(1, 2) or (half == Fraction(1, 2) and low % 2 == 1) else low
        for candidate in dict.fromkeys([nearest, low, high]):
            text, exponent = str(candidate), e
            if len(text) > n:  # 9.99 rounded up to 10.0: one more power of ten
                text, exponent = text[:n], e + 1
            back = gmpy2.mpq(mpfr(text + "e" + str(exponent - (n - 1)), x.precision))
            if Fraction(int(back.numerator), int(back.denominator)) == value:
                return text.rstrip("0") or "0", exponent
    raise AssertionError("no round-trip decimal")


def first_digit_exponent(value):
    """The power of ten of the first significant digit of the positive rational value."""
    e = math.floor((value.numerator.bit_length() - value.denominator.bit_length()) * math.log10(2))
    while Fraction(10) ** e > value:
        e -= 1
    while Fraction(10) ** (e + 1) <= value:
        e += 1
    return e


def parts(z):
    return description(z.real), description(z.imag)


def ctx(real_round=gmpy2.RoundToNearest, imag_round=gmpy2.RoundToNearest):
    return gmpy2.context(precision=BITS, real_round=real_round, imag_round=imag_round)


def arg(text):
    with ctx():
        return mpc(text.replace("i", "j").replace(" ", ""))


UNARY = [
    ("exp", "1.5 + 2.25i"), ("exp", "-20 - 0.001i"), ("log", "1.5 + 2.25i"), ("log", "-3 - 0.5i"),
    ("log10", "100 + 1i"), ("sqrt", "-3 + 4.5i"), ("sqrt", "2"), ("sin", "1.5 + 2.25i"),
    ("cos", "0.1 - 7i"), ("tan", "1.5707963 + 0.125i"), ("sinh", "-2.5 + 0.75i"), ("cosh", "0.5 + 3i"),
    ("tanh", "10 + 10i"), ("asin", "2 + 0.5i"), ("acos", "-0.25 + 3i"), ("atan", "0.5 + 2i"),
    ("asinh", "1 + 1i"), ("acosh", "0.5 - 0.5i"), ("atanh", "0.75 + 0.1i"),
]
BINARY = [("mul", "1.1 + 2.2i", "3.3 - 4.4i"), ("div", "1 + 2i", "3 + 7i"), ("pow", "1.5 + 2.25i", "0.5 - 0.25i")]


def mpc_rows():
    rows = []
    for name, a in UNARY:
        with ctx():
            rows.append((name, a, *parts(getattr(gmpy2, name)(arg(a)))))
    for name, a, b in BINARY:
        with ctx():
            x, y = arg(a), arg(b)
            value = {"mul": lambda: x * y, "div": lambda: x / y, "pow": lambda: x**y}[name]()
            rows.append((name, a + " | " + b, *parts(value)))
    return rows


MODES = {
    "up": gmpy2.RoundUp, "down": gmpy2.RoundDown, "towardZero": gmpy2.RoundToZero,
    "nearestEven": gmpy2.RoundToNearest,
}
MODE_PAIRS = [("up", "up"), ("down", "down"), ("towardZero", "towardZero"), ("nearestEven", "nearestEven"),
              ("up", "down"), ("awayFromZero", "awayFromZero")]


def directed(value_of, real_mode, imag_mode):
    """gmpy2 refuses RoundAwayZero for mpc: away from zero is up for a positive part, down for a negative one."""
    def mode(name, part):
        if name != "awayFromZero":
            return MODES[name]
        with ctx():
            sign = getattr(value_of(), part)
        return gmpy2.RoundUp if sign > 0 else gmpy2.RoundDown
    with ctx(mode(real_mode, "real"), mode(imag_mode, "imag")):
        return value_of()


def mode_rows():
    rows = []
    for name, a in [("exp", "1.5 + 2.25i"), ("div", "1 | 3 - 1i")]:
        def value_of(name=name, a=a):
            if name == "div":
                x, y = (arg(t) for t in a.split(" | "))
                return x / y
            return gmpy2.exp(arg(a))
        for real_mode, imag_mode in MODE_PAIRS:
            rows.append((name, a, real_mode, imag_mode, *parts(directed(value_of, real_mode, imag_mode))))
    return rows


def rounded(value_at, label):
    """value_at(prec) -> mpmath mpc; correctly rounded to BITS bits when decidable."""
    results = []
    for prec in (400, 800):
        mpmath.mp.prec = prec
        v = value_at()
        results.append(v)
    hi = results[1]
    out = []
    for index, comp in enumerate((hi.real, hi.imag)):
        sign, man, exp, _ = comp._mpf_
        with gmpy2.context(precision=1200):
            exact = gmpy2.mul_2exp(mpfr(-int(man) if sign else int(man)), int(exp))
        with gmpy2.context(precision=BITS):
            r = mpfr(exact)
        # distance to the nearest rounding boundary, relative: reject near-ties
        if exact != 0:
            with gmpy2.context(precision=1200):
                ulp = gmpy2.mul_2exp(mpfr(1), gmpy2.get_exp(r) - BITS)
                boundary_distance = min(abs(exact - (r + ulp / 2)), abs(exact - (r - ulp / 2)))
                assert boundary_distance > abs(exact) * mpfr(2) ** -250, label
        lo = (results[0].real, results[0].imag)[index]
        assert abs(lo - comp) <= abs(comp) * mpmath.mpf(2) ** -390, label
        out.append(description(r))
    return tuple(out)


def exact_mpf(x):
    """The 100-bit dyadic x as an mpmath number, exactly."""
    man, exp = x.as_mantissa_exp()
    return mpmath.ldexp(mpmath.mpf(int(man)), int(exp))


def mpmath_rows():
    cases = [
        ("expMinusOne", "1e-10 + 2e-10i", lambda z: mpmath.expm1(z)),
        ("expMinusOne", "0.5 - 3i", lambda z: mpmath.expm1(z)),
        ("expMinusOne", "-1e-30 + 1e-20i", lambda z: mpmath.expm1(z)),
        ("expMinusOne", "100000 + 0.5i", lambda z: mpmath.expm1(z)),
        ("expMinusOne", "0.25 + 1e30i", lambda z: mpmath.expm1(z)),
        ("expMinusOne", "-70000 - 2i", lambda z: mpmath.expm1(z)),
        ("logOnePlus", "1e-12 - 3e-12i", lambda z: mpmath.log1p(z)),
        ("logOnePlus", "-2.5 + 1e-5i", lambda z: mpmath.log1p(z)),
        ("logOnePlus", "-1 + 0.5i", lambda z: mpmath.log1p(z)),
        ("logOnePlus", "3 + 4i", lambda z: mpmath.log1p(z)),
        ("logOnePlus", "1e100 - 1e100i", lambda z: mpmath.log1p(z)),
        ("root3", "-8", lambda z: mpmath.root(z, 3)),
        ("root3", "1 + 1i", lambda z: mpmath.root(z, 3)),
        ("root5", "-2 - 3i", lambda z: mpmath.root(z, 5)),
        ("root-3", "2 + 0.5i", lambda z: mpmath.root(z, -3)),
    ]
    rows = []
    for name, a, f in cases:
        z0 = arg(a)

        def value_at(z0=z0, f=f):
            z = mpmath.mpc(exact_mpf(z0.real), exact_mpf(z0.imag))
            return f(z)

        rows.append((name, a, *rounded(value_at, name + " " + a)))
    return rows


def swift(row):
    return "(" + ", ".join('"%s"' % field for field in row) + "),"


def extras():
    """Single values the identity and conversion tests name."""
    with ctx():
        pi = gmpy2.const_pi()
        yield "exp(pi i).imag", description(gmpy2.exp(mpc(0, pi)).imag)
        yield "exp(pi i).real", description(gmpy2.exp(mpc(0, pi)).real)
        yield "arg(1 + i)", description(gmpy2.phase(mpc(1, 1)))
        yield "pi", description(pi)
        yield "pi/2", description(pi / 2)
        yield "1/3", description(mpfr(gmpy2.mpq(1, 3)))
        yield "3^100", description(mpfr(3**100))
        yield "expm1(0.5)", description(gmpy2.expm1(mpfr("0.5")))
        yield "log1p(0.5)", description(gmpy2.log1p(mpfr("0.5")))
        yield "cbrt(3)", description(gmpy2.cbrt(mpfr(3)))
        yield "abs(1 + 2i)", description(abs(mpc(1, 2)))
        yield "1e-7", description(mpfr("1e-7"))
    with gmpy2.context(precision=BITS, round=gmpy2.RoundDown):
        yield "3^100 down", description(mpfr(3**100))
        yield "1/3 down", description(mpfr(gmpy2.mpq(1, 3)))


if __name__ == "__main__":
    print("// MPC functions at 100 bits (gmpy2 " + gmpy2.version() + ", " + gmpy2.mpc_version() + ")")
    for row in mpc_rows():
        print(swift(row))
    print("// rounding modes")
    for row in mode_rows():
        print(swift(row))
    print("// expm1, log1p, root (mpmath " + mpmath.__version__ + ")")
    for row in mpmath_rows():
        print(swift(row))
    print("// single values")
    for name, value in extras():
        print('"%s": "%s",' % (name, value))
