"""The cases of generate_matrix_expressions.py: (category, (text, digits, build, options)).

`build(K)` computes the value with a kernel K of matrix_kernels (exact or mpmath); the text is
written from the same matrices by `lit`, so text and computation describe one expression. Options:
`error` (the words the message must contain), `eigen` (sort as eigenvalues), `complex` (write every
entry as re:im), `decimal` (write a rational result as rounded decimals, for functions whose
exactness the issue does not promise: statistics, dot, cross, sum, product).
"""
import random

import mpmath
from fractions import Fraction as F

CASES = []


def add(category, text, build, digits=(30,), **options):
    for d in digits:
        CASES.append((category, (text, d, build, options)))


def lit(m, semicolons=False):
    """BigCalc's literal of a vector (flat list) or a matrix (list of rows) of entry texts."""
    if m and isinstance(m[0], (list, tuple)):
        rows = [", ".join(str(x) for x in row) for row in m]
        return "[" + "; ".join(rows) + "]" if semicolons else "[" + ", ".join(f"[{r}]" for r in rows) + "]"
    return "[" + ", ".join(str(x) for x in m) + "]"


def hilbert_text(n, numerator="1"):
    return f"seq(seq({numerator}/(i+j-1), j, 1, {n}), i, 1, {n})"


def hilbert(K, n, numerator="1"):
    scale = K.num(numerator)
    return K.seq(lambda i: K.seq(lambda j: scale / K.num(F(i + j - 1)), 1, n), 1, n)


rng = random.Random(32)


def integers(rows, cols, low=-9, high=9):
    return [[rng.randint(low, high) for _ in range(cols)] for _ in range(rows)]


A = [[1, 2], [3, 4]]
B = [[5, 6], [7, 8]]
WIDE = [[1, 2, 3], [4, 5, 6]]
TALL = [[1, -2], [0, 3], [F(1, 2), 4]]
SINGULAR = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
FIB = [[1, 1], [1, 0]]
R = {n: integers(n, n) for n in range(1, 13)}
REAL2 = [["sqrt(2)", "pi/7"], ["exp(1)", "1"]]
REAL3 = [["sqrt(2)", "1/3", "pi/7"], ["exp(1)", "ln(2)", "-1"], ["sin(1)", "2", "sqrt(3)"]]
REAL4 = [["sqrt(2)", "pi", "0", "1"], ["1", "exp(1)", "sqrt(3)", "-2"], ["0.5", "ln(2)", "sin(1)", "cos(2)"],
         ["pi/7", "-1", "2", "sqrt(5)"]]
CPLX2 = [["1+2i", "3"], ["i", "4"]]
CPLX3 = [["1+2i", "3", "i"], ["0.5-i", "4i", "2"], ["1+i", "-1", "5-3i"]]
HERM = [["2", "i"], ["-i", "3"]]
HERM3 = [["4", "1-i", "2i"], ["1+i", "3", "0.5"], ["-2i", "0.5", "1"]]

# Structure: literals, identity, zeros, len, size, seq, transpose.
add("structure", "[1, 2, 3]", lambda K: K.m([1, 2, 3]))
add("structure", lit(A), lambda K: K.m(A))
add("structure", lit(A, True), lambda K: K.m(A))
add("structure", lit(WIDE, True), lambda K: K.m(WIDE))
add("structure", "[1/2, 0.25, -3]", lambda K: K.m(["1/2", "0.25", "-3"]))
add("structure", "[[1, 2, 3]]", lambda K: K.m([[1, 2, 3]]))
add("structure", "[[7]]", lambda K: K.m([[7]]))
add("structure", "identity(3)", lambda K: K.identity(3))
add("structure", "zeros(2, 3)", lambda K: K.zeros(2, 3))
add("structure", "len([4, 5, 6, 7])", lambda K: K.num(4))
add("structure", "size([[1, 2, 3], [4, 5, 6]])", lambda K: K.size(K.m(WIDE)))
add("structure", "seq(k^2, k, 1, 6)", lambda K: K.seq(lambda k: K.num(k * k), 1, 6))
add("structure", "seq([k, k^2], k, 1, 3)", lambda K: K.seq(lambda k: [K.num(k), K.num(k * k)], 1, 3))
add("structure", hilbert_text(3), lambda K: hilbert(K, 3))
add("structure", "transpose(" + lit(WIDE) + ")", lambda K: K.transpose(K.m(WIDE)))
add("structure", "transpose(" + lit(TALL) + ")", lambda K: K.transpose(K.m(TALL)))
add("structure", "[sqrt(2), pi/7, exp(1)]", lambda K: K.m(["sqrt(2)", "pi/7", "exp(1)"]), digits=(30, 300))
add("structure", lit(REAL2), lambda K: K.m(REAL2), digits=(30, 300))
add("structure", "[1+2i, i, 3]", lambda K: K.m(["1+2i", "i", "3"]), complex=True)

