import LuaRuntime

extension Error {
    /// The message of a Lua error without its traceback (one line for warnings); other errors'
    /// descriptions.
    var warningSummary: String {
        (self as? LuaError)?.message ?? String(describing: self)
    }
}
