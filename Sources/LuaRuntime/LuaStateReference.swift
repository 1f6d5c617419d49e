/// A reference to a ``LuaState`` that does not keep it alive and reads nil once it is gone:
/// what `weak var state: LuaState?` would be, through the state's ``LuaStateHandle`` (a weak
/// reference would put every retain and release of the state on the runtime's slow path).
///
/// ```swift
/// @LuaStateReference var state: LuaState?
/// ```
@propertyWrapper
public struct LuaStateReference {
    private var handle: LuaStateHandle?

    /// Refers to `state` (nil: to none).
    public init(wrappedValue: LuaState?) {
        handle = wrappedValue?.handle
    }

    /// The state while it lives, nil once its deinit began (or when none was given).
    public var wrappedValue: LuaState? {
        get { handle?.state }
        set { handle = newValue?.handle }
    }
}