# Indexing.
add("indexing", "[10, 20, 30][2]", lambda K: K.index(K.m([10, 20, 30]), 2))
add("indexing", lit(A) + "[2, 1]", lambda K: K.index(K.m(A), 2, 1))
add("indexing", lit(A) + "[2]", lambda K: K.index(K.m(A), 2))
add("indexing", "inv([[2, 0], [0, 4]])[1, 1]", lambda K: K.index(K.inv(K.m([[2, 0], [0, 4]])), 1, 1))
add("indexing", "seq(k^3, k, 1, 10)[7]", lambda K: K.index(K.seq(lambda k: K.num(k ** 3), 1, 10), 7))
add("indexing", "transpose(" + lit(WIDE) + ")[3, 2]", lambda K: K.index(K.transpose(K.m(WIDE)), 3, 2))
add("indexing", hilbert_text(12) + "[12, 12]", lambda K: K.index(hilbert(K, 12), 12, 12))
add("indexing", "[sqrt(2), pi][2]", lambda K: K.index(K.m(["sqrt(2)", "pi"]), 2), digits=(30, 300))

# Arithmetic: + −, broadcast, products.
add("arithmetic", lit(A) + " + " + lit(B), lambda K: K.add(K.m(A), K.m(B)))
add("arithmetic", lit(A) + " - " + lit(B), lambda K: K.sub(K.m(A), K.m(B)))
add("arithmetic", "[1, 2, 3] - [4, 5, 6]", lambda K: K.sub(K.m([1, 2, 3]), K.m([4, 5, 6])))
add("arithmetic", "2 * " + lit(A), lambda K: K.mul(K.num(2), K.m(A)))
add("arithmetic", lit(A) + " * 3", lambda K: K.mul(K.m(A), K.num(3)))
add("arithmetic", lit(A) + " / 4", lambda K: K.div(K.m(A), K.num(4)))
add("arithmetic", "[1, 2, 3] / 3", lambda K: K.div(K.m([1, 2, 3]), K.num(3)))
add("arithmetic", lit(A) + " * " + lit(B), lambda K: K.mul(K.m(A), K.m(B)))
add("arithmetic", lit(B) + " * " + lit(A), lambda K: K.mul(K.m(B), K.m(A)))
add("arithmetic", lit(TALL) + " * " + lit(WIDE), lambda K: K.mul(K.m(TALL), K.m(WIDE)))
add("arithmetic", lit(WIDE) + " * " + lit(TALL), lambda K: K.mul(K.m(WIDE), K.m(TALL)))
add("arithmetic", lit(A) + " * [5, 6]", lambda K: K.mul(K.m(A), K.m([5, 6])))
add("arithmetic", lit(A) + " * " + lit(A) + " - 5 * " + lit(A) + " - 2 * identity(2)",
    lambda K: K.sub(K.sub(K.mul(K.m(A), K.m(A)), K.mul(K.num(5), K.m(A))), K.mul(K.num(2), K.identity(2))))
