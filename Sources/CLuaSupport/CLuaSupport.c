// See CLuaSupport.h for the safety rule this file exists to uphold: every Lua API call
// that may raise happens here, in C, inside lua_pcallk or in the trampoline after Swift
// has returned.
#include "CLuaSupport.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* ---- Allocator with a byte cap ---- */

int epoxy_lua_is_host_source(const char *source) {
    return strncmp(source, "[epoxy", 6) == 0 || strcmp(source, "epoxy") == 0 || strncmp(source, "epoxy.", 6) == 0
        || strcmp(source, "[C]") == 0;
}

/* Writes "file:line:" of the innermost frame of L running a script's code (not the host's own
   chunks) into `where`; leaves it as it was when there is none. lua_getstack and lua_getinfo
   with "Sl" only read call frames and prototypes: they neither allocate nor raise, so they are
   safe inside the allocator and the count hook. */
static int epoxy_lua_note_script_line(lua_State *L, char *where, size_t capacity) {
    lua_Debug ar;
    for (int level = 0; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0 && !epoxy_lua_is_host_source(ar.short_src)) {
            snprintf(where, capacity, "%s:%d:", ar.short_src, ar.currentline);
            return 1;
        }
    }
    return 0;
}

/* Notes the script line running on the thread of the current call, so the memory error (which
   Lua raises without a message handler, hence without a traceback) can name it. A refusal with
   no script line on the stack (while the error unwinds, in the message handler or the test
   runner's own code) keeps the line noted before it, which is where the script ran out; the
   budget clears it. */
static void epoxy_lua_note_memory_where(epoxy_lua_context *context) {
    if (context->running == NULL) return;
    epoxy_lua_note_script_line(context->running, context->memory_where, sizeof context->memory_where);
}

static void *epoxy_lua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    epoxy_lua_context *context = (epoxy_lua_context *)ud;
    size_t old_size = ptr ? osize : 0; /* without a block, osize encodes a type tag */
    if (nsize == 0) {
        free(ptr);
        /* Stored atomically (relaxed: a plain store on common targets): the watchdog reads it. */
        __atomic_store_n(&context->bytes_in_use, context->bytes_in_use - old_size, __ATOMIC_RELAXED);
        return NULL;
    }
    if (nsize > old_size && context->memory_limit > 0) {
        size_t growth = nsize - old_size;
        size_t available = context->memory_limit > context->bytes_in_use
            ? context->memory_limit - context->bytes_in_use : 0;
        if (growth > available) {
            context->memory_limit_hit = 1;
            epoxy_lua_note_memory_where(context);
            return NULL; /* Lua collects garbage, retries once, then raises a memory error */
        }
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    __atomic_store_n(&context->bytes_in_use, context->bytes_in_use - old_size + nsize, __ATOMIC_RELAXED);
    return block;
}

epoxy_lua_context *epoxy_lua_context_create(size_t memory_limit) {
    epoxy_lua_context *context = calloc(1, sizeof(epoxy_lua_context));
    if (context == NULL) return NULL;
    context->memory_limit = memory_limit;
    context->hook_interval = 10000;
    return context;
}

void epoxy_lua_context_destroy(epoxy_lua_context *context) {
    free(context);
}

epoxy_lua_context *epoxy_lua_context_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (epoxy_lua_context *)ud;
}

/* ---- Time budget ---- */

double epoxy_lua_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void epoxy_lua_count_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    int reason = __atomic_load_n(&context->interrupt_reason, __ATOMIC_ACQUIRE);
    if (reason == EPOXY_LUA_INTERRUPT_COLLECT) {
        int expected = EPOXY_LUA_INTERRUPT_COLLECT;
        /* A stop requested meanwhile wins: only a pending collection is cleared. */
        if (__atomic_compare_exchange_n(&context->interrupt_reason, &expected, EPOXY_LUA_INTERRUPT_NONE,
                                        0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, context->hook_interval);
            lua_gc(L, LUA_GCCOLLECT);
            __atomic_add_fetch(&context->collections, 1, __ATOMIC_RELEASE);
            return;
        }
        reason = expected;
    }
    if (reason == EPOXY_LUA_INTERRUPT_NONE) {
        if (context->deadline <= 0 || epoxy_lua_now() <= context->deadline) return;
        reason = EPOXY_LUA_INTERRUPT_TIME;
    }
    if (reason == EPOXY_LUA_INTERRUPT_TIME) context->time_limit_hit = 1;
    if (reason == EPOXY_LUA_INTERRUPT_MEMORY) context->memory_limit_hit = 1;
    /* From now on check at every instruction, so a script that catches the error with
       pcall cannot keep running. The next budget restores the interval. */
    lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, 1);
    /* Level 0 is the Lua function being interrupted: its line is where the time ran out. */
    luaL_where(L, 0);
    if (context->stop_where[0] == '\0') {
        epoxy_lua_note_script_line(L, context->stop_where, sizeof context->stop_where);
    }
    if (reason == EPOXY_LUA_INTERRUPT_TIME) {
        char seconds[64];
        snprintf(seconds, sizeof seconds, "%g", context->time_limit_seconds);
        lua_pushfstring(L, "time limit of %s s exceeded", seconds);
    } else if (reason == EPOXY_LUA_INTERRUPT_SIGINT) {
        context->interrupt_hit = 1;
        lua_pushstring(L, "interrupted (Ctrl-C)");
    } else {
        lua_pushstring(L, context->interrupt_message);
    }
    lua_concat(L, 2);
    lua_error(L);
}

