#!/usr/bin/env python3
"""Reference values for the complex-number tests: BigCalc expressions over complex numbers at 30 and 300 digits.

Writes Tests/CalculatorEngineTests/Resources/complex.tsv, one row per case with the columns
`expression` (spelled as BigCalc reads it), `digits` (30 or 300), `mode`, `re` and `im`.

`mode` is `complex` (BigCalc's default evaluation) or `real` (the `--real` flag, where a complex
result is an error). `re` and `im` are the real and imaginary parts of the value, each correctly
rounded (ties to even, with exact integer arithmetic on the binary value) to `digits` significant
digits and written like the other tables: `-1.2345…e-13`, a mantissa of exactly `digits` digits and
an `e` exponent when it is not 0. Two markers stand instead of a part that is zero:

  `0`   an exact zero: the engine must know the part is exactly 0. Used only where the structure of
        the expression makes it obvious in ball or exact arithmetic: Gaussian rationals (`(1 + i)^2`,
        `1/(2i)`), real operands of a real-valued function (`gamma(0.5)` in real mode, `lgamma(0.5)`),
        products of pure imaginaries (`sqrt(-2)*sqrt(-3)`), the outputs of re, im, abs and arg,
        the logarithm and the square root of a negative real (`ln(-1)`, `sqrt(-4)`), `i^i`, and the
        sine of a pure imaginary (`sin(1e-30i)`: Arb's acb_sin returns an exact 0 real part there).
        The reference evaluation must give an exact 0 for the part at both precisions.
  `~0`  a part whose exact value is 0 but which ball arithmetic does not get exactly: a
        cancellation (`exp(i*pi)`, `sin(1 + i)^2 + cos(1 + i)^2`, `gamma(1 + i)*gamma(1 - i)`), an
        inverse function on its cut (`acosh(0.5)`, `acos(2)`), `(-2)^0.5` (when computed as
        exp(0.5 ln(-2))); the engine can only show it as a heuristic zero. Both evaluations must
        find it below 10^-(precision - 10) times the modulus.

An expected error is written as `re` = `error:<words>` with `im` empty: evaluation must throw an
ExpressionError whose message (lower-cased) contains <words>. The <words> used:

  real                              complex mode, a real-only function given a non-real argument:
                                    floor(1 + 2i), (2i)!, (1 + i) mod 2, cbrt(i), root(i, 3),
                                    atan2(i, 1), max(i, 1) (the evaluator below refuses them)
  logarithm of zero                 ln(0), log(0), log2(0) (mpmath finds an infinity)
  non-positive integer              gamma(-2), gamma(0), lgamma(-2), digamma(0) (mpmath raises: a pole)
  square root of a negative number  real mode, sqrt(-4) (complex mode finds a non-real value)
  logarithm of a negative number    real mode, ln(-1), log(-10)
  inverse sine                      real mode, asin(2)
  complex                           real mode, i, 2*i

Method. Each expression is read by a small parser of BigCalc's syntax (`i`, implicit
multiplication `2i` `2(1 + i)` `(1 + 2i)(3 - i)`, `+ - * / ^` with `^` right-associative and
unary minus looser than `^`, `x!`, infix `mod`, decimal literals) and translated mechanically into
Python over one of two independent libraries, then evaluated twice, at digits + 60 and at
2 * digits + 100 significant digits. A case is refused unless both evaluations round to the same
digits and the more precise one lies more than 10^-20 units in the last place away from a rounding
midpoint.

  * Expressions made only of arithmetic and elementary functions are evaluated with gmpy2's `mpc`
    (GNU MPC: every operation correctly rounded), and again with mpmath at the higher precision:
    the two must give the same digits (and agree on zero parts) unless a function was applied
    exactly on one of its branch cuts.
  * Expressions with a special function (gamma lgamma digamma zeta erf erfc besselj bessely
    besseli besselk) are evaluated with mpmath only, and may not apply an elementary function
    on a cut where mpmath and MPC differ (only sqrt, the logarithms and ^ are allowed there).

Branch cuts follow GNU MPC and C99 with an exact real argument having imaginary part +0 and an exact
imaginary argument having real part +0, so on a cut the value is the limit from above (cuts on the
real axis) or from the right (cuts on the imaginary axis): asin(2) = π/2 + 1.3169…i,
atan(-2i) = π/2 - 0.5493…i. The evaluator gives every exact zero part the sign +0 before applying a
function, as BigCalc's zeros have no sign. mpmath takes the other side of the cut for asin, acos and
atanh at real x > 1 and for atan and asinh at iy with y < -1, so on the cuts MPC is the reference;
the summary lists the on-cut rows where mpmath differs.

BigCalc spellings and meanings: sqrt exp ln; log(x) base 10; log2(x); log(x, b) = ln x / ln b;
sin cos tan sec csc cot asin acos atan sinh cosh tanh asinh acosh atanh (radians, principal
branches); abs (modulus); re; im; arg (principal argument in (-π, π]); conj; x^y = exp(y ln x)
(principal), except that a negative real base to a rational exponent with an odd denominator is
the real root: (-8)^(1/3) = -2 (the only such case in the table); gamma; lgamma (mpmath's loggamma,
the principal log-gamma, for non-real z; ln Γ(x) for real x > 0; other real x left out, but
the poles are error rows); digamma;
zeta(s); erf; erfc; besselj/bessely/besseli/besselk(n, z) (real order first; z off the negative
real axis for Y and K); constants pi, e.

Left out on purpose: values with a zero part that ball arithmetic may or may not get exactly
(`ln(i)`, `asin(1e10i)`, `erf(3i)`, `cos(2i)`, `besselj(3, 10i)`), rather than guess `0` or `~0`;
values that are 0 as a whole (`exp(i*pi) + 1`); and odd-denominator powers other than
`(-8)^(1/3)`.

Run: python3 Tests/References/generate_complex.py   (needs mpmath and gmpy2; `pip install mpmath gmpy2`)
"""
import math
import os
import re
from collections import Counter
from fractions import Fraction

