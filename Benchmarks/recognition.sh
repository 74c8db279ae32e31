#!/usr/bin/env bash
# recognition.sh: library-level timing of integer-relation search and algebraic dependency at 200
# digits, BigNumber (FLINT's LLL) against PARI/GP (`algdep`, `lindep`) and mpmath (`findpoly`,
# `pslq`). Not a unit test; prints one markdown table.
#
#   algdep:  x = √2 + √3 + √5 (degree 8, x⁸ − 40x⁶ + 352x⁴ − 960x² + 576), degree 8
#   lindep:  ln 2, ln 3, …, ln 23 (the first 9 primes) and ln(2³·3⁻²·5·7⁻¹·11²·13·17⁻¹·19·23⁻²)
#   none:    ln 2, …, ln 29 (no relation: BigNumber proves a bound, PARI returns a long vector,
#            mpmath's pslq gives up at coefficients of 10⁶)
#
# Each tool is timed in its own process over --runs repetitions (the median of the per-call times,
# the values computed once beforehand; PARI/GP's clock counts milliseconds, so each of its times is
# that of 50 calls); every answer is checked before its time counts.
# BigNumber is built in release mode into a scratch package under $WORK that depends on this
# checkout. Usage: Benchmarks/recognition.sh [--runs N]
set -euo pipefail
runs=20
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${WORK:-${TMPDIR:-/tmp}/bigcalc-recognition-bench}"
mkdir -p "$WORK/Sources/RecognitionBench"
cat > "$WORK/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "RecognitionBench",
    dependencies: [.package(name: "BigCalc", path: "$ROOT")],
    targets: [.executableTarget(name: "RecognitionBench", dependencies: [.product(name: "BigNumber", package: "BigCalc")])]
)
SWIFT
cat > "$WORK/Sources/RecognitionBench/main.swift" <<'SWIFT'
import BigNumber
import Foundation

let runs = Int(CommandLine.arguments[1]) ?? 20
let bits = 665  // 200 digits
func ln(_ n: Int) -> BigBall { BigBall.log(BigBall(n), precision: bits) }
func root(_ n: Int) -> BigBall { BigBall.sqrt(BigBall(n), precision: bits) }
func median(_ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
}
let x = BigBall.add(BigBall.add(root(2), root(3), precision: bits), root(5), precision: bits)
let expected = [576, 0, -960, 0, 352, 0, -40, 0, 1].map { BigInt($0) }
guard try x.algebraicRelation(degree: 8) == .relation(expected) else { fatalError("algdep: wrong polynomial") }
let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23], exponents = [3, -2, 1, -1, 2, 1, -1, 1, -2]
let target = zip(primes, exponents).reduce(BigBall()) { BigBall.add($0, BigBall.multiply(BigBall($1.1), ln($1.0), precision: bits), precision: bits) }
let values = primes.map(ln) + [target]
guard case .relation(let a) = try IntegerRelation.search(among: values), a.map({ $0 * a[9] }) == (exponents + [-1]).map({ BigInt(-$0) }) else {
    fatalError("lindep: wrong relation")
}
let independent = (primes + [29]).map(ln)
guard case .noneBelow(let bound) = try IntegerRelation.search(among: independent) else { fatalError("none: a relation") }
FileHandle.standardError.write("bignumber: no relation among ln 2 … ln 29 with coefficients below \(bound)\n".data(using: .utf8)!)
print(String(format: "bignumber %.3f %.3f %.3f", try median { _ = try x.algebraicRelation(degree: 8) }, try median { _ = try IntegerRelation.search(among: values) },
    try median { _ = try IntegerRelation.search(among: independent) }))
SWIFT
(cd "$WORK" && swift build -c release >/dev/null)
bignumber=$("$WORK/.build/release/RecognitionBench" "$runs")

pari=$(gp -q -f <<GP
default(realprecision, 200);
x = sqrt(2) + sqrt(3) + sqrt(5);
if (algdep(x, 8) != x^8 - 40*x^6 + 352*x^4 - 960*x^2 + 576 && algdep(x, 8) != 'x^8 - 40*'x^6 + 352*'x^4 - 960*'x^2 + 576, error("algdep"));
p = primes(9); e = [3, -2, 1, -1, 2, 1, -1, 1, -2];
v = concat(vector(9, i, log(p[i])), [sum(i = 1, 9, e[i] * log(p[i]))]);
r = lindep(v); if (abs(r[10]) != 1 || r[1..9]~ * (-r[10]) != e, error("lindep"));
median(t) = vecsort(t)[#t \ 2 + 1];
/* getabstime counts milliseconds: each time is that of 50 calls, divided. */
ta = vector($runs, k, my(s = getabstime()); for (j = 1, 50, algdep(x, 8)); (getabstime() - s) / 50.);
tl = vector($runs, k, my(s = getabstime()); for (j = 1, 50, lindep(v)); (getabstime() - s) / 50.);
w = vector(10, i, log(prime(i)));
tn = vector($runs, k, my(s = getabstime()); for (j = 1, 50, lindep(w)); (getabstime() - s) / 50.);
printf("pari %.3f %.3f %.3f\n", median(ta), median(tl), median(tn));
GP
)

mpm=$(python3 - "$runs" <<'PY'
import sys, time
from mpmath import mp, sqrt, log, findpoly, pslq
runs = int(sys.argv[1])
mp.dps = 200
x = sqrt(2) + sqrt(3) + sqrt(5)
poly = findpoly(x, 8, maxcoeff=10**6, maxsteps=10**6)
assert poly in ([1, 0, -40, 0, 352, 0, -960, 0, 576], [-1, 0, 40, 0, -352, 0, 960, 0, -576]), poly
ps, es = [2, 3, 5, 7, 11, 13, 17, 19, 23], [3, -2, 1, -1, 2, 1, -1, 1, -2]
v = [log(p) for p in ps] + [sum(e * log(p) for p, e in zip(ps, es))]
r = pslq(v, maxcoeff=10**6, maxsteps=10**6)
assert [c * -r[9] for c in r[:9]] == es, r
def median(f):
    t = []
    for _ in range(runs):
        s = time.perf_counter(); f(); t.append((time.perf_counter() - s) * 1e3)
    return sorted(t)[len(t) // 2]
w = [log(p) for p in ps + [29]]
assert pslq(w, maxcoeff=10**6, maxsteps=10**6) is None
print("mpmath %.3f %.3f %.3f" % (median(lambda: findpoly(x, 8, maxcoeff=10**6, maxsteps=10**6)), median(lambda: pslq(v, maxcoeff=10**6, maxsteps=10**6)),
      median(lambda: pslq(w, maxcoeff=10**6, maxsteps=10**6))))
PY
)

echo "| tool (200 digits, median of $runs, ms) | algdep degree 8 | lindep of 10 | lindep of 10, none |"
echo "|---|---:|---:|---:|"
for line in "$bignumber" "$pari" "$mpm"; do
    read -r name a l z <<<"$line"
    echo "| $name | $a | $l | $z |"
done
