#!/usr/bin/env python3
"""Reference values for InfiniteSumTests: `sum(f, k, a, inf)` of rational functions of k (proven in
closed form), sums that stay estimates, and the errors, at 30 and 300 digits.

Writes Tests/CalculatorEngineTests/Resources/infinite-sums.tsv: `expression`, `digits`, `kind`
(proven: digits proven, JSON method null; extrapolation: an estimate, flagged; error) and `expected`
(the value correctly rounded to `digits`, or the words an error message contains).

References: PARI/GP's `sumnumrat` (sums of rational functions) at 4x the digits, checked against
mpmath's closed form where the case has one (pi^2/6, zeta(3), ...) to 4x the digits; estimates from
mpmath closed forms at 4x the digits.

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

# (expression, closed form): not rational functions of k with rational coefficients, estimated.
ESTIMATED = [
    ("sum((-1)^k/k^2, k, 1, inf)", lambda: -mp.pi ** 2 / 12),
    ("sum(1/(k^2 + pi), k, 0, inf)", lambda: (1 + mp.sqrt(mp.pi) * mp.pi * mp.coth(mp.sqrt(mp.pi) * mp.pi)) / (2 * mp.pi)),
    ("sum(1/k^2/2^k, k, 1, inf)", lambda: mp.pi ** 2 / 12 - mp.ln(2) ** 2 / 2),
]

ERRORS = [
    ("sum(1/(k - 3)^2, k, 1, inf)", "divides by zero at k = 3"),
    ("sum((k - 3)/((k - 3)*(k^2 + 1)), k, 0, inf)", "divides by zero at k = 3"),
    ("sum(1/(k^2 - 4), k, 0, inf)", "divides by zero at k = 2"),
    ("sum(1/(2*k + 1), k, 0, inf)", "diverges: its terms fall like 1/k"),
    ("sum((k^2 + 1)/(k^3 + 5), k, 0, inf)", "diverges: its terms fall like 1/k"),
    ("sum(k^2/(k^2 + 1), k, 0, inf)", "do not tend to 0"),
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
    for expression, closed in ESTIMATED:
        with mp.workdps(120):
            rows.append((expression, 30, "extrapolation", rounded(+closed(), 30)))
    for expression, words in ERRORS:
        rows.append((expression, 30, "error", words))
    with open(out, "w") as f:
        f.write("# infinite sums of rational functions (proven) against PARI/GP sumnumrat at 4x the digits, checked with "
                "mpmath %s closed forms (Tests/References/generate_infinite_sums.py; never edit by hand)\n" % mpmath.__version__)
        f.write("# kind: proven (digits proven, no method), extrapolation (estimate, flagged), error; "
                "expected: correctly rounded to `digits`, or the words an error message contains\n")
        f.write("# expression\tdigits\tkind\texpected\n")
        for row in rows:
            f.write("\t".join(str(c) for c in row) + "\n")
    print(f"wrote {len(rows)} rows to {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
