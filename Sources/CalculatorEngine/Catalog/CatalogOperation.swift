/// The identity of every operation BigCalc knows: a keypad key, an expression function or
/// operator, a constant, or several of these. Each case has exactly one row (`row`) carrying all
/// of its behaviour; the switch in `OperationCatalog.row(_:)` is exhaustive, so a case without
/// a row does not compile.
public enum CatalogOperation: Int, CaseIterable, Sendable, Hashable {
    // Arithmetic
    /// a + b
    case add
    /// a − b
    case subtract
    /// a × b
    case multiply
    /// a ÷ b
    case divide
    /// a mod b, with the sign of b
    case modulo
    /// `=` on a keypad: completes the pending operation
    case equals
    /// −x
    case negate
    /// x ÷ 100
    case percent
    /// 1/x
    case reciprocal
    /// |x|
    case absoluteValue
    /// the sign of x: −1, 0 or 1; z/|z| for a complex z
    case sign
    /// the real part of z
    case realPart
    /// the imaginary part of z
    case imaginaryPart
    /// the argument (angle) of z
    case argument
    /// the complex conjugate of z
    case conjugate
    /// ⌊x⌋
    case floor
    /// ⌈x⌉
    case ceiling
    /// x rounded to the nearest integer, halves away from zero
    case round
    /// the integer part of x
    case truncate
    /// x − ⌊x⌋
    case fractionalPart
    /// the smaller of two numbers
    case minimum
    /// the larger of two numbers
    case maximum
    /// the mean of a list
    case mean
    /// the median of a list
    case median
    /// the sample variance of a list (n − 1)
    case variance
    /// the sample standard deviation of a list (n − 1)
    case standardDeviation
    /// the population variance of a list (n)
    case populationVariance
    /// the population standard deviation of a list (n)
    case populationStandardDeviation
    // Comparisons, logic and forms
    /// a < b
    case less
    /// a ≤ b
    case lessOrEqual
    /// a > b
    case greater
    /// a ≥ b
    case greaterOrEqual
    /// a = b
    case equal
    /// a ≠ b
    case notEqual
    /// a and b
    case logicalAnd
    /// a or b
    case logicalOr
    /// not a
    case logicalNot
    /// if(c, a, b)
    case conditional
    /// sum(expr, k, from, to)
    case summation
    /// product(expr, k, from, to)
    case productOfTerms
    // Calculus
    /// solve(expr, x, a, b): the root of expr in [a, b]
    case solve
    /// integrate(expr, x, a, b): the integral of expr from a to b
    case integrate
    // Powers and roots
    /// xʸ
    case power
    /// the y-th root of x
    case root
    /// the real n-th root of x, n ≥ 1 an integer
    case nthRoot
    /// a × 10ᵇ (the keypad's EE)
    case timesTenToThe
    /// √x
    case squareRoot
    /// ∛x
    case cubeRoot
    /// x²
    case square
    /// x³
    case cube
    /// eˣ
    case exponential
    /// 10ˣ
    case powerOfTen
    /// 2ˣ
    case powerOfTwo
    /// eˣ − 1
    case exponentialMinusOne
    /// √(x² + y²)
    case hypotenuse
    /// the arithmetic-geometric mean
    case arithmeticGeometricMean
    // Logarithms
    /// ln x
    case naturalLogarithm
    /// log₁₀ x
    case commonLogarithm
    /// log₂ x
    case binaryLogarithm
    /// ln(1 + x)
    case logarithmOfOnePlus
    /// the logarithm of x to base b
    case logarithmToBase
    // Trigonometry
    /// sin x
    case sine
    /// cos x
    case cosine
    /// tan x
    case tangent
    /// sec x
    case secant
    /// csc x
    case cosecant
    /// cot x
    case cotangent
    /// sin⁻¹ x
    case arcsine
    /// cos⁻¹ x
    case arccosine
    /// tan⁻¹ x
    case arctangent
    /// atan2(y, x)
    case arctangentOfPoint
    /// sinh x
    case hyperbolicSine
    /// cosh x
    case hyperbolicCosine
    /// tanh x
    case hyperbolicTangent
    /// sinh⁻¹ x
    case inverseHyperbolicSine
    /// cosh⁻¹ x
    case inverseHyperbolicCosine
    /// tanh⁻¹ x
    case inverseHyperbolicTangent
    // Special functions and integers
    /// x! (Γ(x + 1) for non-integers)
    case factorial
    /// n!! = n(n − 2)(n − 4)… for integers n ≥ −1
    case doubleFactorial
    /// Γ(x)
    case gamma
    /// ln |Γ(x)|
    case logGamma
    /// ψ(x)
    case digamma
    /// ζ(x)
    case zeta
    /// erf x
    case errorFunction
    /// erfc x
    case complementaryErrorFunction
    /// erf⁻¹ x
    case inverseErrorFunction
    /// erfc⁻¹ x
    case inverseComplementaryErrorFunction
    /// sin(x)/x
    case sinc
    /// C(n, k)
    case binomial
    /// gcd of one or more integers
    case greatestCommonDivisor
    /// lcm of one or more integers
    case leastCommonMultiple
    // Integers
    /// a & b
    case bitwiseAnd
    /// a | b
    case bitwiseOr
    /// a xor b
    case bitwiseXor
    /// ~a
    case bitwiseNot
    /// a << n
    case shiftLeft
    /// a >> n
    case shiftRight
    /// whether n is prime
    case isPrime
    /// the next prime
    case nextPrime
    /// the previous prime
    case previousPrime
    /// aᵇ mod m
    case powerModulo
    /// the inverse of a modulo m
    case modularInverse
    /// Euler's totient
    case totient
    /// the number of divisors
    case divisorCount
    /// n with its prime factorization shown
    case factorization
    /// ⌊√n⌋
    case integerSquareRoot
    /// the integer part of the n-th root
    case integerRoot
    /// the digits of n in a base
    case digitCount
    /// the decimal digits of n
    case decimalDigitCount
    /// B(a, b) = Γ(a)Γ(b)/Γ(a + b)
    case beta
    /// ψ⁽ⁿ⁾(x)
    case polygamma
    /// the Hurwitz zeta function ζ(s, a)
    case hurwitzZeta
    /// the exponential integral Ei(x)
    case exponentialIntegral
    /// the logarithmic integral li(x)
    case logarithmicIntegral
    /// the principal branch of the Lambert W function
    case lambertW
    /// the Lambert W function on branch 0 or −1
    case lambertWBranch
    /// the Bessel function Jₙ(x)
    case besselJ
    /// the Bessel function Yₙ(x)
    case besselY
    /// the modified Bessel function Iₙ(x)
    case besselI
    /// the modified Bessel function Kₙ(x)
    case besselK
    /// the Airy function Ai(x)
    case airyAi
    /// the Airy function Bi(x)
    case airyBi
    /// the complete elliptic integral K(m)
    case ellipticK
    /// the complete elliptic integral E(m)
    case ellipticE
    /// the polylogarithm Liₛ(x)
    case polylogarithm
    // Constants
    /// π
    case pi
    /// e
    case e
    /// the imaginary unit i
    case imaginaryUnit
    /// Euler's constant γ
    case eulerGamma
    /// Catalan's constant G
    case catalan
    /// ln 2
    case lnTwo
    /// a uniformly random number in [0, 1)
    case random
    /// ∞: only a bound of `integrate`, `sum` and `product`
    case infinity

