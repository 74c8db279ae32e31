import BigNumber
print(BigFloat.pi(precision: BigFloat.bits(forDigits: 100)).formatted(significantDigits: 100))
