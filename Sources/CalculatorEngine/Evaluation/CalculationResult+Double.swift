import BigNumber

extension Double {
    /// The value of a real result as a `Double`, or nil for a result that is not a real number (a
    /// complex result whose imaginary part is not zero: convert its `components` one by one); when
    /// the imaginary part is zero, exactly or as a heuristic zero, the real part's value, as the
    /// result prints (`exp(i*pi)` is −1).
    ///
    /// An exact result is rounded to the nearest `Double` (ties to even); otherwise the
    /// `approximation` is, so the `Double` may carry more digits than the result proved (`digits`)
    /// and is within one unit in its last place of the value when those are 17 or more. A
    /// heuristic zero is 0; values beyond the `Double` range are ±∞, NaN stays NaN.
    ///
    /// ```swift
    /// var session = Session()
    /// Double(try session.evaluate("1/3").result)       // 0.3333333333333333
    /// Double(try session.evaluate("sqrt(-4)").result)  // nil (2i)
    /// ```
    /// - Parameter result: the result.
    public init?(_ result: CalculationResult) {
        guard let real = result.realValue else { return nil }
        self.init(real)
    }

    /// The value of one component of a result as a `Double`, rounded as `init?(_: CalculationResult)` rounds.
    /// - Parameter component: the component.
    public init(_ component: CalculationResult.Component) {
        if let exact = component.exact {
            self.init(exact)
        } else if component.isHeuristicZero {
            self = 0
        } else {
            self.init(component.approximation)
        }
    }
}
