#ifndef BIGCALC_CMPFR_SHIM_H
#define BIGCALC_CMPFR_SHIM_H

#include <stdio.h>
#include <gmp.h>
#include <mpfr.h>

/* Function-like macros of gmp.h and mpfr.h that Swift cannot import. */

static inline int cmpfr_sgn(mpfr_srcptr x) { return mpfr_sgn(x); }
static inline int cmpz_sgn(mpz_srcptr x) { return mpz_sgn(x); }
static inline int cmpz_odd_p(mpz_srcptr x) { return mpz_odd_p(x); }
static inline int cmpq_sgn(mpq_srcptr x) { return mpq_sgn(x); }
static inline mpz_ptr cmpq_numref(mpq_ptr x) { return mpq_numref(x); }
static inline mpz_ptr cmpq_denref(mpq_ptr x) { return mpq_denref(x); }
static inline mpz_srcptr cmpq_numref_const(mpq_srcptr x) { return mpq_numref(x); }
static inline mpz_srcptr cmpq_denref_const(mpq_srcptr x) { return mpq_denref(x); }

static inline int cmpfr_init_set_si(mpfr_ptr x, long i, mpfr_prec_t p, mpfr_rnd_t rnd) {
    mpfr_init2(x, p);
    return mpfr_set_si(x, i, rnd);
}

/* MPFR's exponent range is thread-local: widen it to the maximum on the calling thread. */
static inline void cmpfr_widen_exponent_range(void) {
    if (mpfr_get_emax() != mpfr_get_emax_max()) {
        mpfr_set_emax(mpfr_get_emax_max());
        mpfr_set_emin(mpfr_get_emin_min());
    }
}

#endif