void epoxy_lua_interrupt(lua_State *L, int reason, const char *message) {
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    if (reason == EPOXY_LUA_INTERRUPT_COLLECT) {
        int expected = EPOXY_LUA_INTERRUPT_NONE;
        /* Never replaces a stop. */
        if (__atomic_compare_exchange_n(&context->interrupt_reason, &expected, reason,
                                        0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, 1);
        }
        return;
    }
    if (message != NULL) {
        snprintf(context->interrupt_message, sizeof context->interrupt_message, "%s", message);
    }
    if (reason == EPOXY_LUA_INTERRUPT_TIME) context->time_limit_hit = 1;
    if (reason == EPOXY_LUA_INTERRUPT_MEMORY) context->memory_limit_hit = 1;
    __atomic_store_n(&context->interrupt_reason, reason, __ATOMIC_RELEASE);
    lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, 1);
}

size_t epoxy_lua_heap_bytes(lua_State *L) {
    return __atomic_load_n(&epoxy_lua_context_of(L)->bytes_in_use, __ATOMIC_RELAXED);
}

unsigned epoxy_lua_collection_count(lua_State *L) {
    return __atomic_load_n(&epoxy_lua_context_of(L)->collections, __ATOMIC_ACQUIRE);
}

void epoxy_lua_begin_budget(lua_State *L, double seconds) {
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    context->memory_limit_hit = 0;
    context->time_limit_hit = 0;
    context->stop_where[0] = '\0';
    context->memory_where[0] = '\0';
    __atomic_store_n(&context->interrupt_reason, EPOXY_LUA_INTERRUPT_NONE, __ATOMIC_RELEASE);
    context->interrupt_hit = 0;
    context->time_limit_seconds = seconds;
    context->deadline = seconds > 0 ? epoxy_lua_now() + seconds : 0;
    lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, context->hook_interval);
}

/* ---- Ctrl-C ---- */

static lua_State *volatile epoxy_interrupt_target = NULL;
static struct sigaction epoxy_interrupt_previous;
static int epoxy_interrupt_armed = 0;

static void epoxy_lua_interrupt_handler(int signal_number) {
    (void)signal_number;
    lua_State *L = epoxy_interrupt_target;
    if (L == NULL) return;
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    if (context->closing) return;
    /* A lock-free atomic store and lua_sethook (as lua.c does) are safe in a signal handler;
       the hook fires at the next instruction. */
    __atomic_store_n(&context->interrupt_reason, EPOXY_LUA_INTERRUPT_SIGINT, __ATOMIC_RELEASE);
    lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, 1);
}

void epoxy_lua_interrupt_arm(lua_State *L) {
    epoxy_interrupt_target = L;
    if (epoxy_interrupt_armed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = epoxy_lua_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocking read returns EINTR */
    if (sigaction(SIGINT, &action, &epoxy_interrupt_previous) == 0) epoxy_interrupt_armed = 1;
}

void epoxy_lua_interrupt_disarm(void) {
    if (epoxy_interrupt_armed) sigaction(SIGINT, &epoxy_interrupt_previous, NULL);
    epoxy_interrupt_armed = 0;
    epoxy_interrupt_target = NULL;
}

size_t epoxy_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd; /* small chunks in use + mmapped large ones */
#else
    return 0;
#endif
}