import gmpy2

from generate_special import decimal_parts, formatted  # the one correct rounding of the tables
import mpmath
from mpmath import mp, mpf

C, R = "complex", "real"

# (expression, digits, mode, re, im): re and im None for a value, "0" for an exact zero, "~0" for a
# heuristic zero; an error row has re "error:<words>" and im "".
CASES = [
    # Gaussian rationals and products of pure imaginaries
    ("i^2", 30, C, None, "0"),
    ("(1 + i)^2", 30, C, "0", None),
    ("(1 + i)^10", 30, C, "0", None),
    ("(1 + i)^10", 300, C, "0", None),
    ("(1+2i)/(3-4i)", 30, C, None, None),
    ("(1+2i)/(3-4i)", 300, C, None, None),
    ("1/(2i)", 30, C, "0", None),
    ("(1+2i)(3-i)", 30, C, None, None),
    ("2(1+i) - 3.5i", 30, C, None, None),
    ("1/(1 + 1e-20i)", 30, C, None, None),
    ("(3 + 4i)^-1", 30, C, None, None),
    ("2i*3i", 30, C, None, "0"),
    ("sqrt(-2)*sqrt(-3)", 30, C, None, "0"),
    ("sqrt(-2)*sqrt(-3)", 300, C, None, "0"),
    # ^ (principal power)
    ("i^i", 30, C, None, "0"),
    ("i^i", 300, C, None, "0"),
    ("(-2)^0.5", 30, C, "~0", None),
    ("(-3)^(1/4)", 30, C, None, None),
    ("(-3)^(1/4)", 300, C, None, None),
    ("2^(1+i)", 30, C, None, None),
    ("2^(1+i)", 300, C, None, None),
    ("(1+i)^(1-i)", 30, C, None, None),
    ("(2 + 3i)^0.5", 30, C, None, None),
    ("e^(i*pi)", 30, C, None, "~0"),
    # sqrt
    ("sqrt(-4)", 30, C, "0", None),
    ("sqrt(-4)", 300, C, "0", None),
    ("sqrt(-3)", 30, C, "0", None),
    ("sqrt(-3)", 300, C, "0", None),
    ("sqrt(-4 + 1e-25i)", 30, C, None, None),
    ("sqrt(-4 - 1e-25i)", 30, C, None, None),
    ("sqrt(-4 - 1e-25i)", 300, C, None, None),
    ("sqrt(3 + 4i)", 30, C, None, None),
    ("sqrt(i)", 30, C, None, None),
    ("sqrt(i)", 300, C, None, None),
    ("sqrt(-5 - 12i)", 30, C, None, None),
    ("sqrt(1e-40 - 2e-40i)", 30, C, None, None),
    # exp
    ("exp(1 + 2i)", 30, C, None, None),
    ("exp(1 + 2i)", 300, C, None, None),
    ("exp(i*pi)", 30, C, None, "~0"),
    ("exp(i*pi/2)", 30, C, "~0", None),
    ("exp(i*pi/3)", 30, C, None, None),
    ("exp(i*pi/3)", 300, C, None, None),
    ("exp(100 + 100i)", 30, C, None, None),
    ("exp(-3.5i)", 30, C, None, None),
    ("exp(-1e-20 + 1e-20i)", 30, C, None, None),
    ("exp(ln(2+3i))", 30, C, None, None),
    # ln
    ("ln(-1)", 30, C, "0", None),
    ("ln(-1)", 300, C, "0", None),
    ("ln(-3)", 30, C, None, None),
    ("ln(-3)", 300, C, None, None),
    ("ln(-2 - 1e-30i)", 30, C, None, None),
    ("ln(-2 + 1e-30i)", 30, C, None, None),
    ("ln(1e100i)", 30, C, None, None),
    ("ln(3 - 4i)", 30, C, None, None),
    ("ln(3 - 4i)", 300, C, None, None),
    ("ln(1e-50 + 1e-50i)", 30, C, None, None),
    ("ln(-0.5i)", 30, C, None, None),
    # log (base 10)
    ("log(100i)", 30, C, None, None),
    ("log(100i)", 300, C, None, None),
    ("log(-1000)", 30, C, None, None),
    ("log(1 + i)", 30, C, None, None),
    ("log(-2 - 5i)", 30, C, None, None),
    # log2
    ("log2(-8)", 30, C, None, None),
    ("log2(1 + i)", 30, C, None, None),
    ("log2(1 + i)", 300, C, None, None),
    ("log2(1e10i)", 30, C, None, None),
    ("log2(-3 + 4i)", 30, C, None, None),
    # log(x, b)
    ("log(8i, 2)", 30, C, None, None),
    ("log(8i, 2)", 300, C, None, None),
    ("log(2 + 3i, 5)", 30, C, None, None),
    ("log(1 - i, 10)", 30, C, None, None),
    ("log(-9, 3)", 30, C, None, None),
    # sin
    ("sin(1 + i)", 30, C, None, None),
    ("sin(1 + i)", 300, C, None, None),
    ("sin(1e-30i)", 30, C, "0", None),
    ("sin(-2 + 3i)", 30, C, None, None),
    ("sin(100 + 0.5i)", 30, C, None, None),
    # cos
    ("cos(1 + i)", 30, C, None, None),
    ("cos(1 + i)", 300, C, None, None),
    ("cos(2 - 3i)", 30, C, None, None),
    ("cos(-1.5 + 20i)", 30, C, None, None),
    # tan
    ("tan(1 + i)", 30, C, None, None),
    ("tan(1 + i)", 300, C, None, None),
    ("tan(2 - 0.5i)", 30, C, None, None),
    ("tan(1.5 + 30i)", 30, C, None, None),
    # sec, csc, cot
    ("sec(1 + i)", 30, C, None, None),
    ("sec(1 + i)", 300, C, None, None),
    ("sec(2 - 3i)", 30, C, None, None),
    ("sec(0.5 + 10i)", 30, C, None, None),
    ("csc(1 + i)", 30, C, None, None),
    ("csc(1 + i)", 300, C, None, None),
    ("csc(-1 + 0.5i)", 30, C, None, None),
    ("csc(3 + 2i)", 30, C, None, None),
    ("cot(1 + i)", 30, C, None, None),
    ("cot(1 + i)", 300, C, None, None),
    ("cot(2 - i)", 30, C, None, None),
    ("cot(1e-10 + 1e-10i)", 30, C, None, None),
    # asin: on the cuts, and on both sides of them
    ("asin(2)", 30, C, None, None),
    ("asin(2)", 300, C, None, None),
    ("asin(-2)", 30, C, None, None),
    ("asin(2 + 1e-20i)", 30, C, None, None),
    ("asin(2 - 1e-20i)", 30, C, None, None),
    ("asin(1 + i)", 30, C, None, None),
    ("asin(1 + i)", 300, C, None, None),
    ("asin(-3 + 4i)", 30, C, None, None),
    ("asin(0.5 - 1e-10i)", 30, C, None, None),
    # acos
    ("acos(2)", 30, C, "~0", None),
    ("acos(2)", 300, C, "~0", None),
    ("acos(-2)", 30, C, None, None),
    ("acos(-3 + 1e-20i)", 30, C, None, None),
    ("acos(-3 - 1e-20i)", 30, C, None, None),
    ("acos(1 + i)", 30, C, None, None),
    ("acos(1 + i)", 300, C, None, None),
    ("acos(-0.5 - 2i)", 30, C, None, None),
    # atan
    ("atan(2i)", 30, C, None, None),
    ("atan(2i)", 300, C, None, None),
    ("atan(-2i)", 30, C, None, None),
    ("atan(-2i)", 300, C, None, None),
    ("atan(2i + 1e-20)", 30, C, None, None),
    ("atan(2i - 1e-20)", 30, C, None, None),
    ("atan(1 + i)", 30, C, None, None),
    ("atan(1 + i)", 300, C, None, None),
    ("atan(3 - 4i)", 30, C, None, None),
    # sinh, cosh, tanh
    ("sinh(1 + i)", 30, C, None, None),
    ("sinh(1 + i)", 300, C, None, None),
    ("sinh(-2 + 3i)", 30, C, None, None),
    ("sinh(50 - 0.5i)", 30, C, None, None),
    ("cosh(1 + i)", 30, C, None, None),
    ("cosh(1 + i)", 300, C, None, None),
    ("cosh(2 - 3i)", 30, C, None, None),
    ("cosh(-1 + 10i)", 30, C, None, None),
    ("tanh(1 + i)", 30, C, None, None),
    ("tanh(1 + i)", 300, C, None, None),
    ("tanh(0.5 - 2i)", 30, C, None, None),
    ("tanh(20 + i)", 30, C, None, None),
    # asinh
    ("asinh(2i)", 30, C, None, None),
    ("asinh(-2i)", 30, C, None, None),
    ("asinh(-2i)", 300, C, None, None),
    ("asinh(-2i + 1e-20)", 30, C, None, None),
    ("asinh(-2i - 1e-20)", 30, C, None, None),
    ("asinh(1 + i)", 30, C, None, None),
    ("asinh(1 + i)", 300, C, None, None),
    ("asinh(-3 + 0.5i)", 30, C, None, None),
    # acosh
    ("acosh(0.5)", 30, C, "~0", None),
    ("acosh(0.5)", 300, C, "~0", None),
    ("acosh(-2)", 30, C, None, None),
    ("acosh(0.5 + 1e-25i)", 30, C, None, None),
    ("acosh(0.5 - 1e-25i)", 30, C, None, None),
    ("acosh(1 + i)", 30, C, None, None),
    ("acosh(1 + i)", 300, C, None, None),
    ("acosh(-3 - 4i)", 30, C, None, None),
    # atanh
    ("atanh(2)", 30, C, None, None),
    ("atanh(2)", 300, C, None, None),
    ("atanh(-2)", 30, C, None, None),
    ("atanh(2 + 1e-20i)", 30, C, None, None),
    ("atanh(2 - 1e-20i)", 30, C, None, None),
    ("atanh(1 + i)", 30, C, None, None),
    ("atanh(1 + i)", 300, C, None, None),
    ("atanh(0.5 - 3i)", 30, C, None, None),
    # abs, re, im, arg, conj
    ("abs(3 + 4i)", 30, C, None, "0"),
    ("abs(exp(1 + 2i))", 30, C, None, "0"),
    ("abs(1e-30 - 2e-30i)", 30, C, None, "0"),
    ("abs(1 + i)", 300, C, None, "0"),
    ("re(exp(1 + 2i))", 30, C, None, "0"),
    ("re((1+2i)(3-i))", 30, C, None, "0"),
    ("re(sqrt(-4 + 1e-25i))", 30, C, None, "0"),
    ("im(exp(1 + 2i))", 30, C, None, "0"),
    ("im(ln(-1))", 30, C, None, "0"),
    ("im(asin(2))", 30, C, None, "0"),
    ("arg(-1-i)", 30, C, None, "0"),
    ("arg(-1-i)", 300, C, None, "0"),
    ("arg(-1)", 30, C, None, "0"),
    ("arg(-3 + 1e-30i)", 30, C, None, "0"),
    ("arg(-3 - 1e-30i)", 30, C, None, "0"),
    ("arg(1e-10 - 1e10i)", 30, C, None, "0"),
    ("conj(exp(i))", 30, C, None, None),
    ("conj(2 - 3i)", 30, C, None, None),
    ("conj(sqrt(-2))", 30, C, "0", None),
    ("conj(ln(-2 + 3i))", 30, C, None, None),
    # compositions
    ("sin(1+i)^2 + cos(1+i)^2", 30, C, None, "~0"),
    ("sin(1+i)^2 + cos(1+i)^2", 300, C, None, "~0"),
    ("gamma(1+i)*gamma(1-i)", 30, C, None, "~0"),
    ("exp(ln(2+3i))", 300, C, None, None),
    # gamma
    ("gamma(1 + i)", 30, C, None, None),
    ("gamma(1 + i)", 300, C, None, None),
    ("gamma(0.5 + 2i)", 30, C, None, None),
    ("gamma(50 + 50i)", 30, C, None, None),
    ("gamma(-2.5 + 0.1i)", 30, C, None, None),
    ("gamma(i)", 300, C, None, None),
    ("gamma(2.5)", 30, C, None, "0"),
    # lgamma
    ("lgamma(1 + i)", 30, C, None, None),
    ("lgamma(1 + i)", 300, C, None, None),
    ("lgamma(10 + 20i)", 30, C, None, None),
    ("lgamma(-3.5 + 0.5i)", 30, C, None, None),
    ("lgamma(100 - 100i)", 30, C, None, None),
    ("lgamma(0.5)", 30, C, None, "0"),
    # digamma
    ("digamma(1 + i)", 30, C, None, None),
    ("digamma(1 + i)", 300, C, None, None),
    ("digamma(-2.5 + i)", 30, C, None, None),
    ("digamma(10i)", 30, C, None, None),
    ("digamma(1e3 + 1e3i)", 30, C, None, None),
    # zeta
    ("zeta(0.5+14.134725141734693790457251983562i)", 30, C, None, None),
    ("zeta(0.5+14.134725141734693790457251983562i)", 300, C, None, None),
    ("zeta(2 + i)", 30, C, None, None),
    ("zeta(2 + i)", 300, C, None, None),
    ("zeta(-1 + 3i)", 30, C, None, None),
    ("zeta(0.5 + 100i)", 30, C, None, None),
    ("zeta(2)", 30, C, None, "0"),
    # erf, erfc
    ("erf(1 + i)", 30, C, None, None),
    ("erf(1 + i)", 300, C, None, None),
    ("erf(-2 + 0.5i)", 30, C, None, None),
    ("erf(2 - 3i)", 30, C, None, None),
    ("erf(1e-20 + 1e-20i)", 30, C, None, None),
    ("erfc(1 + i)", 30, C, None, None),
    ("erfc(1 + i)", 300, C, None, None),
    ("erfc(2 - 3i)", 30, C, None, None),
    ("erfc(-1 + i)", 30, C, None, None),
    ("erfc(5 + 5i)", 30, C, None, None),
    # Bessel functions
    ("besselj(0, 2+3i)", 30, C, None, None),
    ("besselj(0, 2+3i)", 300, C, None, None),
    ("besselj(1, 1 - i)", 30, C, None, None),
    ("besselj(2.5, 3 + i)", 30, C, None, None),
    ("besselj(0, 100 + 1e-10i)", 30, C, None, None),
    ("bessely(0, 2 + 3i)", 30, C, None, None),
    ("bessely(1, 1 - i)", 30, C, None, None),
    ("bessely(1, 1 - i)", 300, C, None, None),
    ("bessely(2, -1 + 0.5i)", 30, C, None, None),
    ("besseli(0, 1 + i)", 30, C, None, None),
    ("besseli(1, 2 - 3i)", 30, C, None, None),
    ("besseli(0.5, -1 + 2i)", 30, C, None, None),
    ("besseli(0, 1 + i)", 300, C, None, None),
    ("besselk(0, 1 + i)", 30, C, None, None),
    ("besselk(1, 2 - 3i)", 30, C, None, None),
    ("besselk(2, 0.5 + 5i)", 30, C, None, None),
    ("besselk(0, 1 + i)", 300, C, None, None),
    # real mode: real values still work
    ("sqrt(4)", 30, R, None, "0"),
    ("(-8)^(1/3)", 30, R, None, "0"),
    ("asin(0.5)", 30, R, None, "0"),
    ("asin(0.5)", 300, R, None, "0"),
    ("ln(2)", 30, R, None, "0"),
    ("acosh(2)", 30, R, None, "0"),
    ("atanh(0.5)", 30, R, None, "0"),
    ("2^0.5", 30, R, None, "0"),
    ("gamma(0.5)", 30, R, None, "0"),
    ("zeta(3)", 30, R, None, "0"),
    ("besselj(0, 1)", 30, R, None, "0"),
    # complex mode errors
    ("floor(1+2i)", 30, C, "error:real", ""),
    ("(2i)!", 30, C, "error:real", ""),
    ("(1+i) mod 2", 30, C, "error:real", ""),
    ("cbrt(i)", 30, C, "error:real", ""),
    ("root(i, 3)", 30, C, "error:real", ""),
    ("atan2(i, 1)", 30, C, "error:real", ""),
    ("max(i, 1)", 30, C, "error:real", ""),
    ("ln(0)", 30, C, "error:logarithm of zero", ""),
    ("log(0)", 30, C, "error:logarithm of zero", ""),
    ("log2(0)", 30, C, "error:logarithm of zero", ""),
    ("gamma(-2)", 30, C, "error:non-positive integer", ""),
    ("gamma(0)", 30, C, "error:non-positive integer", ""),
    ("lgamma(-2)", 30, C, "error:non-positive integer", ""),
    ("digamma(0)", 30, C, "error:non-positive integer", ""),
    # real mode errors
    ("sqrt(-4)", 30, R, "error:square root of a negative number", ""),
    ("sqrt(-0.5)", 30, R, "error:square root of a negative number", ""),
    ("ln(-1)", 30, R, "error:logarithm of a negative number", ""),
    ("log(-10)", 30, R, "error:logarithm of a negative number", ""),
    ("i", 30, R, "error:complex", ""),
    ("2*i", 30, R, "error:complex", ""),
    ("asin(2)", 30, R, "error:inverse sine", ""),
]

