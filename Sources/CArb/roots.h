#ifndef BIGCALC_CARB_ROOTS_H
#define BIGCALC_CARB_ROOTS_H

/* Included by shim.h after the FLINT and Arb headers; not a header of its own. */

#include <math.h>

/* ---- Isolating the complex roots of a square-free integer polynomial ----------------------
 *
 * The same contract as Arb's arb_fmpz_poly_complex_roots (every root in its own ball, real roots
 * with imaginary part exactly 0, conjugate pairs exact conjugates, relative accuracy about
 * target_prec bits), built on the same public Arb functions, with two changes that matter from
 * degree ~100 on. Arb 2's version starts Durand-Kerner from points on one spiral and runs up to
 * min(4 deg + 64, prec) iterations at each of 32, 64, 128, ... bits, most of them at precisions
 * too low for the validation to succeed; for a random degree-300 polynomial that is 90 % of its
 * time. Here:
 *   1. The starting points lie on the circles of the Newton polygon of the coefficients
 *      (the upper convex hull of the points (i, log2 |a_i|)): an edge from i to j says that
 *      j - i roots have modulus near (|a_i| / |a_j|)^(1 / (j - i)). Spread over each circle at
 *      an offset that differs from circle to circle, so that no two points coincide.
 *   2. At each precision (from 64 bits, doubling) the iteration runs in chunks of growing length,
 *      at most Arb's min(4 deg + 64, prec) steps in all; after a chunk that did not isolate every
 *      root, a chunk that moved no root by more than 2^(-prec/2) of its modulus means the
 *      iteration has converged as far as this precision allows, so the precision doubles at once.
 *      Once every root is isolated, each doubling needs two (quadratically convergent) steps
 *      until the target accuracy is reached.
 *   3. The real roots are validated (acb_poly_validate_real_roots), the balls checked pairwise
 *      disjoint, and each non-real root below the real axis replaced by the conjugate of its
 *      partner above it; any failure doubles the precision.
 * Between 1. and 2. the starting points are polished in hardware doubles (Aberth's iteration,
 * carb_roots_polish_in_doubles) when the polynomial's values fit a double: the iteration on balls
 * then starts about 44 bits from the roots, and its first chunk is short.
 * A root 0 (a square-free polynomial has it at most once) is taken out first and is exact; a
 * polynomial in x^k is solved in x^k first, as Arb's version does.
 */

/* Starting points on the Newton polygon's circles (see 1.); poly has a nonzero constant term. */
static inline void carb_roots_initial_values(acb_ptr roots, const fmpz_poly_t poly) {
    slong degree = fmpz_poly_degree(poly), i, k, j, corners = 0, total = 0;
    double *height = flint_malloc(sizeof(double) * (degree + 1));
    slong *hull = flint_malloc(sizeof(slong) * (degree + 1));
    for (i = 0; i <= degree; i++) {
        slong exponent;
        if (fmpz_is_zero(poly->coeffs + i)) continue;
        height[i] = log2(fabs(fmpz_get_d_2exp(&exponent, poly->coeffs + i))) + (double) exponent;
        /* Keep the upper hull: drop the last corner while it lies on or below the new edge. */
        while (corners >= 2
               && (double) (hull[corners - 2] - hull[corners - 1]) * (height[i] - height[hull[corners - 1]])
                      <= (double) (i - hull[corners - 1]) * (height[hull[corners - 2]] - height[hull[corners - 1]]))
            corners--;
        hull[corners++] = i;
    }
    for (k = 1; k < corners; k++) {
        slong count = hull[k] - hull[k - 1];
        double logRadius = (height[hull[k - 1]] - height[hull[k]]) / (double) count;
        double whole = floor(logRadius), scale = exp2(logRadius - whole);
        double offset = 2.399963229728653 * (double) k + 0.5; /* the golden angle per circle */
        for (j = 0; j < count; j++) {
            double angle = 6.283185307179586 * (double) j / (double) count + offset;
            acb_set_d_d(roots + total, scale * cos(angle), scale * sin(angle));
            acb_mul_2exp_si(roots + total, roots + total, (slong) whole);
            total++;
        }
    }
    flint_free(height);
    flint_free(hull);
}

/* Step 1b: the starting points polished in hardware doubles by Aberth's iteration, each point
 * moved by w = N / (1 - N * sum_j 1 / (z - z_j)), N = p(z) / p'(z), until no point moves by more
 * than 2^-44 of its modulus. 1 when that happened and the points replace the given ones; 0 (the
 * points unchanged) when a coefficient or a value would not fit a double, or after 200 sweeps.
 * Arb's iteration then starts about 44 bits from the roots instead of from the circles. */
/* (a + bi) / (c + di) by Smith's scaling, which squares neither part of the divisor. */
static inline void carb_roots_divide(double *re, double *im, double a, double b, double c, double d) {
    double r, den;
    if (fabs(c) >= fabs(d)) {
        r = d / c; den = c + d * r;
        *re = (a + b * r) / den; *im = (b - a * r) / den;
    } else {
        r = c / d; den = c * r + d;
        *re = (a * r + b) / den; *im = (b * r - a) / den;
    }
}

