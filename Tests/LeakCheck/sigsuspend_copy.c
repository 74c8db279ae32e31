/*
 * LD_PRELOAD shim for `make leak-check`: libdispatch parks the main thread in
 * sigsuspend() with a signal mask that lives in read-only memory, and Valgrind 3.19's
 * rt_sigsuspend wrapper edits that mask in place, which crashes Valgrind itself
 * ("the 'impossible' happened", SIGSEGV). Passing a writable copy avoids it.
 * Not linked into BigCalc; used only under Valgrind.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>

int sigsuspend(const sigset_t *mask) {
    static int (*next)(const sigset_t *);
    if (!next) next = (int (*)(const sigset_t *))dlsym(RTLD_NEXT, "sigsuspend");
    sigset_t copy = *mask;
    return next(&copy);
}