add("arithmetic", lit(R[6]) + " * " + lit(R[6]), lambda K: K.mul(K.m(R[6]), K.m(R[6])))
add("arithmetic", hilbert_text(12) + " * " + hilbert_text(12), lambda K: K.mul(hilbert(K, 12), hilbert(K, 12)))
add("arithmetic", "sqrt(2) * " + lit(A), lambda K: K.mul(K.num("sqrt(2)"), K.m(A)), digits=(30, 300))
add("arithmetic", lit(REAL2) + " * " + lit(REAL2), lambda K: K.mul(K.m(REAL2), K.m(REAL2)), digits=(30, 300))
add("arithmetic", lit(REAL3) + " * [1, 2, 3]", lambda K: K.mul(K.m(REAL3), K.m([1, 2, 3])), digits=(30, 300))
add("arithmetic", lit(REAL2) + " / pi", lambda K: K.div(K.m(REAL2), K.num("pi")))
add("arithmetic", lit(CPLX2) + " * " + lit(CPLX2), lambda K: K.mul(K.m(CPLX2), K.m(CPLX2)), complex=True)
add("arithmetic", "i * " + lit(A), lambda K: K.mul(K.num("i"), K.m(A)), complex=True)
add("arithmetic", lit(CPLX3) + " + " + lit(REAL3), lambda K: K.add(K.m(CPLX3), K.m(REAL3)), complex=True, digits=(30, 300))

# Powers, negative ones through the inverse.
add("power", lit(A) + "^2", lambda K: K.power(K.m(A), 2))
add("power", lit(A) + "^3", lambda K: K.power(K.m(A), 3))
add("power", lit(A) + "^0", lambda K: K.power(K.m(A), 0))
add("power", lit(A) + "^-1", lambda K: K.power(K.m(A), -1))
add("power", lit(A) + "^-2", lambda K: K.power(K.m(A), -2))
add("power", lit(FIB) + "^30", lambda K: K.power(K.m(FIB), 30))
add("power", "[[2, 1], [1, 1]]^-3", lambda K: K.power(K.m([[2, 1], [1, 1]]), -3))
add("power", lit(R[4]) + "^5", lambda K: K.power(K.m(R[4]), 5))
add("power", hilbert_text(5) + "^-1", lambda K: K.power(hilbert(K, 5), -1))
add("power", "[[sqrt(2), 1], [1, 0]]^4", lambda K: K.power(K.m([["sqrt(2)", 1], [1, 0]]), 4), digits=(30, 300))
add("power", lit(REAL2) + "^-2", lambda K: K.power(K.m(REAL2), -2), digits=(30, 300))
add("power", "[[1, i], [i, 1]]^3", lambda K: K.power(K.m([[1, "i"], ["i", 1]]), 3), complex=True)

# Determinants: integers 1x1 to 12x12, Hilbert, inexact, complex.
add("det", "det(" + lit(A) + ")", lambda K: K.det(K.m(A)))
for n in range(1, 13):
    add("det", f"det({lit(R[n])})", lambda K, n=n: K.det(K.m(R[n])), digits=(300,) if n in (7, 12) else (30,))
add("det", f"det({lit(SINGULAR)})", lambda K: K.det(K.m(SINGULAR)))
for n in (4, 6, 8, 10, 12):
    add("det", f"det({hilbert_text(n)})", lambda K, n=n: K.det(hilbert(K, n)), digits=(30, 300))
for n in (6, 10):
    add("det", f"det({hilbert_text(n, 'pi')})", lambda K, n=n: K.det(hilbert(K, n, "pi")), digits=(30, 300))
add("det", f"det({lit(REAL2)})", lambda K: K.det(K.m(REAL2)), digits=(30, 300))
add("det", f"det({lit(REAL3)})", lambda K: K.det(K.m(REAL3)), digits=(30, 300))
add("det", f"det({lit(REAL4)})", lambda K: K.det(K.m(REAL4)), digits=(30, 300))
add("det", f"det({lit(CPLX2)})", lambda K: K.det(K.m(CPLX2)), complex=True)
add("det", f"det({lit(CPLX3)})", lambda K: K.det(K.m(CPLX3)), complex=True, digits=(30, 300))
SINE = "seq(seq(sin(i*j), j, 1, 8), i, 1, 8)"
add("det", f"det({SINE})", lambda K: K.det(K.seq(lambda i: K.seq(lambda j: K.num(f"sin({i * j})"), 1, 8), 1, 8)))

# Inverses and linear systems.
add("inv", "inv([[2, 0], [0, 4]])", lambda K: K.inv(K.m([[2, 0], [0, 4]])))
for n in (2, 3, 5, 8):
    add("inv", f"inv({lit(R[n])})", lambda K, n=n: K.inv(K.m(R[n])))
