#ifndef BIGCALC_CARB_EIGEN_H
#define BIGCALC_CARB_EIGEN_H

/* Included by shim.h after the FLINT and Arb headers; not a header of its own. */

/* ---- Eigenvalues ------------------------------------------------------------------------- */

/* One Newton step on approximate eigenpairs (E, R) of A at prec bits, in place: with
 * T = R^-1 A R (Arb's approximate product and solve), the eigenvalues become T's diagonal and
 * R becomes R (I + F), F_ij = T_ij / (E_j - E_i) off the diagonal. For simple eigenvalues this
 * doubles the correct bits of a good approximation (the first-order perturbation of an
 * eigendecomposition). Returns 0 when R is too close to singular to solve with. */
static inline int carb_acb_mat_approx_eig_newton_step(acb_ptr E, acb_mat_t R, const acb_mat_t A, slong prec) {
    slong n = acb_mat_nrows(A), i, j;
    acb_mat_t T, F;
    acb_t d;
    int ok;
    acb_mat_init(T, n, n);
    acb_mat_init(F, n, n);
    acb_init(d);
    acb_mat_approx_mul(F, A, R, prec);
    ok = acb_mat_approx_solve(T, R, F, prec);
    if (ok) {
        for (i = 0; i < n; i++) {
            acb_get_mid(E + i, acb_mat_entry(T, i, i));
        }
        for (i = 0; i < n; i++) {
            for (j = 0; j < n; j++) {
                if (i == j) { acb_zero(acb_mat_entry(F, i, j)); continue; }
                acb_sub(d, E + j, E + i, prec);
                acb_get_mid(d, d);
                if (acb_is_zero(d)) { ok = 0; break; }
                acb_div(acb_mat_entry(F, i, j), acb_mat_entry(T, i, j), d, prec);
                acb_get_mid(acb_mat_entry(F, i, j), acb_mat_entry(F, i, j));
            }
        }
    }
    if (ok) {
        acb_mat_approx_mul(T, R, F, prec);
        acb_mat_add(R, R, T, prec);
        acb_mat_get_mid(R, R);
    }
    acb_clear(d);
    acb_mat_clear(F);
    acb_mat_clear(T);
    return ok;
}

/* Approximate eigenvalues E and right eigenvectors R of A for prec bits: Arb's QR algorithm at
 * a lower precision, then Newton steps at doubling precisions up to prec. Returns 0 when a step
 * could not be taken (the caller then runs the QR algorithm at prec). */
static inline int carb_acb_mat_approx_eig_refined(acb_ptr E, acb_mat_t R, const acb_mat_t A, slong start, slong prec) {
    slong p = start < prec ? start : prec;
    acb_mat_approx_eig_qr(E, NULL, R, A, NULL, 0, p);
    while (p < prec) {
        p = 2 * p < prec ? 2 * p : prec;
        if (!carb_acb_mat_approx_eig_newton_step(E, R, A, p)) return 0;
    }
    return 1;
}

#endif
