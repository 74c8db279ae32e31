#!/usr/bin/env python3
"""Reference values for SpecialFunctionTests: BigCalc's special functions at 30 and 1000 digits.

Writes Tests/CalculatorEngineTests/Resources/special.tsv, one row per case with the columns
`expression` (spelled as BigCalc reads it), `digits` (30 or 1000) and `expected`.

Each expression is translated mechanically into mpmath (an independent implementation) and
evaluated twice, at digits + 60 and at 2 * digits + 100 significant digits. `expected` is the value
correctly rounded (ties to even, with exact integer arithmetic on mpmath's binary value) to `digits`
significant digits, written like the other tables: `-1.2345…e-13`, a mantissa of exactly `digits`
digits and an `e` exponent when it is not 0. A case is refused unless both evaluations round to
the same digits and the more precise one lies more than 10^-20 units in the last place away from a
rounding midpoint.

Two kinds of rows are marked by hand instead of printing a value:

  `0`             an exact zero: the engine must return it as an exact 0 (`result.exact == 0`).
                  mpmath is only asked to confirm the value is 0 (or below 10^-(dps-10)).
  `error:<words>` an expected error: evaluation must throw an ExpressionError whose message
                  (lower-cased) contains <words>. mpmath is only asked to confirm the point is a
                  pole or singularity (it raises, or returns an infinity or NaN).

The <words> used, for the engine's messages to match:

  non-positive integer        gamma(0), gamma(-3), lgamma(-2), digamma(0), polygamma(1, 0), beta(0, 2)
                              (poles of Γ and its relatives, as in "gamma function at a non-positive integer")
  negative integer            (-3)! ("factorial of a negative integer")
  zeta function at 1          zeta(1), zeta(1, 2) (the pole of the Riemann and Hurwitz zeta functions)
  exponential integral at 0   Ei(0)
  logarithmic integral at 1   li(1)
  elliptic integral           ellipk(1)

BigCalc spellings and the mpmath functions they are compared with (arguments real):
gamma(x) gamma; lgamma(x) ln|Γ(x)| (loggamma for x > 0, log(abs(gamma(x))) below); digamma(x);
x! factorial (Γ(x + 1)); zeta(s) and zeta(s, a) (Hurwitz); erf(x); erfc(x); agm(a, b); beta(a, b);
polygamma(n, x) psi(n, x); Ei(x) ei; li(x); W(x) and lambertw(x) lambertw (principal branch);
lambertw(x, -1) lambertw(x, -1); besselj/bessely/besseli/besselk(n, x) (order first);
airyai(x); airybi(x); ellipk(m) and ellipe(m) (parameter m = k²); polylog(s, x).
Elementary spellings inside arguments: + - * / ^ sqrt exp ln log10 sin cos tan pi e, decimal literals.

W(-exp(-1)) is left out: -1/e is the branch point, and mpmath (like any evaluator that rounds the
argument) lands on either side of it, getting a complex value or a wrong one; the cases at
-exp(-1) + 1e-40 test the neighbourhood instead.

Run: python3 Tests/References/generate_special.py   (needs mpmath; `pip install mpmath`)
"""
import os
import re
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

