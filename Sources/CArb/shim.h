#ifndef BIGCALC_CARB_SHIM_H
#define BIGCALC_CARB_SHIM_H

/*
 * Arb (ball arithmetic, its power series on balls and rigorous integration) and the parts of FLINT
 * that BigNumber uses: fmpz/fmpq conversions, LLL reduction (fmpz_lll) and integer polynomial
 * factoring for number recognition, and
 * integer factoring and primality (fmpz_factor, fmpz_is_prime, fmpz_nextprime) for BigInt.
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
#include <flint/fmpz_factor.h>
#include <flint/arb.h>
#include <flint/arb_hypgeom.h>
#include <flint/acb.h>
#include <flint/acb_hypgeom.h>
#include <flint/acb_elliptic.h>
#include <flint/bernoulli.h>
#include <flint/fmpq_mat.h>
#include <flint/fmpq_poly.h>
#include <flint/fmpz_mat.h>
#include <flint/fmpz_lll.h>
#include <flint/fmpz_poly.h>
#include <flint/fmpz_poly_factor.h>
#include <flint/arb_mat.h>
#include <flint/acb_mat.h>
#include <flint/acb_poly.h>
#include <flint/acb_calc.h>
#include <flint/arb_fmpz_poly.h>
#else
#include <flint/flint.h>
#include <flint/fmpz.h>
#include <flint/fmpq.h>
#include <flint/fmpz_factor.h>
#include <arb.h>
#include <arb_hypgeom.h>
#include <acb.h>
#include <acb_hypgeom.h>
#include <acb_elliptic.h>
#include <bernoulli.h>
#include <flint/fmpq_mat.h>
#include <flint/fmpq_poly.h>
#include <flint/fmpz_mat.h>
#include <flint/fmpz_lll.h>
#include <flint/fmpz_poly.h>
#include <flint/fmpz_poly_factor.h>
#include <arb_mat.h>
#include <acb_mat.h>
#include <acb_poly.h>
#include <acb_calc.h>
#include <arb_fmpz_poly.h>
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

/*
 * Li_s(z) for an order with Re s >= prec + 64 and |z| <= 1, without Arb's polylogarithm (whose
 * running time grows with s): Li_s(z) = z + sum_{k>=2} z^k / k^s, and with sigma <= Re s and
 * r >= |z| the tail is at most 2^-sigma * min(r^2 / (1 - r), 2): k^sigma >= 2^sigma for k >= 2 and
 * sum_{k>=2} r^k = r^2 / (1 - r); for r = 1, zeta(sigma) - 1 <= 2^-sigma + 2^(1-sigma) / (sigma - 1)
 * <= 2^(1-sigma) once sigma >= 3. Sets res to z with that bound added to its radius (to the real
 * part only when s and z are real, so a real value stays real) and returns 1; returns 0 and leaves
 * res alone when the order is not that large or |z| may exceed 1.
 */
static inline int carb_polylog_large_order(acb_t res, const acb_t s, const acb_t z, slong prec) {
    arf_t sigma;
    arb_t magnitude;
    mag_t r, bound, rest;
    slong exponent;
    int applies;
    if (!acb_is_finite(s) || !acb_is_finite(z)) return 0;
    arf_init(sigma);
    arb_get_lbound_arf(sigma, acb_realref(s), prec);
    applies = arf_cmp_si(sigma, prec + 64) >= 0;
    /* A smaller sigma only widens the bound; 2^40 keeps the exponent an ordinary slong. */
    exponent = arf_cmp_si(sigma, WORD(1) << 40) > 0 ? WORD(1) << 40 : arf_get_si(sigma, ARF_RND_FLOOR);
    arf_clear(sigma);
    if (!applies) return 0;
    mag_init(r);
    mag_init(bound);
    mag_init(rest);
    /* |z| <= 1 decided on arf values: a mag carries 30 bits and rounds 1 itself above 1. */
    arb_init(magnitude);
    acb_abs(magnitude, z, prec);
    arf_init(sigma);
    arb_get_ubound_arf(sigma, magnitude, prec);
    applies = arf_cmp_si(sigma, 1) <= 0;
    arf_clear(sigma);
    arb_get_mag(r, magnitude);
    arb_clear(magnitude);
    if (applies) {
        mag_set_ui(bound, 2);
        mag_one(rest);
        mag_sub_lower(rest, rest, r);
        if (!mag_is_zero(rest)) {
            mag_div(rest, r, rest);
            mag_mul(rest, rest, r);
            mag_min(bound, bound, rest);
        }
        mag_mul_2exp_si(bound, bound, -exponent);
        acb_set_round(res, z, prec);
        if (acb_is_real(s) && acb_is_real(z)) {
            arb_add_error_mag(acb_realref(res), bound);
        } else {
            acb_add_error_mag(res, bound);
        }
    }
    mag_clear(r);
    mag_clear(bound);
    mag_clear(rest);
    return applies;
}

