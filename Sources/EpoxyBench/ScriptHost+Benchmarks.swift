import EpoxyLua

extension ScriptHost {
    /// A host for the benchmarks' scripts: time limits far above what any of them takes, so a
    /// slow or busy machine times the work instead of stopping it.
    static func forBenchmarks(seconds: Int64 = 120) throws -> ScriptHost {
        try ScriptHost(configuration: .init(timeLimit: .seconds(seconds), callbackTimeLimit: .seconds(seconds)))
    }
}
