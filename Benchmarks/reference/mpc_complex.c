/*
 * mpc_complex.c: the complex rows of Benchmarks/complex-functions.sh computed with GNU MPC (over
 * MPFR/GMP) directly, printed the way bigcalc prints a complex number: `a + bi` or `a - bi`, each
 * part in plain notation with N significant digits (trailing zeros kept).
 *
 *   mpc_complex exp N     exp(1+2i)            (mpc_exp)
 *   mpc_complex log N     ln(3+4i)             (mpc_log, principal branch)
 *   mpc_complex pow N     (1+2i)^(3-4i)        (mpc_pow)
 *   mpc_complex one       1 + 1 (start-up latency of a C program linked with MPC)
 *   mpc_complex version   the versions of MPC, MPFR and GMP it runs with
 *
 * MPC has no complex gamma function: `mpc_complex gamma N` says so and exits with status 3, and
 * complex-functions.sh shows that cell as n/a without running it.
 * The working precision is ceil(N * log2(10)) + 16 bits for both parts; MPC rounds each part
 * correctly to it (MPC_RNDNN), and mpfr_get_str rounds that once more to N decimal digits. The
 * double rounding can differ from the correctly rounded N digits only when the value lies within
 * 2^-16 units of the last digit of a decimal half-way point: a speed reference, not a proof.
 * Build: cc -O2 mpc_complex.c -o mpc_complex -lmpc -lmpfr -lgmp
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <gmp.h>
#include <mpfr.h>
#include <mpc.h>

/* Writes the magnitude of x rounded to `digits` significant digits in plain notation (the values
 * here lie within [1e-6, 1e6)); returns whether x is negative. Zero is written as 0. */
static int print_plain(FILE *out, mpfr_t x, long digits) {
    if (mpfr_zero_p(x)) { fputc('0', out); return 0; }
    mpfr_exp_t exponent = 0;
    char *raw = mpfr_get_str(NULL, &exponent, 10, (size_t)(digits < 2 ? 2 : digits), x, MPFR_RNDN);
    if (raw == NULL) { fputs("error: mpfr_get_str failed\n", stderr); exit(1); }
    const char *s = raw;
    int negative = 0;
    if (*s == '-') { negative = 1; s++; }
    size_t n = strlen(s);
    long point = (long)exponent; /* digits before the point */
    if (point <= 0) {
        fputs("0.", out);
        for (long i = 0; i < -point; i++) fputc('0', out);
        fwrite(s, 1, n, out);
    } else if ((size_t)point >= n) {
        fwrite(s, 1, n, out);
        for (size_t i = n; i < (size_t)point; i++) fputc('0', out);
    } else {
        fwrite(s, 1, (size_t)point, out);
        fputc('.', out);
        fwrite(s + point, 1, n - (size_t)point, out);
    }
    mpfr_free_str(raw);
    return negative;
}

static int usage(void) {
    fputs("usage: mpc_complex exp|log|pow DIGITS | one | version\n", stderr);
    return 2;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "version") == 0) {
        printf("GNU MPC %s (MPFR %s, GMP %s)\n", mpc_get_version(), mpfr_get_version(), gmp_version);
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "one") == 0) {
        mpfr_t a;
        mpfr_init2(a, 64);
        mpfr_set_ui(a, 1, MPFR_RNDN);
        mpfr_add_ui(a, a, 1, MPFR_RNDN);
        mpfr_printf("%.0Rf\n", a);
        mpfr_clear(a);
        return 0;
    }
    if (argc != 3) return usage();
    char *end = NULL;
    long digits = strtol(argv[2], &end, 10);
    if (end == argv[2] || *end != '\0' || digits < 1) return usage();
    mpfr_prec_t bits = (mpfr_prec_t)ceil((double)digits * 3.32192809488736234787) + 16;

    mpc_t z, w, r;
    mpc_init2(z, bits);
    mpc_init2(w, bits);
    mpc_init2(r, bits);
    if (strcmp(argv[1], "exp") == 0) {
        mpc_set_si_si(z, 1, 2, MPC_RNDNN);
        mpc_exp(r, z, MPC_RNDNN);
    } else if (strcmp(argv[1], "log") == 0) {
        mpc_set_si_si(z, 3, 4, MPC_RNDNN);
        mpc_log(r, z, MPC_RNDNN);
    } else if (strcmp(argv[1], "pow") == 0) {
        mpc_set_si_si(z, 1, 2, MPC_RNDNN);
        mpc_set_si_si(w, 3, -4, MPC_RNDNN);
        mpc_pow(r, z, w, MPC_RNDNN);
    } else if (strcmp(argv[1], "gamma") == 0) {
        fputs("error: GNU MPC has no complex gamma function\n", stderr);
        return 3;
    } else {
        return usage();
    }

    /* a + bi / a - bi, as bigcalc writes it (both parts are non-zero here). */
    if (mpfr_sgn(mpc_realref(r)) < 0) fputc('-', stdout);
    mpfr_abs(mpc_realref(r), mpc_realref(r), MPFR_RNDN);
    print_plain(stdout, mpc_realref(r), digits);
    fputs(mpfr_sgn(mpc_imagref(r)) < 0 ? " - " : " + ", stdout);
    mpfr_abs(mpc_imagref(r), mpc_imagref(r), MPFR_RNDN);
    print_plain(stdout, mpc_imagref(r), digits);
    fputs("i\n", stdout);
    mpc_clear(z);
    mpc_clear(w);
    mpc_clear(r);
    return 0;
}