for n, d in ((3, 30), (6, 30), (8, 300), (12, 30)):
    add("inv", f"inv({hilbert_text(n)})", lambda K, n=n: K.inv(hilbert(K, n)), digits=(d,))
add("inv", f"inv({hilbert_text(6, 'pi')})", lambda K: K.inv(hilbert(K, 6, "pi")), digits=(30, 300))
add("inv", f"inv({lit(REAL3)})", lambda K: K.inv(K.m(REAL3)), digits=(30, 300))
add("inv", f"inv({lit(REAL4)})", lambda K: K.inv(K.m(REAL4)))
add("inv", f"inv({lit(CPLX2)})", lambda K: K.inv(K.m(CPLX2)), complex=True, digits=(30, 300))
add("inv", f"inv({lit(CPLX3)})", lambda K: K.inv(K.m(CPLX3)), complex=True)
add("linsolve", "linsolve([[2, 1], [1, 3]], [3, 5])", lambda K: K.linsolve(K.m([[2, 1], [1, 3]]), K.m([3, 5])))
add("linsolve", f"linsolve({lit(R[3])}, [1, 2, 3])", lambda K: K.linsolve(K.m(R[3]), K.m([1, 2, 3])))
add("linsolve", f"linsolve({lit(R[5])}, [1, 0, 0, 0, 0])", lambda K: K.linsolve(K.m(R[5]), K.m([1, 0, 0, 0, 0])))
add("linsolve", f"linsolve({lit(R[10])}, seq(k, k, 1, 10))",
    lambda K: K.linsolve(K.m(R[10]), K.seq(lambda k: K.num(k), 1, 10)), digits=(300,))
add("linsolve", f"linsolve({hilbert_text(8)}, seq(1, k, 1, 8))",
    lambda K: K.linsolve(hilbert(K, 8), K.seq(lambda k: K.num(1), 1, 8)))
add("linsolve", f"linsolve({lit(A)}, {lit(B)})", lambda K: K.linsolve(K.m(A), K.m(B)))
add("linsolve", f"linsolve({lit(REAL3)}, [1, 2, 3])", lambda K: K.linsolve(K.m(REAL3), K.m([1, 2, 3])), digits=(30, 300))
add("linsolve", f"linsolve({hilbert_text(10, 'pi')}, seq(1, k, 1, 10))",
    lambda K: K.linsolve(hilbert(K, 10, "pi"), K.seq(lambda k: K.num(1), 1, 10)), digits=(30, 300))
add("linsolve", f"linsolve({lit(CPLX2)}, [1, i])", lambda K: K.linsolve(K.m(CPLX2), K.m([1, "i"])), complex=True)

# Transpose, conjugate transpose, trace, rank.
add("trace-rank", f"ctranspose({lit(CPLX2)})", lambda K: K.ctranspose(K.m(CPLX2)), complex=True)
add("trace-rank", f"transpose({lit(CPLX2)})", lambda K: K.transpose(K.m(CPLX2)), complex=True)
add("trace-rank", f"{lit(CPLX2)} * ctranspose({lit(CPLX2)})", lambda K: K.mul(K.m(CPLX2), K.ctranspose(K.m(CPLX2))), complex=True)
add("trace-rank", f"trace({lit(A)})", lambda K: K.trace(K.m(A)))
add("trace-rank", f"trace({hilbert_text(12)})", lambda K: K.trace(hilbert(K, 12)), digits=(30, 300))
add("trace-rank", f"trace({lit(REAL4)})", lambda K: K.trace(K.m(REAL4)), digits=(30, 300))
add("trace-rank", f"trace({lit(CPLX3)})", lambda K: K.trace(K.m(CPLX3)), complex=True)
add("trace-rank", f"rank({lit(SINGULAR)})", lambda K: K.rank(K.m(SINGULAR)))
add("trace-rank", "rank([[1, 2, 3, 4], [2, 4, 6, 8], [1, 0, 1, 0]])", lambda K: K.rank(K.m([[1, 2, 3, 4], [2, 4, 6, 8], [1, 0, 1, 0]])))
add("trace-rank", f"rank({lit(R[7])})", lambda K: K.rank(K.m(R[7])))
add("trace-rank", "rank(zeros(3, 3))", lambda K: K.rank(K.zeros(3, 3)))
add("trace-rank", f"rank({hilbert_text(12)})", lambda K: K.rank(hilbert(K, 12)))

