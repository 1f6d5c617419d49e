extension LuaValue: Hashable {
    /// Consistent with `==`: an integer and the float of the same value hash alike;
    /// `array`/`dictionary` hash deeply (dictionaries independently of order).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .nil:
            hasher.combine(0)
        case .boolean(let boolean):
            hasher.combine(1)
            hasher.combine(boolean)
        case .integer(let integer):
            hasher.combine(2)
            hasher.combine(integer)
        case .number(let number):
            if let integer = Int64(exactly: number) {
                hasher.combine(2)
                hasher.combine(integer)
            } else {
                hasher.combine(3)
                hasher.combine(number)
            }
        case .string(let string):
            hasher.combine(4)
            hasher.combine(string)
        case .table(let reference), .function(let reference), .userdata(let reference), .thread(let reference):
            hasher.combine(5)
            hasher.combine(reference)
        case .array(let elements):
            hasher.combine(6)
            hasher.combine(elements.count)
            for element in elements { hasher.combine(element) }
        case .dictionary(let fields):
            hasher.combine(6)
            hasher.combine(fields.count)
            guard !fields.isEmpty else { return }
            var combined = 0
            for (key, field) in fields {
                var entry = Hasher()
                entry.combine(key)
                entry.combine(field)
                combined ^= entry.finalize()
            }
            hasher.combine(combined)
        case .object(let object):
            hasher.combine(7)
            hasher.combine(ObjectIdentifier(object))
        }
    }
}