ELEMENTARY = ["sqrt/1", "exp/1", "ln/1", "log/1", "log2/1", "log/2", "sin/1", "cos/1", "tan/1", "sec/1",
              "csc/1", "cot/1", "asin/1", "acos/1", "atan/1", "sinh/1", "cosh/1", "tanh/1", "asinh/1",
              "acosh/1", "atanh/1", "abs/1", "re/1", "im/1", "arg/1", "conj/1"]
SPECIAL = ["gamma/1", "lgamma/1", "digamma/1", "zeta/1", "erf/1", "erfc/1", "besselj/2", "bessely/2",
           "besseli/2", "besselk/2"]
REAL_ONLY = ["floor/1", "factorial", "mod", "cbrt/1", "root/2", "atan2/2", "max/2"]

# Every function (and ^) must be the outermost operation of at least 3 complex-mode value rows at 30
# digits with a non-real argument; these must also have a row at 300 digits.
FUNCTIONS = ELEMENTARY + SPECIAL + ["^"]
FUNCTIONS_300 = [f for f in ELEMENTARY if f not in ("re/1", "im/1", "conj/1")] + [
    "gamma/1", "lgamma/1", "digamma/1", "zeta/1", "erf/1", "erfc/1", "besselj/2", "^"]


# ---------------------------------------------------------------------------------------------------
# Reading BigCalc's syntax

