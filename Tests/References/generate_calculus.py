#!/usr/bin/env python3
"""Reference values for CalculusTests: `solve` and `integrate` at 30 and 1000 digits.

Writes Tests/CalculatorEngineTests/Resources/calculus.tsv, one row per case with the columns
`expression` (as BigCalc reads it: one statement, or a definition `g(t) = …` then `;` and the
statement), `digits` (30 or 1000) and `expected`.

solve(f, x, a, b): mpmath's `findroot` with a bracketing solver on (a, b) (Anderson-Björck, else
Illinois, else bisection), at digits + 60 and 2 * digits + 100 significant digits. The root r is then checked by a sign change of f at r ± ε,
ε = 10^-(digits+30)·max(1, |r|), so the reference holds the bracketed root to within ε.

integrate(f, x, a, b): the closed form where the case gives one (`quad` at digits + 60 digits must
agree with it to 8 digits, a check of its transcription: mpmath's own tanh-sinh quadrature is not
accurate on a strong endpoint singularity such as x^-0.9); without one, `quad` at digits + 60 and
digits + 100 must agree to the digits written.

`expected` is the value correctly rounded (ties to even, with exact integer arithmetic on
mpmath's binary value) to `digits` significant digits, written like the other tables:
`-1.2345…e-13`, a mantissa of exactly `digits` digits and an `e` exponent when it is not 0. A case
is refused unless it lies more than 10^-20 units in the last place away from a rounding midpoint.

Rows marked by hand:

  `exact:<n>`     the result must be the exact rational n (an end of the bracket that is a root,
                  an empty interval); mpmath is only asked to confirm f is 0 there.
  `error:<words>` evaluation must throw an ExpressionError whose message (lower-cased) contains
                  <words>; mpmath is not asked (a pole, a same-sign bracket, a divergent integral).

Spellings in expressions: + - * / ^ sqrt exp ln sin cos tan abs gamma besselj erf pi, decimal
literals, and functions defined in the row.

Run: python3 Tests/References/generate_calculus.py   (needs mpmath; `pip install mpmath`)
"""
import os
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

# The one correct rounding of the tables, and the translation of literals and `^` into mpmath.
from generate_special import decimal_parts, formatted, to_python