# (expression, digits, marker): marker None for a value, "0" for an exact zero, "error:<words>".
CASES = [
    # gamma
    ("gamma(1/3)", 30, None),
    ("gamma(1/3)", 1000, None),
    ("gamma(-2.5)", 30, None),
    ("gamma(100.5)", 30, None),
    ("gamma(-100.5)", 30, None),
    ("gamma(1e-10)", 30, None),
    ("gamma(0)", 30, "error:non-positive integer"),
    ("gamma(-3)", 30, "error:non-positive integer"),
    # lgamma
    ("lgamma(100.5)", 30, None),
    ("lgamma(100.5)", 1000, None),
    ("lgamma(0.5)", 30, None),
    ("lgamma(-2.5)", 30, None),
    ("lgamma(1e10)", 30, None),
    ("lgamma(1e100)", 30, None),
    ("lgamma(1)", 30, "0"),
    ("lgamma(2)", 30, "0"),
    ("lgamma(-2)", 30, "error:non-positive integer"),
    # digamma
    ("digamma(2.5)", 30, None),
    ("digamma(2.5)", 1000, None),
    ("digamma(1)", 30, None),
    ("digamma(-0.5)", 30, None),
    ("digamma(1e10)", 30, None),
    ("digamma(0)", 30, "error:non-positive integer"),
    # factorial
    ("2.5!", 30, None),
    ("(-2.5)!", 30, None),
    ("(1/3)!", 30, None),
    ("100!", 30, None),
    ("0.5!", 1000, None),
    ("(-3)!", 30, "error:negative integer"),
    # zeta
    ("zeta(3)", 30, None),
    ("zeta(3)", 1000, None),
    ("zeta(0.5)", 30, None),
    ("zeta(0.5)", 1000, None),
    ("zeta(-2)", 30, "0"),
    ("zeta(-1)", 30, None),
    ("zeta(0)", 30, None),
    ("zeta(-3.5)", 30, None),
    ("zeta(50)", 30, None),
    ("zeta(1 + 1e-10)", 30, None),
    ("zeta(1)", 30, "error:zeta function at 1"),
    # Hurwitz zeta
    ("zeta(2, 0.5)", 30, None),
    ("zeta(3, 2)", 30, None),
    ("zeta(0.5, 3.5)", 30, None),
    ("zeta(-1.5, 2.5)", 30, None),
    ("zeta(2.5, 1/3)", 1000, None),
    ("zeta(1, 2)", 30, "error:zeta function at 1"),
    # erf
    ("erf(3)", 30, None),
    ("erf(3)", 1000, None),
    ("erf(0.5)", 30, None),
    ("erf(-1.5)", 30, None),
    ("erf(1e-20)", 30, None),
    ("erf(0)", 30, "0"),
    # erfc
    ("erfc(30)", 30, None),
    ("erfc(0.5)", 30, None),
    ("erfc(-2)", 30, None),
    ("erfc(5)", 1000, None),
    # agm
    ("agm(1, sqrt(2))", 30, None),
    ("agm(1, sqrt(2))", 1000, None),
    ("agm(24, 6)", 30, None),
    ("agm(1e-10, 1)", 30, None),
    ("agm(0.5, 1e10)", 30, None),
    # beta
    ("beta(2.5, 3.5)", 30, None),
    ("beta(0.5, 0.5)", 30, None),
    ("beta(-1.5, 0.75)", 30, None),
    ("beta(100, 100)", 30, None),
    ("beta(1/3, 2/3)", 1000, None),
    ("beta(0, 2)", 30, "error:non-positive integer"),
    # polygamma
    ("polygamma(0, 2.5)", 30, None),
    ("polygamma(1, 1)", 30, None),
    ("polygamma(2, 0.5)", 30, None),
    ("polygamma(3, -1.5)", 30, None),
    ("polygamma(1, 100)", 30, None),
    ("polygamma(2, 1/3)", 1000, None),
    ("polygamma(1, 0)", 30, "error:non-positive integer"),
    # Ei
    ("Ei(1)", 30, None),
    ("Ei(-1)", 30, None),
    ("Ei(50)", 30, None),
    ("Ei(0.3725074107813666)", 30, None),
    ("Ei(2.5)", 1000, None),
    ("Ei(0)", 30, "error:exponential integral at 0"),
    # li
    ("li(2)", 30, None),
    ("li(0.5)", 30, None),
    ("li(1e20)", 30, None),
    ("li(1.4513692348833810502839684858920274494)", 30, None),
    ("li(10)", 1000, None),
    ("li(1)", 30, "error:logarithmic integral at 1"),
    # W (principal branch)
    ("W(1)", 30, None),
    ("W(1)", 1000, None),
    ("W(-0.2)", 30, None),
    ("W(1e100)", 30, None),
    ("W(0)", 30, "0"),
    # lambertw, principal branch
    ("lambertw(2.5)", 30, None),
    ("lambertw(2.5)", 1000, None),
    ("lambertw(-0.25)", 30, None),
    ("lambertw(-exp(-1) + 1e-40)", 30, None),
    ("lambertw(1e-30)", 30, None),
    # lambertw, branch -1
    ("lambertw(-0.1, -1)", 30, None),
    ("lambertw(-1e-10, -1)", 30, None),
    ("lambertw(-0.3, -1)", 30, None),
    ("lambertw(-exp(-1) + 1e-40, -1)", 30, None),
    ("lambertw(-0.25, -1)", 1000, None),
    # besselj
    ("besselj(0, 1)", 30, None),
    ("besselj(0, 1)", 1000, None),
    ("besselj(1, 10)", 30, None),
    ("besselj(5, 0.1)", 30, None),
    ("besselj(0, 100)", 30, None),
    ("besselj(0.5, 2)", 30, None),
    ("besselj(0, 2.404825557695772768621631879326454643124)", 30, None),
    # bessely
    ("bessely(0, 1)", 30, None),
    ("bessely(1, 10)", 30, None),
    ("bessely(3, 0.5)", 30, None),
    ("bessely(0, 50)", 30, None),
    ("bessely(1, 2)", 1000, None),
    # besseli
    ("besseli(0, 1)", 30, None),
    ("besseli(1, 10)", 30, None),
    ("besseli(2, 0.1)", 30, None),
    ("besseli(0, 50)", 30, None),
    ("besseli(1, 2)", 1000, None),
    # besselk
    ("besselk(0, 1)", 30, None),
    ("besselk(1, 10)", 30, None),
    ("besselk(2, 0.1)", 30, None),
    ("besselk(0, 50)", 30, None),
    ("besselk(0, 2)", 1000, None),
    # airyai
    ("airyai(0)", 30, None),
    ("airyai(1)", 30, None),
    ("airyai(-10)", 30, None),
    ("airyai(10)", 30, None),
    ("airyai(1)", 1000, None),
    # airybi
    ("airybi(0)", 30, None),
    ("airybi(1)", 30, None),
    ("airybi(-10)", 30, None),
    ("airybi(10)", 30, None),
    ("airybi(1)", 1000, None),
    # ellipk
    ("ellipk(0.5)", 30, None),
    ("ellipk(0.5)", 1000, None),
    ("ellipk(0)", 30, None),
    ("ellipk(-10)", 30, None),
    ("ellipk(0.999999)", 30, None),
    ("ellipk(1)", 30, "error:elliptic integral"),
    # ellipe
    ("ellipe(0.5)", 30, None),
    ("ellipe(0.5)", 1000, None),
    ("ellipe(0)", 30, None),
    ("ellipe(-10)", 30, None),
    ("ellipe(0.99)", 30, None),
    # polylog
    ("polylog(2, 1)", 30, None),
    ("polylog(2, 0.5)", 30, None),
    ("polylog(3, -1)", 30, None),
    ("polylog(2, -10)", 30, None),
    ("polylog(2.5, 0.3)", 30, None),
    ("polylog(-2, 0.5)", 30, None),
    ("polylog(3, 0.5)", 1000, None),
    # orders far beyond the working precision: z plus a tail bounded by 2^-s, without Arb's series
    ("polylog(200, 0.5)", 30, None),
    ("polylog(300, 0.5)", 30, None),
    ("polylog(300, -0.99)", 30, None),
    ("polylog(300, 1)", 30, None),
    ("polylog(10^6, 0.5)", 30, None),
    ("polylog(10^6, -1)", 30, None),
    ("polylog(10^6, 1)", 30, None),
]