TOKEN = re.compile(r"\s*(?:(?P<number>(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)|(?P<name>[A-Za-z_]\w*)"
                   r"|(?P<symbol>[-+*/^(),!]))")


def tokens(expression):
    """(kind, text) pairs of the expression: numbers, names and symbols."""
    found, position, text = [], 0, expression.rstrip()
    while position < len(text):
        match = TOKEN.match(text, position)
        assert match is not None and match.end() > position, f"cannot read {expression!r} at {position}"
        found.append((match.lastgroup, match.group(match.lastgroup)))
        position = match.end()
    return found + [("end", "")]


class Node:
    """A translated subexpression: Python text over a backend's namespace, its exact rational value
    when it is made of literals only (else None), and the outermost operation (`sin/1`, `^`, …)."""

    def __init__(self, text, rational=None, kind="value"):
        self.text, self.rational, self.kind = text, rational, kind


def combine(operator, a, b):
    """The exact rational value of a ∘ b, or None."""
    if a is None or b is None:
        return None
    if operator == "/":
        return None if b == 0 else a / b
    return {"+": a + b, "-": a - b, "*": a * b}[operator]


class Parser:
    """Recursive descent over BigCalc's grammar:
        sum     := product (('+' | '-') product)*
        product := signed (('*' | '/' | 'mod') signed | power)*    (juxtaposition multiplies)
        signed  := ('-' | '+') signed | power                      (-2^2 = -4)
        power   := postfix ('^' signed)?                           (right-associative)
        postfix := primary '!'*
        primary := number | name | name '(' sum (',' sum)* ')' | '(' sum ')'"""

    def __init__(self, expression):
        self.tokens, self.position = tokens(expression), 0

    def peek(self):
        return self.tokens[self.position]

    def take(self, text=None):
        kind, value = self.tokens[self.position]
        assert text is None or value == text, f"expected {text!r}, found {value!r}"
        self.position += 1
        return value

    def parse(self):
        node = self.sum()
        assert self.peek()[0] == "end", f"unexpected {self.peek()[1]!r}"
        return node

    def sum(self):
        node = self.product()
        while self.peek()[1] in ("+", "-"):
            operator = self.take()
            right = self.product()
            node = Node(f"({node.text} {operator} {right.text})", combine(operator, node.rational, right.rational),
                        operator)
        return node

    def product(self):
        node = self.signed()
        while True:
            kind, value = self.peek()
            if value in ("*", "/"):
                self.take()
                right = self.signed()
                node = Node(f"({node.text} {value} {right.text})", combine(value, node.rational, right.rational), value)
            elif value == "mod":
                self.take()
                right = self.signed()
                node = Node(f"mod({node.text}, {right.text})", None, "mod")
            elif kind in ("number", "name") or value == "(":
                right = self.power()
                node = Node(f"({node.text} * {right.text})", combine("*", node.rational, right.rational), "*")
            else:
                return node

    def signed(self):
        if self.peek()[1] in ("-", "+"):
            operator = self.take()
            operand = self.signed()
            if operator == "+":
                return operand
            return Node(f"(-{operand.text})", None if operand.rational is None else -operand.rational, "negate")
        return self.power()

    def power(self):
        base = self.postfix()
        if self.peek()[1] != "^":
            return base
        self.take()
        exponent = self.signed()
        rational = None
        if base.rational is not None and exponent.rational is not None and exponent.rational.denominator == 1 \
                and abs(exponent.rational) <= 64 and (base.rational != 0 or exponent.rational > 0):
            rational = base.rational ** int(exponent.rational)
        return Node(f"power({base.text}, {exponent.text}, {exponent.rational!r})", rational, "^")

    def postfix(self):
        node = self.primary()
        while self.peek()[1] == "!":
            self.take()
            node = Node(f"factorial({node.text})", None, "factorial")
        return node

    def primary(self):
        kind, value = self.peek()
        if kind == "number":
            self.take()
            return Node(f"num('{value}')", Fraction(value), "value")
        if value == "(":
            self.take("(")
            node = self.sum()
            self.take(")")
            return Node(node.text, node.rational, node.kind)
        assert kind == "name", f"unexpected {value!r}"
        self.take()
        if self.peek()[1] != "(":
            assert value in ("i", "pi", "e"), f"unknown constant {value!r}"
            return Node({"i": "I", "pi": "pi", "e": "e"}[value], None, "value")
        self.take("(")
        arguments = [self.sum()]
        while self.peek()[1] == ",":
            self.take(",")
            arguments.append(self.sum())
        self.take(")")
        signature = f"{value}/{len(arguments)}"
        assert signature in ELEMENTARY + SPECIAL + REAL_ONLY, f"unknown function {signature}"
        return Node(f"call('{signature}', {', '.join(a.text for a in arguments)})", None, signature)


