extension LuaState {
    /// Limits and sandbox settings of a ``LuaState``.
    public struct Configuration: Sendable, Equatable {
        /// Bytes Lua may allocate in total; exceeding it is a ``LuaError/Kind/memory`` error.
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

        /// Creates a configuration with the default limits (5 s, 512 MiB) and the sandbox on.
        public init(
            memoryLimit: Int = 512 * 1024 * 1024,
            timeLimit: Duration = .seconds(5),
            callbackTimeLimit: Duration = .seconds(1),
            allowIO: Bool = false,
            luaPath: [String] = [],
            scriptFolder: String? = nil
        ) {
            self.memoryLimit = memoryLimit
            self.timeLimit = timeLimit
            self.callbackTimeLimit = callbackTimeLimit
            self.allowIO = allowIO
            self.luaPath = luaPath
            self.scriptFolder = scriptFolder
        }
    }
}
