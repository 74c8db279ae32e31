#!/usr/bin/env python3
"""Reference values for RigorousCalculusTests: rigorous `integrate`, improper integrals and
infinite `sum`/`product`, at 30 and 1000 digits.

Writes Tests/CalculatorEngineTests/Resources/calculus-rigorous.tsv: `expression`, `digits`,
`method` (what BigCalc must report: rigorous = proven digits; quadrature or extrapolation =
estimates, flagged unproven; error) and `expected` (the value correctly rounded to `digits`, or
error:<words>, a lower-cased part of the message).

References come from mpmath at 4x the digits asked: a closed form where the case has one, checked
against mpmath's `quad` / `nsum` to 20 digits (a check of the transcription); otherwise `quad` (with
the range split at its breaks) or `nsum` at 4x digits, checked against the same at 4x digits + 40.

Run: python3 Tests/References/generate_calculus_rigorous.py   (needs mpmath)
"""
import os

import mpmath
from mpmath import mp, mpf

from generate_calculus import rounded

E = "error:"
# (expression, digits, method, closed form or None, mpmath check: ('quad', f, points) / ('nsum', f, a) / None)
CASES = [
    ("integrate(exp(-x^2), x, 0, 1)", 30, "rigorous", lambda: mp.sqrt(mp.pi) / 2 * mp.erf(1)),
    ("integrate(exp(-x^2), x, 0, 1)", 1000, "rigorous", lambda: mp.sqrt(mp.pi) / 2 * mp.erf(1)),
    ("integrate(sinc(x), x, 0, 100)", 30, "rigorous", lambda: mp.si(100)),
    ("integrate(1/(1 + x^2), x, 0, 1)", 30, "rigorous", lambda: mp.pi / 4),
    ("integrate(1/(1 + x^2), x, 0, 1)", 1000, "rigorous", lambda: mp.pi / 4),
    ("integrate(exp(x), x, -1, 1)", 30, "rigorous", lambda: mp.e - 1 / mp.e),
    ("integrate(cos(x)^2, x, 0, pi)", 30, "rigorous", lambda: mp.pi / 2),
    ("integrate(x*ln(1 + x), x, 0, 1)", 30, "rigorous", lambda: mpf(1) / 4),
    ("integrate(x*ln(1 + x), x, 0, 1)", 1000, "rigorous", lambda: mpf(1) / 4),
    ("integrate(gamma(x), x, 1, 2)", 30, "rigorous", None),
    ("integrate(sin(50*x)^2, x, 0, pi)", 30, "rigorous", lambda: mp.pi / 2),
    ("integrate(cos(100*x)*exp(-x), x, 0, 10)", 30, "rigorous",
     lambda: mp.re((mp.exp(mpf(10) * mp.mpc(-1, 100)) - 1) / mp.mpc(-1, 100))),
    ("integrate(sqrt(1 + x^2), x, 0, 1)", 30, "rigorous", lambda: (mp.sqrt(2) + mp.asinh(1)) / 2),
    ("integrate(1/(2 + cos(x)), x, 0, 2*pi)", 30, "rigorous", lambda: 2 * mp.pi / mp.sqrt(3)),
    ("integrate(exp(sin(x)), x, 0, 2*pi)", 30, "rigorous", lambda: 2 * mp.pi * mp.besseli(0, 1)),
    ("integrate(x^3 - 2*x, x, 0, 3)", 30, "rigorous", lambda: mpf(45) / 4),
    ("integrate(tan(x), x, 0, 1)", 30, "rigorous", lambda: -mp.ln(mp.cos(1))),
    ("integrate(erf(x), x, 0, 2)", 30, "rigorous", lambda: 2 * mp.erf(2) + (mp.exp(-4) - 1) / mp.sqrt(mp.pi)),
    ("integrate(1/(x^2 + 10^-4), x, -1, 1)", 30, "rigorous", lambda: 200 * mp.atan(100)),
    ("f(t) = t^2*exp(t); integrate(f(x), x, 0, 1)", 30, "rigorous", lambda: mp.e - 2),
    ("integrate(x^2, x, 1, 0)", 30, "rigorous", lambda: mpf(-1) / 3),
    ("integrate(exp(-x), x, 0, 50)", 30, "rigorous", lambda: 1 - mp.exp(-50)),
    ("integrate(sqrt(x), x, 1, 4)", 30, "rigorous", lambda: mpf(14) / 3),
    # Holomorphic as their series rows declare (sec, Ai, exp2, zeta, log2 were not proven before).
    ("integrate(sec(x), x, 0, 1)", 30, "rigorous", lambda: mp.ln(mp.sec(1) + mp.tan(1))),
    ("integrate(airyai(x), x, 0, 1)", 30, "rigorous", None),
    ("integrate(exp2(x), x, 0, 1)", 30, "rigorous", lambda: 1 / mp.ln(2)),
    ("integrate(zeta(x), x, 2, 3)", 30, "rigorous", None),
    ("integrate(log2(x), x, 1, 2)", 30, "rigorous", lambda: (2 * mp.ln(2) - 1) / mp.ln(2)),
    ("integrate(x^x, x, 1, 2)", 30, "rigorous", None),
    ("integrate(ln(x)^2, x, 1, e)", 30, "rigorous", lambda: mp.e - 2),
    ("integrate(sin(x)*cos(3*x), x, 0, 1)", 30, "rigorous", None),
    ("integrate(1/(1 + x^4), x, 0, 1)", 1000, "rigorous",
     lambda: (mp.pi + 2 * mp.acoth(mp.sqrt(2))) / (4 * mp.sqrt(2))),
    # Algebraic singularities at the ends (powers of a polynomial with a simple root there): proven
    # after the substitution t = u^q.
    ("integrate(1/sqrt(x), x, 0, 1)", 30, "rigorous", lambda: mpf(2)),
    ("integrate(1/sqrt(x), x, 0, 1)", 1000, "rigorous", lambda: mpf(2)),
    ("integrate(1/sqrt(x), x, 1, 0)", 30, "rigorous", lambda: mpf(-2)),
    ("integrate(sqrt(x), x, 0, 2)", 30, "rigorous", lambda: mpf(2) / 3 * mp.sqrt(8)),
    ("integrate(x^-0.5*exp(-x), x, 0, 1)", 30, "rigorous", lambda: mp.sqrt(mp.pi) * mp.erf(1)),
    ("integrate(1/sqrt(1 - x^2), x, -1, 1)", 30, "rigorous", lambda: mp.pi),
    ("integrate(1/sqrt(1 - x^2), x, -1, 1)", 1000, "rigorous", lambda: mp.pi),
    ("integrate(sqrt(1 - x^2), x, -1, 1)", 30, "rigorous", lambda: mp.pi / 2),
    ("integrate(1/sqrt(x*(1 - x)), x, 0, 1)", 30, "rigorous", lambda: mp.pi),
    ("integrate(x^(-1/3)*cos(x), x, 0, 1)", 30, "rigorous", None),
    ("integrate(1/sqrt(x^3 + x), x, 0, 1)", 30, "rigorous", lambda: mp.gamma(mpf(1) / 4) ** 2 / (4 * mp.sqrt(mp.pi))),
    ("integrate(x^2/sqrt(1 - x^2), x, 0, 1)", 30, "rigorous", lambda: mp.pi / 4),
    ("integrate((2*x - 1)^(-1/3), x, 1/2, 1)", 30, "rigorous", lambda: mpf(3) / 4),
    ("integrate(cbrt(x), x, 0, 1)", 30, "rigorous", lambda: mpf(3) / 4),
    # Logarithms of a polynomial with a simple root at an end: the Taylor series of the rest there
    # (Cauchy's bound) next to the end, Arb beyond.
    ("integrate(ln(x), x, 0, 1)", 30, "rigorous", lambda: mpf(-1)),
    ("integrate(ln(x), x, 0, 1)", 1000, "rigorous", lambda: mpf(-1)),
    ("integrate(x*ln(x), x, 0, 1)", 30, "rigorous", lambda: -mpf(1) / 4),
    ("integrate(ln(x)/sqrt(x), x, 0, 1)", 30, "rigorous", lambda: mpf(-4)),
    ("integrate(ln(1 - x^2), x, -1, 1)", 30, "rigorous", lambda: 4 * mp.ln(2) - 4),
    ("integrate(ln(x)*cos(x), x, 0, 1)", 30, "rigorous", lambda: -mp.si(1)),
    ("integrate(ln(x)*cos(x), x, 0, 1)", 1000, "rigorous", lambda: -mp.si(1)),
    # Sums with a singular term, logarithms of other functions, kinks, functions without a
    # holomorphic version: estimates.
    ("integrate(2 + ln(x), x, 0, 1)", 30, "quadrature", lambda: mpf(1)),
    ("integrate(ln(sin(x)), x, 0, 1)", 30, "quadrature", None),
    ("integrate(cbrt(x), x, 1, 2)", 30, "quadrature", lambda: mpf(3) / 4 * (2 * mp.cbrt(2) - 1)),
    ("integrate(besselj(0, x), x, 0, 10)", 30, "quadrature", None),
    ("integrate(abs(x - 1/3), x, 0, 1)", 30, "quadrature", lambda: mpf(5) / 18),
    ("integrate(sin(x)/x, x, 1e-30, pi)", 30, "rigorous", None),
    # Infinite ranges: proven for rational integrands (in closed form; more cases in
    # generate_infinite_sums.py) and for those that fall like the exponential of a polynomial (a
    # bound of the tails); estimates otherwise.
    ("integrate(exp(-x^2), x, -inf, inf)", 30, "rigorous", lambda: mp.sqrt(mp.pi)),
    ("integrate(exp(-x^2), x, -inf, inf)", 1000, "rigorous", lambda: mp.sqrt(mp.pi)),
    ("integrate(exp(-x^2), x, -∞, 0)", 30, "rigorous", lambda: mp.sqrt(mp.pi) / 2),
    ("integrate(exp(-x^2), x, inf, 0)", 30, "rigorous", lambda: -mp.sqrt(mp.pi) / 2),
    ("integrate(exp(-x^2), x, 10, inf)", 30, "rigorous", lambda: mp.sqrt(mp.pi) / 2 * mp.erfc(10)),
    ("integrate(exp(-x^2 - x), x, -inf, inf)", 30, "rigorous", lambda: mp.sqrt(mp.pi) * mp.exp(mpf(1) / 4)),
    ("integrate(e^(-x^2/2)/sqrt(2*pi), x, -inf, inf)", 30, "rigorous", lambda: mpf(1)),
    ("integrate(exp(-x^2)/(1 + x^2), x, -inf, inf)", 30, "rigorous", lambda: mp.pi * mp.e * mp.erfc(1)),
    ("integrate(exp(-x^2)*cos(3*x), x, -inf, inf)", 30, "rigorous", lambda: mp.sqrt(mp.pi) * mp.exp(-mpf(9) / 4)),
    ("integrate(exp(-x^3), x, 0, inf)", 30, "rigorous", lambda: mp.gamma(mpf(4) / 3)),
    ("integrate(x^3*exp(-x), x, 0, inf)", 30, "rigorous", lambda: mpf(6)),
    ("integrate(2^(-x), x, 0, inf)", 30, "rigorous", lambda: 1 / mp.ln(2)),
    ("integrate(exp(-x)/x, x, 1, inf)", 30, "rigorous", lambda: mp.e1(1)),
    ("integrate(exp(x), x, -inf, 0)", 30, "rigorous", lambda: mpf(1)),
    ("integrate(sqrt(x)*exp(-x), x, 0, inf)", 30, "quadrature", lambda: mp.sqrt(mp.pi) / 2),
    ("integrate(1/(1 + x^2), x, 0, inf)", 30, "rigorous", lambda: mp.pi / 2),
    ("integrate(1/(1 + x^2), x, -inf, inf)", 30, "rigorous", lambda: mp.pi),
    ("integrate(1/(1 + x^2), x, inf, 0)", 30, "rigorous", lambda: -mp.pi / 2),
    ("integrate(exp(-x), x, 0, inf)", 30, "rigorous", lambda: mpf(1)),
    ("integrate(x*exp(-x), x, 0, ∞)", 30, "rigorous", lambda: mpf(1)),
    ("integrate(1/x^2, x, 1, inf)", 30, "rigorous", lambda: mpf(1)),
    ("integrate(exp(-x)*sin(x), x, 0, inf)", 30, "rigorous", lambda: mpf(1) / 2),
    ("integrate(exp(-x)*sin(x), x, 0, inf)", 1000, "rigorous", lambda: mpf(1) / 2),
    # Infinite series and products: estimates (sums of rational functions of k, alone or times
    # (-1)^k, and products of rational functions are proven: generate_infinite_sums.py).
    ("sum((-1)^k/sqrt(k + 1), k, 0, inf)", 30, "extrapolation", lambda: (1 - mp.sqrt(2)) * mp.zeta(mpf(1) / 2)),
    ("sum((-1)^k/sqrt(k + 1), k, 0, inf)", 1000, "extrapolation", lambda: (1 - mp.sqrt(2)) * mp.zeta(mpf(1) / 2)),
    ("sum((-1)^k/(k + 1)^(3/2), k, 0, inf)", 30, "extrapolation", lambda: (1 - 1 / mp.sqrt(2)) * mp.zeta(mpf(3) / 2)),
    ("sum((-1)^k/(k + 1)^(3/2), k, 0, inf)", 1000, "extrapolation", lambda: (1 - 1 / mp.sqrt(2)) * mp.zeta(mpf(3) / 2)),
    ("sum(1/2^k, k, 0, inf)", 30, "extrapolation", lambda: mpf(2)),
    ("sum(1/k!, k, 0, inf)", 30, "extrapolation", lambda: mp.e),
    ("sum(1/k!, k, 0, inf)", 1000, "extrapolation", lambda: mp.e),
    ("sum(k/2^k, k, 1, inf)", 30, "extrapolation", lambda: mpf(2)),
    ("product(2^(1/k^2), k, 1, inf)", 30, "extrapolation", lambda: mpf(2) ** (mp.pi ** 2 / 6)),
    ("product(1 + 1/2^k, k, 1, inf)", 30, "extrapolation", None),
    # Errors.
    ("integrate(1/x, x, -1, 1)", 30, E + "not bounded near x ≈ 0", None),
    ("integrate(exp(x^2), x, 0, inf)", 30, E + "grows like the exponential of a polynomial as x → ∞", None),
    ("integrate(exp(-x^3), x, -inf, inf)", 30, E + "grows like the exponential of a polynomial as x → −∞", None),
    ("integrate(sin(x)/x, x, -1, 1)", 30, E + "sinc", None),
    ("integrate(tan(x), x, 0, 2)", 30, E + "not bounded near x ≈ 1.570796327", None),
    ("inf + 1", 30, E + "allowed only as a bound of integrate, sum and product", None),
    ("solve(x - inf, x, 0, 1)", 30, E + "allowed only as a bound", None),
    ("sum(1/k, k, 1, inf)", 30, E + "diverges", None),
    ("sum(1, k, 1, inf)", 30, E + "do not tend to 0", None),
    ("sum(k, k, 1, inf)", 30, E + "do not tend to 0", None),
    ("product(1 + 1/k, k, 1, inf)", 30, E + "diverges", None),
    ("sum(1/k^2, k, -inf, 0)", 30, E + "may only run to inf", None),
    ("product(-1/k^2, k, 1, inf)", 30, E + "diverges: its factors tend to 0, not 1", None),
    ("product((-1)^k*(1 + 1/k^2), k, 1, inf)", 30, E + "needs positive factors", None),
]

