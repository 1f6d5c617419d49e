import LuaRuntime

/// Converts between Lua dataIDs (a string, a number or a boolean) and the
/// `AnyHashable`s groups identify items by. Integral numbers become `Int64`, so `1` and `1.0`
/// name the same item.
public enum DataIDValue {
    /// The dataID `value` stands for, nil when it is not a string, number or boolean, or is a
    /// NaN or an infinity: NaN equals nothing, itself included, so items with it were never
    /// matched (every render deleted and inserted them, duplicates went unnoticed, `tap` found none).
    public static func hashable(_ value: LuaValue) -> AnyHashable? {
        switch value {
        case .string(let string): AnyHashable(string)
        case .integer(let integer): AnyHashable(integer)
        case .number(let number) where number.isFinite: Int64(exactly: number).map(AnyHashable.init) ?? AnyHashable(number)
        case .boolean(let boolean): AnyHashable(boolean)
        default: nil
        }
    }

    /// What a value that is not a dataID is, for messages: its type, or "a non-finite number".
    static func describe(_ value: LuaValue) -> String {
        if case .number(let number) = value, !number.isFinite { return "a non-finite number" }
        return value.typeName
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