# dot, cross, norm.
V, W = [1, 2, 3], [4, -5, 6]
add("dot-cross-norm", f"dot({lit(V)}, {lit(W)})", lambda K: K.dot(K.m(V), K.m(W)), decimal=True)
add("dot-cross-norm", f"cross({lit(V)}, {lit(W)})", lambda K: K.cross(K.m(V), K.m(W)), decimal=True)
add("dot-cross-norm", "cross([1, 0, 0], [0, 1, 0])", lambda K: K.cross(K.m([1, 0, 0]), K.m([0, 1, 0])), decimal=True)
add("dot-cross-norm", "dot([sqrt(2), pi], [exp(1), 1/3])", lambda K: K.dot(K.m(["sqrt(2)", "pi"]), K.m(["exp(1)", "1/3"])), digits=(30, 300))
add("dot-cross-norm", "cross([sqrt(2), 1, 0], [pi, 0, 1])", lambda K: K.cross(K.m(["sqrt(2)", 1, 0]), K.m(["pi", 0, 1])))
add("dot-cross-norm", "norm([3, 4])", lambda K: K.norm(K.m([3, 4])))
add("dot-cross-norm", f"norm({lit(V)})", lambda K: K.norm(K.m(V)), digits=(30, 300))
add("dot-cross-norm", f"norm({lit(A)})", lambda K: K.norm(K.m(A)), digits=(30, 300))
add("dot-cross-norm", "norm([1+2i, 3i])", lambda K: K.norm(K.m(["1+2i", "3i"])))
add("dot-cross-norm", f"norm({hilbert_text(12)})", lambda K: K.norm(hilbert(K, 12)))
add("dot-cross-norm", "norm(seq(sqrt(k), k, 1, 10))", lambda K: K.norm(K.seq(lambda k: K.num(f"sqrt({k})"), 1, 10)))

# Statistics and sums on one list.
L = [3, 1, 4, 1, 5, 9, 2, 6]
for name in ("min", "max", "mean", "median", "stdev", "pstdev", "variance"):
    op = {"min": lambda K, v: min(v), "max": lambda K, v: max(v)}.get(name, lambda K, v, name=name: getattr(K, name)(v))
    add("statistics", f"{name}({lit(L)})", lambda K, op=op: op(K, K.m(L)), decimal=True, digits=(30, 300) if name in ("stdev", "variance") else (30,))
    add("statistics", f"{name}(seq(sqrt(k), k, 1, 7))", lambda K, op=op: op(K, K.seq(lambda k: K.num(f"sqrt({k})"), 1, 7)))
add("statistics", "median([sqrt(2), pi, exp(1), 1/3])", lambda K: K.median(K.m(["sqrt(2)", "pi", "exp(1)", "1/3"])), digits=(30, 300))
add("statistics", f"sum({lit(L)})", lambda K: K.sum(K.m(L)), decimal=True)
add("statistics", f"product({lit(L)})", lambda K: K.product(K.m(L)), decimal=True)
add("statistics", "sum(seq(1/k, k, 1, 20))", lambda K: K.sum(K.seq(lambda k: K.num(F(1, k)), 1, 20)), decimal=True, digits=(30, 300))
add("statistics", "product([sqrt(2), pi, exp(1)])", lambda K: K.product(K.m(["sqrt(2)", "pi", "exp(1)"])), digits=(30, 300))

# Scalar functions entry by entry.
add("entrywise", "sqrt([1, 4, 9])", lambda K: K.apply(mpmath.sqrt, K.m([1, 4, 9])))
add("entrywise", "sqrt([2, 3, 5])", lambda K: K.apply(mpmath.sqrt, K.m([2, 3, 5])), digits=(30, 300))
add("entrywise", "sqrt(seq(k, k, 1, 6))", lambda K: K.apply(mpmath.sqrt, K.seq(lambda k: K.num(k), 1, 6)))
add("entrywise", "exp([1, 2, -1])", lambda K: K.apply(mpmath.exp, K.m([1, 2, -1])), digits=(30, 300))
add("entrywise", "sin([1, 2, 3])", lambda K: K.apply(mpmath.sin, K.m([1, 2, 3])))
add("entrywise", "ln([2, 3, 10])", lambda K: K.apply(mpmath.ln, K.m([2, 3, 10])))
add("entrywise", "sqrt([-4, 2i])", lambda K: K.apply(mpmath.sqrt, K.m([-4, "2i"])), complex=True)

