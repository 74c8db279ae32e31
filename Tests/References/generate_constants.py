#!/usr/bin/env python3
"""Reference values of π, e and ln 2 for ConstantsTests, from mpmath (independent of MPFR and BigCalc).

For each precision and rounding mode, the constant is computed by mpmath at precision + 256 bits
and at precision + 512 bits and rounded to the target precision; the two must agree (otherwise
the rounding would not be decided and the script stops). Each line is
`name<TAB>bits<TAB>mode<TAB>value`, the value in MPFR's hexadecimal notation 0x<hex>p<exponent>
(exact at `bits`). Modes are BigCalc's RoundingMode cases.
Run: python3 Tests/References/generate_constants.py > Tests/BigNumberTests/Resources/constants.tsv
"""
import mpmath
from mpmath.libmp import mpf_e, mpf_ln2, mpf_pi, normalize

assert mpmath.__version__ == "1.3.0", mpmath.__version__

MODES = {"nearestEven": "n", "towardZero": "d", "up": "c", "down": "f", "awayFromZero": "u"}
PRECISIONS = [1, 2, 3, 4, 10, 24, 53, 64, 100, 113, 256, 1000, 4096, 10007, 33333]
CONSTANTS = {"pi": mpf_pi, "e": mpf_e, "ln2": mpf_ln2}


def rounded(function, bits, extra, mode):
    sign, man, exp, bc = function(bits + extra, "n")
    return normalize(sign, man, exp, bc, bits, mode)


for name, function in CONSTANTS.items():
    for bits in PRECISIONS:
        for mode, code in MODES.items():
            first = rounded(function, bits, 256, code)
            second = rounded(function, bits, 512, code)
            assert first == second, (name, bits, mode)
            sign, man, exp, bc = first
            assert sign == 0 and bc <= bits
            print(f"{name}\t{bits}\t{mode}\t0x{man:x}p{exp}")
