#!/usr/bin/env python3
"""Reference values for InfiniteSumTests: `sum(f, k, a, inf)` of rational functions of k (proven in
closed form) at 30 and 300 digits; alternating sums (-1)^k·r(k), products of rational functions and
integrals of rational functions over infinite ranges (proven) at 30 and 1000 digits; sums, products
and integrals that stay estimates; and the errors.

Writes Tests/CalculatorEngineTests/Resources/infinite-sums.tsv: `expression`, `digits`, `kind`
(proven: digits proven, JSON method null; rigorous: digits proven, JSON method "rigorous";
extrapolation or quadrature: an estimate, flagged with that method; error) and `expected` (the value
correctly rounded to `digits`, or the words an error message contains).

References: PARI/GP's `sumnumrat` (sums of rational functions), `sumalt` (alternating sums) and
`prodnumrat` (products of rational functions) at 4x the digits, checked against mpmath's closed form
where the case has one (pi^2/6, zeta(3), sinh(pi)/pi, ...) to 4x the digits; integrals from mpmath
closed forms at 4x the digits checked against PARI/GP's `intnum` at 60 digits, or, without a closed
form (30 digits only), `intnum` at 4x the digits; estimates from mpmath closed forms at 4x the digits.

Run: python3 Tests/References/generate_infinite_sums.py   (needs mpmath and gp)
"""
import os
import subprocess

import mpmath
from mpmath import mp, mpf

from generate_calculus import rounded

E = "error:"
PI = lambda: +mp.pi

# (expression, closed form or None); every one is proven at 30 and 300 digits.
PROVEN = [
    ("sum(1/k^2, k, 1, inf)", lambda: mp.pi ** 2 / 6),
    ("sum(1/k^3, k, 1, inf)", lambda: mp.zeta(3)),
    ("sum(1/k^4, k, 1, inf)", lambda: mp.pi ** 4 / 90),
    ("sum(1/k^6, k, 1, inf)", lambda: mp.pi ** 6 / 945),
    ("sum(1/(k^2 + 1), k, 0, inf)", lambda: (1 + mp.pi * mp.coth(mp.pi)) / 2),
    ("sum(1/(k*(k + 1)), k, 1, inf)", lambda: mpf(1)),
    ("sum(1/(4*k^2 - 1), k, 1, inf)", lambda: mpf(1) / 2),
    ("sum((2*k + 1)/(k^3 + 2*k^2 + 5), k, 1, inf)", None),
    ("sum(1/(k^2 + 2*k + 1)^2, k, 0, inf)", lambda: mp.pi ** 4 / 90),
    ("sum(1/(k^2 + k + 1)^2, k, 0, inf)", None),
    ("sum(1/(k^2 + 1)^2, k, 0, inf)", None),
    ("sum(1/(k^2 - 2), k, 0, inf)", None),
    ("sum(1/(k + 1/2)^2, k, 0, inf)", lambda: mp.pi ** 2 / 2),
    ("sum(1/(2*k + 1)^2, k, 0, inf)", lambda: mp.pi ** 2 / 8),
    ("sum(1/(k^2 + k/3 + 1/7)^3, k, -5, inf)", None),
    ("sum(k/(k^4 + 4), k, 1, inf)", lambda: mpf(3) / 8),
    ("sum(1/(k^3 + 1), k, 0, inf)", None),
    ("sum((k^2 - 1)/(k^4 + k + 1), k, 1, inf)", None),
    ("sum(1/(k^2 - 1), k, 2, inf)", lambda: mpf(3) / 4),
    ("sum(1/(k*(k + 1)*(k + 2)), k, 1, inf)", lambda: mpf(1) / 4),
    ("sum(1/(k^2 + 4*k + 5), k, -2, inf)", None),
    ("sum((k + 1)^-3, k, 0, inf)", lambda: mp.zeta(3)),
    ("sum(sq(1/k) - 1/(k + 1)^2, k, 1, inf)", lambda: mpf(1)),
    ("sum(1/k^2 + 1/k^3, k, 1, inf)", lambda: mp.pi ** 2 / 6 + mp.zeta(3)),
    ("sum(1/(k^12 + 1), k, 0, inf)", None),
    ("sum((3*k - 1)/(k^2*(k + 1)^2), k, 1, inf)", None),
    ("f(x) = 1/(x^2 + 1); sum(f(k) + 1/k^3, k, 1, inf)", None),
]

