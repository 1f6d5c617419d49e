/// A data ID in a concrete form: what the diff and the collection view's item directory hash
/// and compare on their hot paths instead of `AnyHashable`, whose every hash and comparison goes
/// through dynamic casts.
///
/// Two keys are equal exactly when the `AnyHashable`s they were made from are: numbers of any
/// type that are equal as numbers (`1`, `Int64(1)`, `1.0`) give the same key, as `AnyHashable`
/// unifies them; strings, booleans and non-integral numbers have cases of their own; anything
/// else (an enum of the caller's, a large unsigned integer) is kept as `.other` and compared as an
/// `AnyHashable`. Lua dataIDs (strings, numbers, booleans) never need `.other`.
public enum DataIDKey: Hashable, CustomStringConvertible {
    /// An integral number that fits `Int64` (of any integer or floating-point type).
    case integer(Int64)
    /// A number that is not integral (`1.5`, infinities, NaN).
    case number(Double)
    case string(String)
    case boolean(Bool)
    /// Any other identity, compared as `AnyHashable` does.
    indirect case other(AnyHashable)

    /// The key of `dataID`.
    @inlinable
    public init(_ dataID: AnyHashable) {
        let base = dataID.base
        // The usual identifiers (an `Int` in Swift, a string or an integer from Lua) are told by
        // their exact type, read from the opened existential: a dynamic cast from `Any` costs
        // about as much as the rest of a diff's work per item. Other types take the casts.
        if let key = Self.keyOfExactType(of: base) {
            self = key
            return
        }
        switch base {
        case let integer as Int: self = .integer(Int64(integer))
        case let string as String: self = .string(string)
        case let integer as Int64: self = .integer(integer)
        case let boolean as Bool: self = .boolean(boolean)
        case let number as Double: self = Self.number(number, or: dataID)
        case let integer as any BinaryInteger: self = Int64(exactly: integer).map(Self.integer) ?? .other(dataID)
        case let number as any BinaryFloatingPoint:
            self = Double(exactly: number).map { Self.number($0, or: dataID) } ?? .other(dataID)
        default: self = .other(dataID)
        }
    }

    /// The key of an `Int`, `String`, `Int64` or `Bool`, nil for a value of any other type: the
    /// case the casts of `init(_:)` give it.
    @inlinable
    static func keyOfExactType(of value: Any) -> DataIDKey? {
        _openExistential(value, do: dataIDKeyOfExactType)
    }

    /// The key of a number: integral ones that fit `Int64` are integers (as `AnyHashable`, which
    /// finds `1.0 == 1`); integral ones beyond stay `AnyHashable`s, so they still equal the
    /// integers of other types they equal.
    @inlinable
    public static func number(_ number: Double, or dataID: @autoclosure () -> AnyHashable) -> DataIDKey {
        if let integer = Int64(exactly: number) { return .integer(integer) }
        if number.isFinite, number.rounded(.towardZero) == number { return .other(dataID()) }
        return .number(number)
    }

    /// Whether two keys are the same identity: same case, equal payloads. Written out (not
    /// synthesized) so it inlines into the diff's table probes, integers first.
    @inlinable
    public static func == (lhs: DataIDKey, rhs: DataIDKey) -> Bool {
        switch (lhs, rhs) {
        case let (.integer(left), .integer(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.number(left), .number(right)): left == right
        case let (.boolean(left), .boolean(right)): left == right
        case let (.other(left), .other(right)): left == right
        default: false
        }
    }

    /// A hash of the key for tables that store hashes (the diff's `IdentifierTable`): its
    /// payload's own `hashValue`, one call of the standard library's seeded one-shot hash, where
    /// `hashValue` feeds the case and the payload through a streaming `Hasher` (three times the
    /// cost for an integer). Equal keys have equal payloads, so equal hashes; keys of different
    /// cases may share a hash, which a table's equality check tells apart.
    @inlinable
    public var payloadHash: Int {
        switch self {
        case .integer(let integer): integer.hashValue
        case .number(let number): number.hashValue
        case .string(let string): string.hashValue
        case .boolean(let boolean): boolean.hashValue
        case .other(let other): other.hashValue
        }
    }

    /// The data ID as an `AnyHashable` (equal to the one the key was made from).
    public var anyHashable: AnyHashable {
        switch self {
        case .integer(let integer): AnyHashable(integer)
        case .number(let number): AnyHashable(number)
        case .string(let string): AnyHashable(string)
        case .boolean(let boolean): AnyHashable(boolean)
        case .other(let other): other
        }
    }

    /// The data ID as `AnyHashable` prints it (`7`, `row`, `true`).
    public var description: String {
        switch self {
        case .integer(let integer): String(integer)
        case .number(let number): String(number)
        case .string(let string): string
        case .boolean(let boolean): String(boolean)
        case .other(let other): String(describing: other)
        }
    }
}

/// `DataIDKey.keyOfExactType(of:)` on the opened value (a free function: opening an existential
/// into a static method of the enum crashed the compiler).
@inlinable
func dataIDKeyOfExactType<Value>(_ value: Value) -> DataIDKey? {
    // Same type on both sides of each cast, so each is a plain copy.
    if Value.self == Int.self { return .integer(Int64(unsafeBitCast(value, to: Int.self))) }
    if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if Value.self == Int64.self { return .integer(unsafeBitCast(value, to: Int64.self)) }
    if Value.self == Bool.self { return .boolean(unsafeBitCast(value, to: Bool.self)) }
    return nil
}
