"""Decimal references from mpmath numbers and python-flint balls, for generate_calculus_series.py:
a decimal is written only when it is the correctly rounded value (an mpf read exactly; both ends of
a ball rounding alike)."""
import math
import os
import sys
from fractions import Fraction as F

import mpmath as M
from flint import arb, arb_series, ctx, fmpz_poly

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_special import decimal_parts, formatted  # noqa: E402


def dec(x, digits):
    """x (an mpf is read exactly, never rounded to the current precision) to `digits` digits."""
    if x == 0:
        return "0"
    sign, rounded, power, margin = decimal_parts(x if isinstance(x, M.mpf) else M.mpf(x), digits)
    assert margin > F(1, 10 ** 20), "too close to a rounding midpoint"
    return formatted(sign, rounded, power)


FLINT_BITS = 3600

def flint_point(p):
    if p == "pi":
        return arb.pi()
    if isinstance(p, F):
        return arb(p.numerator) / p.denominator
    return arb(p)

def arb_dec(x, digits):
    """The correctly rounded decimal of the real ball x: both of its ends must round alike."""
    if x.is_exact() and x.is_zero():
        return "0"
    texts = []
    for end in (x.lower(), x.upper()):
        m, e = end.mid().man_exp()
        with M.workprec(max(int(m).bit_length(), 53) + 8):
            texts.append(dec(M.mpf((int(m), int(e))), digits))
    assert texts[0] == texts[1], texts
    return texts[0]

def flint_taylor(function, p, n):
    """The first n + 1 Taylor coefficients at p on ball series at FLINT_BITS bits."""
    ctx.prec, ctx.cap = FLINT_BITS, n + 1
    cs = function(arb_series([flint_point(p), 1])).coeffs()
    return cs + [arb(0)] * (n + 1 - len(cs))


def flint_roots(coefficients, digits):
    """Proven roots of a square-free factor with rational coefficients (scaled to integers)."""
    scale = 1
    for c in coefficients:
        scale = scale * F(c).denominator // math.gcd(scale, F(c).denominator)
    ctx.prec = max(FLINT_BITS, 4 * int(digits * 3.33))
    poly = fmpz_poly([int(F(c) * scale) for c in reversed(coefficients)])
    out = []
    for z, multiplicity in poly.complex_roots():
        assert multiplicity == 1
        re_text = arb_dec(z.real, digits)
        im_text = None if z.imag.is_exact() and z.imag.is_zero() else arb_dec(z.imag, digits)
        m, e = z.real.mid().man_exp()
        mi, ei = z.imag.mid().man_exp()
        with M.workprec(4 * FLINT_BITS):
            out.append((M.mpf((int(m), int(e))), M.mpf((int(mi), int(ei))) if im_text else 0, (re_text, im_text)))
    return out
