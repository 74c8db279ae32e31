#!/usr/bin/env python3
"""Reference values for BigInt's library API (BigIntLibraryTests), computed independently of
BigCalc with Python's own integers and, for primes, gmpy2 (GMP's Baillie-PSW and Miller-Rabin
tests, `next_prime`, `prev_prime`).

Writes Tests/BigNumberTests/Resources/bigint.tsv: one row per case,
`operation <TAB> arguments, comma-separated <TAB> expected`, with these operations:

- radix: value,base -> the digits in base 2..36 (lowercase, '-' for negatives), by repeated division.
- and / or / xor: a,b -> Python's a & b, a | b, a ^ b (infinite two's complement); not: a -> ~a;
  shl / shr: a,n -> a << n, a >> n (floor for negatives).
- powmod: a,b,m -> pow(a, b, m) (negative b via the inverse; result with the sign of m), or `error`.
- inverse: a,m -> pow(a, -1, m), or `none`.
- gcd / lcm: several values -> math.gcd / math.lcm of all of them.
- iroot: x,n -> the n-th root rounded toward zero (Newton's method here, checked), or `none`.
- digits: x,base -> the number of digits of |x| in base 2..62.
- double: x -> repr(float(x)) (Python rounds to nearest, ties to even), `inf`/`-inf` beyond range.
- fromDouble: repr(d) -> int(d), the exact integer value of an integral double.
- primality: n -> prime / probablePrime / notPrime (certain below 2^64, gmpy2's tests above).
- next / previous: n -> the next prime above n, the previous prime below n (or `none`).
- factor: n -> its factorization `p^e*q` (numbers built from known primes); factor.random: n -> `-`
  (random 30-40 digit numbers: the test multiplies the factors back and checks each is prime).
- totient / divisorCount: n -> phi(n), tau(n) by trial division; divisors: n -> the divisors,
  space-separated.

Run from the package root: python3 Tests/References/generate_bigint.py
"""
import math
import os
import random
import sys

import gmpy2

OUT = os.path.join(os.path.dirname(__file__), "..", "BigNumberTests", "Resources")
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def to_base(x, base):
    """The digits of x in base (2..36), by repeated division."""
    if x == 0:
        return "0"
    sign, x, digits = "-" if x < 0 else "", abs(x), []
    while x:
        x, d = divmod(x, base)
        digits.append(DIGITS[d])
    return sign + "".join(reversed(digits))


def digit_count(x, base):
    x, count = abs(x), 1
    while x >= base:
        x //= base
        count += 1
    return count


