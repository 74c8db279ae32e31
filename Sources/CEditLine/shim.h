#ifndef BIGCALC_CEDITLINE_SHIM_H
#define BIGCALC_CEDITLINE_SHIM_H

/* libedit (BSD licence): Debian's libedit-dev, the macOS SDK.
 *
 * Only the REPL edits lines, so libedit is opened when the REPL first asks for it (dlopen), not
 * linked: every other run of bigcalc (an expression, a batch) then starts without loading and
 * relocating libedit and the three libraries it needs (about 0.6 ms, Benchmarks/RESULTS.md). When
 * it cannot be opened, `ceditline_init` and `ceditline_history_init` return NULL and the REPL reads
 * plain lines. Called from one thread only (the REPL's).
 *
 * `el_set` and `history` are variadic, which Swift cannot call: the wrappers below fix the argument
 * list of each request BigCalc makes. */

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <histedit.h>

typedef char *(*ceditline_prompt_fn)(EditLine *);
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

/* The libedit functions BigCalc calls, found in the library once it is open. */
typedef struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_get)(EditLine *, int, ...);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    int (*el_source)(EditLine *, const char *);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} ceditline_functions;

/* libedit's functions, opening the library at the first call; NULL when it cannot be opened or
   lacks one of them. */
static inline const ceditline_functions *ceditline_library(void) {
    static ceditline_functions functions;
    static int state; /* 0: not tried yet, 1: open, -1: unavailable */
    if (state != 0) return state == 1 ? &functions : NULL;
    state = -1;
#ifdef __APPLE__
    static const char *const names[] = {"libedit.3.dylib", "/usr/lib/libedit.3.dylib", "libedit.dylib",
                                        "/opt/homebrew/opt/libedit/lib/libedit.dylib", "/usr/local/opt/libedit/lib/libedit.dylib"};
#else
    static const char *const names[] = {"libedit.so.2", "libedit.so"};
#endif
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return NULL;
#define CEDITLINE_FIND(name) \
    if ((*(void **)&functions.name = dlsym(library, #name)) == NULL) return NULL;
    CEDITLINE_FIND(el_init)
    CEDITLINE_FIND(el_end)
    CEDITLINE_FIND(el_gets)
    CEDITLINE_FIND(el_set)
    CEDITLINE_FIND(el_get)
    CEDITLINE_FIND(el_line)
    CEDITLINE_FIND(el_insertstr)
    CEDITLINE_FIND(el_source)
    CEDITLINE_FIND(history_init)
    CEDITLINE_FIND(history_end)
    CEDITLINE_FIND(history)
#undef CEDITLINE_FIND
    state = 1;
    return &functions;
}

/* An editor on the standard streams (C's globals, which Swift 6 does not read); NULL when libedit
   is unavailable. */
static inline EditLine *ceditline_init(const char *program) {
    const ceditline_functions *f = ceditline_library();
    return f ? f->el_init(program, stdin, stdout, stderr) : NULL;
}
/* A history; NULL when libedit is unavailable. */
static inline History *ceditline_history_init(void) {
    const ceditline_functions *f = ceditline_library();
    return f ? f->history_init() : NULL;
}

/* The functions below take an editor or a history made above, so libedit is open. */
#define CEDITLINE_F (ceditline_library())

static inline void ceditline_end(EditLine *e) { CEDITLINE_F->el_end(e); }
static inline void ceditline_history_end(History *h) { CEDITLINE_F->history_end(h); }
static inline const char *ceditline_gets(EditLine *e, int *count) { return CEDITLINE_F->el_gets(e, count); }
static inline const LineInfo *ceditline_line(EditLine *e) { return CEDITLINE_F->el_line(e); }
static inline int ceditline_insertstr(EditLine *e, const char *text) { return CEDITLINE_F->el_insertstr(e, text); }
static inline int ceditline_source(EditLine *e, const char *path) { return CEDITLINE_F->el_source(e, path); }

/* Writes text to the editor's output stream (standard output) at once. */
static inline void ceditline_print(const char *text) { fputs(text, stdout); fflush(stdout); }

static inline int ceditline_set_prompt(EditLine *e, ceditline_prompt_fn f) { return CEDITLINE_F->el_set(e, EL_PROMPT, f); }
static inline int ceditline_set_editor(EditLine *e, const char *mode) { return CEDITLINE_F->el_set(e, EL_EDITOR, mode); }
static inline int ceditline_set_history(EditLine *e, History *h) {
    return CEDITLINE_F->el_set(e, EL_HIST, CEDITLINE_F->history, h);
}
static inline int ceditline_set_signal(EditLine *e, int handles) { return CEDITLINE_F->el_set(e, EL_SIGNAL, handles); }
static inline int ceditline_set_client_data(EditLine *e, void *data) { return CEDITLINE_F->el_set(e, EL_CLIENTDATA, data); }
static inline void *ceditline_client_data(EditLine *e) {
    void *data = NULL;
    CEDITLINE_F->el_get(e, EL_CLIENTDATA, &data);
    return data;
}
static inline int ceditline_add_function(EditLine *e, const char *name, const char *help, ceditline_command_fn f) {
    return CEDITLINE_F->el_set(e, EL_ADDFN, name, help, f);
}
static inline int ceditline_bind(EditLine *e, const char *key, const char *command) {
    return CEDITLINE_F->el_set(e, EL_BIND, key, command, NULL);
}
/* Terminal modes while editing: `setty -d -isig` lets Ctrl-C reach the editor as a key. */
static inline int ceditline_setty(EditLine *e, const char *flag) { return CEDITLINE_F->el_set(e, EL_SETTY, "-d", flag, NULL); }

static inline int ceditline_history_set_size(History *h, HistEvent *ev, int size) { return CEDITLINE_F->history(h, ev, H_SETSIZE, size); }
static inline int ceditline_history_set_unique(History *h, HistEvent *ev, int unique) { return CEDITLINE_F->history(h, ev, H_SETUNIQUE, unique); }
static inline int ceditline_history_enter(History *h, HistEvent *ev, const char *line) { return CEDITLINE_F->history(h, ev, H_ENTER, line); }
static inline int ceditline_history_load(History *h, HistEvent *ev, const char *path) { return CEDITLINE_F->history(h, ev, H_LOAD, path); }
static inline int ceditline_history_save(History *h, HistEvent *ev, const char *path) { return CEDITLINE_F->history(h, ev, H_SAVE, path); }
static inline int ceditline_history_first(History *h, HistEvent *ev) { return CEDITLINE_F->history(h, ev, H_FIRST); }
static inline int ceditline_history_next(History *h, HistEvent *ev) { return CEDITLINE_F->history(h, ev, H_NEXT); }
static inline int ceditline_history_delete(History *h, HistEvent *ev, int number) { return CEDITLINE_F->history(h, ev, H_DEL, number); }

#undef CEDITLINE_F

#endif