def to_python(expression):
    """The BigCalc expression as Python over a backend's namespace (num, I, pi, e, power, call, …)."""
    return Parser(expression).parse().text


def signature(expression):
    """The outermost operation: `name/arity` of a call, `^`, `*`, `factorial`, `mod`, …"""
    return Parser(expression).parse().kind


# ---------------------------------------------------------------------------------------------------
# Evaluating with mpmath and with gmpy2 (GNU MPC)

class RealOnly(Exception):
    """A real-only function (floor, x!, mod, cbrt, root, atan2, max) given a non-real argument."""


class NotElementary(Exception):
    """gmpy2 has no complex special functions: the expression is evaluated by mpmath alone."""


class Refused(Exception):
    """An argument this table does not define a meaning for (lgamma at a negative real, …)."""


def components(value):
    """(re, im) of an mpmath or gmpy2 number; a real number has the imaginary part 0."""
    if isinstance(value, mpmath.mpc):
        return value.real, value.imag
    if isinstance(value, mpf):
        return value, mpf(0)
    if isinstance(value, type(gmpy2.mpc(0))):
        return value.real, value.imag
    return value, gmpy2.mpfr(0)


def is_real(value):
    return components(value)[1] == 0


def on_cut(name, value):
    """Whether `value` (exact zero parts counting as +0) lies on a branch cut of function `name`."""
    x, y = components(value)
    if name in ("sqrt/1", "ln/1", "log/1", "log2/1", "log/2", "^", "arg/1"):
        return y == 0 and x < 0
    if name in ("asin/1", "acos/1", "atanh/1"):
        return y == 0 and abs(x) > 1
    if name == "acosh/1":
        return y == 0 and x < 1
    if name in ("atan/1", "asinh/1"):
        return x == 0 and abs(y) > 1
    return False