# Every function (by name and number of arguments) must keep at least 3 rows at 30 digits and one at
# 1000 digits; SpecialFunctionTests checks the same list.
FUNCTIONS = [
    "gamma/1", "lgamma/1", "digamma/1", "factorial", "zeta/1", "zeta/2", "erf/1", "erfc/1", "agm/2",
    "beta/2", "polygamma/2", "Ei/1", "li/1", "W/1", "lambertw/1", "lambertw/2", "besselj/2",
    "bessely/2", "besseli/2", "besselk/2", "airyai/1", "airybi/1", "ellipk/1", "ellipe/1", "polylog/2",
]


def real(value):
    """The real value of an mpmath result, refusing one with a non-negligible imaginary part."""
    if isinstance(value, mpmath.mpc):
        assert abs(value.imag) <= abs(value.real) * mpf(10) ** (10 - mp.dps), f"complex value {value}"
        return value.real
    return value


def lgamma(x):
    """ln|Γ(x)|: mpmath's loggamma for x > 0, the logarithm of |Γ(x)| for x < 0."""
    return real(mp.loggamma(x)) if x > 0 else mp.log(abs(mp.gamma(x)))


NAMESPACE = {
    "gamma": mp.gamma, "lgamma": lgamma, "digamma": mp.digamma, "factorial": mp.factorial,
    "zeta": mp.zeta, "erf": mp.erf, "erfc": mp.erfc, "agm": mp.agm, "beta": mp.beta,
    "polygamma": lambda n, x: mp.psi(int(n), x), "Ei": mp.ei, "li": mp.li,
    "W": lambda x: real(mp.lambertw(x)), "lambertw": lambda x, k=0: real(mp.lambertw(x, int(k))),
    "besselj": mp.besselj, "bessely": mp.bessely, "besseli": mp.besseli, "besselk": mp.besselk,
    "airyai": mp.airyai, "airybi": mp.airybi, "ellipk": mp.ellipk, "ellipe": mp.ellipe,
    "polylog": mp.polylog,
    "sqrt": mp.sqrt, "exp": mp.exp, "ln": mp.ln, "log10": mp.log10, "sin": mp.sin, "cos": mp.cos,
    "tan": mp.tan,
}

