#!/usr/bin/env bash
# What start-up costs before any of bigcalc's code runs: a C program that prints 2 with MPFR,
# linked with MPFR and GMP only, and linked also with the libraries bigcalc needs (Debian's Arb,
# FLINT — with NTL, gf2x and libstdc++ behind it — and GNU MPC; libedit is opened only by the REPL),
# timed side by side with `bigcalc 1+1`, PARI/GP and bc in one hyperfine run.
#
# Usage: Benchmarks/startup-libraries.sh [BIGCALC] [RUNS]   (default .build/release/bigcalc, 200)
set -euo pipefail
cd "$(dirname "$0")/.."
bigcalc=${1:-.build/release/bigcalc}
runs=${2:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Debian's Arb 2.x is a library of its own (libflint-arb); in FLINT 3 Arb is part of libflint.
arb=$( [ -e /usr/include/arb.h ] && echo -lflint-arb || true )
cc -O2 Benchmarks/reference/startup_probe.c -o "$work/mpfr-only" -lmpfr -lgmp
cc -O2 -DWITH_ARB -I/usr/include/flint Benchmarks/reference/startup_probe.c -o "$work/with-bigcalc-libraries" \
    -Wl,--no-as-needed $arb -lflint -lmpc -lmpfr -lgmp
echo 'print(1+1)' > "$work/one.gp"
printf '1+1\nquit\n' > "$work/one.bc"
echo "libraries loaded: mpfr-only $(ldd "$work/mpfr-only" | wc -l), with bigcalc's $(ldd "$work/with-bigcalc-libraries" | wc -l), bigcalc $(ldd "$bigcalc" | wc -l)"
hyperfine -N --warmup 10 --runs "$runs" \
    -n "C, MPFR and GMP" "$work/mpfr-only" \
    -n "C, also Arb, FLINT, MPC" "$work/with-bigcalc-libraries" \
    -n "bigcalc 1+1" "$bigcalc 1+1" \
    -n "PARI/GP print(1+1)" "gp -q -f $work/one.gp" \
    -n "bc 1+1" "bc -q $work/one.bc"