# Eigenvalues: symmetric (real) and not, exact and inexact, multiple ones repeated.
def eig(category, matrix_text, build_matrix, digits=(30,), hermitian=False):
    add(category, f"eigenvalues({matrix_text})", lambda K: K.eigenvalues(build_matrix(K), hermitian),
        digits=digits, eigen=True, complex=not hermitian)


SYM4 = [[4, 1, 0, 0], [1, 3, 1, 0], [0, 1, 2, 1], [0, 0, 1, 1]]
NONSYM3 = [[1, 2, 0], [-2, 1, 1], [0, 1, 3]]
MOD5 = "seq(seq((i*j mod 7)/(i+1), j, 1, 5), i, 1, 5)"
eig("eigenvalues", "[[2, 1], [1, 2]]", lambda K: K.m([[2, 1], [1, 2]]), hermitian=True)
eig("eigenvalues", lit(SYM4), lambda K: K.m(SYM4), digits=(30, 300), hermitian=True)
eig("eigenvalues", "[[3, 1, 1], [1, 3, 1], [1, 1, 3]]", lambda K: K.m([[3, 1, 1], [1, 3, 1], [1, 1, 3]]), digits=(30, 300), hermitian=True)
eig("eigenvalues", hilbert_text(5), lambda K: hilbert(K, 5), digits=(30, 300), hermitian=True)
eig("eigenvalues", hilbert_text(12), lambda K: hilbert(K, 12), digits=(30,), hermitian=True)
eig("eigenvalues", "[[0, -1], [1, 0]]", lambda K: K.m([[0, -1], [1, 0]]), digits=(30, 300))
eig("eigenvalues", lit(A), lambda K: K.m(A))
eig("eigenvalues", lit(NONSYM3), lambda K: K.m(NONSYM3), digits=(30, 300))
eig("eigenvalues", "[[2, 1], [0, 2]]", lambda K: K.m([[2, 1], [0, 2]]))
eig("eigenvalues", "[[2, 1, 0], [0, 2, 0], [0, 0, 3]]", lambda K: K.m([[2, 1, 0], [0, 2, 0], [0, 0, 3]]), digits=(30, 300))
eig("eigenvalues", lit(R[6]), lambda K: K.m(R[6]), digits=(30, 300))
eig("eigenvalues", MOD5, lambda K: K.seq(lambda i: K.seq(lambda j: K.num(F((i * j) % 7, i + 1)), 1, 5), 1, 5))
eig("eigenvalues", "[[sqrt(2), 1], [1, pi]]", lambda K: K.m([["sqrt(2)", 1], [1, "pi"]]), digits=(30, 300), hermitian=True)
eig("eigenvalues", SINE, lambda K: K.seq(lambda i: K.seq(lambda j: K.num(f"sin({i * j})"), 1, 8), 1, 8), hermitian=True)
eig("eigenvalues", "[[sqrt(2), -pi], [exp(1), 1]]", lambda K: K.m([["sqrt(2)", "-pi"], ["exp(1)", 1]]), digits=(30, 300))
eig("eigenvalues", lit(REAL4), lambda K: K.m(REAL4), digits=(30, 300))
eig("eigenvalues", lit(HERM), lambda K: K.m(HERM), hermitian=True)
# Inexact multiple eigenvalues: clusters the precision cannot separate, listed as often as their
# multiplicity (a Jordan block, one in disguise, a double one beside a simple one, a symmetric
# double one, a 3x3 Jordan block, a complex Jordan block).
eig("eigenvalue-clusters", "[[sqrt(2), 1], [0, sqrt(2)]]", lambda K: K.m([["sqrt(2)", 1], [0, "sqrt(2)"]]))
eig("eigenvalue-clusters", "[[sqrt(2)-1, 1], [-1, sqrt(2)+1]]", lambda K: K.m([["sqrt(2)-1", 1], [-1, "sqrt(2)+1"]]))
eig("eigenvalue-clusters", "[[sqrt(2), 1, 0], [0, sqrt(2), 0], [0, 0, 1]]",
    lambda K: K.m([["sqrt(2)", 1, 0], [0, "sqrt(2)", 0], [0, 0, 1]]))
