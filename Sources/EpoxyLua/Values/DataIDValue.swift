import LuaRuntime

/// Converts between Lua dataIDs (a string, a number or a boolean) and the
/// `AnyHashable`s groups identify items by. Integral numbers become `Int64`, so `1` and `1.0`
/// name the same item.
public enum DataIDValue {
    /// The dataID `value` stands for, nil when it is not a string, number or boolean.
    public static func hashable(_ value: LuaValue) -> AnyHashable? {
        switch value {
        case .string(let string): AnyHashable(string)
        case .integer(let integer): AnyHashable(integer)
        case .number(let number): Int64(exactly: number).map(AnyHashable.init) ?? AnyHashable(number)
        case .boolean(let boolean): AnyHashable(boolean)
        default: nil
        }
    }

    /// The Lua value of a dataID made by ``hashable(_:)``.
    static func lua(_ dataID: AnyHashable) -> LuaValue {
        switch dataID.base {
        case let string as String: .string(string)
        case let integer as Int64: .integer(integer)
        case let number as Double: .number(number)
        case let boolean as Bool: .boolean(boolean)
        default: .string(String(describing: dataID.base))
        }
    }
}