class Record:
    """What happened during one evaluation: functions applied exactly on a cut, and functions given
    a non-real argument."""

    def __init__(self):
        self.cuts, self.complex_arguments = [], set()

    def note(self, name, arguments):
        if any(not is_real(a) for a in arguments):
            self.complex_arguments.add(name)
        if any(on_cut(name, a) for a in (arguments if name == "log/2" else arguments[:1])):
            self.cuts.append(name)


def real_only(name, function, record):
    def apply(*arguments):
        record.note(name, arguments)
        if any(not is_real(a) for a in arguments):
            raise RealOnly(name)
        return function(*[components(a)[0] for a in arguments])
    return apply


def bessel_argument(name, n, z):
    """Refuses a complex order, and z on the negative real axis where Y, K (and J, I of a
    non-integer order) are cut."""
    if not is_real(n):
        raise Refused(f"{name} of a complex order")
    x, y = components(z)
    n = components(n)[0]
    if y == 0 and x <= 0 and (name in ("bessely/2", "besselk/2") or n != int(n)):
        raise Refused(f"{name} on its cut")
    return n, z


def mpmath_namespace(record):
    """BigCalc's names over mpmath at the current mp.dps."""

    def lgamma(z):
        x, y = components(z)
        if y == 0 and x <= 0 and x != int(x):
            raise Refused("lgamma at a negative real")
        return mp.loggamma(x if y == 0 else z)

    functions = {
        "sqrt/1": mp.sqrt, "exp/1": mp.exp, "ln/1": mp.ln, "log/1": mp.log10, "log2/1": lambda z: mp.log(z, 2),
        "log/2": mp.log, "sin/1": mp.sin, "cos/1": mp.cos, "tan/1": mp.tan, "sec/1": mp.sec, "csc/1": mp.csc,
        "cot/1": mp.cot, "asin/1": mp.asin, "acos/1": mp.acos, "atan/1": mp.atan, "sinh/1": mp.sinh,
        "cosh/1": mp.cosh, "tanh/1": mp.tanh, "asinh/1": mp.asinh, "acosh/1": mp.acosh, "atanh/1": mp.atanh,
        "abs/1": lambda z: abs(z), "re/1": mp.re, "im/1": mp.im, "arg/1": mp.arg, "conj/1": mp.conj,
        "gamma/1": mp.gamma, "lgamma/1": lgamma, "digamma/1": mp.digamma, "zeta/1": mp.zeta, "erf/1": mp.erf,
        "erfc/1": mp.erfc,
        "besselj/2": lambda n, z: mp.besselj(*bessel_argument("besselj/2", n, z)),
        "bessely/2": lambda n, z: mp.bessely(*bessel_argument("bessely/2", n, z)),
        "besseli/2": lambda n, z: mp.besseli(*bessel_argument("besseli/2", n, z)),
        "besselk/2": lambda n, z: mp.besselk(*bessel_argument("besselk/2", n, z)),
    }
    real_functions = {
        "floor/1": mp.floor, "cbrt/1": mp.cbrt, "root/2": lambda x, n: mp.root(x, int(n)), "atan2/2": mp.atan2,
        "max/2": max,
    }

    def call(name, *arguments):
        if name in real_functions:
            return real_only(name, real_functions[name], record)(*arguments)
        record.note(name, arguments)
        return functions[name](*arguments)

    def power(base, exponent, rational):
        x, y = components(base)
        if y == 0 and x < 0 and rational is not None and rational.denominator % 2 == 1:
            magnitude = mp.root(abs(x) ** rational.numerator, rational.denominator)
            return -magnitude if rational.numerator % 2 else magnitude
        record.note("^", [base, exponent])
        return base ** exponent

    return {"num": mpf, "I": mp.mpc(0, 1), "pi": +mp.pi, "e": +mp.e, "call": call, "power": power,
            "factorial": real_only("factorial", mp.factorial, record),
            "mod": real_only("mod", lambda a, b: a - b * mp.floor(a / b), record)}