void epoxy_heap_release_free(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void epoxy_exit_stuck(const char *message, size_t length) {
    size_t written = 0;
    while (written < length) {
        ssize_t result = write(STDERR_FILENO, message + written, length - written);
        if (result <= 0) break;
        written += (size_t)result;
    }
    _exit(1);
}

/* ---- Swift objects owned by userdata ---- */

void *epoxy_lua_object_at(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA) return NULL;
    if (lua_rawlen(L, index) != sizeof(epoxy_lua_object)) return NULL;
    epoxy_lua_object *block = (epoxy_lua_object *)lua_touserdata(L, index);
    if (block == NULL || block->magic != EPOXY_LUA_OBJECT_MAGIC) return NULL;
    return block->object;
}

static int epoxy_lua_object_gc(lua_State *L) {
    epoxy_lua_object *block = (epoxy_lua_object *)lua_touserdata(L, 1);
    if (block == NULL || block->magic != EPOXY_LUA_OBJECT_MAGIC || block->object == NULL) return 0;
    void *object = block->object;
    block->object = NULL;
    /* Swift's release runs deinit code that never calls a raising Lua API. */
    epoxy_lua_context_of(L)->release(object);
    return 0;
}

/* ---- Errors and the trampoline ---- */

void epoxy_lua_set_error(epoxy_lua_context *context, const char *message, size_t length) {
    if (length > EPOXY_LUA_ERROR_CAPACITY) length = EPOXY_LUA_ERROR_CAPACITY;
    memcpy(context->error_message, message, length);
    context->error_length = length;
}

static int epoxy_lua_trampoline(lua_State *L) {
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    void *box = epoxy_lua_object_at(L, lua_upvalueindex(1));
    if (context->closing || box == NULL || context->dispatch == NULL) {
        return luaL_error(L, "Swift function called while its Lua state is closing");
    }
    context->error_length = 0;
    int result = context->dispatch(L, box);
    if (result >= 0) return result;
    switch (result) {
    case EPOXY_LUA_RAISE_TOP:
        return lua_error(L);
    case EPOXY_LUA_RAISE_AS_IS:
        /* The string is created before anything that could collect garbage and so run
           another Swift function that would reuse the buffer. */
        lua_pushlstring(L, context->error_message, context->error_length);
        return lua_error(L);
    default:
        lua_pushlstring(L, context->error_message, context->error_length);
        luaL_where(L, 1);
        if (lua_rawlen(L, -1) == 0) {
            /* Called from C (pcall(diff, …), a library function's callback): the script line
               that led here, as an unprotected call's error gets it from its traceback. */
            char where[256];
            if (epoxy_lua_note_script_line(L, where, sizeof where)) {
                lua_pop(L, 1);
                lua_pushfstring(L, "%s ", where);
            }
        }
        lua_rotate(L, -2, 1);
        lua_concat(L, 2);
        return lua_error(L);
    }
}

/* ---- Remembered calls ---- */

/* Whether the values at a and b are the same scalar for a memo: raw-equal, and numbers of the
   same subtype (1 and 1.0 are equal in Lua, but a model made from one shows the other). */
static int epoxy_lua_memo_same(lua_State *L, int a, int b) {
    if (!lua_rawequal(L, a, b)) return 0;
    return lua_type(L, a) != LUA_TNUMBER || lua_isinteger(L, a) == lua_isinteger(L, b);
}

/* The memo (upvalue 2) is { [1] = key field, [2] = field, [3] = field, entries = { [key] =
   { value of field 2, value of field 3, result } } }; upvalues 3 to 5 hold its three field names
   and 6 its entries table, read once when the function was made. A call whose argument 1 is a
   table holding only those three fields (raw), whose key has an entry with the same two values,
   is answered with the entry's result: pushed, returning 1 (a field the call leaves out is nil,
   as is a remembered one the call that made the entry left out). Anything else returns 0 with the
   stack as it was, and the call goes to Swift, which fills the entries. Errors here (out of
   memory) raise from this C function into Lua, never through Swift.
   A list's re-render asks this of every row, so it makes few API calls: one traversal of the
   argument both reads the three values and finds any other key, and keys are compared by
   identity (the field names are short strings, which Lua interns, so an equal string key is the
   very same object; no key of another type has a string's address, and scripts cannot make
   light userdata). */
