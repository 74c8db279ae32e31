#!/usr/bin/env python3
"""Reference values for SpecialPropertyTests: 2,000 seeded random expressions mixing special and
elementary functions, each with its value correctly rounded to 15, 30 or 50 significant digits.

Expressions of depth 1 to 3 (the top is never a bare leaf) are drawn with `random.Random(20261123)`
from a fixed grammar (the `LEAVES` and `FORMS` below; every argument is kept in the real domain by
construction, e.g. `gamma(abs(a) + 0.5)`). Each candidate is evaluated with mpmath at 4x its digits
(`mp.dps = 4*digits + 10`) and again at `4*digits + 40`, every intermediate value checked. A
candidate is dropped, and the next one drawn, when
  - mpmath raises, or some value (intermediate or final) is complex, infinite or NaN;
  - the value is 0, or some value's magnitude is outside 1e-300..1e300 (intermediate zeros are
    allowed);
  - the evaluation at 4*digits + 10 takes longer than 0.2 s (mpmath's caches are warmed first);
  - the two evaluations round differently to `digits` digits;
  - the value is within 10^-(3*digits), relatively, of a rounding boundary (a midpoint between two
    `digits`-digit decimals);
  - the same expression text was already kept.
Generation stops when exactly 2,000 rows are kept. The choice of expressions is seeded; only the
0.2 s limit depends on the machine (no candidate came near it when the table was written: the
slowest took 0.04 s; the table's header records how many were dropped for each reason, so a rerun that keeps other rows
shows in the diff).

The table has the columns `expression` (BigCalc syntax), `digits` and `expected`: mpmath's `nstr`
form with `digits` significant digits, trailing zeros kept, as in guaranteed.tsv (read by
`ReferenceTable.parts(ofReference:)`). A summary (candidates, drops by reason, functions used) is
printed at the end.

Run from the repository root (about 15 seconds, 5 of them warming mpmath's caches):
    python3 Tests/References/generate_property.py
It writes Tests/CalculatorEngineTests/Resources/property.tsv.
"""
import collections
import os
import random
import signal
import sys
import time

import mpmath
from mpmath import mp, mpf

SEED = 20261123
COUNT = 2000
MAX_DEPTH = 3
LEAF_PROBABILITY = 0.25          # below the top level, a subexpression is a leaf this often
DIGITS = [15, 30, 50]
DIGIT_WEIGHTS = [1, 3, 1]        # mostly 30
TIME_LIMIT = 0.2                 # seconds, for the evaluation at 4*digits + 10
SECOND_TIME_LIMIT = 1.0          # hard stop for the evaluation at 4*digits + 40
LOWER, UPPER = mpf("1e-300"), mpf("1e300")
SLOWEST = [0.0]                  # the longest evaluation at 4*digits + 10 that was within the limit
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "CalculatorEngineTests", "Resources",
                      "property.tsv")

# Leaves: (BigCalc text, mpmath value at the current precision).
LEAVES = (
    [(str(n), (lambda n=n: mpf(n))) for n in range(1, 10)]
    + [(text, (lambda text=text: mpf(text))) for text in ["0.3", "0.7", "1.5", "2.5", "1.25", "3.75"]]
    + [(f"{p}/{q}", (lambda p=p, q=q: mpf(p) / q)) for p, q in [(1, 3), (2, 7), (5, 4), (3, 8)]]
    + [("pi", lambda: +mp.pi), ("e", lambda: +mp.e)]
)

