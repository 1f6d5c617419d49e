#ifndef CLUASUPPORT_H
#define CLUASUPPORT_H

/*
 * CLuaSupport: the small amount of C that lets Swift host Lua safely.
 *
 * THE SAFETY RULE — no longjmp through Swift frames.
 *
 *   Lua reports errors with longjmp. Unwinding a Swift frame that way skips its
 *   releases and defers, corrupting reference counts. So:
 *
 *   1. Swift -> Lua: Swift only enters Lua through lua_pcallk (via epoxy_lua_call and
 *      epoxy_lua_run_tape below), never through lua_call or a raising API.
 *   2. Lua -> Swift: every Swift function seen by Lua is a closure over ONE C function,
 *      the trampoline. It calls the Swift dispatch handler, which returns a result count or
 *      an error code; the trampoline raises (lua_error) in C, after Swift has returned.
 *   3. Swift itself only calls Lua API functions that cannot raise: stack inspection
 *      and non-allocating pushes (lua_type, lua_isinteger, lua_toboolean, lua_tointegerx,
 *      lua_tonumberx, lua_tolstring on values that ARE strings, lua_rawlen, lua_rawgeti,
 *      lua_next (with the collector paused, see epoxy_lua_pause_gc), lua_pushvalue,
 *      lua_pushnil/boolean/integer/number, lua_settop, lua_rotate, lua_absindex,
 *      lua_checkstack, lua_topointer).
 *      Everything that may allocate or run a metamethod (creating strings, tables,
 *      userdata, references, string-keyed access) is encoded as a "tape" of operations
 *      and executed by epoxy_lua_run_tape inside lua_pcallk, so failures come back to
 *      Swift as a status code.
 *
 * The other C pieces: the allocator with a byte cap (memory limit) and the count hook that
 * raises, from C, when the time budget of the current top-level run is spent.
 */

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stddef.h>
#include <stdint.h>

/* Codes a dispatch handler returns instead of a (non-negative) result count. */
enum {
    /* Raise the message in the context buffer, prefixed with the caller's "file:line:". */
    EPOXY_LUA_RAISE_WITH_POSITION = -1,
    /* Raise the message in the context buffer as is (it already names its location). */
    EPOXY_LUA_RAISE_AS_IS = -2,
    /* Raise the value on top of the stack (e.g. the error of a failed tape). */
    EPOXY_LUA_RAISE_TOP = -3,
};

/* Calls the Swift function held by `function_box` with the arguments on L's stack. */
typedef int (*epoxy_lua_dispatch_fn)(lua_State *L, void *function_box);
/* Releases one retain of a Swift object owned by a Lua userdata (called from __gc). */
typedef void (*epoxy_lua_release_fn)(void *object);

#define EPOXY_LUA_ERROR_CAPACITY 16384

/* Reasons for epoxy_lua_interrupt. */
enum {
    EPOXY_LUA_INTERRUPT_NONE = 0,
    EPOXY_LUA_INTERRUPT_TIME = 1,   /* "time limit of N s exceeded" (a timeout error) */
    EPOXY_LUA_INTERRUPT_MEMORY = 2, /* the message in interrupt_message (a memory error) */
    EPOXY_LUA_INTERRUPT_USER = 3,   /* the message in interrupt_message (e.g. Ctrl-C) */
    /* Not a stop: the hook runs a full collection (counted in collections) and carries on.
       The watchdog asks for one before calling the memory limit exceeded, since garbage
       Lua has not collected yet counts in the heap it samples. */
    EPOXY_LUA_INTERRUPT_COLLECT = 4,
    /* Ctrl-C (set by the SIGINT handler, which can only store a number): the hook raises
       "interrupted (Ctrl-C)" and sets interrupt_hit. */
    EPOXY_LUA_INTERRUPT_SIGINT = 5,
};

