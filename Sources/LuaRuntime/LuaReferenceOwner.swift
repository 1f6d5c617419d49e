/// The part of a ``LuaState`` that its ``LuaRef``s point to: it outlives the state so that
/// a reference dropped after `lua_close` releases nothing, and it queues releases so that
/// no Lua API runs inside a deinit.
final class LuaReferenceOwner {
    /// Set when the state closes; later releases are ignored.
    private(set) var isClosed = false
    /// References waiting for `luaL_unref`.
    private(set) var pendingReleases: [Int32] = []
    /// Live `LuaRef` objects of this state (for leak checks).
    private(set) var liveCount = 0

    func didCreate() {
        liveCount += 1
    }

    func release(_ reference: Int32) {
        liveCount -= 1
        if !isClosed && reference >= 0 {
            pendingReleases.append(reference)
        }
    }

    /// Hands over the queued releases and empties the queue.
    func takePendingReleases() -> [Int32] {
        let releases = pendingReleases
        pendingReleases.removeAll(keepingCapacity: true)
        return releases
    }

    func close() {
        isClosed = true
        pendingReleases.removeAll()
    }
}
