import Budget
import EpoxyCore
import LuaRuntime

/// `diff(old, new)` and `diffSections(old, new)`: Epoxy's changeset algorithm on plain Lua
/// values. Identity is an element's `dataID` field, else the element itself;
/// equality is deep.
enum DiffFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [("diff", diff), ("diffSections", diffSections)]
    }

    /// `diff(old, new)` → changeset with 1-based indices.
    static func diff(_ call: LuaCall) throws -> [LuaValue] {
        let old = try list(call, position: 1, label: "old")
        let new = try list(call, position: 2, label: "new")
        try checkWorkingMemory(elements: old.count + new.count)
        let oldIDs = try identities(old, label: "old", call: call, position: 1)
        let newIDs = try identities(new, label: "new", call: call, position: 2)
        let result = makeChangeset(
            from: old.indices.map { Keyed(id: oldIDs[$0], value: old[$0]) },
            to: new.indices.map { Keyed(id: newIDs[$0], value: new[$0]) },
            identifiedBy: \.id,
            isEqual: { $0.value == $1.value })
        let table = ChangesetEncoding.table(result)
        try WorkBudget.checkpoint()
        return [table]
    }

    /// `diffSections(old, new)` → `{sections=, items=, isEmpty=}`; sections are
    /// `{dataID=, items={…}}` and are updated when their fields other than `items` differ.
    static func diffSections(_ call: LuaCall) throws -> [LuaValue] {
        let old = try sections(call, position: 1, label: "old")
        let new = try sections(call, position: 2, label: "new")
        try checkWorkingMemory(elements: (old + new).reduce(0) { $0 + 1 + $1.items.count })
        let changeset = makeSectionedChangeset(
            from: old, to: new,
            sectionIdentifiedBy: \.id,
            isSectionEqual: { $0.fields == $1.fields },
            itemsOf: \.items,
            itemIdentifiedBy: \.id,
            isItemEqual: { $0.value == $1.value })
        let table = ChangesetEncoding.table(changeset)
        try WorkBudget.checkpoint()
        return [table]
    }

    /// An element with its identity computed once.
    struct Keyed {
        let id: LuaValue
        let value: LuaValue
    }

    /// A section: identity, its fields other than `items`, and its keyed items.
    struct Section {
        let id: LuaValue
        let fields: [LuaKey: LuaValue]
        let items: [Keyed]
    }

    /// What the diff holds per element while it runs: the identities, their entries in the
    /// diff's tables and the index arrays (about 200 bytes measured on 300,000 integers).
    private static let workingBytesPerElement = 256

    /// Stops at the memory limit before diffing `elements` elements whose working set would
    /// pass it: the limit's heap samples come milliseconds apart, after a large diff has run.
    private static func checkWorkingMemory(elements: Int) throws {
        if WorkBudget.wouldExceedMemory(holding: elements * workingBytesPerElement) { try WorkBudget.checkpoint() }
    }

    private static func list(_ call: LuaCall, position: Int, label: String) throws -> [LuaValue] {
        guard call.typeName(position) == "table" else {
            throw LuaArgumentError(
                position: position, function: call.functionName, expected: "table", actual: call.typeName(position))
        }
        let snapshot = try call.snapshot(position)
        return try rethrowing(call, position) { () throws(DiffInputError) in
            try DiffElement.elements(of: snapshot, at: label)
        }
    }

    private static func identities(_ elements: [LuaValue], label: String, call: LuaCall, position: Int) throws -> [LuaValue] {
        let ids = try rethrowing(call, position) { () throws(DiffInputError) in
            var ids: [LuaValue] = []
            ids.reserveCapacity(elements.count)
            var meter = WorkMeter()
            for (offset, element) in elements.enumerated() {
                if meter.isExceeded() { break }
                ids.append(try DiffElement.identity(of: element, at: "\(label)[\(offset + 1)]"))
            }
            return ids
        }
        try WorkBudget.checkpoint()
        return ids
    }

    private static func sections(_ call: LuaCall, position: Int, label: String) throws -> [Section] {
        let elements = try list(call, position: position, label: label)
        return try rethrowing(call, position) { () throws(DiffInputError) in
            try elements.enumerated().map { offset, element throws(DiffInputError) in
                let path = "\(label)[\(offset + 1)]"
                guard case .dictionary(var fields) = element else {
                    throw DiffInputError("\(path) must be a section table {dataID=, items={…}}, got \(element.typeName)")
                }
                guard fields["dataID"] != nil else {
                    throw DiffInputError("\(path).dataID is missing: every section needs a dataID")
                }
                let id = try DiffElement.identity(of: element, at: path)
                let items = try DiffElement.elements(of: fields.removeValue(forKey: "items") ?? .array([]), at: "\(path).items")
                let keyed = try items.enumerated().map { itemOffset, item throws(DiffInputError) in
                    Keyed(id: try DiffElement.identity(of: item, at: "\(path).items[\(itemOffset + 1)]"), value: item)
                }
                return Section(id: id, fields: fields, items: keyed)
            }
        }
    }

    private static func rethrowing<T>(_ call: LuaCall, _ position: Int, _ body: () throws(DiffInputError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw LuaArgumentError(position: position, function: call.functionName, problem: error.message)
        }
    }
}