static inline int carb_roots_polish_in_doubles(acb_ptr roots, const fmpz_poly_t poly) {
    slong degree = fmpz_poly_degree(poly), i, j, k, sweep;
    double *a = flint_malloc(sizeof(double) * (degree + 1));
    double *x = flint_malloc(sizeof(double) * degree), *y = flint_malloc(sizeof(double) * degree);
    double largest = 0, bound = 0;
    int converged = 0;
    for (i = 0; i < degree; i++) {
        x[i] = arf_get_d(arb_midref(acb_realref(roots + i)), ARF_RND_NEAR);
        y[i] = arf_get_d(arb_midref(acb_imagref(roots + i)), ARF_RND_NEAR);
        largest = FLINT_MAX(largest, hypot(x[i], y[i]));
    }
    /* Every value met stays far from overflow: sum |a_i| (2 max |z|)^i below 2^900. */
    for (i = degree; i >= 0; i--) {
        a[i] = fmpz_get_d(poly->coeffs + i);
        bound = bound * 2 * largest + fabs(a[i]);
    }
    if (!isfinite(bound) || bound > 0x1p900 || largest < 0x1p-200) goto done;
    for (sweep = 0; sweep < 200 && !converged; sweep++) {
        double moved = 0;
        for (i = 0; i < degree; i++) {
            double pr = a[degree], pi = 0, dr = 0, di = 0, t, sr = 0, si = 0, nr, ni, wr, wi;
            for (k = degree - 1; k >= 0; k--) {
                t = dr * x[i] - di * y[i] + pr; di = dr * y[i] + di * x[i] + pi; dr = t;
                t = pr * x[i] - pi * y[i] + a[k]; pi = pr * y[i] + pi * x[i]; pr = t;
            }
            if (pr == 0 && pi == 0) continue;
            carb_roots_divide(&nr, &ni, pr, pi, dr, di);
            for (j = 0; j < degree; j++) {
                double ur, ui;
                if (j == i) continue;
                carb_roots_divide(&ur, &ui, 1, 0, x[i] - x[j], y[i] - y[j]);
                sr += ur; si += ui;
            }
            carb_roots_divide(&wr, &wi, nr, ni, 1 - (nr * sr - ni * si), -(nr * si + ni * sr));
            if (!isfinite(wr) || !isfinite(wi)) goto done;
            x[i] -= wr; y[i] -= wi;
            moved = FLINT_MAX(moved, hypot(wr, wi) / hypot(x[i], y[i]));
        }
        converged = moved < 0x1p-44;
    }
    if (converged)
        for (i = 0; i < degree; i++) acb_set_d_d(roots + i, x[i], y[i]);
done:
    flint_free(a);
    flint_free(x);
    flint_free(y);
    return converged;
}

/* The largest change of a root over a chunk, relative to its modulus, as a power of two. */
static inline slong carb_roots_largest_change(acb_srcptr before, acb_srcptr after, slong count) {
    slong i, largest = -ARF_PREC_EXACT;
    acb_t difference;
    acb_init(difference);
    for (i = 0; i < count; i++) {
        slong moved, size;
        acb_sub(difference, after + i, before + i, MAG_BITS);
        if (arf_is_zero(arb_midref(acb_realref(difference))) && arf_is_zero(arb_midref(acb_imagref(difference))))
            continue;
        moved = FLINT_MAX(arf_abs_bound_lt_2exp_si(arb_midref(acb_realref(difference))),
                          arf_abs_bound_lt_2exp_si(arb_midref(acb_imagref(difference))));
        size = FLINT_MAX(arf_abs_bound_lt_2exp_si(arb_midref(acb_realref(after + i))),
                         arf_abs_bound_lt_2exp_si(arb_midref(acb_imagref(after + i))));
        largest = FLINT_MAX(largest, moved - size);
    }
    acb_clear(difference);
    return largest;
}

/* Step 3 on roots isolated at prec: 1 when the real ones are validated and made exact, the balls
 * pairwise disjoint and the conjugate pairs exact, 0 to try again at a higher precision. */
static inline int carb_roots_finish(acb_ptr roots, acb_ptr spare, const acb_poly_t poly, slong count, slong target_prec, slong prec) {
    slong i, j, real = 0, above = 0;
    for (i = 0; i < count; i++)
        if (acb_rel_accuracy_bits(roots + i) < target_prec) return 0;
    if (!acb_poly_validate_real_roots(roots, poly, prec)) return 0;
    for (i = 0; i < count; i++)
        if (arb_contains_zero(acb_imagref(roots + i))) arb_zero(acb_imagref(roots + i));
    for (i = 0; i < count; i++)
        for (j = i + 1; j < count; j++)
            if (arf_sgn(arb_midref(acb_imagref(roots + i))) >= 0 && arf_sgn(arb_midref(acb_imagref(roots + j))) >= 0
                && acb_overlaps(roots + i, roots + j))
                return 0;
    /* Real roots first, then each root above the axis followed by its conjugate. */
    for (i = 0; i < count; i++) {
        if (acb_is_real(roots + i)) acb_set(spare + real++, roots + i);
        else if (arb_is_positive(acb_imagref(roots + i))) above++;
    }
    if (real + 2 * above != count) return 0;
    for (i = 0, j = real; i < count; i++) {
        if (acb_is_real(roots + i) || !arb_is_positive(acb_imagref(roots + i))) continue;
        acb_set(spare + j, roots + i);
        acb_conj(spare + j + 1, roots + i);
        j += 2;
    }
    _acb_vec_set(roots, spare, count);
    return 1;
}

