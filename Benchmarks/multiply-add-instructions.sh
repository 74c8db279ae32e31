#!/usr/bin/env bash
# Instructions per iteration (valgrind --tool=callgrind, total Ir) of `a = a*b + c` on BigFloat in
# its three forms (expression, `a = (consume a) * b + c`, in place `a *= b; a += c`) against the C
# reference Benchmarks/reference/mpfr_multiply_add.c, at 64, 128 and 1024 bits. Each count is the
# difference between runs of 2N and N iterations divided by N, so start-up cancels out. Wall times
# on a shared machine are noisy; instruction counts are not (they do not show that an atomic retain
# costs more than an add, so read them beside the package-benchmark times).
#
# Usage: Benchmarks/multiply-add-instructions.sh [BIGCALC_DIR …]   (default: this checkout)
# Several directories (e.g. a checkout of the previous commit) give one column each.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
[ $# -gt 0 ] || set -- "$here"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=100000
cc -O2 -o "$work/c" "$here/Benchmarks/reference/mpfr_multiply_add.c" -lmpfr -lgmp

# A package of its own per checkout, depending on it by path: only BigNumber is built (release).
for i in $(seq 1 $#); do
    root=$(cd "${!i}" && pwd)
    mkdir -p "$work/p$i/Sources/mab"
    cat > "$work/p$i/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "mab",
    dependencies: [.package(name: "BigCalc", path: "$root")],
    targets: [.executableTarget(name: "mab", dependencies: [.product(name: "BigNumber", package: "BigCalc")])]
)
EOF
    cat > "$work/p$i/Sources/mab/main.swift" <<'EOF'
import BigNumber

@inline(never)
func run(_ form: String, _ bits: Int, _ n: Int) -> BigFloat {
    let one = BigFloat(1, precision: bits)
    var a = one, b = one - BigFloat.scaled(one, byPowerOfTwo: -20), c = BigFloat.scaled(one, byPowerOfTwo: -30)
    switch form {
    case "expression": for _ in 0..<n { a = a * b + c }
    case "consume": for _ in 0..<n { a = (consume a) * b + c }
    default: for _ in 0..<n { a *= b; a += c }
    }
    _ = (b, c)
    return a
}

let arguments = CommandLine.arguments
print(run(arguments[1], Int(arguments[2]) ?? 128, Int(arguments[3]) ?? 1) > 0)
EOF
    swift build -c release --package-path "$work/p$i" >/dev/null 2>&1 || { echo "error: building against $root failed" >&2; exit 1; }
done

count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$@" >/dev/null 2>"$work/log"
    grep -E "Collected" "$work/log" | awk '{print $4}'
}
perIteration() {
    local once twice
    once=$(count "$@" $n)
    twice=$(count "$@" $((2 * n)))
    echo $(((twice - once) / n))
}

printf '%-6s %-10s %8s' bits form "C (Ir)"
for i in $(seq 1 $#); do printf ' %14s' "$(basename "$(cd "${!i}" && pwd)")"; done
printf '\n'
for bits in 64 128 1024; do
    for form in expression consume in-place; do
        cform=$form; [ "$form" = consume ] && cform=in-place
        printf '%-6s %-10s %8s' "$bits" "$form" "$(perIteration "$work/c" "$cform" "$bits")"
        for i in $(seq 1 $#); do
            printf ' %14s' "$(perIteration "$work/p$i/.build/release/mab" "$form" "$bits")"
        done
        printf '\n'
    done
done
