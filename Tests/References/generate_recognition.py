#!/usr/bin/env python3
"""Reference cases for the recognition algorithms of BigNumber (RecognitionReferenceTests), with
known answers, computed independently of BigCalc: values by mpmath at 4x the working digits (plus
20), exact continued fractions and best approximations by Python's `fractions`, and every relation
cross-checked with PARI/GP (`contfrac`, `bestappr`, `lindep`, `algdep` at the working digits).

Writes Tests/BigNumberTests/Resources/recognition.tsv, one case a line, four tab-separated columns:

    kind  digits  arguments  expected

- kind: "contfrac-exact" (a fraction: its whole expansion), "contfrac" (a value: the first terms
  of its expansion, from the 4x value; the test's terms must be a prefix), "bestappr" (a value and
  a denominator bound: the closest fraction, ties to the smaller denominator), "lindep" (values: the
  relation, primitive, first non-zero coefficient positive) or "algdep" (a value and a degree: the
  minimal polynomial's coefficients from the constant term up, leading coefficient positive).
- digits: the working decimal digits (the test rounds each value to digits*log2(10) bits).
- arguments: ';'-separated; values are decimals with 4*digits+20 significant digits.
- "identify" (a value: the closed form it was built from, as "rational:p/q", "sqrt:r:+" or
  "sqrt:r:-", "linear:q0:q1:c", "product:q:c1:c2" or "quotient:q:c1:c2", c a name of IDENTIFY_NAMES
  (the order of BigNumber's StandardConstant)); the shapes avoid each other's values (no products of
  square roots, which are square roots).
- expected: ','-separated integers, or one fraction.

Requires mpmath and PARI/GP (`gp` on the path). Run from the package root:
    python3 Tests/References/generate_recognition.py
"""
import math
import os
import random
import subprocess
from fractions import Fraction

from mpmath import mp, mpf, nstr

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "BigNumberTests", "Resources", "recognition.tsv")
rng = random.Random(20261128)


def gp(digits, script):
    """The lines PARI/GP prints for `script` at `digits` decimal digits."""
    text = "default(realprecision, %d);\n%s\nquit\n" % (digits, script)
    out = subprocess.run(["gp", "-q", "-f", "--default", "parisize=64000000"], input=text,
                         capture_output=True, text=True, check=True).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def decimal(x, digits):
    """x with 4*digits+20 significant digits (mp.dps must be at least that)."""
    return nstr(x, 4 * digits + 20, strip_zeros=False, min_fixed=-math.inf, max_fixed=math.inf)


