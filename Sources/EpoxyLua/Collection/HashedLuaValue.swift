import LuaRuntime

/// A Lua value with its hash computed once: the reuse and size-cache keys of item models are
/// hashed on every layout (a style table hashes entry by entry), so each model hashes its
/// style and content once instead.
struct HashedLuaValue: Hashable {
    let value: LuaValue
    private let hash: Int

    init(_ value: LuaValue) {
        self.value = value
        hash = value.hashValue
    }

    static func == (lhs: HashedLuaValue, rhs: HashedLuaValue) -> Bool {
        lhs.hash == rhs.hash && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
