/*
 * mpfr_reference.c: the comparison's physical limit, the big workloads of Benchmarks/compare.sh
 * computed with GNU MPFR/GMP directly and printed the way bigcalc prints them (plain notation,
 * N significant digits, one line).
 *
 *   mpfr_reference pi N        pi to N significant digits (mpfr_const_pi)
 *   mpfr_reference e N         e to N significant digits (mpfr_exp of 1)
 *   mpfr_reference sqrt2 N     the square root of 2 to N significant digits (mpfr_sqrt_ui)
 *   mpfr_reference expr N      sin(1) + cos(1) * ln(2) to N significant digits
 *   mpfr_reference fact N      N! exactly, every digit (mpz_fac_ui)
 *   mpfr_reference one         1 + 1 (start-up latency of a C program linked with MPFR)
 *   mpfr_reference simple N    N lines of (a*b+c)/d - a.b at 30 digits, one result a line
 *   mpfr_reference mixed N     N lines of compare's mixed batch (its five templates in turn) at 30 digits
 *
 * The batches draw their operands from the generator of Benchmarks/compare/batch_workloads.py
 * and compute each line at bigcalc's precision for 30 digits plus 64 guard bits, without parsing
 * anything: the physical limit of a batch calculator.
 *
 * The working precision is bigcalc's: ceil(N * 3.3219280949) + 1 bits, so that the value rounded
 * once in binary and once to N decimal digits, as bigcalc does it; the expression is evaluated
 * with 64 guard bits. Build: cc -O2 mpfr_reference.c -o mpfr_reference -lmpfr -lgmp
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <gmp.h>
#include <mpfr.h>

/* Bits whose precision holds `digits` significant decimal digits (BigFloat.bits(forDigits:)). */
static mpfr_prec_t bits_for_digits(long digits) {
    return (mpfr_prec_t)ceil((double)digits * 3.3219280949) + 1;
}

/* Writes x rounded to `digits` significant digits in plain notation, as bigcalc does for
 * values whose decimal exponent lies in [-6, digits). */
static void print_plain(mpfr_t x, long digits) {
    mpfr_exp_t exponent = 0;
    char *raw = mpfr_get_str(NULL, &exponent, 10, (size_t)(digits < 2 ? 2 : digits), x, MPFR_RNDN);
    if (raw == NULL) { fputs("error: mpfr_get_str failed\n", stderr); exit(1); }
    const char *s = raw;
    size_t n = strlen(s);
    if (*s == '-') { fputc('-', stdout); s++; n--; }
    long point = (long)exponent; /* digits before the point */
    if (point <= 0) {
        fputs("0.", stdout);
        for (long i = 0; i < -point; i++) fputc('0', stdout);
        fwrite(s, 1, n, stdout);
    } else if ((size_t)point >= n) {
        fwrite(s, 1, n, stdout);
        for (size_t i = n; i < (size_t)point; i++) fputc('0', stdout);
    } else {
        fwrite(s, 1, (size_t)point, stdout);
        fputc('.', stdout);
        fwrite(s + point, 1, n - (size_t)point, stdout);
    }
    fputc('\n', stdout);
    mpfr_free_str(raw);
}

static int usage(void) {
    fputs("usage: mpfr_reference pi|e|sqrt2|expr DIGITS | fact N | simple|mixed LINES | one\n", stderr);
    return 2;
}

/* The next operand of batch_operands() in batch_workloads.py: 2 + (state >> 33) % modulus. */
static unsigned long next_operand(uint64_t *state, unsigned long modulus) {
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return 2 + (unsigned long)((*state >> 33) % modulus);
}

