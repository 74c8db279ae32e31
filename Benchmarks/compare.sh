#!/usr/bin/env bash
# compare.sh: bigcalc side by side with raw C MPFR and the calculators people use today.
#
# Runs the workloads of issue 5 as whole processes through
#   bigcalc, a release build with the Swift runtime and Foundation linked statically, as a Linux
#   command-line tool is shipped (`swift build $(make -s release-flags) --product bigcalc
#   --scratch-path .build-static`, the flags of `make release`, so .build/ is left alone); --dynamic uses .build/release/bigcalc
#   (`swift build -c release --product bigcalc`) instead,
#   the C reference Benchmarks/reference/mpfr_reference.c (compiled here with `cc -O2 … -lmpfr -lgmp`),
#   and whichever peers are installed: bc (`bc -l`, scale=), qalc (`qalc -t`, precision setting),
#   PARI/GP (`gp -q`, realprecision), apcalc (`calc`, epsilon/display), Python mpmath and gmpy2.
# Peers that are missing are skipped with a note; --install installs them
# (apt: bc qalc pari-gp apcalc hyperfine time; pip: mpmath gmpy2).
#
# Workloads (--workloads, comma-separated; default all):
#   pi, e, sqrt2   the constant to N significant digits, printed   (--sizes, default 10000,100000,1000000)
#   expr           sin(1)+cos(1)*ln(2) to N digits                  (--expr-sizes, default 1000,10000,100000)
#   fact           n! exactly, every digit                         (--fact, default 100000)
#   batch          10,000 lines of small expressions at 30 digits in one process (deterministic file,
#                  translated into each tool's syntax)
#   simple         10,000 lines of (a*b+c)/d-a.b at 30 digits (bigcalc, C reference, bc at scale=30)
#   mixed          arithmetic and functions in turn, at 10,000 and 100,000 lines (--mixed-lines):
#                  how the time grows with the lines (bigcalc, C reference, bc)
#   startup        `1+1`: process start-up latency
#
# The tool jobs2 is bigcalc --jobs 2 on the three batches.
# Every cell: one checked run (under --timeout seconds, default 60; slower is marked `timeout` and the
# tool is not run at larger sizes of that workload), then the median of --runs runs (default 5;
# hyperfine with --export-json when installed and the command takes under 10 s, else a plain loop).
# The check: the first 20 and last 10 significant digits of the output, after peers' 10 guard digits
# are rounded off, must equal the C MPFR reference's (for the batch: the first 20 digits of every line
# must equal mpmath's at 60 digits); otherwise the cell says `wrong`, not a time.
# Peak RSS of bigcalc and of the C reference comes from `/usr/bin/time -f %M`.
#
# Output: one markdown table on stdout (progress on stderr), ratios to bigcalc, the issue's targets
# with the measured figures. --results FILE also writes FILE (date, nproc, CPU model, versions and the
# exact commands), e.g. --results Benchmarks/RESULTS.md.
#
# Other options: --tools bigcalc,jobs2,c,bc,qalc,gp,calc,mpmath,gmpy2   --runs N   --timeout S
#                --no-build (use the existing binaries)           --bigcalc PATH
#                --dynamic (bigcalc with the shared Swift runtime: about 6 ms slower to start, 6 MiB more)
# Quick subset:  Benchmarks/compare.sh --workloads pi,startup --sizes 10000 --runs 3
# Full run:      Benchmarks/compare.sh --results Benchmarks/RESULTS.md      (about 15-25 minutes)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
install=0
build=1
static=1
pass=()
for arg in "$@"; do
    case "$arg" in
        --install) install=1 ;;
        --no-build) build=0 ;;
        --dynamic) static=0 ;;
        -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) pass+=("$arg") ;;
    esac
done

if [ "$install" -eq 1 ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    if command -v apt-get >/dev/null 2>&1; then
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq bc qalc pari-gp apcalc hyperfine time >/dev/null
    else
        echo "note: apt-get not found; install bc, qalc, pari-gp, apcalc and hyperfine yourself" >&2
    fi
    python3 -m pip install -q mpmath gmpy2
fi

if [ "$build" -eq 1 ]; then
    echo "building bigcalc (release) and the C reference" >&2
    if [ "$static" -eq 1 ]; then
        (cd "$ROOT" && swift build $(make -s release-flags) --product bigcalc --scratch-path .build-static >&2)
    else
        (cd "$ROOT" && swift build -c release --product bigcalc >&2)
    fi
    cc -O2 -o "$HERE/reference/mpfr_reference" "$HERE/reference/mpfr_reference.c" \
        $(pkg-config --cflags --libs mpfr 2>/dev/null || echo -lmpfr) -lgmp -lm
fi

if [ "$static" -eq 1 ]; then
    bigcalc="$ROOT/.build-static/release/bigcalc"
else
    bigcalc="$ROOT/.build/release/bigcalc"
fi
exec python3 "$HERE/compare/compare.py" --command "Benchmarks/compare.sh $*" --bigcalc "$bigcalc" ${pass[@]+"${pass[@]}"}