# (expression, digits, marker or closed form): a marker, None (the value from findroot or quad), or
# the value in closed form (a lambda evaluated at the working precision).
CASES = [
    # solve
    ("solve(cos(x) - x, x, 0, 1)", 30, None),
    ("solve(cos(x) - x, x, 0, 1)", 1000, None),
    ("solve(x^3 - 2, x, 1, 2)", 30, None),
    ("solve(x^3 - 2, x, 1, 2)", 1000, None),
    ("solve(exp(-x) - x, x, 0, 1)", 30, None),
    ("solve(exp(-x) - x, x, 0, 1)", 1000, None),
    ("solve(sin(x), x, 3, 4)", 30, None),
    ("solve(sin(x), x, 3, 4)", 1000, None),
    ("solve(ln(x) - 1, x, 2, 3)", 30, None),
    ("solve(x*exp(x) - 1, x, 0, 1)", 30, None),
    ("solve(x*exp(x) - 1, x, 0, 1)", 1000, None),
    ("solve(x^5 - x - 1, x, 1, 2)", 30, None),
    ("solve(x^2 - 2, x, 0, 10^10)", 30, None),
    ("solve(tan(x) - x, x, 4, 4.6)", 30, None),
    ("solve(x - 1e-30, x, -1, 1)", 30, None),
    ("solve(exp(x) - 1e-300, x, -1000, 0)", 30, None),
    ("solve(besselj(0, x), x, 2, 3)", 30, None),
    ("solve(gamma(x) - 3, x, 2, 4)", 30, None),
    ("solve((x - 0.1)^3, x, 0, 1)", 30, None),
    ("solve(x^2 - 2, x, 2, 0)", 30, None),
    ("solve(x^2 - 2, x, 1/3, 2)", 30, None),
    ("solve(3*x - 1 - 10^-30, x, 1/3, 1)", 30, None),
    ("solve(exp(x) - exp(1) - 10^-25, x, 1, 2)", 30, None),
    ("solve(exp(x) - exp(1) - 10^-25, x, 1, 2)", 1000, None),
    ("solve(sin(x), x, pi, 4)", 30, lambda: mp.pi),
    ("g(t) = t^3 - t - 1; solve(g(x), x, 1, 2)", 30, None),
    ("solve(x^2 - 4, x, 2, 5)", 30, "exact:2"),
    ("solve(sin(x), x, 0, 1)", 30, "exact:0"),
    ("solve(3*x - 1, x, 1/3, 1)", 30, "exact:1/3"),
    ("solve(tan(x), x, 1, 2)", 30, "error:found a pole"),
    ("solve(1/(x - 1), x, 0, 2)", 30, "error:found a pole"),
    ("solve(floor(x) - 0.5, x, 0, 2)", 30, "error:found a jump"),
    ("solve(x^2 + 1, x, -1, 1)", 30, "error:needs a sign change"),
    ("solve(sqrt(x) - 1, x, -1, 4)", 30, "error:needs a real function"),
    # integrate
    ("integrate(exp(-x^2), x, 0, 1)", 30, lambda: mp.sqrt(mp.pi) / 2 * mp.erf(1)),
    ("integrate(exp(-x^2), x, 0, 1)", 1000, lambda: mp.sqrt(mp.pi) / 2 * mp.erf(1)),
    ("integrate(sqrt(x), x, 0, 2)", 30, lambda: mpf(2) / 3 * mp.sqrt(8)),
    ("integrate(sqrt(x), x, 0, 2)", 1000, lambda: mpf(2) / 3 * mp.sqrt(8)),
    ("integrate(1/sqrt(x), x, 0, 1)", 30, lambda: mpf(2)),
    ("integrate(ln(x), x, 0, 1)", 30, lambda: mpf(-1)),
    ("integrate(ln(x), x, 0, 1)", 1000, lambda: mpf(-1)),
    ("integrate(sin(x)/x, x, 1e-30, pi)", 30, None),
    ("integrate(1/(1 + x^2), x, 0, 1)", 30, lambda: mp.pi / 4),
    ("integrate(x^2, x, 1, 0)", 30, lambda: mpf(-1) / 3),
    ("integrate(exp(x), x, -1, 1)", 30, lambda: mp.e - 1 / mp.e),
    ("integrate(cos(x)^2, x, 0, pi)", 30, lambda: mp.pi / 2),
    ("integrate(x^-0.9, x, 0, 1)", 30, lambda: mpf(10)),
    ("integrate(1/sqrt((1 - x)*(1 + x)), x, -1, 1)", 30, lambda: mp.pi),
    ("integrate(exp(-x), x, 0, 50)", 30, lambda: 1 - mp.exp(-50)),
    ("integrate(x*ln(1 + x), x, 0, 1)", 30, lambda: mpf(1) / 4),
    ("integrate(gamma(x), x, 1, 2)", 30, None),
    ("f(t) = t^2*exp(t); integrate(f(x), x, 0, 1)", 30, lambda: mp.e - 2),
    ("integrate(x, x, 2, 2)", 30, "exact:0"),
    ("integrate(1/x, x, 0, 1)", 30, "error:did not converge"),
    ("integrate(1/x, x, -1, 1)", 30, "error:not bounded near x ≈ 0"),
    ("integrate(sqrt(x), x, -1, 1)", 30, "error:needs a real integrand"),
    ("integrate(1/sqrt(1 - x^2), x, -1, 1)", 30, lambda: mp.pi),
    ("integrate(1/sqrt(cos(x) - cos(1)), x, -1, 1)", 30, "error:digits cancel"),
]

NAMESPACE = {
    "sqrt": mp.sqrt, "exp": mp.exp, "ln": mp.ln, "sin": mp.sin, "cos": mp.cos, "tan": mp.tan,
    "abs": abs, "gamma": mp.gamma, "besselj": mp.besselj, "erf": mp.erf, "floor": mp.floor,
}

def arguments(call):
    """The top-level arguments of `name(a, b, …)`."""
    inner = call[call.index("(") + 1:-1]
    parts, depth, start = [], 0, 0
    for i, character in enumerate(inner):
        depth += character == "("
        depth -= character == ")"
        if character == "," and depth == 0:
            parts.append(inner[start:i].strip())
            start = i + 1
    parts.append(inner[start:].strip())
    return parts


def names():
    """The namespace of an evaluation at the current precision (the globals of its lambdas)."""
    return dict(NAMESPACE, mpf=mpf, pi=+mp.pi, e=+mp.e, __builtins__={})