/* `lines` lines of the simple batch (mixed = 0) or of the mixed one, printed at 30 digits. */
static int batch(int mixed, long lines) {
    mpfr_prec_t work = bits_for_digits(30) + 64;
    mpfr_t x, y;
    mpfr_inits2(work, x, y, (mpfr_ptr)0);
    uint64_t state = 20261122;
    char decimal[48];
    for (long i = 0; i < lines; i++) {
        unsigned long a = next_operand(&state, 999), b = next_operand(&state, 99);
        unsigned long c = next_operand(&state, 30), d = next_operand(&state, 99);
        switch (mixed ? i % 5 : 0) {
        case 0: /* (a*b+c)/d - a.b */
            mpfr_set_ui(x, a * b + c, MPFR_RNDN);
            mpfr_div_ui(x, x, d, MPFR_RNDN);
            snprintf(decimal, sizeof decimal, "%lu.%lu", a, b);
            mpfr_set_str(y, decimal, 10, MPFR_RNDN);
            mpfr_sub(x, x, y, MPFR_RNDN);
            break;
        case 1: /* sqrt(a)*(2+sin(b)) */
            mpfr_sqrt_ui(x, a, MPFR_RNDN);
            mpfr_set_ui(y, b, MPFR_RNDN);
            mpfr_sin(y, y, MPFR_RNDN);
            mpfr_add_ui(y, y, 2, MPFR_RNDN);
            mpfr_mul(x, x, y, MPFR_RNDN);
            break;
        case 2: /* exp(c/10)*ln(d) */
            mpfr_set_ui(x, c, MPFR_RNDN);
            mpfr_div_ui(x, x, 10, MPFR_RNDN);
            mpfr_exp(x, x, MPFR_RNDN);
            mpfr_set_ui(y, d, MPFR_RNDN);
            mpfr_log(y, y, MPFR_RNDN);
            mpfr_mul(x, x, y, MPFR_RNDN);
            break;
        case 3: /* atan(a/d)+cos(b) */
            mpfr_set_ui(x, a, MPFR_RNDN);
            mpfr_div_ui(x, x, d, MPFR_RNDN);
            mpfr_atan(x, x, MPFR_RNDN);
            mpfr_set_ui(y, b, MPFR_RNDN);
            mpfr_cos(y, y, MPFR_RNDN);
            mpfr_add(x, x, y, MPFR_RNDN);
            break;
        default: /* b^c/a */
            mpfr_ui_pow_ui(x, b, c, MPFR_RNDN);
            mpfr_div_ui(x, x, a, MPFR_RNDN);
            break;
        }
        print_plain(x, 30);
    }
    mpfr_clears(x, y, (mpfr_ptr)0);
    mpfr_free_cache();
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "one") == 0) {
        mpfr_t a;
        mpfr_init2(a, 64);
        mpfr_set_ui(a, 1, MPFR_RNDN);
        mpfr_add_ui(a, a, 1, MPFR_RNDN);
        printf("%ld\n", mpfr_get_si(a, MPFR_RNDN));
        mpfr_clear(a);
        return 0;
    }
    if (argc != 3) return usage();
    char *end = NULL;
    long n = strtol(argv[2], &end, 10);
    if (end == argv[2] || *end != '\0' || n < 1 || n > 100000000) return usage();
    const char *what = argv[1];
    if (strcmp(what, "simple") == 0 || strcmp(what, "mixed") == 0) return batch(what[0] == 'm', n);

    if (strcmp(what, "fact") == 0) {
        mpz_t f;
        mpz_init(f);
        mpz_fac_ui(f, (unsigned long)n);
        char *text = mpz_get_str(NULL, 10, f);
        fputs(text, stdout);
        fputc('\n', stdout);
        void (*release)(void *, size_t);
        mp_get_memory_functions(NULL, NULL, &release);
        release(text, strlen(text) + 1);
        mpz_clear(f);
        return 0;
    }

    mpfr_prec_t prec = bits_for_digits(n);
    mpfr_t x;
    mpfr_init2(x, prec);
    if (strcmp(what, "pi") == 0) {
        mpfr_const_pi(x, MPFR_RNDN);
    } else if (strcmp(what, "e") == 0) {
        mpfr_set_ui(x, 1, MPFR_RNDN);
        mpfr_exp(x, x, MPFR_RNDN);
    } else if (strcmp(what, "sqrt2") == 0) {
        mpfr_sqrt_ui(x, 2, MPFR_RNDN);
    } else if (strcmp(what, "expr") == 0) {
        mpfr_prec_t work = prec + 64;
        mpfr_t one, s, c, l;
        mpfr_inits2(work, one, s, c, l, (mpfr_ptr)0);
        mpfr_set_ui(one, 1, MPFR_RNDN);
        mpfr_sin_cos(s, c, one, MPFR_RNDN);
        mpfr_const_log2(l, MPFR_RNDN);
        mpfr_mul(c, c, l, MPFR_RNDN);
        mpfr_add(x, s, c, MPFR_RNDN);
        mpfr_clears(one, s, c, l, (mpfr_ptr)0);
    } else {
        mpfr_clear(x);
        return usage();
    }
    print_plain(x, n);
    mpfr_clear(x);
    mpfr_free_cache();
    return 0;
}
