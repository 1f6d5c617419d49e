#ifndef CLINEEDITOR_H
#define CLINEEDITOR_H

/*
 * A small wrapper over libedit for the REPL: line editing, history in a file and completion.
 * libedit's configuration calls are variadic, which Swift cannot call, hence this C.
 * All state lives in the editor object (no globals): the completion callback receives the
 * caller's context pointer.
 */

#include <stddef.h>
#include <stdio.h>

typedef struct epoxy_line_editor epoxy_line_editor;

/*
 * Completes the word that ends at the cursor. `line` holds the text before the cursor.
 * Returns a malloc'ed list of candidate words separated by '\n' (NULL or "" for none) and
 * stores in *word_length how many bytes at the end of `line` the candidates replace.
 */
typedef char *(*epoxy_line_editor_complete_fn)(void *context, const char *line, size_t *word_length);

/* Creates an editor on the terminal; loads history from `history_path` when not NULL. */
epoxy_line_editor *epoxy_line_editor_create(
    const char *program, const char *history_path, void *context, epoxy_line_editor_complete_fn complete);

/* Reads a line with `prompt` (invisible characters such as colour codes wrapped in '\1'). Returns NULL at end of input
   (Ctrl-D on an empty line) or when a signal interrupted the read (Ctrl-C: then *interrupted is set); the line has no
   trailing newline and stays valid until the next call. */
const char *epoxy_line_editor_read(epoxy_line_editor *editor, const char *prompt, int *interrupted);

/* Adds a line to the history and saves the history file when there is one. */
void epoxy_line_editor_add_history(epoxy_line_editor *editor, const char *line);

/* Saves the history and frees the editor. */
void epoxy_line_editor_destroy(epoxy_line_editor *editor);

#endif
