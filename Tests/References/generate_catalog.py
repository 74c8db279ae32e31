#!/usr/bin/env python3
"""Writes Tests/CalculatorEngineTests/Resources/catalog.tsv: for every CatalogOperation case, an
expression that uses it (spelled as users type it) and its value to 40 significant digits from
mpmath, an independent reference. `=` (a keypad key) is checked by the keypad tests and `rand` by
its range; they are listed with a reference of `-`. Run: python3 Tests/References/generate_catalog.py
"""
import os
import mpmath
from mpmath import mpf

mpmath.mp.dps = 80
ROWS = [
    ("add", "1.5 + 2.25", lambda: mpf("3.75")),
    ("subtract", "1.5 - 2.25", lambda: mpf("-0.75")),
    ("multiply", "1.5 * 2.25", lambda: mpf("3.375")),
    ("divide", "1 / 7", lambda: mpf(1) / 7),
    ("modulo", "7 mod -3", lambda: mpf(-2)),
    ("equals", "-", None),
    ("negate", "-(2/3)", lambda: -mpf(2) / 3),
    ("percent", "7%", lambda: mpf("0.07")),
    ("reciprocal", "inv(8)", lambda: mpf("0.125")),
    ("absoluteValue", "abs(-2.5)", lambda: mpf("2.5")),
    ("floor", "floor(-2.5)", lambda: mpf(-3)),
    ("ceiling", "ceil(-2.5)", lambda: mpf(-2)),
    ("round", "round(2.5)", lambda: mpf(3)),
    ("truncate", "trunc(-2.7)", lambda: mpf(-2)),
    ("minimum", "min(2, sqrt(3))", lambda: mpmath.sqrt(3)),
    ("maximum", "max(2, sqrt(3))", lambda: mpf(2)),
    ("power", "2^0.5", lambda: mpmath.sqrt(2)),
    ("root", "root(10, 3)", lambda: mpmath.cbrt(10)),
    ("timesTenToThe", "EE(1.5, 3)", lambda: mpf(1500)),
    ("squareRoot", "sqrt(2)", lambda: mpmath.sqrt(2)),
    ("cubeRoot", "cbrt(2)", lambda: mpmath.cbrt(2)),
    ("square", "sqrt(3)²", lambda: mpf(3)),
    ("cube", "1.1³", lambda: mpf("1.331")),
    ("exponential", "exp(1.5)", lambda: mpmath.exp(mpf("1.5"))),
    ("powerOfTen", "exp10(0.5)", lambda: mpmath.sqrt(10)),
    ("powerOfTwo", "exp2(0.5)", lambda: mpmath.sqrt(2)),
    ("exponentialMinusOne", "expm1(1e-10)", lambda: mpmath.expm1(mpf("1e-10"))),
    ("hypotenuse", "hypot(1, 2)", lambda: mpmath.sqrt(5)),
    ("arithmeticGeometricMean", "agm(1, 2)", lambda: mpmath.agm(1, 2)),
    ("naturalLogarithm", "ln(2)", lambda: mpmath.log(2)),
    ("commonLogarithm", "log10(2)", lambda: mpmath.log10(2)),
    ("binaryLogarithm", "log2(3)", lambda: mpmath.log(3, 2)),
    ("logarithmOfOnePlus", "log1p(1e-10)", lambda: mpmath.log1p(mpf("1e-10"))),
    ("logarithmToBase", "log(10, 3)", lambda: mpmath.log(10, 3)),
    ("sine", "sin(1)", lambda: mpmath.sin(1)),
    ("cosine", "cos(1)", lambda: mpmath.cos(1)),
    ("tangent", "tan(1)", lambda: mpmath.tan(1)),
    ("secant", "sec(1)", lambda: mpmath.sec(1)),
    ("cosecant", "csc(1)", lambda: mpmath.csc(1)),
    ("cotangent", "cot(1)", lambda: mpmath.cot(1)),
    ("arcsine", "asin(0.5)", lambda: mpmath.pi / 6),
    ("arccosine", "acos(0.25)", lambda: mpmath.acos(mpf("0.25"))),
    ("arctangent", "atan(2)", lambda: mpmath.atan(2)),
    ("arctangentOfPoint", "atan2(1, -1)", lambda: 3 * mpmath.pi / 4),
    ("hyperbolicSine", "sinh(1)", lambda: mpmath.sinh(1)),
    ("hyperbolicCosine", "cosh(0.5)", lambda: mpmath.cosh(mpf("0.5"))),
    ("hyperbolicTangent", "tanh(0.5)", lambda: mpmath.tanh(mpf("0.5"))),
    ("inverseHyperbolicSine", "asinh(1)", lambda: mpmath.asinh(1)),
    ("inverseHyperbolicCosine", "acosh(2)", lambda: mpmath.acosh(2)),
    ("inverseHyperbolicTangent", "atanh(0.5)", lambda: mpmath.atanh(mpf("0.5"))),
    ("factorial", "2.5!", lambda: mpmath.gamma(mpf("3.5"))),
    ("gamma", "gamma(1/3)", lambda: mpmath.gamma(mpf(1) / 3)),
    ("logGamma", "lgamma(10.5)", lambda: mpmath.loggamma(mpf("10.5"))),
    ("digamma", "digamma(2.5)", lambda: mpmath.digamma(mpf("2.5"))),
    ("zeta", "zeta(3)", lambda: mpmath.zeta(3)),
    ("errorFunction", "erf(0.5)", lambda: mpmath.erf(mpf("0.5"))),
    ("complementaryErrorFunction", "erfc(3)", lambda: mpmath.erfc(3)),
    ("binomial", "binomial(50, 25)", lambda: mpmath.binomial(50, 25)),
    ("greatestCommonDivisor", "gcd(84, 126)", lambda: mpf(42)),
    ("leastCommonMultiple", "lcm(84, 126)", lambda: mpf(252)),
    ("beta", "beta(2.5, 1.5)", lambda: mpmath.beta(mpf("2.5"), mpf("1.5"))),
    ("polygamma", "polygamma(2, 3.5)", lambda: mpmath.psi(2, mpf("3.5"))),
    ("hurwitzZeta", "zeta(3, 2.5)", lambda: mpmath.zeta(3, mpf("2.5"))),
    ("exponentialIntegral", "Ei(1.5)", lambda: mpmath.ei(mpf("1.5"))),
    ("logarithmicIntegral", "li(10)", lambda: mpmath.li(10)),
    ("lambertW", "W(2)", lambda: mpmath.lambertw(2).real),
    ("lambertWBranch", "lambertw(-0.2, -1)", lambda: mpmath.lambertw(mpf("-0.2"), -1).real),
    ("besselJ", "besselj(1, 2.5)", lambda: mpmath.besselj(1, mpf("2.5"))),
    ("besselY", "bessely(0, 2.5)", lambda: mpmath.bessely(0, mpf("2.5"))),
    ("besselI", "besseli(2, 1.5)", lambda: mpmath.besseli(2, mpf("1.5"))),
    ("besselK", "besselk(0.5, 2)", lambda: mpmath.besselk(mpf("0.5"), 2)),
    ("airyAi", "airyai(-1.5)", lambda: mpmath.airyai(mpf("-1.5"))),
    ("airyBi", "airybi(0.5)", lambda: mpmath.airybi(mpf("0.5"))),
    ("ellipticK", "ellipk(0.5)", lambda: mpmath.ellipk(mpf("0.5"))),
    ("ellipticE", "ellipe(0.5)", lambda: mpmath.ellipe(mpf("0.5"))),
    ("polylogarithm", "polylog(3, 0.5)", lambda: mpmath.polylog(3, mpf("0.5"))),
    ("pi", "pi", lambda: mpmath.pi),
    ("e", "e", lambda: mpmath.e),
    ("eulerGamma", "euler", lambda: mpmath.euler),
    ("catalan", "catalan", lambda: mpmath.catalan),
    ("lnTwo", "ln2", lambda: mpmath.log(2)),
    ("random", "rand()", None),
]

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "CalculatorEngineTests", "Resources", "catalog.tsv")
with open(out, "w") as f:
    f.write("# operation\texpression\tvalue to 40 digits (mpmath %s), or - where checked elsewhere\n" % mpmath.__version__)
    for name, expression, value in ROWS:
        f.write("%s\t%s\t%s\n" % (name, expression, "-" if value is None else mpmath.nstr(value(), 40)))