static int epoxy_lua_memo_answer(lua_State *L) {
    if (lua_type(L, 1) != LUA_TTABLE || lua_type(L, lua_upvalueindex(6)) != LUA_TTABLE) return 0;
    luaL_checkstack(L, 6, NULL);
    int top = lua_gettop(L);
    const void *names[3];
    for (int field = 0; field < 3; field++) names[field] = lua_topointer(L, lua_upvalueindex(3 + field));
    lua_settop(L, top + 3);                                 /* top+1..top+3: the call's values */
    int hasKey = 0;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        const void *key = lua_topointer(L, -2);
        int field = key == names[0] ? 0 : key == names[1] ? 1 : key == names[2] ? 2 : -1;
        if (field < 0) goto miss;
        lua_replace(L, top + 1 + field);
        if (field == 0) hasKey = 1;
    }
    if (!hasKey) goto miss;                             /* no key; a missing field is nil */
    lua_pushvalue(L, top + 1);
    if (lua_rawget(L, lua_upvalueindex(6)) != LUA_TTABLE) goto miss;   /* top+4: the entry */
    for (int field = 0; field < 2; field++) {
        lua_rawgeti(L, top + 4, 1 + field);                 /* top+5: the remembered value */
        if (!epoxy_lua_memo_same(L, top + 2 + field, top + 5)) goto miss;
        lua_settop(L, top + 4);
    }
    lua_rawgeti(L, top + 4, 3);
    return 1;
miss:
    lua_settop(L, top);
    return 0;
}

/* A Swift function behind a memo (EPOXY_OP_MEMO_FUNCTION): remembered calls are answered here;
   the others go to Swift from this same C frame, so errors name the script's line. */
static int epoxy_lua_memo_trampoline(lua_State *L) {
    if (epoxy_lua_memo_answer(L)) return 1;
    return epoxy_lua_trampoline(L);
}

/* ---- Protected calls ---- */