def int_root(x, n):
    """floor(x^(1/n)) for x >= 0 by integer Newton iteration, checked."""
    if x < 2:
        return x
    r = 1 << ((x.bit_length() + n - 1) // n)  # above the root
    while True:
        s = ((n - 1) * r + x // r ** (n - 1)) // n
        if s >= r:
            break
        r = s
    assert r**n <= x < (r + 1) ** n
    return r


def trial_factor(n):
    """{prime: exponent} of n >= 1 by trial division (n up to about 10^13)."""
    factors, p = {}, 2
    while p * p <= n:
        while n % p == 0:
            factors[p] = factors.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def random_signed(rng, max_bits):
    x = rng.getrandbits(rng.randint(1, max_bits))
    return -x if rng.random() < 0.5 else x


def primality(n):
    if n < 2 or not gmpy2.is_prime(n, 50):
        return "notPrime"
    return "prime" if n < 2**64 else "probablePrime"


def rows():
    rng = random.Random(16)
    out = []
    edges = [0, 1, -1, 2**64 - 1, -(2**64), 2**64, -(2**63), 10**40 + 7]

    for base in range(2, 37):
        values = [edges[(base * 3 + k) % len(edges)] for k in range(2)] + [random_signed(rng, 400) for _ in range(3)]
        for x in values:
            out.append(("radix", f"{x},{base}", to_base(x, base)))

    for _ in range(20):
        a, b = random_signed(rng, 300), random_signed(rng, 300)
        out += [("and", f"{a},{b}", a & b), ("or", f"{a},{b}", a | b), ("xor", f"{a},{b}", a ^ b), ("not", str(a), ~a)]
        n = rng.randint(0, 200)
        out += [("shl", f"{a},{n}", a << n), ("shr", f"{a},{n}", a >> n)]
    for a, n in [(-1, 1000), (-5, 1), (5, 1), (-(2**100), 100), (-(2**100) - 1, 100), (2**100, 101), (-7, 3)]:
        out.append(("shr", f"{a},{n}", a >> n))

    powmods = [(2, 10**7, 10**9 + 7), (3, 2, -7), (5, 0, 1), (5, 3, -1), (-3, 5, 7), (0, 0, 5), (2, -1, 7),
               (3, -5, -11), (4, -1, 8), (6, -2, 9), (10, 10**30, 1)]
    for _ in range(12):
        m = random_signed(rng, 300) or 1
        a, b = random_signed(rng, 300), rng.getrandbits(200)
        if rng.random() < 0.4:
            b = -b
        powmods.append((a, b, m))
    for a, b, m in powmods:
        try:
            expected = pow(a, b, m)
        except ValueError:
            expected = "error"
        out.append(("powmod", f"{a},{b},{m}", expected))

    inverses = [(3, 7), (-3, 7), (3, -7), (2, 4), (0, 5), (5, 1), (5, -1), (10**40 + 1, 2**127 - 1)]
    inverses += [(random_signed(rng, 200), random_signed(rng, 200) or 1) for _ in range(8)]
    for a, m in inverses:
        try:
            expected = pow(a, -1, m)
        except ValueError:
            expected = "none"
        out.append(("inverse", f"{a},{m}", expected))

    for count in [1, 2, 3, 5]:
        values = [random_signed(rng, 120) * 6 for _ in range(count)]
        out.append(("gcd", ",".join(map(str, values)), math.gcd(*values)))
        out.append(("lcm", ",".join(map(str, values)), math.lcm(*values)))
    out.append(("gcd", "0,0,12,-18", 6))
    out.append(("lcm", "4,0,6", 0))

    roots = [(0, 2), (1, 5), (-8, 3), (-9, 3), (-4, 2), (27, 0), (10**30, 3), (2**64, 64), (2**64 - 1, 64), (5, 100)]
    roots += [(rng.getrandbits(rng.randint(1, 500)), rng.randint(1, 40)) for _ in range(12)]
    roots += [(-rng.getrandbits(300), 2 * rng.randint(1, 10) + 1) for _ in range(4)]
    for x, n in roots:
        if n < 1 or (x < 0 and n % 2 == 0):
            expected = "none"
        else:
            expected = int_root(abs(x), n) * (-1 if x < 0 else 1)
        out.append(("iroot", f"{x},{n}", expected))

    digit_cases = [(0, 10), (9, 10), (10, 10), (-(10**40), 10), (10**40 - 1, 10), (2**64, 2), (2**64 - 1, 16), (35, 36), (36, 36), (61, 62), (62, 62)]
    digit_cases += [(random_signed(rng, 700), rng.randint(2, 62)) for _ in range(20)]
    for x, base in digit_cases:
        out.append(("digits", f"{x},{base}", digit_count(x, base)))

    tie = (2**53 + 1) << 10
    doubles = [0, 1, -1, 2**53, 2**53 + 1, tie, tie + 1, (2**53 + 3) << 10, -tie, ((2**53 + 1) << 100) + 1,
               2**1024 - 2**970, 2**1024 - 2**970 - 1, -(2**1024), 10**400, 2**63 - 1, -(2**63)]
    doubles += [random_signed(rng, 1100) for _ in range(12)]
    for x in doubles:
        try:
            expected = repr(float(x))
        except OverflowError:
            expected = "inf" if x > 0 else "-inf"
        out.append(("double", str(x), expected))
    for d in [0.0, -0.0, 1.0, -2.0, 2.0**53, 1e20, -1e300, 2.0**1023, 9007199254740993.0, 123456789.0]:
        out.append(("fromDouble", repr(d), int(d)))

    m4423 = 2**4423 - 1
    primes = [2, 3, 97, 2**31 - 1, 2**61 - 1, 2**64 - 59, 2**64 + 13, 2**89 - 1, 2**127 - 1, 10**100 + 267, m4423]
    composites = [0, 1, -7, 4, 91, 561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825265,  # Carmichael numbers
                  2047, 3215031751, 2152302898747, 3474749660383, 341550071728321,  # strong pseudoprimes
                  3825123056546413051,  # strong pseudoprime to the bases 2..23
                  318665857834031151167461, 3317044064679887385961981,  # spsp to bases up to 37, above 2^64
                  2**64 + 1, 2**128 + 1, m4423 + 2, (2**89 - 1) * (2**127 - 1), m4423 * 3]
    # A Carmichael number above 2^64 (Chernick: (6k+1)(12k+1)(18k+1) with all three prime).
    k = 10**8
    while not all(gmpy2.is_prime(c * k + 1) for c in (6, 12, 18)):
        k += 1
    composites.append((6 * k + 1) * (12 * k + 1) * (18 * k + 1))
    for n in primes + composites:
        out.append(("primality", str(n), primality(n)))

    starts = [-10, 0, 1, 2, 3, 4, 89, 2**64 - 60, 2**64 - 59, 2**64, 10**20, 10**40, 10**100]
    starts += [rng.getrandbits(rng.randint(8, 200)) for _ in range(8)]
    for n in starts:
        out.append(("next", str(n), 2 if n < 2 else int(gmpy2.next_prime(n))))
        out.append(("previous", str(n), "none" if n <= 2 else int(gmpy2.prev_prime(n))))

    def prime_of_digits(d):
        return int(gmpy2.next_prime(rng.randrange(10 ** (d - 1), 10**d)))

    built = [[(prime_of_digits(20), 1), (prime_of_digits(20), 1)],  # a 40-digit semiprime
             [(2, 10), (3, 5), (prime_of_digits(15), 2)], [(prime_of_digits(12), 3)],
             [(7, 1), (prime_of_digits(25), 1)], [(2**61 - 1, 2), (2**31 - 1, 1)], [(2, 100)]]
    for factors in built:
        factors.sort()
        n = math.prod(p**e for p, e in factors)
        out.append(("factor", str(n), "*".join(f"{p}^{e}" if e > 1 else str(p) for p, e in factors)))
    for _ in range(6):
        out.append(("factor.random", str(rng.randrange(10**29, 10**40)), "-"))

    multiplicative = [1, 2, 12, 36, 97, 360, 1001, 65536, 720720, 999999999989, 600851475143, 10**12, 2**40 * 3**5]
    for n in multiplicative:
        factors = trial_factor(n)
        out.append(("totient", str(n), math.prod(p ** (e - 1) * (p - 1) for p, e in factors.items())))
        out.append(("divisorCount", str(n), math.prod(e + 1 for e in factors.values())))
    for n in [1, 12, 97, 360, 720720, 2**61 - 1]:
        out.append(("divisors", str(n), " ".join(str(d) for d in range(1, n + 1) if n % d == 0) if n < 10**7
                    else f"1 {n}"))
    return out


def main():
    sys.set_int_max_str_digits(0)
    os.makedirs(OUT, exist_ok=True)
    table = rows()
    with open(os.path.join(OUT, "bigint.tsv"), "w") as out:
        out.write(f"# operation\targument(s), comma-separated\texpected (Python integers, gmpy2 {gmpy2.version()}; generate_bigint.py)\n")
        for operation, arguments, expected in table:
            out.write(f"{operation}\t{arguments}\t{expected}\n")
    print(f"wrote {len(table)} rows to {os.path.normpath(os.path.join(OUT, 'bigint.tsv'))}", file=sys.stderr)


if __name__ == "__main__":
    main()
