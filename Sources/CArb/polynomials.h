#ifndef BIGCALC_CARB_POLYNOMIALS_H
#define BIGCALC_CARB_POLYNOMIALS_H

/* Included by shim.h after the FLINT and Arb headers; not a header of its own. */

/* ---- Polynomials ------------------------------------------------------------------------- */

/* The i-th square-free factor of a factorisation, its exponent, and their count: fields of
 * fmpz_poly_factor_struct, read here so that Swift does not depend on the struct's layout. */
static inline fmpz_poly_struct *carb_fmpz_poly_factor_poly(fmpz_poly_factor_t f, slong i) { return f->p + i; }
static inline slong carb_fmpz_poly_factor_exp(const fmpz_poly_factor_t f, slong i) { return f->exp[i]; }
static inline slong carb_fmpz_poly_factor_num(const fmpz_poly_factor_t f) { return f->num; }

/* Orders two complex balls by the midpoint of the real part, then of the imaginary part
 * (imaginary_first: the other way round). */
static inline int carb_acb_cmp_mid(acb_srcptr a, acb_srcptr b, int imaginary_first) {
    int c;
    if (imaginary_first) {
        c = arf_cmp(arb_midref(acb_imagref(a)), arb_midref(acb_imagref(b)));
        return c != 0 ? c : arf_cmp(arb_midref(acb_realref(a)), arb_midref(acb_realref(b)));
    }
    c = arf_cmp(arb_midref(acb_realref(a)), arb_midref(acb_realref(b)));
    return c != 0 ? c : arf_cmp(arb_midref(acb_imagref(a)), arb_midref(acb_imagref(b)));
}

/*
 * Sets discs[i] to a box holding the Gershgorin column disc of points[i] for every polynomial
 * whose coefficients lie in poly's balls (degree n >= 1, the leading coefficient free of 0;
 * points exact and distinct, else some box is not finite). With w_j = p(z_j) / (a_n prod_{k != j}
 * (z_j - z_k)), p / a_n is the characteristic polynomial of diag(z) - e w^T (the matrix
 * determinant lemma and Lagrange interpolation at the z_j), whose column j has centre z_j - w_j
 * and radius (n - 1)|w_j|. By Gershgorin's theorem, a union of m discs disjoint from the other
 * discs holds exactly m roots, counted with multiplicity (Carstensen's inclusion).
 */
static inline void carb_acb_poly_root_discs(acb_ptr discs, acb_srcptr points, const acb_poly_t poly, slong prec) {
    slong n = acb_poly_degree(poly), i, j;
    acb_t w, product, difference;
    mag_t radius;
    acb_init(w);
    acb_init(product);
    acb_init(difference);
    mag_init(radius);
    for (i = 0; i < n; i++) {
        acb_poly_evaluate(w, poly, points + i, prec);
        acb_set(product, poly->coeffs + n);
        for (j = 0; j < n; j++) {
            if (j == i) continue;
            acb_sub(difference, points + i, points + j, prec);
            acb_mul(product, product, difference, prec);
        }
        acb_div(w, w, product, prec);
        acb_sub(discs + i, points + i, w, prec);
        acb_get_mag(radius, w);
        mag_mul_ui(radius, radius, (ulong) (n - 1));
        acb_add_error_mag(discs + i, radius);
    }
    acb_clear(w);
    acb_clear(product);
    acb_clear(difference);
    mag_clear(radius);
}

/* Whether the real parts of two complex balls overlap. */
static inline int carb_acb_real_overlaps(acb_srcptr a, acb_srcptr b) {
    return arb_overlaps(acb_realref(a), acb_realref(b));
}

/* Whether entry (i, j) of m is the conjugate of entry (j, i) as balls (same midpoints and radii)
 * for every i, j: the matrix is Hermitian as enclosed (real symmetric when it is real). */
static inline int carb_acb_mat_is_hermitian_as_enclosed(const acb_mat_t m) {
    slong n = acb_mat_nrows(m), i, j;
    int result = acb_mat_ncols(m) == n;
    acb_t c;
    acb_init(c);
    for (i = 0; i < n && result; i++) {
        for (j = i; j < n && result; j++) {
            acb_conj(c, acb_mat_entry(m, j, i));
            result = acb_equal(acb_mat_entry(m, i, j), c);
        }
    }
    acb_clear(c);
    return result;
}

#endif