    /// This operation's catalog row: everything about it.
    // Lists, vectors and matrices
    /// `[a, b, …]`: a vector, or a matrix by rows
    case list
    /// `v[k]`, `A[i, j]`, `A[i]`: an entry or a row
    case index
    /// the list of expr for k = a … b
    case sequence
    /// the number of entries of a vector, of rows of a matrix
    case length
    /// the shape of a list or matrix
    case size
    /// the n×n identity matrix
    case identityMatrix
    /// the m×n zero matrix
    case zeroMatrix
    /// the sum of the entries of a list
    case listSum
    /// the product of the entries of a list
    case listProduct
    /// the determinant of a square matrix
    case determinant
    /// the transpose of a matrix
    case transpose
    /// the conjugate transpose of a matrix
    case conjugateTranspose
    /// the trace of a square matrix
    case trace
    /// the rank of a matrix
    case rank
    /// the solution x of A x = b
    case linearSolve
    /// the dot product of two vectors
    case dot
    /// the cross product of two vectors of 3
    case cross
    /// the Euclidean norm of a vector, the Frobenius norm of a matrix
    case norm
    /// the eigenvalues of a square matrix
    case eigenvalues
    /// the eigenvectors of a square matrix
    case eigenvectors
    // Recognising numbers
    /// the continued fraction of a number, as a list of terms
    case continuedFraction
    /// the closest fraction with a bounded denominator
    case bestApproximation
    /// an integer relation among numbers
    case integerRelation
    /// an integer polynomial with a number as a root
    case algebraicRelation
    /// a short closed form of a number
    case identify

    package var row: CatalogRow { OperationCatalog.rows[rawValue] }
}