NAMESPACE = {
    "sqrt": mp.sqrt, "exp": mp.exp, "ln": mp.ln, "sin": mp.sin, "cos": mp.cos, "tan": mp.tan, "abs": abs,
    "gamma": mp.gamma, "besselj": mp.besselj, "erf": mp.erf, "sinc": mp.sinc, "cbrt": mp.cbrt,
    "sec": mp.sec, "airyai": mp.airyai, "exp2": lambda x: mp.mpf(2) ** x, "zeta": mp.zeta, "log2": lambda x: mp.log(x, 2),
}


def python(text):
    """An expression of the table in Python: ^ as **, k! as factorial, ∞ as inf."""
    text = text.replace("^", "**").replace("∞", "inf").replace("k!", "factorial(k)").replace("10**-4", "mpf(10)**-4").replace("1/3", "mpf(1)/3")
    return text.replace("-inf", "-mp.inf").replace(" inf", " mp.inf")


def numeric(expression, dps):
    """mpmath's own value of a case (quad over the range, or nsum), at `dps` digits."""
    statement = expression.split(";")[-1].strip()
    space = dict(NAMESPACE, mp=mp, mpf=mpf, pi=+mp.pi, e=+mp.e, factorial=mp.factorial)
    for definition in expression.split(";")[:-1]:
        head, body = [p.strip() for p in definition.split("=", 1)]
        name, parameter = head[:-1].split("(")
        space[name] = eval(f"lambda {parameter}: {python(body)}", space)
    form = statement[:statement.index("(")]
    inner = statement[len(form) + 1:-1]
    body, variable, low, high = [p.strip() for p in inner.rsplit(",", 3)]
    function = eval(f"lambda {variable}: {python(body)}", space)
    a, b = eval(python(" " + low), space), eval(python(" " + high), space)
    if form == "integrate":
        points = [a, b]
        if "abs(x - 1/3)" in body:
            points = [a, mpf(1) / 3, b]
        if "10^-4" in body:
            points = [a, -mpf(1) / 100, 0, mpf(1) / 100, b]
        if "100*x" in body or "50*x" in body or "sinc" in body:
            points = mp.linspace(a, b, 64)
        return mp.quad(function, points, maxdegree=12)
    if form == "sum":
        return mp.nsum(function, [a, b])
    return mp.exp(mp.nsum(lambda k: mp.ln(function(k)), [a, b]))


