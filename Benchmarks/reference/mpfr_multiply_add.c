/* mpfr_multiply_add.c: the C side of the MultiplyAdd benchmarks (Benchmarks/BigCalcBenchmarks/
 * MultiplyAddBenchmarks.swift). For 64, 128 and 1024 bits, prints the nanoseconds per iteration of
 *   expression  mpfr_mul(t, a, b); mpfr_add(a, t, c)   (t preallocated: what a = a*b + c computes)
 *   in place    mpfr_mul(a, a, b); mpfr_add(a, a, c)
 * with a = 1, b = 1 - 2^-20, c = 2^-30, the best of 5 runs of 10^7 iterations.
 * With arguments FORM BITS N (FORM: expression or in-place) it runs that one loop N times, once
 * (for instruction counts: Benchmarks/multiply-add-instructions.sh).
 * Build: cc -O2 -o mpfr_multiply_add mpfr_multiply_add.c -lmpfr -lgmp */
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double run(long bits, int inPlace, long iterations) {
    mpfr_t a, b, c, t;
    mpfr_inits2(bits, a, b, c, t, (mpfr_ptr)0);
    mpfr_set_ui(a, 1, MPFR_RNDN);
    mpfr_set_ui_2exp(b, 1, -20, MPFR_RNDN);
    mpfr_ui_sub(b, 1, b, MPFR_RNDN);
    mpfr_set_ui_2exp(c, 1, -30, MPFR_RNDN);
    double start = now();
    for (long i = 0; i < iterations; i++) {
        if (inPlace) {
            mpfr_mul(a, a, b, MPFR_RNDN);
            mpfr_add(a, a, c, MPFR_RNDN);
        } else {
            mpfr_mul(t, a, b, MPFR_RNDN);
            mpfr_add(a, t, c, MPFR_RNDN);
        }
    }
    double seconds = now() - start;
    if (mpfr_cmp_ui(a, 2) > 0) printf("unexpected value\n");
    mpfr_clears(a, b, c, t, (mpfr_ptr)0);
    return seconds * 1e9 / iterations;
}

int main(int argc, char **argv) {
    if (argc == 4) {
        int inPlace = strcmp(argv[1], "in-place") == 0;
        long bits = atol(argv[2]);
        printf("%ld bits %-10s %.1f ns\n", bits, inPlace ? "in place" : "expression", run(bits, inPlace, atol(argv[3])));
        return 0;
    }
    long precisions[] = {64, 128, 1024};
    for (int p = 0; p < 3; p++) {
        for (int inPlace = 0; inPlace < 2; inPlace++) {
            double best = 1e30;
            for (int r = 0; r < 5; r++) {
                double ns = run(precisions[p], inPlace, 10000000);
                if (ns < best) best = ns;
            }
            printf("%ld bits %-10s %.1f ns\n", precisions[p], inPlace ? "in place" : "expression", best);
        }
    }
    return 0;
}
