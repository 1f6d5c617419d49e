import EpoxyCore
import LuaRuntime

// Field readers the model constructors need beyond strings and numbers.
extension TableArgument {
    /// The table at `field` as a nested argument (errors name `field.inner`), nil when absent.
    func optionalTable(_ field: String) throws -> TableArgument? {
        switch value[.string(field)] {
        case .nil: return nil
        case .dictionary, .array:
            return TableArgument(call: call, position: position, value: value[.string(field)], path: fieldPath(field))
        case let other:
            throw error(field, "table expected, got \(other.typeName)")
        }
    }

    /// A boolean field, nil when absent.
    func optionalBoolean(_ field: String) throws -> Bool? {
        switch value[.string(field)] {
        case .nil: return nil
        case .boolean(let boolean): return boolean
        case let other: throw error(field, "boolean expected, got \(other.typeName)")
        }
    }

    /// A function field, nil when absent.
    func optionalFunction(_ field: String) throws -> LuaRef? {
        switch value[.string(field)] {
        case .nil: return nil
        case .function(let function): return function
        case let other: throw error(field, "function expected, got \(other.typeName)")
        }
    }

    /// A required dataID: a string, number or boolean.
    func dataID(_ field: String = "dataID") throws -> AnyHashable {
        guard let dataID = try optionalDataID(field) else {
            throw error(field, "string, number or boolean expected, got nil")
        }
        return dataID
    }

    /// A dataID, nil when absent.
    func optionalDataID(_ field: String = "dataID") throws -> AnyHashable? {
        let raw = value[.string(field)]
        if raw.isNil { return nil }
        guard let dataID = DataIDValue.hashable(raw) else {
            throw error(field, "string, number or boolean expected, got \(DataIDValue.describe(raw))")
        }
        return dataID
    }

    /// A number that must be finite and not negative (a length, a size).
    func optionalLength(_ field: String) throws -> Double? {
        guard let number = try optionalNumber(field) else { return nil }
        guard number.isFinite, number >= 0 else { throw error(field, "a finite number ≥ 0 expected, got \(number)") }
        return number
    }

    /// A finite number that may be negative: a group's spacing or an item's padding, where a
    /// negative one overlaps neighbours (a row of stacked avatars), as Epoxy allows.
    func optionalOffset(_ field: String) throws -> Double? {
        guard let number = try optionalNumber(field) else { return nil }
        guard number.isFinite else { throw error(field, "a finite number expected, got \(LuaNumberFormat.string(number))") }
        return number
    }

    /// A line count: a whole number ≥ 0 (0: unlimited). NaN, infinities, fractions and whole
    /// numbers beyond `Int` are errors naming the field rather than a trapping conversion.
    func optionalLineCount(_ field: String) throws -> Int? {
        guard let number = try optionalNumber(field) else { return nil }
        guard let count = Int(exactly: number), count >= 0 else {
            throw error(field, "a whole number ≥ 0 expected (0: unlimited), got \(LuaNumberFormat.string(number))")
        }
        return count
    }

    /// Rejects string keys outside `allowed`, naming the closest valid one.
    func checkFields(_ allowed: [String], what: String) throws {
        // An array has no string keys. Read as a dictionary, a 300,000-element one (a script
        // passing a list where a table of fields belongs) took 40 MB of host memory to check.
        guard case .dictionary(let fields) = value else { return }
        for key in fields.keys {
            guard case .string(let name) = key, !allowed.contains(name) else { continue }
            var problem = "unknown field '\(fieldPath(name))'"
            if let suggestion = ClosestName.suggestion(for: name, among: allowed) { problem += "; did you mean '\(suggestion)'?" }
            throw LuaArgumentError(
                position: position, function: call.functionName,
                problem: problem + " (\(what) has: \(allowed.joined(separator: ", ")))")
        }
    }

    /// The dotted path of `field` inside the argument.
    func fieldPath(_ field: String) -> String {
        path.map { "\($0).\(field)" } ?? field
    }
}