static int epoxy_lua_message_handler(lua_State *L) {
    if (lua_type(L, 1) != LUA_TSTRING && lua_type(L, 1) != LUA_TNUMBER) {
        if (!(luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)) {
            lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
    } else {
        lua_pushvalue(L, 1);
        lua_tostring(L, -1);
    }
    /* The message as a Lua string, with its length: handed to luaL_traceback as a C string it
       would end at its first NUL byte ("before\0after" printed "before"). */
    luaL_traceback(L, L, NULL, 1);
    lua_pushliteral(L, "\n");
    lua_insert(L, -2);
    lua_concat(L, 3);
    return 1;
}

void epoxy_lua_push_message_handler(lua_State *L) {
    lua_pushcfunction(L, epoxy_lua_message_handler);
}

int epoxy_lua_call(lua_State *L, int nargs) {
    if (!lua_checkstack(L, 2)) return LUA_ERRMEM;
    int function_index = lua_gettop(L) - nargs;
    lua_pushcfunction(L, epoxy_lua_message_handler); /* a light C function: no allocation */
    lua_rotate(L, function_index, 1);
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    lua_State *outer = context->running;
    context->running = L;
    int status = lua_pcallk(L, nargs, LUA_MULTRET, function_index, 0, NULL);
    context->running = outer;
    lua_rotate(L, function_index, -1);
    lua_settop(L, -2);
    return status;
}

int epoxy_lua_load(lua_State *L, const char *bytes, size_t length, const char *chunk_name) {
    if (!lua_checkstack(L, 2)) return LUA_ERRMEM;
    /* lua_load parses in protected mode; it reports errors as statuses. */
    return luaL_loadbufferx(L, bytes, length, chunk_name, "t");
}

/* ---- Tapes ---- */

static void epoxy_lua_push_metatable(lua_State *L, const char *name) {
    if (luaL_newmetatable(L, name)) {
        lua_pushcfunction(L, epoxy_lua_object_gc);
        lua_setfield(L, -2, "__gc");
        lua_pushliteral(L, "locked");
        lua_setfield(L, -2, "__metatable");
    }
}

static void epoxy_lua_push_object(lua_State *L, epoxy_lua_op *op, const char *metatable) {
    epoxy_lua_object *block = (epoxy_lua_object *)lua_newuserdatauv(L, sizeof(epoxy_lua_object), 0);
    block->magic = EPOXY_LUA_OBJECT_MAGIC;
    block->object = NULL;
    epoxy_lua_push_metatable(L, metatable);
    lua_setmetatable(L, -2);
    /* Ownership moves to the userdata only now that its __gc is in place. */
    block->object = op->pointer;
    op->consumed = 1;
}

static int epoxy_lua_tape_runner(lua_State *L) {
    epoxy_lua_tape *tape = (epoxy_lua_tape *)lua_touserdata(L, 1);
    char name[256];
    for (size_t i = 0; i < tape->count; i++) {
        epoxy_lua_op *op = &tape->ops[i];
        luaL_checkstack(L, 4, "tape too deep");
        switch ((epoxy_lua_opcode)op->code) {
        case EPOXY_OP_NIL: lua_pushnil(L); break;
        case EPOXY_OP_BOOLEAN: lua_pushboolean(L, op->integer != 0); break;
        case EPOXY_OP_INTEGER: lua_pushinteger(L, (lua_Integer)op->integer); break;
        case EPOXY_OP_NUMBER: lua_pushnumber(L, (lua_Number)op->number); break;
        case EPOXY_OP_STRING: lua_pushlstring(L, tape->bytes + op->offset, op->length); break;
        case EPOXY_OP_REFERENCE: lua_rawgeti(L, LUA_REGISTRYINDEX, (lua_Integer)op->integer); break;
        case EPOXY_OP_ARGUMENT: lua_pushvalue(L, 1 + (int)op->integer); break;
        case EPOXY_OP_GLOBALS: lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS); break;
        case EPOXY_OP_REGISTRY: lua_pushvalue(L, LUA_REGISTRYINDEX); break;
        case EPOXY_OP_TABLE: lua_createtable(L, (int)op->integer, (int)op->number); break;
        case EPOXY_OP_RAWSET: lua_rawset(L, -3); break;
        case EPOXY_OP_RAWSETI: lua_rawseti(L, -2, (lua_Integer)op->integer); break;
        case EPOXY_OP_RAWGET: lua_rawget(L, -2); lua_rotate(L, -2, 1); lua_settop(L, -2); break;
        case EPOXY_OP_POP: lua_settop(L, -(int)op->integer - 1); break;
        case EPOXY_OP_MAKE_REFERENCE: lua_pushinteger(L, luaL_ref(L, LUA_REGISTRYINDEX)); break;
        case EPOXY_OP_RELEASE_REFERENCE: luaL_unref(L, LUA_REGISTRYINDEX, (int)op->integer); break;
        case EPOXY_OP_OBJECT:
        case EPOXY_OP_METATABLE: {
            size_t length = op->length < sizeof name - 1 ? op->length : sizeof name - 1;
            memcpy(name, tape->bytes + op->offset, length);
            name[length] = '\0';
            if (op->code == EPOXY_OP_OBJECT) epoxy_lua_push_object(L, op, name);
            else epoxy_lua_push_metatable(L, name);
            break;
        }
        case EPOXY_OP_FUNCTION:
            epoxy_lua_push_object(L, op, EPOXY_LUA_FUNCTION_METATABLE);
            lua_pushcclosure(L, epoxy_lua_trampoline, 1);
            break;
        case EPOXY_OP_SET_METATABLE: lua_setmetatable(L, -2); break;
        case EPOXY_OP_MEMO_FUNCTION: {
            int memo = lua_gettop(L);
            luaL_checkstack(L, 7, "tape too deep");
            epoxy_lua_push_object(L, op, EPOXY_LUA_FUNCTION_METATABLE);
            lua_pushvalue(L, memo);
            for (int field = 1; field <= 3; field++) lua_rawgeti(L, memo, field);
            lua_pushliteral(L, "entries");
            lua_rawget(L, memo);
            lua_pushcclosure(L, epoxy_lua_memo_trampoline, 6);
            lua_replace(L, memo);
            break;
        }
        default: return luaL_error(L, "unknown tape operation %d", (int)op->code);
        }
    }
    /* Results are what the tape left above its own arguments (slot 1 holds the tape). */
    return lua_gettop(L) - (1 + tape->argument_count);
}

int epoxy_lua_run_tape(lua_State *L, epoxy_lua_tape *tape, int nargs, int *nresults) {
    *nresults = 0;
    if (!lua_checkstack(L, 3)) {
        lua_settop(L, -nargs - 1);
        return LUA_ERRMEM;
    }
    tape->argument_count = nargs;
    int function_index = lua_gettop(L) - nargs;
    lua_pushcfunction(L, epoxy_lua_tape_runner);
    lua_pushlightuserdata(L, tape);
    lua_rotate(L, function_index + 1, 2);
    int status = lua_pcallk(L, nargs + 1, LUA_MULTRET, 0, 0, NULL);
    if (status == LUA_OK) *nresults = lua_gettop(L) - function_index;
    return status;
}

/* ---- Garbage collection ---- */

