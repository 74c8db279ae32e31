import BigNumber

/// The rows of functions of a list of numbers: `min`, `max`, the mean, the median, the variances
/// and standard deviations (sample: n − 1; population: n).
extension CatalogRow {
    private typealias B = BigBall

    static let minimum = list(.minimum, ["min"], "smallest of the numbers", exact: { $0.min() }) { x, c in
        x.dropFirst().reduce(x[0]) { B.minimum($0, $1, precision: c.precision) }
    }.documented(example: "min(3, -1, 2)")
    static let maximum = list(.maximum, ["max"], "largest of the numbers", exact: { $0.max() }) { x, c in
        x.dropFirst().reduce(x[0]) { B.maximum($0, $1, precision: c.precision) }
    }.documented(example: "max(3, -1, 2)")
    static let mean = list(.mean, ["mean", "avg"], "arithmetic mean", exact: { x in
        x.reduce(BigRational(0), +).divided(by: BigRational(x.count))
    }) { x, c in B.divide(sum(x, c.precision + 16), by: x.count, precision: c.precision) }
        .documented(example: "mean(1, 2, 3, 4)")
    static let median = list(.median, ["median"], "median (mean of the two middle numbers for an even count)", exact: { x in
        let sorted = x.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle]
            : (sorted[middle - 1] + sorted[middle]).divided(by: BigRational(2))
    }) { x, c in
        let sorted = orderStatistics(x, c.precision)
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        return B.divide(B.add(sorted[middle - 1], sorted[middle], precision: c.precision + 16), by: 2, precision: c.precision)
    }.documented(example: "median(3, 1, 4, 1)")
    static let variance = list(.variance, ["variance", "var"], "sample variance (divided by n − 1)",
                               invalid: "sample variance of fewer than two numbers", exact: { try squares($0, sample: true) }) { x, c in
        try spread(x, sample: true, c.precision)
    }.documented(example: "variance(2, 4, 4, 4, 5, 5, 7, 9)")
    static let standardDeviation = list(.standardDeviation, ["stdev", "sd"], "sample standard deviation (n − 1)",
                                        invalid: "sample standard deviation of fewer than two numbers",
                                        exact: { try squares($0, sample: true).flatMap { ExactArithmetic.root($0, 2) } }) { x, c in
        B.sqrtOfNonNegativePart(try spread(x, sample: true, c.precision + 16), precision: c.precision)
    }.documented(example: "stdev(2, 4, 4, 4, 5, 5, 7, 9)")
    static let populationVariance = list(.populationVariance, ["pvariance", "pvar"], "population variance (divided by n)",
                                         exact: { try squares($0, sample: false) }) { x, c in
        try spread(x, sample: false, c.precision)
    }.documented(example: "pvariance(2, 4, 4, 4, 5, 5, 7, 9)")
    static let populationStandardDeviation = list(.populationStandardDeviation, ["pstdev", "psd"], "population standard deviation (n)",
                                                  exact: { try squares($0, sample: false).flatMap { ExactArithmetic.root($0, 2) } }) { x, c in
        B.sqrtOfNonNegativePart(try spread(x, sample: false, c.precision + 16), precision: c.precision)
    }.documented(example: "pstdev(2, 4, 4, 4, 5, 5, 7, 9)")

    /// A function of a list of one or more numbers, listed under `.statistics`.
    private static func list(
        _ operation: CatalogOperation, _ names: [String], _ summary: String, invalid: String? = nil,
        exact: @escaping @Sendable ([BigRational]) throws -> BigRational?,
        _ real: @escaping @Sendable ([BigBall], EvaluationContext) throws -> BigBall
    ) -> CatalogRow {
        let ball = RealEvaluation.list { x, context throws(CalculationError) in
            do {
                return try real(x.map(\.ball), context)
            } catch {
                throw CalculationError(error, in: operation)
            }
        }
        let rational = ExactEvaluation.list { x throws(CalculationError) in try ExactArithmetic.bounded(operation) { try exact(x) } }
        return CatalogRow(operation, in: .statistics, names: names, notation: .function(names[0]), summary: summary,
                          invalid: invalid ?? "\(summary) is undefined for these numbers",
                          implementations: Implementations(ball: ball, [.rational(rational)]))
    }

    /// The sum of the balls.
    private static func sum(_ x: [BigBall], _ precision: Int) -> BigBall {
        x.dropFirst().reduce(x[0]) { B.add($0, $1, precision: precision) }
    }

    /// Balls holding the order statistics of `x` (the smallest first): a sorting network of min and
    /// max, which encloses the k-th smallest value for every point of the balls even when they overlap.
    private static func orderStatistics(_ x: [BigBall], _ precision: Int) -> [BigBall] {
        var sorted = x
        for round in 0..<sorted.count {
            var index = round % 2
            while index + 1 < sorted.count {
                let (low, high) = (sorted[index], sorted[index + 1])
                sorted[index] = B.minimum(low, high, precision: precision)
                sorted[index + 1] = B.maximum(low, high, precision: precision)
                index += 2
            }
        }
        return sorted
    }

    /// Σ(x − mean)² divided by n − 1 (`sample`) or n, on balls. Its ball may reach below 0 when
    /// the numbers are equal to the precision used: the standard deviations take the root of its
    /// non-negative part, so that they are a heuristic zero where the variance is.
    private static func spread(_ x: [BigBall], sample: Bool, _ precision: Int) throws -> BigBall {
        let divisor = sample ? x.count - 1 : x.count
        guard divisor > 0 else { throw DomainError.Violation.outsideDomain }
        let p = precision + 32
        let mean = B.divide(sum(x, p), by: x.count, precision: p)
        let squares = x.map { B.pow(B.subtract($0, mean, precision: p), BigInt(2), precision: p) }
        return B.divide(sum(squares, p), by: divisor, precision: precision)
    }

    /// Σ(x − mean)² divided by n − 1 (`sample`) or n, exactly.
    private static func squares(_ x: [BigRational], sample: Bool) throws -> BigRational? {
        let divisor = sample ? x.count - 1 : x.count
        guard divisor > 0 else { throw DomainError.Violation.outsideDomain }
        guard let mean = x.reduce(BigRational(0), +).divided(by: BigRational(x.count)) else { return nil }
        return x.reduce(BigRational(0)) { $0 + ($1 - mean) * ($1 - mean) }.divided(by: BigRational(divisor))
    }
}