def gmpy2_namespace(record):
    """BigCalc's names over gmpy2 (GNU MPFR and MPC) at the current context precision. Every
    function is applied to an mpc whose exact zero parts are +0."""

    def plus_zero(value):
        x, y = components(value)
        return gmpy2.mpc(x if x != 0 else 0, y if y != 0 else 0)

    def log2(z):
        return gmpy2.log(z) / gmpy2.log(gmpy2.mpfr(2))

    functions = {
        "sqrt/1": gmpy2.sqrt, "exp/1": gmpy2.exp, "ln/1": gmpy2.log, "log/1": gmpy2.log10, "log2/1": log2,
        "log/2": lambda z, b: gmpy2.log(z) / gmpy2.log(b), "sin/1": gmpy2.sin, "cos/1": gmpy2.cos,
        "tan/1": gmpy2.tan, "sec/1": lambda z: 1 / gmpy2.cos(z), "csc/1": lambda z: 1 / gmpy2.sin(z),
        "cot/1": lambda z: 1 / gmpy2.tan(z), "asin/1": gmpy2.asin, "acos/1": gmpy2.acos, "atan/1": gmpy2.atan,
        "sinh/1": gmpy2.sinh, "cosh/1": gmpy2.cosh, "tanh/1": gmpy2.tanh, "asinh/1": gmpy2.asinh,
        "acosh/1": gmpy2.acosh, "atanh/1": gmpy2.atanh, "abs/1": abs, "re/1": lambda z: z.real,
        "im/1": lambda z: z.imag, "arg/1": gmpy2.phase, "conj/1": lambda z: z.conjugate(),
    }

    def call(name, *arguments):
        if name not in functions:
            raise NotElementary(name)
        record.note(name, arguments)
        return functions[name](*[plus_zero(a) for a in arguments])

    def power(base, exponent, rational):
        x, y = components(base)
        if y == 0 and x < 0 and rational is not None and rational.denominator % 2 == 1:
            magnitude = gmpy2.rootn(abs(x) ** rational.numerator, rational.denominator)
            return -magnitude if rational.numerator % 2 else magnitude
        record.note("^", [base, exponent])
        return plus_zero(base) ** plus_zero(exponent)

    def not_elementary(name):
        def apply(*_):
            raise NotElementary(name)
        return apply

    return {"num": gmpy2.mpfr, "I": gmpy2.mpc(0, 1), "pi": gmpy2.const_pi(), "e": gmpy2.exp(1), "call": call,
            "power": power, "factorial": not_elementary("factorial"), "mod": not_elementary("mod"),
            "Fraction": Fraction}


def to_mpf(value):
    """The exact value of an mpmath or gmpy2 real as an mpmath mpf (no rounding)."""
    if isinstance(value, mpf):
        return value
    if value == 0:
        return mpf(0)
    if not gmpy2.is_finite(value):
        return mpf(str(value))
    mantissa, exponent = value.as_mantissa_exp()
    return mp.make_mpf(mpmath.libmp.from_man_exp(int(mantissa), int(exponent)))


def evaluate(expression, dps, library):
    """(re, im) as exact mpf of the expression evaluated by `library` ("mpmath" or "gmpy2") at `dps`
    significant digits, with the evaluation's Record."""
    record = Record()
    text = to_python(expression)
    if library == "mpmath":
        with mp.workdps(dps):
            names = dict(mpmath_namespace(record), Fraction=Fraction)
            value = eval(text, {"__builtins__": {}}, names)
    else:
        bits = math.ceil(dps * math.log2(10)) + 16
        with gmpy2.context(gmpy2.get_context(), precision=bits):
            value = eval(text, {"__builtins__": {}}, gmpy2_namespace(record))
    re_part, im_part = components(value)
    return (to_mpf(re_part), to_mpf(im_part)), record


# Cuts on which mpmath and MPC take the same side, allowed inside mpmath-only (special) expressions.
SHARED_CUTS = {"sqrt/1", "ln/1", "log/1", "log2/1", "log/2", "^", "arg/1"}


def reference(expression, dps):
    """The reference (re, im) at `dps` digits, the library that gave it, and its Record."""
    try:
        value, record = evaluate(expression, dps, "gmpy2")
        return value, "gmpy2", record
    except NotElementary:
        value, record = evaluate(expression, dps, "mpmath")
        assert set(record.cuts) <= SHARED_CUTS, f"{expression}: mpmath-only evaluation on a cut {record.cuts}"
        return value, "mpmath", record


# ---------------------------------------------------------------------------------------------------
# Correct rounding and formatting: generate_special.py's decimal_parts and formatted, imported above.


# ---------------------------------------------------------------------------------------------------
# One row

def negligible(part, value, dps):
    """Whether `part` is below 10^-(dps - 10) times the modulus of `value` (which is not 0)."""
    modulus = mpmath.hypot(*value)
    assert modulus != 0, "the whole value is 0"
    return abs(part) <= modulus * mpf(10) ** (10 - dps)


def component(expression, digits, which, marker, low, high, low_dps, high_dps):
    """One of the `re`/`im` columns from the two reference evaluations."""
    part_low, part_high = low[which], high[which]
    name = f"{expression} at {digits} digits, {('re', 'im')[which]}"
    if marker == "0":
        assert part_low == 0 and part_high == 0, f"{name}: {part_high} is not an exact 0"
        return "0"
    if marker == "~0":
        assert negligible(part_low, low, low_dps) and negligible(part_high, high, high_dps), \
            f"{name}: {part_high} is not negligible"
        return "~0"
    assert marker is None, marker
    assert part_low != 0 and part_high != 0, f"{name}: zero value must be marked by hand"
    *parts_low, _ = decimal_parts(part_low, digits)
    *parts_high, margin = decimal_parts(part_high, digits)
    assert parts_low == parts_high, f"{name}: the two precisions disagree"
    assert margin > Fraction(1, 10 ** 20), f"{name}: too near a rounding midpoint"
    return formatted(*parts_high)