# Forms: (name in the summary, BigCalc template, arity, mpmath function of the argument values).
FORMS = [
    ("+", "({a} + {b})", 2, lambda a, b: a + b),
    ("-", "({a} - {b})", 2, lambda a, b: a - b),
    ("*", "({a} * {b})", 2, lambda a, b: a * b),
    ("/", "({a} / (abs({b}) + 1))", 2, lambda a, b: a / (abs(b) + 1)),
    ("sqrt", "sqrt(abs({a}))", 1, lambda a: mp.sqrt(abs(a))),
    ("exp", "exp(sin({a}))", 1, lambda a: mp.exp(mp.sin(a))),
    ("ln", "ln(abs({a}) + 1)", 1, lambda a: mp.log(abs(a) + 1)),
    ("atan", "atan({a})", 1, lambda a: mp.atan(a)),
    ("cos", "cos({a})", 1, lambda a: mp.cos(a)),
    ("tanh", "tanh({a})", 1, lambda a: mp.tanh(a)),
    ("gamma", "gamma(abs({a}) + 0.5)", 1, lambda a: mp.gamma(abs(a) + mpf("0.5"))),
    ("lgamma", "lgamma(abs({a}) + 1)", 1, lambda a: mp.loggamma(abs(a) + 1)),
    ("digamma", "digamma(abs({a}) + 1)", 1, lambda a: mp.digamma(abs(a) + 1)),
    ("zeta", "zeta(abs({a}) + 2)", 1, lambda a: mp.zeta(abs(a) + 2)),
    ("erf", "erf({a})", 1, lambda a: mp.erf(a)),
    ("erfc", "erfc({a})", 1, lambda a: mp.erfc(a)),
    ("besselj0", "besselj(0, {a})", 1, lambda a: mp.besselj(0, a)),
    ("besselj1", "besselj(1, {a})", 1, lambda a: mp.besselj(1, a)),
    ("besseli0", "besseli(0, sin({a}))", 1, lambda a: mp.besseli(0, mp.sin(a))),
    ("besselk1", "besselk(1, abs({a}) + 1)", 1, lambda a: mp.besselk(1, abs(a) + 1)),
    ("bessely0", "bessely(0, abs({a}) + 1)", 1, lambda a: mp.bessely(0, abs(a) + 1)),
    ("airyai", "airyai(sin({a}))", 1, lambda a: mp.airyai(mp.sin(a))),
    ("airybi", "airybi(sin({a}))", 1, lambda a: mp.airybi(mp.sin(a))),
    ("Ei", "Ei(abs({a}) + 0.5)", 1, lambda a: mp.ei(abs(a) + mpf("0.5"))),
    ("W", "W(abs({a}))", 1, lambda a: mp.re(mp.lambertw(abs(a)))),
    ("ellipk", "ellipk(sin({a}) / 2)", 1, lambda a: mp.ellipk(mp.sin(a) / 2)),
    ("ellipe", "ellipe(sin({a}) / 2)", 1, lambda a: mp.ellipe(mp.sin(a) / 2)),
    ("polylog", "polylog(2, sin({a}) / 2)", 1, lambda a: mp.polylog(2, mp.sin(a) / 2)),
    ("polygamma", "polygamma(1, abs({a}) + 1)", 1, lambda a: mp.psi(1, abs(a) + 1)),
    ("hurwitz zeta", "zeta(abs({a}) + 2, abs({b}) + 1)", 2, lambda a, b: mp.zeta(abs(a) + 2, abs(b) + 1)),
    ("beta", "beta(abs({a}) + 1, abs({b}) + 1)", 2, lambda a, b: mp.beta(abs(a) + 1, abs(b) + 1)),
    ("agm", "agm(abs({a}) + 1, abs({b}) + 1)", 2, lambda a, b: mp.agm(abs(a) + 1, abs(b) + 1)),
    ("li", "li(abs({a}) + 2)", 1, lambda a: mp.li(abs(a) + 2)),
    ("lambertw", "lambertw(abs({a}))", 1, lambda a: mp.re(mp.lambertw(abs(a)))),
]
ELEMENTARY = {"+", "-", "*", "/", "sqrt", "exp", "ln", "atan", "cos", "tanh"}


class Drop(Exception):
    """A candidate left out; the message is the reason counted in the summary."""


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout()


class Node:
    """A leaf (`form` None) or a form applied to child nodes."""

    def __init__(self, text, form=None, children=(), leaf=None):
        self.text, self.form, self.children, self.leaf = text, form, children, leaf

    def forms(self):
        found = [] if self.form is None else [self.form[0]]
        for child in self.children:
            found += child.forms()
        return found

    def depth(self):
        return 0 if self.form is None else 1 + max(child.depth() for child in self.children)

    def value(self):
        """The value at the current mp.dps, every node's value checked (raises Drop)."""
        if self.form is None:
            result = self.leaf()
        else:
            result = self.form[3](*[child.value() for child in self.children])
        if not isinstance(result, mpf):
            raise Drop("complex value")
        if mp.isnan(result) or mp.isinf(result):
            raise Drop("infinite or NaN value")
        if result != 0 and not (LOWER <= abs(result) <= UPPER):
            raise Drop("magnitude outside 1e-300..1e300")
        return result


def expression(rng, depth, top=False):
    if depth == 0 or (not top and rng.random() < LEAF_PROBABILITY):
        text, leaf = rng.choice(LEAVES)
        return Node(text, leaf=leaf)
    form = rng.choice(FORMS)
    children = [expression(rng, depth - 1) for _ in range(form[2])]
    names = "ab"[:form[2]]
    text = form[1].format(**{name: child.text for name, child in zip(names, children)})
    return Node(text, form=form, children=children)


