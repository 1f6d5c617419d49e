import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNamadaLayout
import LuaRuntime

/// Reads the DSL's arguments from Lua: relations (`"equal"`, `{ moreThanTo = 18 }`), targets
/// (`"parent"`, a view, a dataID string, `Anchor("previous").bottomAnchor`), priorities and
/// size options, with errors naming the argument.
enum NamadaValues {
    static let plainRelations = ["equal", "moreThan", "lessThan"]
    static let valuedRelations = ["equalTo", "moreThanTo", "lessThanTo"]
    static let anchorNames = ["top", "bottom", "left", "right", "leading", "trailing", "centerX", "centerY", "width", "height"]

    /// A relation whose value is still a Lua value.
    static func relation(_ call: LuaCall, _ position: Int) throws -> LayoutRelation<LuaValue> {
        switch try call.snapshot(position) {
        case .string(let name):
            switch name {
            case "equal": return .equal
            case "moreThan": return .moreThan
            case "lessThan": return .lessThan
            default:
                throw LuaArgumentError(position: position, function: call.functionName,
                                       problem: ClosestName.unknown("relation", name, valid: plainRelations) + " or a table like { equalTo = 8 }")
            }
        case .dictionary(let fields) where fields.count == 1:
            let (key, value) = fields.first.map { ($0.key.stringValue ?? "", $0.value) } ?? ("", .nil)
            switch key {
            case "equalTo": return .equalTo(value)
            case "moreThanTo": return .moreThanTo(value)
            case "lessThanTo": return .lessThanTo(value)
            default:
                throw LuaArgumentError(position: position, function: call.functionName,
                                       problem: ClosestName.unknown("relation", key, valid: valuedRelations))
            }
        case let other:
            throw LuaArgumentError(position: position, function: call.functionName,
                                   expected: "relation (\"equal\", \"moreThan\", \"lessThan\" or { equalTo/moreThanTo/lessThanTo = value })",
                                   actual: other.typeName)
        }
    }

    /// A relation whose value is a distance in points.
    static func distanceRelation(_ call: LuaCall, _ position: Int) throws -> LayoutRelation<Double> {
        try mapValue(relation(call, position)) { value in
            guard let number = value.numberValue, number.isFinite else {
                throw LuaArgumentError(position: position, function: call.functionName, expected: "finite number", actual: value.typeName, field: "distance")
            }
            return number
        }
    }

    /// The target at `position`.
    static func target(_ call: LuaCall, _ position: Int) throws -> RelatedAnchor {
        try target(try call.snapshot(position), call: call, position: position)
    }

    /// A target: an anonymous relation's name or a view's dataID, a view, or `{ of = target, anchor = "bottom" }`.
    static func target(_ value: LuaValue, call: LuaCall, position: Int) throws -> RelatedAnchor {
        switch value {
        case .string(let name):
            if let relation = AnonymousRelation(rawValue: name) { return RelatedAnchor(item: .anonymous(relation)) }
            return RelatedAnchor(item: .identified(name))
        case .userdata:
            guard let handle = call.state.object(value, as: NamadaViewHandle.self) else { break }
            return RelatedAnchor(item: .item(handle.view))
        case .dictionary(let fields):
            guard let of = fields["of"], case .string(let anchorName)? = fields["anchor"] else { break }
            guard let attribute = LayoutAttribute(rawValue: anchorName), anchorNames.contains(anchorName) else {
                throw LuaArgumentError(position: position, function: call.functionName,
                                       problem: ClosestName.unknown("anchor", anchorName, valid: anchorNames))
            }
            return RelatedAnchor(item: try target(of, call: call, position: position).item, attribute: attribute)
        default:
            break
        }
        throw LuaArgumentError(position: position, function: call.functionName,
                               expected: "target (\"parent\", \"safeArea\", \"myself\", \"mySafeArea\", \"previous\", \"previousSafeArea\", a dataID, a view or an Anchor(…))",
                               actual: value.typeName)
    }

    /// What follows a relation and target: nothing, a priority (number or name), or
    /// `{ priority =, multiplyBy =, constant = }`.
    struct Options {
        var priority: LayoutPriority?
        var multiplier: Double = 1
        var constant: Double = 0
    }

    static func options(_ call: LuaCall, _ position: Int) throws -> Options {
        let value = try call.snapshot(position)
        var options = Options()
        switch value {
        case .nil:
            return options
        case .dictionary:
            let table = TableArgument(call: call, position: position, value: value)
            try table.checkFields(["priority", "multiplyBy", "constant"], what: "constraint options")
            if !value["priority"].isNil { options.priority = try priority(value["priority"], call: call, position: position) }
            options.multiplier = try table.optionalNumber("multiplyBy") ?? 1
            options.constant = try table.optionalNumber("constant") ?? 0
            // Beyond these the solver's products leave its precision: 1e308 overflowed and the
            // constraint was dropped without a word (the ratio bound is an aspect ratio's).
            guard options.multiplier.isFinite, abs(options.multiplier) <= AspectRatio.range.upperBound else {
                throw table.error("multiplyBy", "a multiplier from -\(Int(AspectRatio.range.upperBound)) to \(Int(AspectRatio.range.upperBound)) expected, got \(LuaNumberFormat.string(options.multiplier))")
            }
            guard options.constant.isFinite, abs(options.constant) <= EpoxyCollectionView.LayoutDimension.maximumLength else {
                throw table.error("constant", "a constant from -\(Int(EpoxyCollectionView.LayoutDimension.maximumLength)) to \(Int(EpoxyCollectionView.LayoutDimension.maximumLength)) points expected, got \(LuaNumberFormat.string(options.constant))")
            }
            return options
        default:
            options.priority = try priority(value, call: call, position: position)
            return options
        }
    }

    static func priority(_ value: LuaValue, call: LuaCall, position: Int) throws -> LayoutPriority {
        switch LayoutValues.priority(value) {
        case .success(let priority): return priority
        case .failure(let problem): throw LuaArgumentError(position: position, function: call.functionName, problem: problem)
        }
    }

    /// `Anchor(target)`: a table of `topAnchor`, `bottomAnchor`, … each `{ of = target, anchor = name }`.
    static func anchorTable(_ call: LuaCall) throws -> [LuaValue] {
        let of = try call.snapshot(1)
        _ = try target(of, call: call, position: 1)
        var table: [LuaKey: LuaValue] = [:]
        for name in anchorNames {
            table[.string(name + "Anchor")] = .dictionary(["of": of, "anchor": .string(name)])
        }
        return [.dictionary(table)]
    }

    static func mapValue<Old, New>(_ relation: LayoutRelation<Old>, _ transform: (Old) throws -> New) throws -> LayoutRelation<New> {
        switch relation {
        case .equal: .equal
        case .moreThan: .moreThan
        case .lessThan: .lessThan
        case .equalTo(let value): .equalTo(try transform(value))
        case .moreThanTo(let value): .moreThanTo(try transform(value))
        case .lessThanTo(let value): .lessThanTo(try transform(value))
        }
    }
}