def parse(expression):
    """The form ('solve' or 'integrate'), the body as a function of the variable, and the ends."""
    space = names()
    *definitions, statement = [part.strip() for part in expression.split(";")]
    for definition in definitions:
        head, body = [part.strip() for part in definition.split("=", 1)]
        name, parameter = head[:-1].split("(")
        space[name] = eval(f"lambda {parameter}: {to_python(body)}", space)
    form = statement[:statement.index("(")]
    body, variable, low, high = arguments(statement)
    function = eval(f"lambda {variable}: {to_python(body)}", space)
    ends = [eval(to_python(end), space) for end in (low, high)]
    return form, function, ends


def root(expression, dps):
    """The bracketed root, checked by a sign change at r ± ε."""
    with mp.workdps(dps):
        _, f, (a, b) = parse(expression)
        for solver in ("anderson", "illinois", "bisect"):
            try:
                r = mp.findroot(f, (a, b), solver=solver, maxsteps=20 * dps)
            except ValueError:  # not within the tolerance: the next bracketing solver
                continue
            eps = mpf(10) ** (-(dps - 30)) * max(1, abs(r))
            if min(a, b) <= r <= max(a, b) and f(r - eps) * f(r + eps) < 0:
                return r
        raise AssertionError(f"{expression}: no solver found a sign change in the bracket")


def integral(expression, dps):
    """mpmath's tanh-sinh quadrature."""
    with mp.workdps(dps):
        _, f, (a, b) = parse(expression)
        return mp.quad(f, [a, b])


def rounded(value, digits):
    """The `expected` text of `value`, refusing one near a rounding midpoint."""
    *parts, margin = decimal_parts(value, digits)
    assert margin > Fraction(1, 10 ** 20), f"{value} at {digits} digits: too near a rounding midpoint"
    return formatted(*parts)


def expected(expression, digits, marker):
    """The `expected` column of one case, after checking it with mpmath."""
    if isinstance(marker, str) and marker.startswith("error:"):
        return marker
    if isinstance(marker, str) and marker.startswith("exact:"):
        with mp.workdps(digits + 60):
            form, f, (a, b) = parse(expression)
            q = Fraction(marker[len("exact:"):])
            value = mpf(q.numerator) / q.denominator
            if form == "solve":
                assert abs(f(value)) < mpf(10) ** (-digits - 50), f"{expression}: f({value}) = {f(value)}, not 0"
            else:
                assert a == b and value == 0, f"{expression}: not an empty interval"
        return marker
    if expression.split(";")[-1].strip().startswith("solve") and marker is None:
        low, high = root(expression, digits + 60), root(expression, 2 * digits + 100)
        text = rounded(high, digits)
        assert rounded(low, digits) == text, f"{expression} at {digits} digits: the two precisions disagree"
        return text
    if marker is not None and expression.startswith("solve"):
        # A root known in closed form (at an end of the bracket, where findroot may stop short).
        with mp.workdps(2 * digits + 100):
            _, f, _ = parse(expression)
            exact = +marker()  # a number now (a constant such as mp.pi is evaluated lazily)
            assert abs(f(exact)) < mpf(10) ** (-2 * digits - 80), f"{expression}: f({exact}) is not 0"
        return rounded(exact, digits)
    value = integral(expression, digits + 60)
    if marker is not None:
        with mp.workdps(2 * digits + 100):
            exact = +marker()  # a number now (a constant such as mp.pi is evaluated lazily)
        # quad only checks the transcription: it is itself inaccurate on strong singularities (x^-0.9).
        assert abs(value - exact) <= abs(exact) * mpf(10) ** -8, f"{expression}: quad {value} vs closed form {exact}"
        return rounded(exact, digits)
    text = rounded(value, digits)
    assert rounded(integral(expression, digits + 100), digits) == text, f"{expression}: quad disagrees with itself"
    return text


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "calculus.tsv")
    with open(out, "w") as f:
        f.write("# solve and integrate against mpmath %s findroot and quad "
                "(Tests/References/generate_calculus.py; never edit by hand)\n" % mpmath.__version__)
        f.write("# expected: correctly rounded to `digits` significant digits; exact:<n> = the exact rational n; "
                "error:<words> = an error whose message contains <words>\n")
        f.write("# expression\tdigits\texpected\n")
        for expression, digits, marker in CASES:
            f.write(f"{expression}\t{digits}\t{expected(expression, digits, marker)}\n")
    print(f"wrote {len(CASES)} rows to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