/*
 * Matrix entries and shapes: FLINT 3 defines these as macros (FLINT 2 partly as inline
 * functions), which Swift cannot import either way.
 */
static inline fmpq *carb_fmpq_mat_entry(const fmpq_mat_t m, slong i, slong j) { return fmpq_mat_entry(m, i, j); }
static inline slong carb_fmpq_mat_nrows(const fmpq_mat_t m) { return fmpq_mat_nrows(m); }
static inline slong carb_fmpq_mat_ncols(const fmpq_mat_t m) { return fmpq_mat_ncols(m); }
static inline arb_ptr carb_arb_mat_entry(const arb_mat_t m, slong i, slong j) { return arb_mat_entry(m, i, j); }
static inline slong carb_arb_mat_nrows(const arb_mat_t m) { return arb_mat_nrows(m); }
static inline slong carb_arb_mat_ncols(const arb_mat_t m) { return arb_mat_ncols(m); }
static inline acb_ptr carb_acb_mat_entry(const acb_mat_t m, slong i, slong j) { return acb_mat_entry(m, i, j); }
static inline slong carb_acb_mat_nrows(const acb_mat_t m) { return acb_mat_nrows(m); }
static inline slong carb_acb_mat_ncols(const acb_mat_t m) { return acb_mat_ncols(m); }

static inline fmpz *carb_fmpz_mat_entry(const fmpz_mat_t m, slong i, slong j) { return fmpz_mat_entry(m, i, j); }

/* The exponent e of a ball's radius as a clamped slong: radius < 2^e; WORD_MIN for radius 0. */
static inline slong carb_rad_exponent(arb_srcptr x) {
    const fmpz *e;
    if (mag_is_zero(arb_radref(x))) return WORD_MIN;
    e = MAG_EXPREF(arb_radref(x));
    if (!COEFF_IS_MPZ(*e)) return *e;
    return fmpz_sgn(e) > 0 ? WORD_MAX : WORD_MIN;
}

/* The midpoint times 2^shift rounded to the nearest integer. */
static inline void carb_mid_scaled_fmpz(fmpz_t z, arb_srcptr x, slong shift) {
    arf_t t;
    arf_init(t);
    arf_mul_2exp_si(t, arb_midref(x), shift);
    arf_get_fmpz(z, t, ARF_RND_NEAR);
    arf_clear(t);
}

/* The factor i of a factorisation and its multiplicity (struct fields Swift reaches awkwardly). */
static inline fmpz_poly_struct *carb_fmpz_poly_factor_entry(fmpz_poly_factor_t f, slong i) { return f->p + i; }

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

/* Polynomial roots and eigenvalue helpers (after the accessors above, which they use), and the
 * approximate eigendecomposition refined by Newton steps. */
#include "polynomials.h"
#include "roots.h"
#include "eigen.h"

/* ---- Factoring ---------------------------------------------------------------------------- */

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

/*
 * FLINT 2's quadratic sieve (which fmpz_factor runs on a cofactor of two or more limbs without
 * small factors) keeps its relations in the file "<k>siqs.dat" in the *current directory*, where k
 * is the first rand() after srand(getpid()): the same name for every call in a process, and an
 * fopen whose failure it does not check (an unwritable directory crashes the process). FLINT 3
 * uses mkstemp in /tmp instead. 1 when the linked headers are FLINT 2's.
 */
static inline int carb_factor_sieve_uses_current_directory(void) {
#if __FLINT_RELEASE < 30000
    return 1;
#else
    return 0;
#endif
}

