#ifndef BIGCALC_CARB_SHIM_H
#define BIGCALC_CARB_SHIM_H

/*
 * Arb (ball arithmetic) and the parts of FLINT that BigNumber uses.
 *
 * Arb 2.x (Debian's libflint-arb-dev) installs its headers at the top of the include path and
 * its library as libflint-arb beside FLINT 2; from FLINT 3 on (newer distributions, Homebrew
 * `flint`) Arb is part of FLINT: headers under flint/, one library libflint. This header hides
 * the difference; Package.swift adds libflint-arb to the link line when Arb 2's arb.h exists.
 */
/* GMP and MPFR through CMPFR's header, so that their declarations belong to module CMPFR. */
#include "../CMPFR/shim.h"

#if __has_include(<flint/arb.h>)
#include <flint/flint.h>
#include <flint/fmpz.h>
#include <flint/fmpq.h>
#include <flint/arb.h>
#include <flint/arb_hypgeom.h>
#include <flint/acb.h>
#include <flint/acb_hypgeom.h>
#include <flint/acb_elliptic.h>
#include <flint/bernoulli.h>
#else
#include <flint/flint.h>
#include <flint/fmpz.h>
#include <flint/fmpq.h>
#include <arb.h>
#include <arb_hypgeom.h>
#include <acb.h>
#include <acb_hypgeom.h>
#include <acb_elliptic.h>
#include <bernoulli.h>
#endif

/* Accessors that arb.h and acb.h define as macros, which Swift cannot import. */

static inline arf_ptr carb_midref(arb_ptr x) { return arb_midref(x); }
static inline arf_srcptr carb_midref_const(arb_srcptr x) { return arb_midref(x); }
static inline arb_ptr carb_acb_realref(acb_ptr z) { return acb_realref(z); }
static inline arb_ptr carb_acb_imagref(acb_ptr z) { return acb_imagref(z); }
static inline arb_srcptr carb_acb_imagref_const(acb_srcptr z) { return acb_imagref(z); }

/* The bits of a midpoint's mantissa (0 for 0 and the special values). */
static inline slong carb_mid_bits(arb_srcptr x) { return arf_bits(arb_midref(x)); }

/* The binary exponent of the midpoint as a clamped slong: |mid| in [2^(e-1), 2^e). */
static inline slong carb_mid_exponent(arb_srcptr x) {
    const fmpz *e = ARF_EXPREF(arb_midref(x));
    if (!COEFF_IS_MPZ(*e)) return *e;
    return fmpz_sgn(e) > 0 ? WORD_MAX : WORD_MIN;
}

/* Whether the midpoint's exponent lies within [lo, hi]. */
static inline int carb_mid_exponent_within(arb_srcptr x, slong lo, slong hi) {
    const fmpz *e = ARF_EXPREF(arb_midref(x));
    return fmpz_cmp_si(e, lo) >= 0 && fmpz_cmp_si(e, hi) <= 0;
}

/* Whether the radius is below 2^e. */
static inline int carb_rad_below_2exp(arb_srcptr x, slong e) {
    return mag_cmp_2exp_si(arb_radref(x), e) < 0;
}

/* The midpoint in y: exact when y has at least the midpoint's bits, else rounded to nearest. */
static inline void carb_get_mid_mpfr(mpfr_ptr y, arb_srcptr x) {
    arf_get_mpfr(y, arb_midref(x), MPFR_RNDN);
}

/* One ball from an mpfr_t with a radius of `ulps` units in its last place (0: exact). */
static inline void carb_set_mpfr_ulps(arb_ptr x, mpfr_srcptr y, ulong ulps) {
    arf_set_mpfr(arb_midref(x), y);
    if (ulps == 0 || mpfr_zero_p(y)) {
        mag_zero(arb_radref(x));
    } else {
        /* ulp(y) = 2^(exp(y) - prec(y)) */
        mag_set_ui_2exp_si(arb_radref(x), ulps, mpfr_get_exp(y) - (slong) mpfr_get_prec(y));
    }
}

/* mpz <-> fmpz and mpq <-> fmpq without FLINT's inline helpers' differences between versions. */
static inline void carb_fmpz_set_mpz(fmpz_t f, mpz_srcptr z) { fmpz_set_mpz(f, z); }
static inline void carb_fmpz_get_mpz(mpz_ptr z, const fmpz_t f) { fmpz_get_mpz(z, f); }
static inline void carb_fmpq_set_mpq(fmpq_t f, mpq_srcptr q) {
    fmpz_set_mpz(fmpq_numref(f), mpq_numref(q));
    fmpz_set_mpz(fmpq_denref(f), mpq_denref(q));
}
static inline void carb_fmpq_get_mpq(mpq_ptr q, const fmpq_t f) {
    fmpz_get_mpz(mpq_numref(q), fmpq_numref(f));
    fmpz_get_mpz(mpq_denref(q), fmpq_denref(f));
}

#endif