def normalized(coefficients):
    g = 0
    for c in coefficients:
        g = math.gcd(g, c)
    first = next(c for c in coefficients if c != 0)
    s = g if first > 0 else -g
    return [c // s for c in coefficients]


def parse_pari_vector(text):
    return [int(t) for t in text.strip("[]~").replace(" ", "").split(",") if t]


CONSTANTS = {
    "pi": lambda: mp.pi, "e": lambda: mp.e, "ln2": lambda: mp.log(2), "ln3": lambda: mp.log(3),
    "zeta3": lambda: mp.zeta(3), "catalan": lambda: mp.catalan, "euler": lambda: mp.euler,
    "sqrt2": lambda: mp.sqrt(2), "pi2": lambda: mp.pi ** 2,
}


def contfrac_exact_cases():
    rows = []
    for _ in range(10):
        q = Fraction(rng.randint(-10**12, 10**12), rng.randint(1, 10**9))
        terms, x = [], q
        while True:
            a = math.floor(x)
            terms.append(a)
            if x == a:
                break
            x = 1 / (x - a)
        pari = parse_pari_vector(gp(20, "print(contfrac(%d/%d))" % (q.numerator, q.denominator))[0])
        assert pari == terms, (q, pari, terms)
        rows.append(("contfrac-exact", 0, "%d/%d" % (q.numerator, q.denominator), ",".join(map(str, terms))))
    return rows


def contfrac_cases(digits):
    rows = []
    for name in ["pi", "e", "zeta3", "catalan", "euler"]:
        mp.dps = 4 * digits + 40
        x = CONSTANTS[name]()
        # The reference: PARI's expansion of the 4x value, all but its last few (uncertain) terms.
        terms = parse_pari_vector(gp(4 * digits + 20, "print(contfrac(%s))" % decimal(x, digits))[0])[:-5]
        rows.append(("contfrac", digits, decimal(x, digits), ",".join(map(str, terms))))
    return rows


def bestappr_case(x, digits, bound):
    """The row for x and bound: the closest fraction when the working ball surely decides it
    (the answer is the same 10^(3-digits) either side), "undecided" when a cell boundary lies
    within 10^-(digits+3) of x (a ball of the working digits then reaches across it); None between.
    Python's limit_denominator breaks a tie towards the convergent, the smaller denominator."""
    exact = Fraction(decimal(x, digits))
    best = exact.limit_denominator(bound)

    def same(t):
        step = Fraction(1, 10**t)
        return (exact - step).limit_denominator(bound) == best == (exact + step).limit_denominator(bound)

    if same(digits - 3):
        expected = "%d/%d" % (best.numerator, best.denominator)
    elif not same(digits + 3):
        expected = "undecided"
    else:
        return None
    return ("bestappr", digits, "%s;%d" % (decimal(x, digits), bound), expected)


def bestappr_cases(digits):
    rows = []
    for name in ["pi", "e", "ln2", "sqrt2", "zeta3"]:
        mp.dps = 4 * digits + 40
        x = CONSTANTS[name]()
        for top in [10**3, 10 ** (digits // 2 - 3)]:
            row = None
            while row is None:
                row = bestappr_case(x, digits, rng.randint(2, top))
            rows.append(row)
    # √2 and this bound: the last convergent and the semiconvergent after it are 1.9e-47 apart in
    # distance, which 30 digits cannot tell apart and 100 digits can.
    mp.dps = 4 * digits + 40
    rows.append(bestappr_case(mp.sqrt(2), digits, 372003266537))
    return rows


def check_lindep(digits, values, relation):
    pari = gp(digits, "print(lindep([%s]))" % ",".join(nstr(v, digits + 5) for v in values))
    got = normalized(parse_pari_vector(pari[0]))
    assert got == normalized(relation), (values, got, relation)


def lindep_cases(digits):
    rows = []
    primes = [2, 3, 5, 7, 11, 13]
    big = 9 if digits == 30 else 60
    # Integer combinations of logarithms: ln(prod p^e) against the ln p.
    for _ in range(6):
        ps = rng.sample(primes, rng.randint(2, 4))
        es = [rng.randint(-big, big) or 1 for _ in ps]
        mp.dps = 4 * digits + 40
        values = [mp.log(p) for p in ps]
        target = sum(e * mp.log(p) for e, p in zip(es, ps))
        relation = normalized(es + [-1])
        check_lindep(digits, values + [target], relation)
        rows.append(("lindep", digits, ";".join(decimal(v, digits) for v in values + [target]), ",".join(map(str, relation))))
    # Integer combinations of constants and 1.
    for _ in range(6):
        names = rng.sample(["pi", "e", "ln2", "zeta3", "catalan", "euler", "pi2"], rng.randint(2, 3))
        cs = [rng.randint(-big, big) or 2 for _ in names] + [rng.randint(-big, big)]
        mp.dps = 4 * digits + 40
        values = [CONSTANTS[n]() for n in names] + [mpf(1)]
        target = sum(c * v for c, v in zip(cs, values))
        relation = normalized(cs + [-1])
        check_lindep(digits, values + [target], relation)
        rows.append(("lindep", digits, ";".join(decimal(v, digits) for v in values + [target]), ",".join(map(str, relation))))
    # Constants disguised by a rational factor: q*x = p*c.
    for name in ["pi", "e", "zeta3", "catalan", "ln3"]:
        f = Fraction(rng.randint(1, 999), rng.randint(1, 999))
        mp.dps = 4 * digits + 40
        c = CONSTANTS[name]()
        x = c * f.numerator / f.denominator
        relation = normalized([f.denominator, -f.numerator])
        check_lindep(digits, [x, c], relation)
        rows.append(("lindep", digits, "%s;%s" % (decimal(x, digits), decimal(c, digits)), ",".join(map(str, relation))))
    return rows


def algdep_cases(digits):
    rows = []
    top = 4 if digits == 30 else 20
    count = 0
    while count < 8:
        degree = rng.randint(2, 6 if digits == 100 else 5)
        coefficients = [rng.randint(-top, top) for _ in range(degree)] + [rng.randint(1, top)]
        poly = "+".join("(%d)*x^%d" % (c, k) for k, c in enumerate(coefficients))
        info = gp(20, "f=%s; print(polisirreducible(f)); print(#select(r->imag(r)==0, polroots(f)))" % poly)
        if info[0] != "1" or info[1] == "0":
            continue
        mp.dps = 4 * digits + 40
        roots = [r for r in mp.polyroots(coefficients[::-1], maxsteps=400, extraprec=4 * digits * 4) if abs(mp.im(r)) < mpf(10) ** (-digits)]
        if not roots:
            continue
        x = mp.re(roots[0])
        expected = coefficients if coefficients[-1] > 0 else [-c for c in coefficients]
        g = 0
        for c in expected:
            g = math.gcd(g, c)
        expected = [c // g for c in expected]
        # PARI must find it at the working digits, or the case asks for more than they hold.
        pari = gp(digits, "print(Vecrev(algdep(%s, %d)))" % (nstr(x, digits + 5), degree))
        got = parse_pari_vector(pari[0])
        if got[-1] < 0:
            got = [-c for c in got]
        if got != expected:
            continue
        rows.append(("algdep", digits, "%s;%d" % (decimal(x, digits), degree), ",".join(map(str, expected))))
        count += 1
    # Sums of square roots and cube roots, with PARI's algdep at 4x digits as the minimal polynomial.
    for expression, degree in [("sqrt(2)+sqrt(3)", 4), ("2^(1/3)+1", 3), ("sqrt(5)-3^(1/3)", 6), ("(1+sqrt(7))/3", 2)]:
        mp.dps = 4 * digits + 40
        x = eval(expression.replace("sqrt", "mp.sqrt").replace("^", "**").replace("(1/3)", "(mpf(1)/3)"))
        reference = gp(4 * digits + 20, "print(Vecrev(algdep(%s, %d)))" % (expression, degree))
        expected = parse_pari_vector(reference[0])
        if expected[-1] < 0:
            expected = [-c for c in expected]
        rows.append(("algdep", digits, "%s;%d" % (decimal(x, digits), degree), ",".join(map(str, expected))))
    return rows


IDENTIFY_NAMES = ["pi", "pi2", "e", "ln2", "ln3", "sqrt2", "sqrt3", "sqrt5", "zeta3", "euler", "catalan"]
TRANSCENDENTAL = ["pi", "e", "ln2", "ln3", "zeta3", "euler", "catalan"]


def small_fraction(top, nonzero=True):
    while True:
        f = Fraction(rng.randint(-top, top), rng.randint(1, top))
        if f != 0 or not nonzero:
            return f


def fraction_text(f):
    return "%d/%d" % (f.numerator, f.denominator)


def identify_cases(digits):
    """Known closed forms; the coefficients are smaller at 30 digits, where the relation among
    x, 1 and c must be short enough for 30 digits to find."""
    rows = []
    top = 30 if digits == 30 else 999
    mp.dps = 4 * digits + 40
    for _ in range(3):
        f = small_fraction(9999)
        rows.append(("identify", digits, decimal(mpf(f.numerator) / f.denominator, digits), "rational:" + fraction_text(f)))
    for sign in ["+", "-"]:
        while True:
            r = Fraction(rng.randint(2, 9999), rng.randint(1, 9999))
            if math.isqrt(r.numerator) ** 2 != r.numerator or math.isqrt(r.denominator) ** 2 != r.denominator:
                break
        x = mp.sqrt(mpf(r.numerator) / r.denominator) * (1 if sign == "+" else -1)
        rows.append(("identify", digits, decimal(x, digits), "sqrt:%s:%s" % (fraction_text(r), sign)))
    for name in rng.sample(TRANSCENDENTAL, 4):
        q0, q1 = small_fraction(top, nonzero=False), small_fraction(top)
        x = mpf(q0.numerator) / q0.denominator + mpf(q1.numerator) / q1.denominator * CONSTANTS[name]()
        rows.append(("identify", digits, decimal(x, digits), "linear:%s:%s:%s" % (fraction_text(q0), fraction_text(q1), name)))
    for shape in ["product", "quotient"]:
        for _ in range(2):
            a, b = sorted(rng.sample(TRANSCENDENTAL, 2), key=IDENTIFY_NAMES.index)
            q = small_fraction(top)
            if shape == "quotient" and rng.random() < 0.5:
                a, b = b, a
            x = mpf(q.numerator) / q.denominator * (CONSTANTS[a]() * CONSTANTS[b]() if shape == "product" else CONSTANTS[a]() / CONSTANTS[b]())
            rows.append(("identify", digits, decimal(x, digits), "%s:%s:%s:%s" % (shape, fraction_text(q), a, b)))
    return rows


def main():
    rows = contfrac_exact_cases()
    for digits in [30, 100]:
        rows += contfrac_cases(digits) + bestappr_cases(digits) + lindep_cases(digits) + algdep_cases(digits) + identify_cases(digits)
    with open(OUT, "w") as f:
        f.write("# kind\tdigits\targuments\texpected — written by Tests/References/generate_recognition.py\n")
        for row in rows:
            f.write("\t".join(str(c) for c in row) + "\n")
    print("%d cases" % len(rows))


if __name__ == "__main__":
    main()