# (expression, closed form or None): (-1)^k times a rational function of k; proven at 30 and 1000
# digits against PARI/GP's sumalt.
ALTERNATING = [
    ("sum((-1)^(k + 1)/k, k, 1, inf)", lambda: mp.ln(2)),
    ("sum((-1)^k/(2*k + 1), k, 0, inf)", lambda: mp.pi / 4),
    ("sum((-1)^k/k^2, k, 1, inf)", lambda: -mp.pi ** 2 / 12),
    ("sum((-1)^k/k^3, k, 1, inf)", lambda: -3 * mp.zeta(3) / 4),
    ("sum((-1)^k/(k^2 + 1), k, 0, inf)", lambda: (1 + mp.pi / mp.sinh(mp.pi)) / 2),
    ("sum((-1)^k*(2*k + 1)/(k*(k + 1)), k, 1, inf)", lambda: mpf(-1)),
    ("sum((-1)^(k + 1)*k/(k^2 + 1), k, 1, inf)", None),
    ("sum((-1)^k/(k + 1/3), k, 0, inf)", None),
    ("sum(1/((-1)^k*(k^2 + k + 1)), k, 0, inf)", None),
    ("sum((-1)^(k + 1)/(k^2 - 2)^2, k, 0, inf)", None),
]

# (expression, closed form or None): products of rational functions of k; proven at 30 and 1000
# digits against PARI/GP's prodnumrat.
PRODUCTS = [
    ("product(1 - 1/k^2, k, 2, inf)", lambda: mpf(1) / 2),
    ("product(1 + 1/k^2, k, 1, inf)", lambda: mp.sinh(mp.pi) / mp.pi),
    ("product((k^3 - 1)/(k^3 + 1), k, 2, inf)", lambda: mpf(2) / 3),
    ("product(1 - 1/(4*k^2), k, 1, inf)", lambda: 2 / mp.pi),
    ("product(1 + 1/k^3, k, 1, inf)", lambda: mp.cosh(mp.sqrt(3) * mp.pi / 2) / mp.pi),
    ("product(1 - 1/k^4, k, 2, inf)", lambda: mp.sinh(mp.pi) / (4 * mp.pi)),
    ("product(1 + 2/(k*(k + 3)), k, 1, inf)", lambda: mpf(3)),
    ("product((k^2 + 1)/(k^2 - 1/2), k, 1, inf)", None),
    ("product(1 - 4/k^2, k, 3, inf)", None),
    ("product((k^4 + k + 1)/(k^4 + 2), k, 0, inf)", None),
]

# (expression, closed form or None, PARI/GP's intnum ends): integrals of rational functions over
# infinite ranges, proven (JSON method "rigorous"); at 30 and 1000 digits with a closed form, else at 30.
INTEGRALS = [
    ("integrate(1/(1 + x^2), x, 0, inf)", lambda: mp.pi / 2, "0", "[oo, -2]"),
    ("integrate(1/(1 + x^4), x, -inf, inf)", lambda: mp.pi / mp.sqrt(2), "[-oo, -4]", "[oo, -4]"),
    ("integrate(1/(1 + x^2), x, -inf, inf)", lambda: +mp.pi, "[-oo, -2]", "[oo, -2]"),
    ("integrate(1/x^2, x, 1, inf)", lambda: mpf(1), "1", "[oo, -2]"),
    ("integrate(1/(x^2 + 2*x + 5)^3, x, -inf, inf)", lambda: 3 * mp.pi / 256, "[-oo, -6]", "[oo, -6]"),
    ("integrate(1/((x + 1)*(x + 2)), x, 0, inf)", lambda: mp.ln(2), "0", "[oo, -2]"),
    ("integrate(x^2/(x^6 + 1), x, -inf, inf)", lambda: mp.pi / 3, "[-oo, -4]", "[oo, -4]"),
    ("integrate(1/(x^2 + 1), x, inf, 0)", lambda: -mp.pi / 2, "[oo, -2]", "0"),
    ("integrate((x - 1)/(x^3 + 8), x, 0, inf)", None, "0", "[oo, -2]"),
    ("integrate(1/(x^2 + 1)^2, x, -inf, 1/2)", None, "[-oo, -4]", "1/2"),
    ("integrate((3*x^2 - x + 2)/(x^4 + x^2 + 1), x, -inf, inf)", None, "[-oo, -2]", "[oo, -2]"),
]

