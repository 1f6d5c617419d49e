import EpoxyBars
import EpoxyLayoutGroups

/// One evaluation of a screen's providers: its content group and its bars. Everything is
/// evaluated before anything is applied, so a provider that fails leaves the screen as it was.
struct ScreenRendering {
    let group: (any Group)?
    let topBars: [AnyBarModel]
    let bottomBars: [AnyBarModel]

    /// Runs `definition`'s providers in `state`.
    init(_ definition: LuaScreenDefinition, in state: LuaState) throws {
        group = try Self.group(definition.body, in: state)
        topBars = try Self.bars(definition.topBars, field: "topBars", in: state)
        bottomBars = try Self.bars(definition.bottomBars, field: "bottomBars", in: state)
    }

    /// The value of a provider: a function's first result, or the value itself.
    static func evaluate(_ provider: LuaValue, in state: LuaState) throws -> LuaValue {
        guard case .function = provider else { return provider }
        return try state.snapshot(try state.call(provider).first ?? .nil)
    }

    private static func group(_ body: LuaValue, in state: LuaState) throws -> (any Group)? {
        let value = try evaluate(body, in: state)
        if value.isNil { return nil }
        guard let model = state.object(value, as: LuaModel.self) else {
            throw LuaArgumentError(message: "ViewController body: got \(value.typeName), expected a group, group item or component instance")
        }
        guard case .group(let group) = model.node.layoutRoot() else { return nil }
        return group
    }

    private static func bars(_ provider: LuaValue, field: String, in state: LuaState) throws -> [AnyBarModel] {
        let value = try evaluate(provider, in: state)
        if value.isNil { return [] }
        guard LuaSequence.isList(value) else {
            throw LuaArgumentError(message: "ViewController \(field): got \(value.typeName), expected a list of bar models")
        }
        return try LuaSequence.elements(of: value).map { position, element in
            guard let model = state.object(element, as: LuaBarModel.self) else {
                let what = state.object(element, as: LuaModel.self).map { "\($0.node.description) (a group item; use X.barModel{…})" } ?? element.typeName
                throw LuaArgumentError(message: "ViewController \(field)[\(position)]: got \(what), expected a bar model")
            }
            return model.erased(in: state)
        }
    }
}
