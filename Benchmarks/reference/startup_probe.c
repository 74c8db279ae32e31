/* The start-up cost of the system libraries alone: prints 2 with MPFR, and is linked (see
 * Benchmarks/startup-libraries.sh) either with MPFR and GMP only or also with the libraries bigcalc
 * links at start-up (Arb, FLINT, GNU MPC). The Arb call never runs; it keeps the library needed. */
#include <stdio.h>
#include <stdlib.h>
#include <mpfr.h>
#ifdef WITH_ARB
#include <arb.h>
#endif

int main(void) {
    mpfr_t x;
    mpfr_init2(x, 64);
    mpfr_set_ui(x, 2, MPFR_RNDN);
    mpfr_printf("%.0Rf\n", x);
    mpfr_clear(x);
#ifdef WITH_ARB
    if (getenv("BIGCALC_NEVER_SET")) { arb_t a; arb_init(a); arb_clear(a); }
#endif
    return 0;
}