NUMBER = re.compile(r"(?<![A-Za-z_\d.])(\d+(?:\.\d*)?(?:e[+-]?\d+)?)")


def to_python(expression):
    """The BigCalc expression as Python over mpmath: literals become mpf('…') (exact to the
    working precision), `^` becomes `**`, a trailing `x!` becomes factorial(x)."""
    text = expression
    if text.endswith("!"):
        text = f"factorial({text[:-1]})"
    text = NUMBER.sub(lambda m: f"mpf('{m.group(1)}')", text).replace("^", "**")
    return text


def evaluate(expression, dps):
    """The expression evaluated by mpmath at `dps` significant digits."""
    with mp.workdps(dps):
        names = dict(NAMESPACE, mpf=mpf, pi=+mp.pi, e=+mp.e)
        return real(eval(to_python(expression), {"__builtins__": {}}, names))


def signature(expression):
    """`name/arity` of the outermost call (`factorial` for `x!`), as in FUNCTIONS."""
    if expression.endswith("!"):
        return "factorial"
    name, rest = expression.split("(", 1)
    depth, commas = 0, 0
    for character in rest[:-1]:
        depth += character == "("
        depth -= character == ")"
        commas += character == "," and depth == 0
    return f"{name}/{commas + 1}"


def decimal_parts(value, digits):
    """Sign, the `digits`-digit integer mantissa (ties to even) and the decimal exponent of the
    exact binary value of `value`, with the distance of the scaled value from its rounding midpoint."""
    sign, mantissa, exponent, _ = value._mpf_
    exact = Fraction(int(mantissa)) * (Fraction(2) ** int(exponent))  # int(): gmpy integers
    power = int(mpmath.floor(mpmath.log10(abs(value))))
    while exact >= Fraction(10) ** (power + 1):
        power += 1
    while exact < Fraction(10) ** power:
        power -= 1
    scaled = exact * Fraction(10) ** (digits - 1 - power)
    fraction = scaled - (scaled.numerator // scaled.denominator)
    rounded = round(scaled)  # Fraction rounds halves to even
    if rounded == 10 ** digits:
        rounded, power = 10 ** (digits - 1), power + 1
    return sign, rounded, power, abs(fraction - Fraction(1, 2))


def formatted(sign, rounded, power):
    """`-d.ddd…e±x` with the exponent left out when it is 0, as in guaranteed.tsv."""
    text = str(rounded)
    mantissa = text[0] + ("." + text[1:] if len(text) > 1 else "")
    return ("-" if sign else "") + mantissa + ("" if power == 0 else f"e{power:+d}")


def expected(expression, digits, marker):
    """The `expected` column of one case, after checking it against mpmath."""
    if marker is not None and marker.startswith("error:"):
        try:
            value = evaluate(expression, digits + 60)
        except (ValueError, ZeroDivisionError):
            return marker
        assert not mpmath.isfinite(value), f"{expression}: mpmath finds {value}, not a pole"
        return marker
    low = evaluate(expression, digits + 60)
    if marker == "0":
        assert low == 0 or abs(low) < mpf(10) ** (-digits), f"{expression}: mpmath finds {low}, not 0"
        return "0"
    assert marker is None, marker
    high = evaluate(expression, 2 * digits + 100)
    assert high != 0, f"{expression}: zero value must be marked by hand"
    *parts_low, _ = decimal_parts(low, digits)
    *parts_high, margin = decimal_parts(high, digits)
    assert parts_low == parts_high, f"{expression} at {digits} digits: the two precisions disagree"
    assert margin > Fraction(1, 10 ** 20), f"{expression} at {digits} digits: too near a rounding midpoint"
    return formatted(*parts_high)


def main():
    for key in FUNCTIONS:
        rows = [(e, d) for e, d, _ in CASES if signature(e) == key]
        assert sum(d == 30 for _, d in rows) >= 3 and any(d == 1000 for _, d in rows), f"too few cases of {key}"
    assert all(signature(e) in FUNCTIONS for e, _, _ in CASES)
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "special.tsv")
    with open(out, "w") as f:
        f.write("# Special functions against mpmath %s (Tests/References/generate_special.py; never edit by hand)\n"
                % mpmath.__version__)
        f.write("# expected: correctly rounded to `digits` significant digits; 0 = exact zero; "
                "error:<words> = an error whose message contains <words>\n")
        f.write("# expression\tdigits\texpected\n")
        for expression, digits, marker in CASES:
            f.write(f"{expression}\t{digits}\t{expected(expression, digits, marker)}\n")
    print(f"wrote {len(CASES)} rows to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