eig("eigenvalue-clusters", "[[sqrt(2), 0, 0], [0, pi, 0], [0, 0, sqrt(2)]]",
    lambda K: K.m([["sqrt(2)", 0, 0], [0, "pi", 0], [0, 0, "sqrt(2)"]]), hermitian=True)
eig("eigenvalue-clusters", "[[sqrt(2), 1, 0], [0, sqrt(2), 1], [0, 0, sqrt(2)]]",
    lambda K: K.m([["sqrt(2)", 1, 0], [0, "sqrt(2)", 1], [0, 0, "sqrt(2)"]]))
eig("eigenvalue-clusters", "[[1+i*sqrt(2), 1], [0, 1+i*sqrt(2)]]", lambda K: K.m([["1+i*sqrt(2)", 1], [0, "1+i*sqrt(2)"]]))
eig("eigenvalues", lit(HERM3), lambda K: K.m(HERM3), digits=(30, 300), hermitian=True)
eig("eigenvalues", lit(CPLX3), lambda K: K.m(CPLX3), digits=(30, 300))

# Errors: the words the message must contain.
E = [
    ("[1, 2] + [1, 2, 3]", lambda K: K.add(K.m([1, 2]), K.m([1, 2, 3])), "shape"),
    (f"{lit(A)} - {lit(WIDE)}", lambda K: K.sub(K.m(A), K.m(WIDE)), "shape"),
    (f"{lit(WIDE)} * {lit(A)}", lambda K: K.mul(K.m(WIDE), K.m(A)), "shape"),
    (f"{lit(A)} * [1, 2, 3]", lambda K: K.mul(K.m(A), K.m([1, 2, 3])), "shape"),
    ("dot([1, 2], [1, 2, 3])", lambda K: K.dot(K.m([1, 2]), K.m([1, 2, 3])), "shape"),
    (f"linsolve({lit(A)}, [1, 2, 3])", lambda K: K.linsolve(K.m(A), K.m([1, 2, 3])), "shape"),
    (f"inv({lit(SINGULAR)})", lambda K: K.inv(K.m(SINGULAR)), "singular"),
    ("[[1, 2], [2, 4]]^-1", lambda K: K.power(K.m([[1, 2], [2, 4]]), -1), "singular"),
    ("linsolve([[1, 2], [2, 4]], [1, 2])", lambda K: K.linsolve(K.m([[1, 2], [2, 4]]), K.m([1, 2])), "singular"),
    ("inv(zeros(3, 3))", lambda K: K.inv(K.zeros(3, 3)), "singular"),
    ("inv([[sqrt(2), 2], [1, sqrt(2)]])", lambda K: K.inv(K.m([["sqrt(2)", 2], [1, "sqrt(2)"]])), "singular"),
    (f"det({lit(WIDE)})", lambda K: K.det(K.m(WIDE)), "square"),
    (f"inv({lit(WIDE)})", lambda K: K.inv(K.m(WIDE)), "square"),
    (f"trace({lit(TALL)})", lambda K: K.trace(K.m(TALL)), "square"),
    (f"{lit(WIDE)}^2", lambda K: K.power(K.m(WIDE), 2), "square"),
    ("[10, 20, 30][4]", lambda K: K.index(K.m([10, 20, 30]), 4), "index"),
    ("[10, 20, 30][0]", lambda K: K.index(K.m([10, 20, 30]), 0), "index"),
    (f"{lit(A)}[3, 1]", lambda K: K.index(K.m(A), 3, 1), "index"),
    (f"{lit(A)}[1, 3]", lambda K: K.index(K.m(A), 1, 3), "index"),
    ("5[1]", lambda K: K.index(K.num(5), 1), "index"),
    (f"2 / {lit(A)}", lambda K: K.div(K.num(2), K.m(A)), "inv"),
    (f"{lit(A)} / {lit(B)}", lambda K: K.div(K.m(A), K.m(B)), "inv"),
    ("[[1, 2], [3]]", lambda K: K.m([[1, 2], [3]]), "row"),
]
for text, build, words in E:
    add("errors", text, build, error=words)
