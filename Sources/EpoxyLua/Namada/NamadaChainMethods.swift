import EpoxyCore
import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The constraint methods of a view's chain, as NamadaLayout names them:
/// `view:top(relation, target [, priority])`, the shortcuts `center`, `vertical`, `horizontal`,
/// `edges`, `inBetween(first, second, { vertically = relation } [, priority])`,
/// `at(position, relation [, target] [, priority])`, and `width`/`height`/`size(relation [, options])`.
enum NamadaChainMethods {
    typealias Method = (NamadaViewHandle, LuaCall) throws -> [LuaValue]

    static var methods: [String: Method] {
        var methods: [String: Method] = [:]
        let positions: [(String, LayoutAttribute)] = [
            ("top", .top), ("bottom", .bottom), ("left", .left), ("right", .right),
            ("leading", .leading), ("trailing", .trailing), ("centerX", .centerX), ("centerY", .centerY),
        ]
        for (name, attribute) in positions {
            methods[name] = { handle, call in try position(attribute, handle, call) }
        }
        let shortcuts: [(String, [LayoutAttribute])] = [
            ("center", [.centerX, .centerY]), ("vertical", [.top, .bottom]),
            ("horizontal", [.left, .right]), ("edges", [.top, .bottom, .left, .right]),
        ]
        for (name, attributes) in shortcuts {
            methods[name] = { handle, call in try shortcut(attributes, handle, call) }
        }
        methods["inBetween"] = inBetween
        methods["at"] = at
        methods["width"] = { handle, call in try dimension(.width, handle, call) }
        methods["height"] = { handle, call in try dimension(.height, handle, call) }
        methods["size"] = size
        return methods
    }

    private static func position(_ attribute: LayoutAttribute, _ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let relation = try NamadaValues.distanceRelation(call, 1)
        let target = try checkedTarget(call, 2, handle)
        let options = try NamadaValues.options(call, 3)
        return try handle.withChain(call) { chain in
            switch attribute {
            case .top: chain.top(relation, to: target, priority: options.priority)
            case .bottom: chain.bottom(relation, to: target, priority: options.priority)
            case .left: chain.left(relation, to: target, priority: options.priority)
            case .right: chain.right(relation, to: target, priority: options.priority)
            case .leading: chain.leading(relation, to: target, priority: options.priority)
            case .trailing: chain.trailing(relation, to: target, priority: options.priority)
            case .centerX: chain.centerX(relation, to: target, priority: options.priority)
            default: chain.centerY(relation, to: target, priority: options.priority)
            }
        }
    }

    private static func shortcut(_ attributes: [LayoutAttribute], _ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let target = try checkedTarget(call, 2, handle)
        let options = try NamadaValues.options(call, 3)
        let raw = try NamadaValues.relation(call, 1)
        if case .dictionary(let fields)? = raw.value, attributes[0] != .centerX {
            // `{ equalTo = { top =, left =, bottom =, right = } }`: a distance per edge (missing ones 0).
            let table = TableArgument(call: call, position: 1, value: .dictionary(fields))
            try table.checkFields(["top", "left", "bottom", "right"], what: "insets")
            let insets = EdgeInsets(
                top: try table.optionalNumber("top") ?? 0, left: try table.optionalNumber("left") ?? 0,
                bottom: try table.optionalNumber("bottom") ?? 0, right: try table.optionalNumber("right") ?? 0)
            let relation = NamadaValues.mapValue(constant: raw, insets)
            return try handle.withChain(call) { chain in
                switch attributes.count {
                case 4: chain.edges(relation, to: target, priority: options.priority)
                case _ where attributes[0] == .top: chain.vertical(relation, to: target, priority: options.priority)
                default: chain.horizontal(relation, to: target, priority: options.priority)
                }
            }
        }
        let relation = try NamadaValues.distanceRelation(call, 1)
        return try handle.withChain(call) { chain in
            switch attributes.count {
            case 4: chain.edges(relation, to: target, priority: options.priority)
            case _ where attributes[0] == .centerX: chain.center(relation, to: target, priority: options.priority)
            case _ where attributes[0] == .top: chain.vertical(relation, to: target, priority: options.priority)
            default: chain.horizontal(relation, to: target, priority: options.priority)
            }
        }
    }

    private static func inBetween(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let first = try checkedTarget(call, 1, handle).item
        let second = try checkedTarget(call, 2, handle).item
        let axis = try call.snapshot(3)
        let relation: InBetweenRelation
        switch (axis["vertically"], axis["horizontally"]) {
        case (let vertical, .nil) where !vertical.isNil:
            relation = .vertically(try axisRelation(vertical, call))
        case (.nil, let horizontal) where !horizontal.isNil:
            relation = .horizontally(try axisRelation(horizontal, call))
        default:
            throw LuaArgumentError(position: 3, function: call.functionName,
                                   problem: "{ vertically = relation } or { horizontally = relation } expected")
        }
        let options = try NamadaValues.options(call, 4)
        return try handle.withChain(call) { chain in
            chain.inBetween(of: first, and: second, relation, priority: options.priority)
        }
    }

    private static func axisRelation(_ value: LuaValue, _ call: LuaCall) throws -> LayoutRelation<Double> {
        let relation: LayoutRelation<Double>?
        switch value {
        case .string("equal"): relation = .equal
        case .string("moreThan"): relation = .moreThan
        case .string("lessThan"): relation = .lessThan
        case .dictionary(let fields) where fields.count == 1:
            let number = fields.first?.value.numberValue
            switch fields.first?.key.stringValue {
            case "equalTo": relation = number.map { .equalTo($0) }
            case "moreThanTo": relation = number.map { .moreThanTo($0) }
            case "lessThanTo": relation = number.map { .lessThanTo($0) }
            default: relation = nil
            }
        default: relation = nil
        }
        guard let relation else {
            throw LuaArgumentError(position: 3, function: call.functionName,
                                   problem: "the axis's relation must be \"equal\", \"moreThan\", \"lessThan\" or { equalTo/moreThanTo/lessThanTo = number }")
        }
        return relation
    }