# (expression, kind, closed form): not rational functions of k (or x) with rational coefficients,
# estimated.
ESTIMATED = [
    ("sum(1/(k^2 + pi), k, 0, inf)", "extrapolation",
     lambda: (1 + mp.sqrt(mp.pi) * mp.pi * mp.coth(mp.sqrt(mp.pi) * mp.pi)) / (2 * mp.pi)),
    ("sum(1/k^2/2^k, k, 1, inf)", "extrapolation", lambda: mp.pi ** 2 / 12 - mp.ln(2) ** 2 / 2),
    ("sum((-1)^k/sqrt(k + 1), k, 0, inf)", "extrapolation", lambda: (1 - mp.sqrt(2)) * mp.zeta(mpf(1) / 2)),
    ("product(exp(1/k^2), k, 1, inf)", "extrapolation", lambda: mp.exp(mp.pi ** 2 / 6)),
    ("integrate(sqrt(x)*exp(-x^2), x, 0, inf)", "quadrature", lambda: mp.gamma(mpf(3) / 4) / 2),
    ("integrate(1/(1 + x^2), x, pi, inf)", "quadrature", lambda: mp.pi / 2 - mp.atan(mp.pi)),
]

ERRORS = [
    ("sum(1/(k - 3)^2, k, 1, inf)", "divides by zero at k = 3"),
    ("sum((k - 3)/((k - 3)*(k^2 + 1)), k, 0, inf)", "divides by zero at k = 3"),
    ("sum(1/(k^2 - 4), k, 0, inf)", "divides by zero at k = 2"),
    ("sum(1/(2*k + 1), k, 0, inf)", "diverges: its terms fall like 1/k"),
    ("sum((k^2 + 1)/(k^3 + 5), k, 0, inf)", "diverges: its terms fall like 1/k"),
    ("sum(k^2/(k^2 + 1), k, 0, inf)", "do not tend to 0"),
    ("sum((-1)^k*k/(k + 1), k, 0, inf)", "do not tend to 0"),
    ("sum((-1)^k/(k - 3), k, 0, inf)", "divides by zero at k = 3"),
    ("product(1 + 1/k, k, 1, inf)", "factors are 1 + c/k + O(1/k^2) with c = 1, not 0, and such a product tends to infinity"),
    ("product(k/(k + 1), k, 1, inf)", "c = -1, not 0, and such a product tends to 0"),
    ("product(2*k^2/(k^2 + 1), k, 1, inf)", "its factors tend to 2, not 1"),
    ("product(1/k^2, k, 1, inf)", "its factors tend to 0, not 1"),
    ("product(k^2 + 1, k, 1, inf)", "its factors grow without bound"),
    ("product(k^2/((k - 2)*(k + 2)), k, 1, inf)", "divides by zero at k = 2"),
    ("integrate(1/(x^2 - 1), x, 0, inf)", "pole at x = 1, in the range of integration"),
    ("integrate(1/(x^2 - 2), x, -inf, 0)", "pole at x ≈ -1.414213562, in the range of integration"),
    ("integrate(1/(2*x + 1)^2, x, -inf, -1/4)", "pole at x ≈ -0.5, in the range of integration"),
    ("integrate(1/x^4, x, -inf, inf)", "pole at x = 0, in the range of integration"),
    ("integrate(1/x^2, x, 0, inf)", "pole at x = 0"),
    ("integrate(x/(1 + x^2), x, 0, inf)", "integrate diverges: the integrand falls like 1/x at infinity"),
    ("integrate(x^3/(1 + x^2), x, -inf, 0)", "integrate diverges: the integrand does not tend to 0 at infinity"),
]

# A product with a factor exactly 0 in its range (after its factors tend to 1 like 1 + O(1/k^2)) is
# exactly 0: (expression, exact value).
EXACT = [
    ("product((k - 3)*(k + 3)/k^2, k, 1, inf)", "0"),
    ("product(1 - 1/k^2, k, 1, inf)", "0"),
]


def gp_sum(expression, dps):
    """PARI/GP's sumnumrat of a case at `dps` digits, as text."""
    *definitions, statement = [part.strip() for part in expression.split(";")]
    inner = statement[len("sum("):-1]
    body, variable, low, _ = [p.strip() for p in inner.rsplit(",", 3)]
    assert variable == "k"
    script = "\n".join([
        "default(parisizemax, 2000000000)", f"default(realprecision, {dps + 20})", "sq(x) = x^2",
        *definitions, f"print(sumnumrat({body}, {low}))", ""])
    out = subprocess.run(["gp", "-q", "-f"], input=script, capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1].replace(" E", "e")