/* Sets roots[0 .. count * k) to the k-th roots of found[0 .. count) (k >= 1): a root w with positive
 * real part has the principal root w^(1/k), the others -(-w)^(1/k) e^(i pi / k), so that no ball
 * straddles the branch cut; the rest follow by powers of e^(2 i pi / k). */
static inline void carb_roots_undeflate(acb_ptr roots, acb_srcptr found, slong count, slong k, slong prec) {
    slong i, j;
    acb_t unit, half;
    if (k == 1) {
        _acb_vec_set(roots, found, count);
        return;
    }
    acb_init(unit);
    acb_init(half);
    acb_unit_root(unit, k, prec);
    acb_unit_root(half, 2 * k, prec);
    for (i = 0; i < count; i++) {
        acb_ptr first = roots + i * k;
        if (arf_sgn(arb_midref(acb_realref(found + i))) > 0) {
            acb_root_ui(first, found + i, k, prec);
        } else {
            acb_neg(first, found + i);
            acb_root_ui(first, first, k, prec);
            acb_mul(first, first, half, prec);
        }
        for (j = 1; j < k; j++) acb_mul(first + j, first + j - 1, unit, prec);
    }
    acb_clear(unit);
    acb_clear(half);
}

/* Sets roots[0 .. deg) to the isolated complex roots of the square-free poly (degree >= 1). A
 * polynomial in x^k (x^100 - 2) is solved in y = x^k, and its roots' k-th roots taken. */
static inline void carb_fmpz_poly_complex_roots(acb_ptr roots, const fmpz_poly_t poly, slong target_prec) {
    slong degree = fmpz_poly_degree(poly), count, k, found_count, prec = 64, spent = 0, chunk = 16, budget;
    int zero = fmpz_is_zero(poly->coeffs);
    fmpz_poly_t nonzero, deflated;
    acb_poly_t balls, deflated_balls;
    acb_ptr found, before, spare;
    if (degree < 1) return;
    fmpz_poly_init(nonzero);
    fmpz_poly_init(deflated);
    if (zero) fmpz_poly_shift_right(nonzero, poly, 1);
    else fmpz_poly_set(nonzero, poly);
    count = degree - zero;
    if (count > 0) {
        k = arb_fmpz_poly_deflation(nonzero);
        arb_fmpz_poly_deflate(deflated, nonzero, k);
        found_count = count / k;
        budget = FLINT_MIN(4 * found_count + 64, prec);
        acb_poly_init(balls);
        acb_poly_init(deflated_balls);
        found = _acb_vec_init(found_count);
        before = _acb_vec_init(found_count);
        spare = _acb_vec_init(count);
        carb_roots_initial_values(found, deflated);
        if (carb_roots_polish_in_doubles(found, deflated)) chunk = 2;
        for (;;) {
            slong isolated;
            acb_poly_set_fmpz_poly(deflated_balls, deflated, prec);
            _acb_vec_set(before, found, found_count);
            isolated = acb_poly_find_roots(found, deflated_balls, found, chunk, prec);
            spent += chunk;
            if (isolated == found_count) {
                carb_roots_undeflate(roots, found, found_count, k, prec);
                acb_poly_set_fmpz_poly(balls, nonzero, prec);
                if (carb_roots_finish(roots, spare, balls, count, target_prec, prec)) break;
                /* Isolated: each step of the (quadratically convergent) iteration doubles the
                 * accurate bits, so twice the precision takes two. */
                prec *= 2;
                budget = FLINT_MIN(4 * found_count + 64, prec);
                spent = 0;
                chunk = 2;
            } else if (carb_roots_largest_change(before, found, found_count) < -prec / 2 || spent >= budget) {
                prec *= 2;
                budget = FLINT_MIN(4 * found_count + 64, prec);
                spent = 0;
                chunk = 4;
            } else {
                chunk = FLINT_MIN(2 * chunk, budget - spent);
            }
        }
        _acb_vec_clear(found, found_count);
        _acb_vec_clear(before, found_count);
        _acb_vec_clear(spare, count);
        acb_poly_clear(balls);
        acb_poly_clear(deflated_balls);
    }
    if (zero) acb_zero(roots + count);
    fmpz_poly_clear(nonzero);
    fmpz_poly_clear(deflated);
}

#endif