/*
 * Sets d to a proper divisor of n, a composite with no prime factor below 10^4 that is not a
 * perfect power, and returns 1; returns 0 when this attempt found none (the caller tries again
 * with attempt + 1). Attempt 0 is Pollard-Brent rho; attempt k > 0 is 8k curves of ECM (at most
 * 512) with the stage-one bound 1000 * 2^k (at most 1000 * 2^24) and curves of its own, so
 * larger factors are looked for as the attempts go on. This never runs FLINT 2's quadratic sieve, which needs a writable
 * directory. FLINT 3 keeps the sieve's file in /tmp, so there the first prime of fmpz_factor is it.
 */
static inline int carb_factor_split(fmpz_t d, const fmpz_t n, unsigned long attempt) {
#if __FLINT_RELEASE < 30000
    flint_rand_t state;
    fmpz_t m;
    int found;
    flint_randinit(state);
    flint_randseed(state, UWORD(0x9e3779b97f4a7c15) + attempt, UWORD(0x2545f4914f6cdd1d) ^ (attempt << 17));
    fmpz_init_set(m, n);
    if (attempt == 0) {
        found = fmpz_factor_pollard_brent(d, state, m, 3, UWORD(1) << 14) != 0;
    } else {
        mp_limb_t bound = UWORD(1000) << (attempt < 24 ? attempt : 24);
        mp_limb_t curves = 8 * (attempt < 64 ? attempt : 64);
        found = fmpz_factor_ecm(d, curves, bound, 100 * bound, state, m) != 0;
    }
    found = found && fmpz_cmp_ui(d, 1) > 0 && fmpz_cmp(d, m) < 0;
    fmpz_clear(m);
    flint_randclear(state);
    return found;
#else
    fmpz_factor_t factors;
    (void) attempt;
    fmpz_factor_init(factors);
    fmpz_factor(factors, n);
    fmpz_set(d, factors->p + 0);
    fmpz_factor_clear(factors);
    return 1;
#endif
}

/* One call of carb_run_in_private_directory. */
typedef struct {
    void (*body)(void *);
    void *context;
    int ran;
} carb_private_directory_job;

static inline void *carb_private_directory_thread(void *argument) {
    carb_private_directory_job *job = (carb_private_directory_job *) argument;
#if defined(__linux__) && defined(SYS_unshare)
    /* CLONE_FS (0x200): from here on this thread has a current directory of its own. */
    if (syscall(SYS_unshare, 0x00000200L) == 0) {
        const char *base = getenv("TMPDIR");
        char path[4096];
        int length = snprintf(path, sizeof path, "%s/bigcalc-factor-XXXXXX", base && *base ? base : "/tmp");
        if (length > 0 && (size_t) length < sizeof path && mkdtemp(path) != NULL) {
            if (chdir(path) == 0) {
                job->body(job->context);
                job->ran = 1;
                (void) chdir("/");
            }
            (void) rmdir(path);
        }
    }
#endif
    /* FLINT's caches of this thread (its fmpz pool, prime tables). */
    flint_cleanup();
    return NULL;
}

/*
 * Runs body(context) on a new thread whose current directory, alone in the process, is a new
 * private temporary directory (Linux: unshare(CLONE_FS), then mkdtemp under $TMPDIR or /tmp;
 * removed afterwards), and waits for it. Returns 1 when body ran, 0 when such a thread could not
 * be set up (not Linux, unshare refused by a sandbox, no writable temporary directory): body did
 * not run. The caller's own current directory never changes.
 */
static inline int carb_run_in_private_directory(void (*body)(void *), void *context) {
    carb_private_directory_job job = { body, context, 0 };
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0) return 0;
    (void) pthread_attr_setstacksize(&attributes, 8 << 20);
    int created = pthread_create(&thread, &attributes, carb_private_directory_thread, &job) == 0;
    (void) pthread_attr_destroy(&attributes);
    if (!created) return 0;
    (void) pthread_join(thread, NULL);
    return job.ran;
}

/* Whether a new file can be created in the current directory (created and removed again). */
static inline int carb_current_directory_is_writable(void) {
    char path[] = "./.bigcalc-probe-XXXXXX";
    int descriptor = mkstemp(path);
    if (descriptor < 0) return 0;
    (void) close(descriptor);
    (void) unlink(path);
    return 1;
}

#endif
