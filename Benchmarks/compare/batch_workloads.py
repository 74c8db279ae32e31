"""The batch workloads of compare.py: many small expressions, one per line, in each tool's syntax.

- batch:  sqrt(a)·(2 + sin b) + exp(c/10)·ln d, 10,000 lines (issue 5).
- simple: (a·b + c)/d − a.b, 10,000 lines of plain arithmetic (issue 18): exact rationals for
          bigcalc, 30-digit fixed point for bc.
- mixed:  the five templates of MIXED in turn (arithmetic, sqrt, sin, exp, ln, atan, cos, powers),
          at any number of lines, to show how the time grows with the lines (issue 18).

The operands come from one linear congruential generator, so every tool, the C reference
(Benchmarks/reference/mpfr_reference.c `simple N`, `mixed N`) and the expected values see the same lines.
"""

BATCH_LINES = 10_000


def batch_operands(count=BATCH_LINES):
    """`count` operand tuples (a, b, c, d) from a fixed linear congruential generator: 2 ≤ a ≤ 1000,
    2 ≤ b ≤ 100, 2 ≤ c ≤ 31, 2 ≤ d ≤ 100. The first n tuples are the same for every count ≥ n."""
    state = 20261122
    rows = []
    for _ in range(count):
        values = []
        for modulus in (999, 99, 30, 99):
            state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            values.append(2 + (state >> 33) % modulus)
        rows.append(tuple(values))
    return rows


# sqrt(a)·(2 + sin b) + exp(c/10)·ln d: positive, between about 1 and 200, so 30 significant
# digits are within every tool's fixed-point or floating-point reach.
BATCH_SYNTAX = {
    "bigcalc": ("", "sqrt({a})*(2+sin({b}))+exp({c}/10)*ln({d})\n", ""),
    "bc": ("scale=34\n", "sqrt({a})*(2+s({b}))+e({c}/10)*l({d})\n", ""),
    "qalc": ("", "sqrt({a})*(2+sin({b} rad))+exp({c}/10)*ln({d})\n", ""),
    "gp": ("default(realprecision, 30);\n", "print(sqrt({a})*(2+sin({b}))+exp({c}/10)*log({d}))\n", ""),
    "calc": ('config("display", 32),;\nepsilon(1e-36),;\n',
             "print sqrt({a})*(2+sin({b}))+exp({c}/10)*ln({d});\n", ""),
    "mpmath": ("from mpmath import mp, mpf, sqrt, sin, exp, ln, nstr\nmp.dps = 30\n",
               "print(nstr(sqrt({a})*(2+sin({b}))+exp(mpf({c})/10)*ln({d}), 30))\n", ""),
    "gmpy2": ("from gmpy2 import mpfr, sqrt, sin, exp, log, get_context\nget_context().precision = 104\n"
              "def p(x): print(x.digits(10, 30)[0])\n",
              "p(sqrt(mpfr({a})*(2+sin(mpfr({b})))+exp(mpfr({c})/10)*log(mpfr({d})))\n", ""),
}

# (a·b + c)/d − a.b, where a.b is the decimal with integer part a and fraction digits b.
SIMPLE = "({a}*{b}+{c})/{d}-{a}.{b}"
# The scale of bc for each workload: 30 decimals for arithmetic (the setting; bc truncates),
# 34 where functions lose the last digits of their scale.
BC_SCALE = {"batch": 34, "simple": 30, "mixed": 34}

# The mixed batch: line i uses template i mod 5, as (bigcalc, bc, mpmath) texts.
MIXED = [
    (SIMPLE, SIMPLE, "(mpf({a}*{b}+{c})/{d}-mpf('{a}.{b}'))"),
    ("sqrt({a})*(2+sin({b}))", "sqrt({a})*(2+s({b}))", "sqrt({a})*(2+sin({b}))"),
    ("exp({c}/10)*ln({d})", "e({c}/10)*l({d})", "exp(mpf({c})/10)*ln({d})"),
    ("atan({a}/{d})+cos({b})", "a({a}/{d})+c({b})", "atan(mpf({a})/{d})+cos({b})"),
    ("{b}^{c}/{a}", "{b}^{c}/{a}", "mpf({b})**{c}/{a}"),
]


def line_templates(workload, tool):
    """The template of each line, cycled, for `tool` ("bigcalc", "bc" or "mpmath")."""
    column = {"bigcalc": 0, "bc": 1, "mpmath": 2}[tool]
    if workload == "simple":
        return [SIMPLE if tool != "mpmath" else MIXED[0][2]]
    return [row[column] for row in MIXED]


def lines_text(workload, tool, count):
    """The input file of `tool` for `count` lines of `workload` ("simple" or "mixed")."""
    templates = line_templates(workload, tool)
    head = f"scale={BC_SCALE[workload]}\n" if tool == "bc" else ""
    body = "".join(templates[i % len(templates)].format(a=a, b=b, c=c, d=d) + "\n"
                   for i, (a, b, c, d) in enumerate(batch_operands(count)))
    return head + body


def expected_values(workload, count, digits):
    """Every line's value rounded to `digits` significant digits by mpmath at 60 digits (nstr text)."""
    from mpmath import mp, mpf, sqrt, sin, exp, ln, atan, cos, nstr
    mp.dps = 60
    if workload == "batch":
        texts = ["sqrt({a})*(2+sin({b}))+exp(mpf({c})/10)*ln({d})"]
    else:
        texts = line_templates(workload, "mpmath")
    names = {"mpf": mpf, "sqrt": sqrt, "sin": sin, "exp": exp, "ln": ln, "atan": atan, "cos": cos}
    out = []
    for i, (a, b, c, d) in enumerate(batch_operands(count)):
        value = eval(texts[i % len(texts)].format(a=a, b=b, c=c, d=d), names)
        out.append(nstr(value, digits, strip_zeros=False))
    return out
