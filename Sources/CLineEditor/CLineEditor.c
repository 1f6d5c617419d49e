#include "CLineEditor.h"

#include <errno.h>
#include <histedit.h>
#include <stdlib.h>
#include <string.h>

struct epoxy_line_editor {
    EditLine *el;
    History *history;
    HistEvent event;
    char *history_path;
    char *prompt;
    char *line;
    void *context;
    epoxy_line_editor_complete_fn complete;
};

static epoxy_line_editor *editor_of(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return (epoxy_line_editor *)data;
}

static char *prompt_function(EditLine *el) {
    epoxy_line_editor *editor = editor_of(el);
    return editor && editor->prompt ? editor->prompt : "";
}

/* Length of the longest prefix all candidates share. */
static size_t common_prefix(char **words, size_t count) {
    if (count == 0) return 0;
    size_t length = strlen(words[0]);
    for (size_t i = 1; i < count; i++) {
        size_t j = 0;
        while (j < length && words[i][j] == words[0][j]) j++;
        length = j;
    }
    return length;
}

static unsigned char complete_function(EditLine *el, int ch) {
    (void)ch;
    epoxy_line_editor *editor = editor_of(el);
    if (!editor || !editor->complete) return CC_ERROR;
    const LineInfo *info = el_line(el);
    size_t before = (size_t)(info->cursor - info->buffer);
    char *text = malloc(before + 1);
    if (!text) return CC_ERROR;
    memcpy(text, info->buffer, before);
    text[before] = '\0';

    size_t word_length = 0;
    char *list = editor->complete(editor->context, text, &word_length);
    free(text);
    if (!list || !*list) { free(list); return CC_ERROR; }

    size_t count = 1;
    for (char *p = list; *p; p++) if (*p == '\n') count++;
    char **words = calloc(count, sizeof(char *));
    if (!words) { free(list); return CC_ERROR; }
    size_t n = 0;
    for (char *word = strtok(list, "\n"); word && n < count; word = strtok(NULL, "\n")) words[n++] = word;

    unsigned char result = CC_REFRESH;
    size_t shared = common_prefix(words, n);
    if (shared > word_length) {
        char *insert = strndup(words[0] + word_length, shared - word_length);
        if (insert) { el_insertstr(el, insert); free(insert); }
    } else if (n > 1) {
        FILE *out = NULL;
        el_get(el, EL_GETFP, 1, &out);
        if (!out) out = stdout;
        fputc('\n', out);
        for (size_t i = 0; i < n; i++) fprintf(out, "%s%s", words[i], i + 1 < n ? "  " : "\n");
        result = CC_REDISPLAY;
    }
    free(words);
    free(list);
    return result;
}

epoxy_line_editor *epoxy_line_editor_create(
    const char *program, const char *history_path, void *context, epoxy_line_editor_complete_fn complete) {
    epoxy_line_editor *editor = calloc(1, sizeof(*editor));
    if (!editor) return NULL;
    editor->el = el_init(program, stdin, stdout, stderr);
    editor->history = history_init();
    if (!editor->el || !editor->history) { epoxy_line_editor_destroy(editor); return NULL; }
    editor->context = context;
    editor->complete = complete;
    history(editor->history, &editor->event, H_SETSIZE, 1000);
    history(editor->history, &editor->event, H_SETUNIQUE, 1);
    if (history_path) {
        editor->history_path = strdup(history_path);
        history(editor->history, &editor->event, H_LOAD, history_path);
    }
    el_set(editor->el, EL_CLIENTDATA, editor);
    el_set(editor->el, EL_EDITOR, "emacs");
    el_set(editor->el, EL_HIST, history, editor->history);
    /* Colour codes in the prompt are wrapped in \1 so libedit does not count them as columns. */
    el_set(editor->el, EL_PROMPT_ESC, prompt_function, '\1');
    el_set(editor->el, EL_SIGNAL, 1);
    el_set(editor->el, EL_ADDFN, "epoxy-complete", "Complete globals, fields and methods", complete_function);
    el_set(editor->el, EL_BIND, "^I", "epoxy-complete", NULL);
    el_source(editor->el, NULL);
    return editor;
}

const char *epoxy_line_editor_read(epoxy_line_editor *editor, const char *prompt, int *interrupted) {
    free(editor->prompt);
    editor->prompt = strdup(prompt ? prompt : "");
    int count = 0;
    if (interrupted) *interrupted = 0;
    errno = 0;
    const char *text = el_gets(editor->el, &count);
    if (!text || count <= 0) {
        /* A signal (SIGINT without SA_RESTART) ends the read with EINTR; the next read starts
           with an empty line. */
        if (interrupted && count < 0 && errno == EINTR) *interrupted = 1;
        return NULL;
    }
    free(editor->line);
    editor->line = strdup(text);
    if (!editor->line) return NULL;
    size_t length = strlen(editor->line);
    while (length > 0 && (editor->line[length - 1] == '\n' || editor->line[length - 1] == '\r')) {
        editor->line[--length] = '\0';
    }
    return editor->line;
}

void epoxy_line_editor_add_history(epoxy_line_editor *editor, const char *line) {
    if (!line || !*line) return;
    history(editor->history, &editor->event, H_ENTER, line);
    /* Saved at once, so a session that is killed or crashes keeps what was typed. */
    if (editor->history_path) history(editor->history, &editor->event, H_SAVE, editor->history_path);
}

void epoxy_line_editor_destroy(epoxy_line_editor *editor) {
    if (!editor) return;
    if (editor->history && editor->history_path) {
        history(editor->history, &editor->event, H_SAVE, editor->history_path);
    }
    if (editor->el) el_end(editor->el);
    if (editor->history) history_end(editor->history);
    free(editor->history_path);
    free(editor->prompt);
    free(editor->line);
    free(editor);
}