/* Per-state data, reachable from any thread of the state through the allocator's ud. */
typedef struct epoxy_lua_context {
    size_t bytes_in_use;
    size_t memory_limit;       /* 0: unlimited */
    int memory_limit_hit;      /* set when the allocator refused a request */
    double deadline;           /* monotonic seconds; 0: no time budget */
    double time_limit_seconds; /* for the message */
    int time_limit_hit;
    int hook_interval;         /* instructions between clock checks */
    /* Why another thread (the watchdog, a Ctrl-C handler) asked the running script to stop:
       one of the EPOXY_LUA_INTERRUPT_* codes, 0 for none. Written from any thread. */
    volatile int interrupt_reason; /* read and written with __atomic builtins */
    int interrupt_hit;         /* the count hook raised "interrupted (Ctrl-C)" */
    int closing;               /* set before lua_close: Swift is no longer reachable */
    void *owner;               /* the Swift LuaState, unretained */
    epoxy_lua_dispatch_fn dispatch;
    epoxy_lua_release_fn release;
    size_t error_length;
    char error_message[EPOXY_LUA_ERROR_CAPACITY];
    lua_State *running;        /* the thread of the innermost epoxy_lua_call, or NULL */
    char memory_where[256];    /* "file:line:" of the script when the allocator last refused */
    /* "file:line:" of the script's code running where the count hook first raised a stop in the
       current budget ("" until then). The stop keeps raising, so the error that ends the run
       may be raised again in a host's frames (the test runner's): this names the script's line. */
    char stop_where[256];
    char interrupt_message[256]; /* written before interrupt_reason is set */
    volatile unsigned collections; /* full collections the hook ran on request (__atomic) */
    /* Lua reports an error in a __gc finalizer as a warning ("error in __gc (message)"), which
       a state without a warning function drops: the warning being assembled, and the first
       such error since it was last taken. */
    char warning[512];
    size_t warning_length;
    char finalizer_error[512]; /* "" when none */
} epoxy_lua_context;

/* Memory block of every userdata that owns a Swift object (function boxes and objects). */
typedef struct epoxy_lua_object {
    uint64_t magic;
    void *object; /* retained Swift object, or NULL once released */
} epoxy_lua_object;

#define EPOXY_LUA_OBJECT_MAGIC 0x45504f58594c5541ull /* "EPOXYLUA" */
#define EPOXY_LUA_FUNCTION_METATABLE "epoxy.SwiftFunction"

/* Creation and teardown. The context must outlive the state. */
epoxy_lua_context *epoxy_lua_context_create(size_t memory_limit);
void epoxy_lua_context_destroy(epoxy_lua_context *context);
/* Returns NULL when the state cannot be created (memory limit too small). Installs the
   count hook and opens the standard libraries and the function metatable; on failure
   of those, the state is closed and NULL returned. */
lua_State *epoxy_lua_newstate(epoxy_lua_context *context);
void epoxy_lua_close(lua_State *L, epoxy_lua_context *context);
epoxy_lua_context *epoxy_lua_context_of(lua_State *L);

/* Starts a time budget for a top-level run (seconds <= 0: none) and clears the limit flags. */
void epoxy_lua_begin_budget(lua_State *L, double seconds);
/* Asks the script running on L (any of its threads) to stop: sets the reason (and message,
   for MEMORY and USER) and arms the count hook at every instruction, so the next Lua
   instruction raises. Safe from any thread while another runs L (lua_sethook is documented
   as signal-safe). Hooks do not run inside __gc finalizers, message handlers of errors
   raised by a hook, or C functions: the caller needs a last resort for those. */
void epoxy_lua_interrupt(lua_State *L, int reason, const char *message);
/* The error a __gc finalizer raised since the last call, copied into `buffer` (NUL-terminated);
   0 when none. Clears it. */
int epoxy_lua_take_finalizer_error(lua_State *L, char *buffer, size_t capacity);
/* The bytes Lua's heap holds, garbage not yet collected included. Any thread. */
size_t epoxy_lua_heap_bytes(lua_State *L);
/* How many EPOXY_LUA_INTERRUPT_COLLECT requests the hook has carried out. Any thread. */
unsigned epoxy_lua_collection_count(lua_State *L);
/* Bytes the process's C heap (malloc, which Lua and Swift both use) has handed out and not
   freed, from glibc's mallinfo2; 0 where that is not available. For the memory cap on host work. */
size_t epoxy_heap_bytes_in_use(void);
/* Gives the free pages of the C heap back to the system (glibc's malloc_trim); nothing where
   that is not available. After a run that took much of the memory cap: its freed memory would
   otherwise stay resident, and the next large run's would add to it. */
void epoxy_heap_release_free(void);
/* Ends the process at once with status 1 after writing `message` to standard error with
   write(2): the last resort when a script cannot be stopped (nothing is flushed or unwound). */
void epoxy_exit_stuck(const char *message, size_t length);
/* Monotonic clock in seconds. */
double epoxy_lua_now(void);

/* Ctrl-C. While armed, SIGINT interrupts the Lua code running on L's state as a spent time
   budget does: the count hook raises "interrupted" at the next instruction (and at every one
   after, so pcall cannot swallow it) until the next budget starts. Code outside Lua (Swift)
   finishes first. The handler is installed without SA_RESTART, so a blocking read (the line
   editor waiting for input) returns EINTR. Arming again retargets; disarming restores the
   previous handler. The target is the one process-wide datum: a signal handler has no other. */
void epoxy_lua_interrupt_arm(lua_State *L);
void epoxy_lua_interrupt_disarm(void);

/* Copies a message (truncated to the capacity) into the context buffer for the trampoline. */
void epoxy_lua_set_error(epoxy_lua_context *context, const char *message, size_t length);

