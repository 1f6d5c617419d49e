/// A registry reference that keeps a Lua table, function, userdata or thread alive while
/// Swift holds it.
///
/// Dropping the last Swift reference releases the Lua reference (`luaL_unref`) — not
/// immediately, since deinit may run at any point (even inside Lua's garbage collector),
/// but at the state's next entry or ``LuaState/collectGarbage()``. A `LuaRef` may outlive
/// its state: it then releases nothing. Two references are equal when they name the same
/// Lua object of the same state.
public final class LuaRef: Hashable {
    let owner: LuaReferenceOwner
    let reference: Int32
    let identity: UnsafeRawPointer?
    /// The type of the referenced object.
    public let type: LuaType

    init(owner: LuaReferenceOwner, reference: Int32, identity: UnsafeRawPointer?, type: LuaType) {
        self.owner = owner
        self.reference = reference
        self.identity = identity
        self.type = type
        owner.didCreate()
    }

    deinit {
        owner.release(reference)
    }

    /// The reference as a value of its type.
    public var value: LuaValue {
        switch type {
        case .table: .table(self)
        case .function: .function(self)
        case .userdata: .userdata(self)
        case .thread: .thread(self)
        }
    }

    /// Same state and same Lua object.
    public static func == (lhs: LuaRef, rhs: LuaRef) -> Bool {
        lhs.owner === rhs.owner && lhs.identity == rhs.identity && lhs.type == rhs.type
    }

    /// Hashes the identity of the Lua object.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(owner))
        hasher.combine(identity)
    }
}