static int epoxy_lua_collect_runner(lua_State *L) {
    lua_gc(L, LUA_GCCOLLECT);
    return 0;
}

void epoxy_lua_collect_garbage(lua_State *L) {
    if (!lua_checkstack(L, 1)) return;
    lua_pushcfunction(L, epoxy_lua_collect_runner);
    if (lua_pcallk(L, 0, 0, 0, 0, NULL) != LUA_OK) lua_settop(L, -2);
}

int epoxy_lua_pause_gc(lua_State *L) {
    int was_running = lua_gc(L, LUA_GCISRUNNING);
    lua_gc(L, LUA_GCSTOP);
    return was_running;
}

void epoxy_lua_resume_gc(lua_State *L, int was_running) {
    if (was_running) lua_gc(L, LUA_GCRESTART);
}

/* ---- State ---- */

/* ---- xpcall that stops at the limits ---- */

/* The message handler xpcall installs: calls the script's handler (upvalue 1), unless the time
   or memory limit was hit or the run was stopped. Lua runs a handler for an error the count
   hook raised with hooks off, so a handler that loops could never be stopped; skipping it keeps
   the limit's message, and the hook (armed at every instruction) stops the script right after. */
static int epoxy_lua_xpcall_handler(lua_State *L) {
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    int reason = __atomic_load_n(&context->interrupt_reason, __ATOMIC_ACQUIRE);
    int stopped = reason != EPOXY_LUA_INTERRUPT_NONE && reason != EPOXY_LUA_INTERRUPT_COLLECT;
    if (stopped || context->time_limit_hit || context->memory_limit_hit) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int epoxy_lua_finish_pcall(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

/* Lua's xpcall (same arguments, results and yields), with the handler wrapped as above. */
static int epoxy_lua_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, epoxy_lua_xpcall_handler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, epoxy_lua_finish_pcall);
    return epoxy_lua_finish_pcall(L, status, 2);
}

static int epoxy_lua_open(lua_State *L) {
    luaL_openlibs(L);
    lua_pushcfunction(L, epoxy_lua_xpcall);
    lua_setglobal(L, "xpcall");
    epoxy_lua_push_metatable(L, EPOXY_LUA_FUNCTION_METATABLE);
    lua_settop(L, 0);
    return 0;
}

/* Lua's warning function: assembles each warning and keeps the first error a finalizer raised
   (Lua words it "error in __gc (message)"); other warnings (a script's warn()) stay off. */
static void epoxy_lua_warn(void *ud, const char *message, int tocont) {
    epoxy_lua_context *context = (epoxy_lua_context *)ud;
    size_t length = strlen(message);
    size_t room = sizeof context->warning - 1 - context->warning_length;
    if (length > room) length = room;
    memcpy(context->warning + context->warning_length, message, length);
    context->warning_length += length;
    context->warning[context->warning_length] = '\0';
    if (tocont) return;
    static const char prefix[] = "error in __gc";
    if (context->finalizer_error[0] == '\0' && strncmp(context->warning, prefix, sizeof prefix - 1) == 0) {
        memcpy(context->finalizer_error, context->warning, context->warning_length + 1);
    }
    context->warning_length = 0;
    context->warning[0] = '\0';
}

int epoxy_lua_take_finalizer_error(lua_State *L, char *buffer, size_t capacity) {
    epoxy_lua_context *context = epoxy_lua_context_of(L);
    if (context->finalizer_error[0] == '\0' || capacity == 0) return 0;
    size_t length = strlen(context->finalizer_error);
    if (length >= capacity) length = capacity - 1;
    memcpy(buffer, context->finalizer_error, length);
    buffer[length] = '\0';
    context->finalizer_error[0] = '\0';
    return 1;
}

lua_State *epoxy_lua_newstate(epoxy_lua_context *context) {
    lua_State *L = lua_newstate(epoxy_lua_alloc, context);
    if (L == NULL) return NULL;
    lua_setwarnf(L, epoxy_lua_warn, context);
    lua_sethook(L, epoxy_lua_count_hook, LUA_MASKCOUNT, context->hook_interval);
    lua_pushcfunction(L, epoxy_lua_open);
    if (lua_pcallk(L, 0, 0, 0, 0, NULL) != LUA_OK) {
        context->closing = 1;
        lua_close(L);
        return NULL;
    }
    return L;
}

void epoxy_lua_close(lua_State *L, epoxy_lua_context *context) {
    context->closing = 1;
    context->deadline = 0;
    lua_close(L);
}
