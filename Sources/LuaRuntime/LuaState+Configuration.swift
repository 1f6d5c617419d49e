extension LuaState {
    /// Limits and sandbox settings of a ``LuaState``.
    public struct Configuration: Sendable, Equatable {
        /// Bytes the script may use: Lua's heap, and the C heap the process grew by since the state
        /// was created (models, views, text caches made for it), sampled by a watchdog thread.
        /// Exceeding it is a ``LuaError/Kind/memory`` error.
        public var memoryLimit: Int
        /// Time budget of each top-level run (``LuaState/run(file:)``, ``LuaState/run(string:chunkName:)``).
        public var timeLimit: Duration
        /// Time budget of each top-level ``LuaState/call(_:_:timeLimit:)`` (event handlers, callbacks).
        public var callbackTimeLimit: Duration
        /// `true` restores the full standard library (io, os, debug, dofile, binary chunks…).
        public var allowIO: Bool
        /// Extra folders `require` searches, after the script folder.
        public var luaPath: [String]
        /// The folder `require` searches first; `nil` uses the folder of the last file run.
        public var scriptFolder: String?
        /// How long a run that was stopped (time or memory limit, ``LuaState/interrupt(reason:)``)
        /// may take to end before the watchdog's last resort.
        public var stuckGrace: Duration
        /// The last resort: when a stopped run has not ended after ``stuckGrace`` (a `__gc`
        /// finalizer or error handler that loops, where hooks do not run; a C pattern match that
        /// never returns), write the reason to standard error and exit the process with status 1.
        /// `false` (the default, for hosts that embed the state) only waits.
        public var exitsWhenStuck: Bool

        /// Creates a configuration with the default limits (5 s, 512 MiB) and the sandbox on.
        public init(
            memoryLimit: Int = 512 * 1024 * 1024,
            timeLimit: Duration = .seconds(5),
            callbackTimeLimit: Duration = .seconds(1),
            allowIO: Bool = false,
            luaPath: [String] = [],
            scriptFolder: String? = nil,
            stuckGrace: Duration = .seconds(1),
            exitsWhenStuck: Bool = false
        ) {
            self.stuckGrace = stuckGrace
            self.exitsWhenStuck = exitsWhenStuck
            self.memoryLimit = memoryLimit
            self.timeLimit = timeLimit
            self.callbackTimeLimit = callbackTimeLimit
            self.allowIO = allowIO
            self.luaPath = luaPath
            self.scriptFolder = scriptFolder
        }
    }
}
