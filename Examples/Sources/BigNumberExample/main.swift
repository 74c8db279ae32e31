import BigNumber

let pi = BigFloat.pi(precision: BigFloat.bits(forDigits: 50))     // correctly rounded, 50 digits' worth of bits
print(pi.formatted(significantDigits: 50))
let tenth = try BigFloat(parsing: "0.1", precision: 64)            // the 64-bit number nearest to 1/10
let scaled = tenth * 2.5                                           // Int and Double operands keep the 64 bits
print(scaled, scaled.precision)
let third: BigRational = 1 / 3                                     // exact fractions
print(third + BigRational("1/6")!, BigFloat(third, precision: 20))
print(try BigInt(3).power(100))                                    // 3¹⁰⁰ exactly; huge powers throw instead of aborting
print(BigComplex.sqrt(BigComplex(-4)))