def evaluate(node, dps, limit):
    """The node's value at `dps` digits and the seconds it took; Drop on failure or timeout."""
    mp.dps = dps
    signal.setitimer(signal.ITIMER_REAL, limit)
    start = time.perf_counter()
    try:
        value = node.value()
    except Timeout:
        raise Drop("slower than 0.2 s")
    except Drop:
        raise
    except Exception as error:  # mpmath's own errors (NoConvergence, ValueError, ZeroDivisionError, …)
        raise Drop(f"mpmath raised {type(error).__name__}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return value, time.perf_counter() - start


def rounded(value, digits):
    """`value` rounded to `digits` significant digits in nstr form, trailing zeros kept."""
    return mpmath.nstr(value, digits, strip_zeros=False, min_fixed=1, max_fixed=0)


def near_boundary(value, digits):
    """Whether `value` is within 10^-(3*digits), relatively, of a midpoint between two `digits`-digit decimals.

    Call at the higher precision (4*digits + 40 digits carry the 4*digits this needs)."""
    exponent = int(mp.floor(mp.log10(abs(value))))
    while mpf(10) ** exponent > abs(value):
        exponent -= 1
    while mpf(10) ** (exponent + 1) <= abs(value):
        exponent += 1
    scaled = abs(value) * mpf(10) ** (digits - 1 - exponent)   # about 10^(digits-1) .. 10^digits
    fraction = scaled - mp.floor(scaled)
    return abs(fraction - mpf("0.5")) < scaled * mpf(10) ** (-3 * digits)


def reference(node, digits):
    """The expected text of a candidate, or Drop."""
    value, seconds = evaluate(node, 4 * digits + 10, TIME_LIMIT)
    if seconds > TIME_LIMIT:
        raise Drop("slower than 0.2 s")
    SLOWEST[0] = max(SLOWEST[0], seconds)
    if value == 0:
        raise Drop("zero value")
    first = rounded(value, digits)
    value, _ = evaluate(node, 4 * digits + 40, SECOND_TIME_LIMIT)
    if value == 0:
        raise Drop("zero value")
    second = rounded(value, digits)
    if first != second:
        raise Drop("4*digits+10 and 4*digits+40 round differently")
    if near_boundary(value, digits):
        raise Drop("near a rounding boundary")
    return second


def warm_up():
    """Fill mpmath's caches (Bernoulli numbers, constants, zeta coefficients) at every precision used,
    so that the time limit measures the expressions and not the first call of a function."""
    for digits in DIGITS:
        for dps in (4 * digits + 10, 4 * digits + 40):
            mp.dps = dps
            for x in (mpf("0.3"), mpf("2.5"), mpf(9), mpf(40)):
                for form in FORMS:
                    try:
                        form[3](*([x] * form[2]))
                    except Exception:
                        pass


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    warm_up()
    rng = random.Random(SEED)
    rows, kept_texts = [], set()
    drops = collections.Counter()
    candidates = 0
    while len(rows) < COUNT:
        digits = rng.choices(DIGITS, weights=DIGIT_WEIGHTS)[0]
        node = expression(rng, MAX_DEPTH, top=True)
        candidates += 1
        try:
            if node.text in kept_texts:
                raise Drop("repeated expression")
            expected = reference(node, digits)
        except Drop as drop:
            drops[str(drop)] += 1
            continue
        kept_texts.add(node.text)
        rows.append((node, digits, expected))

    occurrences = collections.Counter(name for node, _, _ in rows for name in node.forms())
    containing = collections.Counter(name for node, _, _ in rows for name in set(node.forms()))
    special = sum(1 for node, _, _ in rows if set(node.forms()) - ELEMENTARY)
    with open(OUTPUT, "w") as out:
        out.write(f"# Generated by Tests/References/generate_property.py (seed {SEED}): {COUNT} rows kept of "
                  f"{candidates} candidates; dropped: "
                  + ", ".join(f"{reason} {count}" for reason, count in drops.most_common()) + "\n")
        out.write("# expression\tdigits\texpected (digits significant digits, mpmath at 4*digits+10 and 4*digits+40)\n")
        for node, digits, expected in rows:
            out.write(f"{node.text}\t{digits}\t{expected}\n")

    print(f"{COUNT} kept of {candidates} candidates ({candidates - COUNT} dropped)")
    for reason, count in drops.most_common():
        print(f"  dropped, {reason}: {count}")
    print("digits: " + ", ".join(f"{d}: {c}" for d, c in sorted(collections.Counter(d for _, d, _ in rows).items())))
    print("depth: " + ", ".join(f"{d}: {c}" for d, c in sorted(collections.Counter(n.depth() for n, _, _ in rows).items())))
    print(f"expressions with at least one special function: {special}")
    print(f"slowest evaluation at 4*digits + 10 within the limit: {SLOWEST[0]:.3f} s")
    print("form: occurrences / expressions containing it")
    for form in FORMS:
        print(f"  {form[0]:>13}: {occurrences[form[0]]:5d} / {containing[form[0]]:4d}")
    print(f"wrote {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
