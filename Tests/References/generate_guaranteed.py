#!/usr/bin/env python3
"""Reference values for the ill-conditioned expressions of GuaranteedDigitsTests.

Each expression is evaluated with mpmath at 4000 significant digits (far above the 50 digits
checked) and written correctly rounded to 50 significant digits. Expressions whose exact value
is zero are marked `0` by hand (mpmath returns noise of the order 1e-4000 there), and so are the
expected errors. Run: python3 Tests/References/generate_guaranteed.py > Tests/CalculatorEngineTests/Resources/guaranteed.tsv
"""
import mpmath
from mpmath import mp, mpf

mp.dps = 4000
DIGITS = 50

# (bigcalc expression, mpmath expression or None for an exact zero, note)
CASES = [
    ("1e50 + 1 - 1e50", "mpf(10)**50 + 1 - mpf(10)**50", "cancellation"),
    ("e^(pi*sqrt(163)) - 262537412640768744", "mp.e**(mp.pi*mp.sqrt(163)) - 262537412640768744", "Ramanujan"),
    ("exp(pi*sqrt(67)) - 147197952744", "mp.exp(mp.pi*mp.sqrt(67)) - 147197952744", "near integer"),
    ("exp(pi*sqrt(58))", "mp.exp(mp.pi*mp.sqrt(58))", "near integer"),
    ("e^pi - pi", "mp.e**mp.pi - mp.pi", "near 20"),
    ("cosh(50)^2 - sinh(50)^2", "mp.cosh(50)**2 - mp.sinh(50)**2", "cancellation"),
    ("cosh(200)^2 - sinh(200)^2", "mp.cosh(200)**2 - mp.sinh(200)**2", "cancellation"),
    ("1e100 + sin(1) - 1e100", "mp.sin(1)", "cancellation"),
    ("(1e20 + 1)^2 - 1e40 - 2e20", "mpf(1)", "exact"),
    ("2^100 + 1 - 2^100", "mpf(1)", "exact integer"),
    ("10^30 + 0.5 - 10^30", "mpf('0.5')", "exact decimal"),
    ("1 - cos(1e-20)", "1 - mp.cos(mpf('1e-20'))", "cancellation"),
    ("cos(1e-25) - 1", "mp.cos(mpf('1e-25')) - 1", "cancellation"),
    ("ln(1 + 1e-30)", "mp.log(1 + mpf('1e-30'))", "cancellation"),
    ("sqrt(1e40 + 1) - 1e20", "mp.sqrt(mpf(10)**40 + 1) - mpf(10)**20", "cancellation"),
    ("sqrt(1 + 1e-60) - 1", "mp.sqrt(1 + mpf('1e-60')) - 1", "cancellation"),
    ("exp(1e-40) - 1", "mp.exp(mpf('1e-40')) - 1", "cancellation"),
    ("tanh(20) - 1", "mp.tanh(20) - 1", "cancellation"),
    ("erf(10) - 1", "mp.erf(10) - 1", "cancellation"),
    ("(1 + 1e-20)^(1e20) - e", "(1 + mpf('1e-20'))**(mpf(10)**20) - mp.e", "limit"),
    ("(1 - 1e-25)^(1e25) - exp(-1)", "(1 - mpf('1e-25'))**(mpf(10)**25) - mp.exp(-1)", "limit"),
    ("sin(1e22)", "mp.sin(mpf(10)**22)", "argument reduction"),
    ("sin(355)", "mp.sin(355)", "near a multiple of pi"),
    ("355/113 - pi", "mpf(355)/113 - mp.pi", "cancellation"),
    ("ln(10^1000 + 1) - 1000*ln(10)", "mp.log(mpf(10)**1000 + 1) - 1000*mp.log(10)", "deep cancellation"),
    ("1/(1 - 0.999999999999999999999999999999)", "mpf(10)**30", "exact decimal"),
    ("tan(pi/2 - 1e-30)", "mp.tan(mp.pi/2 - mpf('1e-30'))", "near a pole"),
    ("100!/98! - 9899", "mpf(1)", "exact integer"),
    ("0.1 + 0.2 - 0.3", None, "exact decimal zero"),
    ("(1/3)*3 - 1", None, "exact rational zero"),
    ("sin(pi)", None, "exact zero"),
    ("sin(-3*pi)", None, "exact zero"),
    ("sin(100*pi)", None, "exact zero"),
    ("cos(pi/2)", None, "exact zero"),
    ("cos(pi/2 + 7*pi)", None, "exact zero"),
    ("tan(pi)", None, "exact zero"),
    ("tan(-5*pi)", None, "exact zero"),
    ("ln(1)", None, "exact zero"),
    ("sqrt(2)^2 - 2", None, "heuristic zero"),
    ("exp(ln(2)) - 2", None, "heuristic zero"),
    ("atan(1)*4 - pi", None, "heuristic zero"),
    ("4*atan(1/5) - atan(1/239) - pi/4", None, "heuristic zero (Machin)"),
    ("gamma(0.5)^2 - pi", None, "heuristic zero"),
    ("zeta(2) - pi^2/6", None, "heuristic zero"),
    ("sin(pi/6) - 0.5", None, "exact zero (sin(π/6) is exactly 1/2)"),
]


def rounded(value, digits):
    """Correctly rounded scientific text with `digits` significant digits (from a 4000-digit value)."""
    if value == 0:
        return "0"
    text = mpmath.nstr(value, digits, strip_zeros=False, min_fixed=1, max_fixed=0)
    return text


def main():
    print("# expression\texpected (50 significant digits, or 0)\tnote")
    for expression, reference, note in CASES:
        if reference is None:
            print(f"{expression}\t0\t{note}")
            continue
        value = eval(reference, {"mp": mp, "mpf": mpf, "mpmath": mpmath})
        # Guard: the 4000-digit value must not sit near a rounding boundary at 50 digits.
        a = mpmath.nstr(value, DIGITS + 20, strip_zeros=False, min_fixed=1, max_fixed=0)
        mantissa = a.split("e")[0].replace("-", "").replace(".", "")
        tail = mantissa[DIGITS:DIGITS + 20]
        assert tail not in ("5" + "0" * 19, "4" + "9" * 19), f"{expression} is near a tie"
        print(f"{expression}\t{rounded(value, DIGITS)}\t{note}")


if __name__ == "__main__":
    main()