/* Calls the function below `nargs` arguments on top of the stack in protected mode with a
   message handler that appends a traceback. Returns the lua_pcallk status; the results (or
   the error value) replace the function and arguments. */
int epoxy_lua_call(lua_State *L, int nargs);
/* Pushes the message handler epoxy_lua_call uses (the error as text, or "(error object is a
   nil value)" and the like, then a traceback), for Lua code that runs its own protected calls
   and hands their errors to the host, as the test runner does. */
void epoxy_lua_push_message_handler(lua_State *L);
/* Whether a chunk's short source (`[epoxy testing.lua]`, `epoxy`, `epoxy.…`, `[C]`) is the
   host's own or a C function: not a line a user can act on. The one statement of the rule, for
   the C side (the allocator, the count hook, the trampoline) and the Swift side alike. */
int epoxy_lua_is_host_source(const char *source);
/* Loads a text chunk (mode "t"); pushes the function or the error message. Never raises. */
int epoxy_lua_load(lua_State *L, const char *bytes, size_t length, const char *chunk_name);

/* ---- Tapes: raising work done in protected mode on Swift's behalf ---- */

typedef enum epoxy_lua_opcode {
    EPOXY_OP_NIL = 0,
    EPOXY_OP_BOOLEAN,        /* integer: 0 or 1 */
    EPOXY_OP_INTEGER,        /* integer */
    EPOXY_OP_NUMBER,         /* number */
    EPOXY_OP_STRING,         /* offset, length into the tape's bytes */
    EPOXY_OP_REFERENCE,      /* integer: registry reference to push */
    EPOXY_OP_ARGUMENT,       /* integer: 1-based index of a tape argument to push */
    EPOXY_OP_GLOBALS,        /* pushes the globals table */
    EPOXY_OP_REGISTRY,       /* pushes the registry */
    EPOXY_OP_TABLE,          /* integer: array size hint, number: hash size hint */
    EPOXY_OP_RAWSET,         /* [t, k, v] -> [t] */
    EPOXY_OP_RAWSETI,        /* [t, v] -> [t], t[integer] = v */
    EPOXY_OP_RAWGET,         /* [t, k] -> [v] */
    EPOXY_OP_POP,            /* integer: count */
    EPOXY_OP_MAKE_REFERENCE, /* [v] -> [integer reference] */
    EPOXY_OP_RELEASE_REFERENCE, /* integer: registry reference to release */
    EPOXY_OP_OBJECT,         /* pointer: retained object, string: metatable name -> [userdata] */
    EPOXY_OP_FUNCTION,       /* pointer: retained function box -> [function] */
    EPOXY_OP_METATABLE,      /* string: name -> [metatable] (created with __name, __gc) */
    EPOXY_OP_SET_METATABLE,  /* [v, mt] -> [v] */
    EPOXY_OP_MEMO_FUNCTION,  /* pointer: retained function box, [memo] -> [function] that answers
                                the calls `memo` remembers in C (epoxy_lua_memo_answer) */
} epoxy_lua_opcode;

typedef struct epoxy_lua_op {
    int32_t code;
    int32_t consumed; /* set by C when a retained pointer now belongs to Lua */
    int64_t integer;
    double number;
    size_t offset;
    size_t length;
    void *pointer;
} epoxy_lua_op;

typedef struct epoxy_lua_tape {
    epoxy_lua_op *ops;
    size_t count;
    const char *bytes;
    int argument_count;
} epoxy_lua_tape;

/* Runs the tape in protected mode with the top `nargs` stack values as its arguments
   (they are consumed). On success the values the tape left are on the stack and their
   count is stored in *nresults; on failure the error value is on top. Never raises. */
int epoxy_lua_run_tape(lua_State *L, epoxy_lua_tape *tape, int nargs, int *nresults);

/* Full garbage collection (finalizers run) in protected mode. */
void epoxy_lua_collect_garbage(lua_State *L);

/* Stops the collector (returns whether it was running) and restarts it. Neither raises.
   Used while Swift walks a table with lua_next and also runs tapes: a collection step
   could run a Lua finalizer that reshapes the table, and lua_next would then raise. */
int epoxy_lua_pause_gc(lua_State *L);
void epoxy_lua_resume_gc(lua_State *L, int was_running);

/* Reads the Swift object of a userdata made by this library, or NULL. Never raises. */
void *epoxy_lua_object_at(lua_State *L, int index);

/* Function-like macros of lua.h that Swift cannot import. */
static inline int epoxy_lua_registry_index(void) { return LUA_REGISTRYINDEX; }
static inline int epoxy_lua_upvalue_index(int i) { return lua_upvalueindex(i); }

#endif
