import BigNumber
import CalculatorEngine

// Lists, vectors and matrices in expressions: exact on FLINT while the entries are exact, each
// entry of an inexact result proven on Arb's balls and rounded on its own.
var session = Session(settings: EvaluationSettings(digits: 20))
let inverse = try session.evaluate("inv([[2, 1], [1, 3]])").result
print(inverse)                                                     // one line that reads back
print(inverse.shape?.description ?? "", inverse.entries?[0][1].fraction ?? "")
let eigenvalues = try session.evaluate("eigenvalues([[2, 1], [1, 3]])").result
for λ in eigenvalues.entries?.first ?? [] { print(λ, λ.isProven) }
_ = session.run("A = [1, 2; 3, 4]; v = [1, 1]")                   // variables hold matrices
print(try session.evaluate("A * v").result, try session.evaluate("det(A)^2").result)
do {
    _ = try session.evaluate("[1, 2] + [1, 2, 3]")
} catch {
    print(error.code, error.message)                                // a typed error naming both shapes
}

// The matrix types themselves, for Swift code: exact rational and ball matrices.
let hilbert = try RationalMatrix((1...4).map { i in (1...4).map { j in BigRational(1) / BigRational(i + j - 1) } })
print(try hilbert.determinant(), hilbert.rank)
let balls = hilbert.ballMatrix(precision: 128)
print(try balls.inverse(precision: 128).contains(try hilbert.inverse()))     // the ball inverse encloses the exact one
