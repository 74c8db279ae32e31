#ifndef BIGCALC_CEDITLINE_SHIM_H
#define BIGCALC_CEDITLINE_SHIM_H

/* libedit (BSD licence): Debian's libedit-dev, the macOS SDK. `el_set` and `history` are variadic,
   which Swift cannot call: these wrappers fix the argument list of each request BigCalc makes. */

#include <stdio.h>
#include <histedit.h>

typedef char *(*ceditline_prompt_fn)(EditLine *);
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

/* An editor on the standard streams (C's globals, which Swift 6 does not read). */
static inline EditLine *ceditline_init(const char *program) { return el_init(program, stdin, stdout, stderr); }
/* Writes text to the editor's output stream (standard output) at once. */
static inline void ceditline_print(const char *text) { fputs(text, stdout); fflush(stdout); }

static inline int ceditline_set_prompt(EditLine *e, ceditline_prompt_fn f) { return el_set(e, EL_PROMPT, f); }
static inline int ceditline_set_editor(EditLine *e, const char *mode) { return el_set(e, EL_EDITOR, mode); }
static inline int ceditline_set_history(EditLine *e, History *h) { return el_set(e, EL_HIST, history, h); }
static inline int ceditline_set_signal(EditLine *e, int handles) { return el_set(e, EL_SIGNAL, handles); }
static inline int ceditline_set_client_data(EditLine *e, void *data) { return el_set(e, EL_CLIENTDATA, data); }
static inline void *ceditline_client_data(EditLine *e) {
    void *data = NULL;
    el_get(e, EL_CLIENTDATA, &data);
    return data;
}
static inline int ceditline_add_function(EditLine *e, const char *name, const char *help, ceditline_command_fn f) {
    return el_set(e, EL_ADDFN, name, help, f);
}
static inline int ceditline_bind(EditLine *e, const char *key, const char *command) {
    return el_set(e, EL_BIND, key, command, NULL);
}
/* Terminal modes while editing: `setty -d -isig` lets Ctrl-C reach the editor as a key. */
static inline int ceditline_setty(EditLine *e, const char *flag) { return el_set(e, EL_SETTY, "-d", flag, NULL); }

static inline int ceditline_history_set_size(History *h, HistEvent *ev, int size) { return history(h, ev, H_SETSIZE, size); }
static inline int ceditline_history_set_unique(History *h, HistEvent *ev, int unique) { return history(h, ev, H_SETUNIQUE, unique); }
static inline int ceditline_history_enter(History *h, HistEvent *ev, const char *line) { return history(h, ev, H_ENTER, line); }
static inline int ceditline_history_load(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_LOAD, path); }
static inline int ceditline_history_save(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_SAVE, path); }
static inline int ceditline_history_first(History *h, HistEvent *ev) { return history(h, ev, H_FIRST); }
static inline int ceditline_history_next(History *h, HistEvent *ev) { return history(h, ev, H_NEXT); }
static inline int ceditline_history_delete(History *h, HistEvent *ev, int number) { return history(h, ev, H_DEL, number); }

#endif
