#!/usr/bin/env python3
"""Reference values for IntegerLanguageTests: base literals, bitwise operators, number theory and
output in other bases, computed with Python integers (and gmpy2 for primes), independently of BigCalc.

Writes Tests/References/integers.tsv (read by BigCalcCLITests/IntegerTests.swift) with the columns `line` (a BigCalc
expression), `base` (the output base, 10, 16, 8, 2 or 36) and `expected`: the exact text bigcalc
prints (an integer in that base with its 0x/0o/0b prefix, or a factorization `2^3 × 3^2 × 5`), or
`error:<words>` for a line that must fail with a message containing <words>.

The random values are drawn from a seeded generator (seed 20261123), so the table is reproducible.
Run: python3 Tests/References/generate_integers.py   (needs gmpy2)
"""
import math
import os
import random

import gmpy2

random.seed(20261123)
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def in_base(n, base):
    # Zero is written 0 in every base, without a prefix.
    if base == 10 or n == 0:
        return str(n)
    prefix = {16: "0x", 8: "0o", 2: "0b"}.get(base, "")
    m = abs(n)
    text = ""
    while True:
        m, r = divmod(m, base)
        text = DIGITS[r] + text
        if m == 0:
            break
    return ("-" if n < 0 else "") + prefix + text


def literal(n, base, separators=False):
    text = in_base(n, base)
    if separators and len(text) > 6:
        sign = "-" if text.startswith("-") else ""
        body = text.lstrip("-")
        prefix, digits = (body[:2], body[2:]) if base != 10 else ("", body)
        groups = [digits[max(0, i - 4):i] for i in range(len(digits), 0, -4)][::-1]
        text = sign + prefix + "_".join(groups)
    return text


def factorization(n):
    factors = []
    if n < 0:
        factors.append("-1")
        n = -n
    p = 2
    while p * p <= n:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        if e:
            factors.append(str(p) if e == 1 else f"{p}^{e}")
        p += 1
    if n > 1:
        factors.append(str(n))
    return " × ".join(factors) if factors else "1"


def rows():
    out = []
    # literals and output bases
    for _ in range(40):
        n = random.choice([1, -1]) * random.getrandbits(random.choice([8, 64, 200]))
        for base in (16, 8, 2):
            out.append((literal(n, base, separators=random.random() < 0.5).replace("-", "-", 1), 10, str(n)))
            out.append((str(n), base, in_base(n, base)))
    out.append(("0", 16, "0"))
    out.append(("0", 8, "0"))
    out.append(("5 & 2", 2, "0"))
    out.append(("-0", 36, "0"))
    out.append(("-0b0", 10, "0"))
    out.append(("35", 36, "z"))
    out.append(("0xFF + 0o17 + 0B11", 10, str(0xFF + 0o17 + 0b11)))
    out.append(("1_000_000 * 2", 10, "2000000"))
    out.append(("0x1.8p3", 10, "12"))
    out.append(("0x1p-2", 10, "0.25"))
    # bitwise identities on random values, including negatives (Python semantics)
    for _ in range(40):
        a = random.choice([1, -1]) * random.getrandbits(random.choice([16, 100, 300]))
        b = random.choice([1, -1]) * random.getrandbits(random.choice([16, 100, 300]))
        s = random.randrange(0, 200)
        out.append((f"({a}) & ({b})", 10, str(a & b)))
        out.append((f"({a}) | ({b})", 10, str(a | b)))
        out.append((f"({a}) xor ({b})", 10, str(a ^ b)))
        out.append((f"~({a})", 10, str(~a)))
        out.append((f"({a}) << {s}", 10, str(a << s)))
        out.append((f"({a}) >> {s}", 10, str(a >> s)))
    out.append(("1 + 2 & 3", 10, str(1 + 2 & 3)))
    out.append(("6 & 3 | 8", 10, str(6 & 3 | 8)))
    out.append(("5 xor 3 == 6", 10, str(int((5 ^ 3) == 6))))
    out.append(("1 << 2 + 1", 10, str(1 << 2 + 1)))
    # number theory
    for _ in range(20):
        a, b, m = random.getrandbits(200), random.randrange(-50, 10**30), random.getrandbits(100) | 1
        if math.gcd(a, m) == 1:
            out.append((f"powmod({a}, {b}, {m})", 10, str(pow(a, b, m))))
            out.append((f"modinv({a}, {m})", 10, str(pow(a, -1, m))))
    for _ in range(20):
        n = random.getrandbits(random.choice([20, 64, 100, 300]))
        out.append((f"isprime({n})", 10, str(int(gmpy2.is_prime(n)))))
        out.append((f"nextprime({n})", 10, str(gmpy2.next_prime(n))))
    for p in [2, 3, 97, 2**61 - 1, 2**127 - 1, 561, 1105, 3215031751, 2**64 + 13]:
        out.append((f"isprime({p})", 10, str(int(gmpy2.is_prime(p)))))
    out.append(("prevprime(100)", 10, "97"))
    out.append(("prevprime(10^20)", 10, str(max(q for q in range(10**20 - 200, 10**20) if gmpy2.is_prime(q)))))
    for n in [1, 2, 12, 360, 1001, 2**32 + 1, 600851475143, 10**12 + 39]:
        out.append((f"factor({n})", 10, factorization(n)))
        phi = sum(1 for k in range(1, n + 1) if math.gcd(k, n) == 1) if n < 2000 else None
        if phi is not None:
            out.append((f"totient({n})", 10, str(phi)))
            out.append((f"numdivisors({n})", 10, str(sum(1 for d in range(1, n + 1) if n % d == 0))))
    out.append(("factor(-12)", 10, "-1 × 2^2 × 3"))
    out.append(("factor(360)", 16, "0x2^3 × 0x3^2 × 0x5"))
    out.append(("gcd(12, 18, 27)", 10, "3"))
    out.append(("lcm(4, 6, 10)", 10, "60"))
    for _ in range(10):
        n = random.getrandbits(300)
        out.append((f"isqrt({n})", 10, str(math.isqrt(n))))
        out.append((f"iroot({n}, 3)", 10, str(int(gmpy2.iroot(n, 3)[0]))))
        out.append((f"numdigits({n})", 10, str(len(str(n)))))
        out.append((f"numdigits({n}, 16)", 10, str(len(hex(n)) - 2)))
    out.append(("2^(10^7) - 2^(10^7) + powmod(2, 10^7, 10^9 + 7)", 10, str(pow(2, 10**7, 10**9 + 7))))
    # errors
    out += [
        ("isprime(2.5)", 10, "error:isprime of a non-integer"),
        ("5.5 & 3", 10, "error:of non-integers"),
        ("modinv(2, 4)", 10, "error:no inverse"),
        ("powmod(2, 3, 0)", 10, "error:powmod"),
        ("totient(0)", 10, "error:totient of a number below 1"),
        ("1 << 10^20", 10, "error:too large"),
        ("iroot(-8, 2)", 10, "error:iroot of a negative number"),
        ("0x1.8", 10, "12"),
    ]
    # 0x1.8 is 1.5: fix the expected value written above by hand
    out[-1] = ("0x1.8", 10, "1.5")
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "integers.tsv")
    table = rows()
    with open(path, "w") as f:
        f.write("# Integers against Python integers and gmpy2 %s (Tests/References/generate_integers.py; never edit by hand)\n" % gmpy2.version())
        f.write("# expected: the exact text printed in `base`, or error:<words>\n")
        f.write("# line\tbase\texpected\n")
        for line, base, expected in table:
            f.write(f"{line}\t{base}\t{expected}\n")
    print(f"wrote {len(table)} rows to {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