    private static var corners: [String: ViewPosition] { [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        "fullTop": .fullTop, "fullBottom": .fullBottom, "fullLeft": .fullLeft, "fullRight": .fullRight,
    ] }
    private static let sides: [String: LayoutAttribute] = ["topOf": .top, "bottomOf": .bottom, "leftOf": .left, "rightOf": .right]

    private static func at(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let position = try call.snapshot(1)
        let relation = try NamadaValues.distanceRelation(call, 2)
        // The third argument is a target unless it is a priority (a number or a priority name).
        let thirdIsPriority = call.isNil(3) || call.typeName(3) == "number"
            || (try? call.string(3)).map { LayoutPriority(named: $0) != nil } == true
        let target = thirdIsPriority ? RelatedAnchor(item: .anonymous(.parent)) : try checkedTarget(call, 3, handle)
        let options = try NamadaValues.options(call, thirdIsPriority ? 3 : 4)
        switch position {
        case .string(let name):
            guard let corner = corners[name] else {
                throw LuaArgumentError(position: 1, function: call.functionName,
                                       problem: ClosestName.unknown("position", name, valid: corners.keys.sorted() + sides.keys.sorted()))
            }
            return try handle.withChain(call) { chain in chain.at(corner, relation, to: target, priority: options.priority) }
        case .dictionary(let fields) where fields.count == 1:
            guard let key = fields.first?.key.stringValue, let side = sides[key], let value = fields.first?.value else {
                throw LuaArgumentError(position: 1, function: call.functionName, problem: "{ topOf/bottomOf/leftOf/rightOf = view } expected")
            }
            let other = try NamadaValues.target(value, call: call, position: 1).item
            return try handle.withChain(call) { chain in chain.next(to: side, of: other, relation, priority: options.priority) }
        default:
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   expected: "position name or { topOf = view }", actual: position.typeName)
        }
    }

    private static func dimension(_ attribute: LayoutAttribute, _ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let relation = try NamadaValues.relation(call, 1)
        let options = try NamadaValues.options(call, 2)
        if let number = relation.value?.numberValue {
            let constant = NamadaValues.mapValue(constant: relation, number)
            return try handle.withChain(call) { chain in
                if attribute == .width {
                    chain.width(constant, priority: options.priority)
                } else {
                    chain.height(constant, priority: options.priority)
                }
            }
        }
        let target = try relatedRelation(relation, call, handle)
        return try handle.withChain(call) { chain in
            if attribute == .width {
                chain.width(target, multiplyBy: options.multiplier, constant: options.constant, priority: options.priority)
            } else {
                chain.height(target, multiplyBy: options.multiplier, constant: options.constant, priority: options.priority)
            }
        }
    }

    private static func size(_ handle: NamadaViewHandle, _ call: LuaCall) throws -> [LuaValue] {
        let relation = try NamadaValues.relation(call, 1)
        let options = try NamadaValues.options(call, 2)
        if case .dictionary(let fields)? = relation.value, fields["of"] == nil {
            let table = TableArgument(call: call, position: 1, value: .dictionary(fields))
            let size = Size(width: try table.number("width"), height: try table.number("height"))
            return try handle.withChain(call) { chain in
                chain.size(NamadaValues.mapValue(constant: relation, size), priority: options.priority)
            }
        }
        let target = try relatedRelation(relation, call, handle)
        return try handle.withChain(call) { chain in
            chain.size(target, multiplyBy: options.multiplier, constant: options.constant, priority: options.priority)
        }
    }

    private static func relatedRelation(_ relation: LayoutRelation<LuaValue>, _ call: LuaCall, _ handle: NamadaViewHandle) throws -> LayoutRelation<RelatedAnchor> {
        try NamadaValues.mapValue(relation) { value in
            let target = try NamadaValues.target(value, call: call, position: 1)
            try checkPrevious(target, call, handle, position: 1)
            return target
        }
    }

    /// The target at `position`, refusing `previous` at once when nothing was put before.
    private static func checkedTarget(_ call: LuaCall, _ position: Int, _ handle: NamadaViewHandle) throws -> RelatedAnchor {
        let target = try NamadaValues.target(call, position)
        try checkPrevious(target, call, handle, position: position)
        return target
    }

    private static func checkPrevious(_ target: RelatedAnchor, _ call: LuaCall, _ handle: NamadaViewHandle, position: Int) throws {
        guard case .anonymous(let relation) = target.item, relation == .previous || relation == .previousSafeArea,
              handle.chain?.previous == nil else { return }
        throw LuaArgumentError(position: position, function: call.functionName,
                               problem: "'\(relation.rawValue)': no view was put before \(handle.view.layoutItemDescription) in its container")
    }
}

extension NamadaValues {
    /// The relation with its value replaced by `value` (the plain relations stay plain).
    static func mapValue<Old, New>(constant relation: LayoutRelation<Old>, _ value: New) -> LayoutRelation<New> {
        switch relation {
        case .equal: .equal
        case .moreThan: .moreThan
        case .lessThan: .lessThan
        case .equalTo: .equalTo(value)
        case .moreThanTo: .moreThanTo(value)
        case .lessThanTo: .lessThanTo(value)
        }
    }
}