def agrees(expression, digits, markers, value, other, dps):
    """Whether a second library's `other` gives the same columns as `value` (zeros as negligible)."""
    for which, marker in enumerate(markers):
        if marker in ("0", "~0"):
            if not negligible(other[which], other, dps):
                return False
        elif other[which] == 0 or decimal_parts(other[which], digits)[:3] != decimal_parts(value[which], digits)[:3]:
            return False
    return True


def error_check(expression, mode, marker):
    """Confirms with mpmath that the case is an error of the kind `marker` says."""
    if mode == R:
        value, _ = evaluate(expression, 90, "mpmath")
        assert not negligible(value[1], value, 90), f"{expression}: mpmath finds a real {value[0]}"
        return
    if marker == "error:real":
        try:
            evaluate(expression, 90, "mpmath")
        except RealOnly:
            return
        raise AssertionError(f"{expression}: no real-only function was given a non-real argument")
    try:
        value, _ = evaluate(expression, 90, "mpmath")
    except (ValueError, ZeroDivisionError):
        return
    assert not all(mpmath.isfinite(v) for v in value), f"{expression}: mpmath finds {value}, not a pole"


def is_error(marker):
    return marker is not None and marker.startswith("error:")


STATISTICS = {"cross-checked": 0, "on a cut, mpmath agrees": [], "on a cut, mpmath differs": []}


def columns(expression, digits, mode, re_marker, im_marker):
    """The `re` and `im` columns of one case, after checking them."""
    if is_error(re_marker):
        assert im_marker == ""
        error_check(expression, mode, re_marker)
        return re_marker, ""
    low_dps, high_dps = digits + 60, 2 * digits + 100
    low, source, record = reference(expression, low_dps)
    high, _, _ = reference(expression, high_dps)
    if mode == R:
        assert im_marker == "0" and not record.complex_arguments and not record.cuts, \
            f"{expression}: not a real evaluation"
    markers = (re_marker, im_marker)
    texts = tuple(component(expression, digits, w, m, low, high, low_dps, high_dps) for w, m in enumerate(markers))
    if source == "gmpy2":
        other, _ = evaluate(expression, high_dps, "mpmath")
        same = agrees(expression, digits, markers, high, other, high_dps)
        if not record.cuts:
            assert same, f"{expression} at {digits} digits: mpmath and MPC disagree off the cuts"
            STATISTICS["cross-checked"] += 1
        else:
            STATISTICS["on a cut, mpmath agrees" if same else "on a cut, mpmath differs"].append(f"{expression} ({digits})")
    return texts


def complex_outermost(expression):
    """Whether the outermost function of the expression is given a non-real argument."""
    _, record = evaluate(expression, 40, "mpmath")
    return signature(expression) in record.complex_arguments


def main():
    keys = [(e, d, m) for e, d, m, _, _ in CASES]
    assert len(keys) == len(set(keys)), "duplicate case"
    values = [(e, d, m) for e, d, m, r, _ in CASES if not is_error(r)]
    for key in FUNCTIONS:
        rows = [e for e, d, m in values if d == 30 and m == C and signature(e) == key and complex_outermost(e)]
        assert len(rows) >= 3, f"too few complex-argument cases of {key}: {rows}"
    for key in FUNCTIONS_300:
        assert any(d == 300 and signature(e) == key for e, d, _ in values), f"no 300-digit case of {key}"
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "complex.tsv")
    lines = []
    for expression, digits, mode, re_marker, im_marker in CASES:
        re_text, im_text = columns(expression, digits, mode, re_marker, im_marker)
        lines.append(f"{expression}\t{digits}\t{mode}\t{re_text}\t{im_text}\n")
    with open(out, "w") as f:
        f.write("# Complex numbers against GNU MPC %s (gmpy2 %s) and mpmath %s "
                "(Tests/References/generate_complex.py; never edit by hand)\n"
                % (gmpy2.mpc_version().split()[-1], gmpy2.version(), mpmath.__version__))
        f.write("# mode: complex (default) or real (--real: complex results are errors); re, im: correctly rounded "
                "to `digits` significant digits; 0 = exact zero; ~0 = zero shown heuristically; "
                "error:<words> in re (im empty) = an error whose message contains <words>\n")
        f.write("# expression\tdigits\tmode\tre\tim\n")
        f.writelines(lines)
    print(f"wrote {len(CASES)} rows to {os.path.normpath(out)}")

    counts = Counter()
    for expression, digits, mode, re_marker, _ in CASES:
        kind = "error" if is_error(re_marker) else f"{mode} {digits}"
        counts[(signature(expression), kind)] += 1
    kinds = ["complex 30", "complex 300", "real 30", "real 300", "error"]
    print(f"{'outermost':<12}" + "".join(f"{k:>12}" for k in kinds))
    for name in sorted({s for s, _ in counts}):
        print(f"{name:<12}" + "".join(f"{counts[(name, k)]:>12}" for k in kinds))
    print(f"{'total':<12}" + "".join(f"{sum(v for (_, k), v in counts.items() if k == kind):>12}" for kind in kinds))
    print(f"value rows: {len(values)}; error rows: {len(CASES) - len(values)}")
    print(f"elementary rows checked against mpmath off the cuts: {STATISTICS['cross-checked']}")
    for label in ("on a cut, mpmath agrees", "on a cut, mpmath differs"):
        print(f"{label} ({len(STATISTICS[label])}): {', '.join(STATISTICS[label])}")
    used = {t.split("/")[0] for e, *_ in CASES for t in re.findall(r"call\('([^']+)'", to_python(e))}
    used |= {"factorial"} if any(e.endswith("!") for e, *_ in CASES) else set()
    used |= {"mod"} if any(" mod " in e for e, *_ in CASES) else set()
    used = sorted(used)
    print("functions used: " + " ".join(used))


if __name__ == "__main__":
    main()