def gp_run(lines, dps):
    """The last line PARI/GP prints for `lines` at `dps` digits, as mpmath's text."""
    script = "\n".join(["default(parisizemax, 2000000000)", f"default(realprecision, {dps + 20})", "sq(x) = x^2",
                        *lines, ""])
    out = subprocess.run(["gp", "-q", "-f"], input=script, capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1].replace(" E", "e")


def gp_alternating_or_product(expression, dps):
    """PARI/GP's sumalt of an alternating sum, or prodnumrat of a product, at `dps` digits."""
    form = expression[:expression.index("(")]
    body, variable, low, _ = [p.strip() for p in expression[len(form) + 1:-1].rsplit(",", 3)]
    assert variable == "k"
    call = f"sumalt(k = {low}, {body})" if form == "sum" else f"prodnumrat({body}, {low})"
    return gp_run([f"print({call})"], dps)


def gp_integral(expression, low, high, dps):
    """PARI/GP's intnum of an integral at `dps` digits, between the ends given in intnum's syntax."""
    body = expression[len("integrate("):-1].rsplit(",", 3)[0].strip()
    return gp_run([f"print(intnum(x = {low}, {high}, {body}))"], dps)


def checked(expression, value, closed, dps):
    """`value`, after checking it against the closed form to about `dps` digits."""
    if closed is not None:
        exact = +closed()
        assert abs(exact - value) <= abs(exact) * mpf(10) ** (-dps + 10) + mpf(10) ** (-dps + 10), f"{expression}: {value} vs {exact}"
    return value


def alternating_or_product_reference(expression, digits, closed):
    dps = 4 * digits
    with mp.workdps(dps):
        return rounded(checked(expression, mpf(gp_alternating_or_product(expression, dps)), closed, dps), digits)


def integral_reference(expression, digits, closed, low, high):
    dps = 4 * digits
    if closed is None:
        with mp.workdps(dps):
            return rounded(mpf(gp_integral(expression, low, high, dps)), digits)
    with mp.workdps(60):
        checked(expression, mpf(gp_integral(expression, low, high, 60)), closed, 50)
    with mp.workdps(dps):
        return rounded(+closed(), digits)


def reference(expression, digits, closed):
    dps = 4 * digits
    with mp.workdps(dps):
        value = mpf(gp_sum(expression, dps))
        if closed is not None:
            exact = +closed()
            assert abs(exact - value) <= abs(exact) * mpf(10) ** (-dps + 10) + mpf(10) ** (-dps + 10), f"{expression}: {value} vs {exact}"
        return rounded(value, digits)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "infinite-sums.tsv")
    rows = []
    for expression, closed in PROVEN:
        for digits in (30, 300):
            rows.append((expression, digits, "proven", reference(expression, digits, closed)))
    for expression, kind, closed in ESTIMATED:
        with mp.workdps(120):
            rows.append((expression, 30, kind, rounded(+closed(), 30)))
    for expression, words in ERRORS:
        rows.append((expression, 30, "error", words))
    for expression, closed in ALTERNATING + PRODUCTS:
        for digits in (30, 1000):
            rows.append((expression, digits, "proven", alternating_or_product_reference(expression, digits, closed)))
    for expression, closed, low, high in INTEGRALS:
        for digits in (30, 1000) if closed is not None else (30,):
            rows.append((expression, digits, "rigorous", integral_reference(expression, digits, closed, low, high)))
    for expression, value in EXACT:
        rows.append((expression, 30, "exact", value))
    with open(out, "w") as f:
        f.write("# infinite sums, alternating sums, products and integrals of rational functions (proven) against PARI/GP "
                "sumnumrat, sumalt, prodnumrat at 4x the digits and intnum, checked with "
                "mpmath %s closed forms (Tests/References/generate_infinite_sums.py; never edit by hand)\n" % mpmath.__version__)
        f.write("# kind: proven (digits proven, no method), rigorous (digits proven, method rigorous), exact (an exact value), "
                "extrapolation or quadrature (estimate, flagged with that method), error; "
                "expected: correctly rounded to `digits`, or the words an error message contains\n")
        f.write("# expression\tdigits\tkind\texpected\n")
        for row in rows:
            f.write("\t".join(str(c) for c in row) + "\n")
    print(f"wrote {len(rows)} rows to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
