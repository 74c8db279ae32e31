#ifndef BIGCALC_CMPC_SHIM_H
#define BIGCALC_CMPC_SHIM_H

/* GNU MPC (complex numbers over MPFR). GMP and MPFR come through CMPFR's header first, so that
   their declarations belong to module CMPFR. */
#include "../CMPFR/shim.h"
#include <mpc.h>

/* Macros of mpc.h that Swift cannot import. */

static inline mpfr_ptr cmpc_realref(mpc_ptr z) { return mpc_realref(z); }
static inline mpfr_ptr cmpc_imagref(mpc_ptr z) { return mpc_imagref(z); }
static inline mpfr_srcptr cmpc_realref_const(mpc_srcptr z) { return mpc_realref(z); }
static inline mpfr_srcptr cmpc_imagref_const(mpc_srcptr z) { return mpc_imagref(z); }

/* MPC_RND: one rounding direction for each component. */
static inline mpc_rnd_t cmpc_rnd(mpfr_rnd_t re, mpfr_rnd_t im) { return MPC_RND(re, im); }

#endif