def expected(expression, digits, method, closed):
    if method.startswith(E):
        return method[len(E):], "error"
    dps = 4 * digits
    if closed is not None:
        with mp.workdps(dps):
            value = +closed()
        with mp.workdps(40):
            check = numeric(expression, 40)
            assert abs(check - value) <= abs(value) * mpf(10) ** -20 + mpf(10) ** -30, f"{expression}: {check} vs {value}"
        return rounded(value, digits), method
    with mp.workdps(dps):
        value = numeric(expression, dps)
    with mp.workdps(dps + 40):
        again = numeric(expression, dps + 40)
    text = rounded(value, digits)
    assert rounded(again, digits) == text, f"{expression}: mpmath disagrees with itself"
    return text, method


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "calculus-rigorous.tsv")
    with open(out, "w") as f:
        f.write("# rigorous integrate, improper integrals, infinite sums and products against mpmath %s at 4x the digits "
                "(Tests/References/generate_calculus_rigorous.py; never edit by hand)\n" % mpmath.__version__)
        f.write("# method: rigorous (proven), quadrature or extrapolation (estimates, unproven), error; "
                "expected: correctly rounded to `digits`, or the words an error message contains\n")
        f.write("# expression\tdigits\tmethod\texpected\n")
        for expression, digits, method, closed in CASES:
            text, kind = expected(expression, digits, method, closed)
            f.write(f"{expression}\t{digits}\t{kind}\t{text}\n")
    print(f"wrote {len(CASES)} rows to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
