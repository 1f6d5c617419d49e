import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyScreens
import LuaRuntime

/// A component defined in Lua: `Component{ name=, body=function(content, style)
/// … return group end, layoutMargins= }` or a leaf `Component{ name=, measure=function(content,
/// width, style) return { width=, height= } end }`, asked for its size at the width layout
/// offers (nil: its natural size, as a view's intrinsic size without a width).
///
/// `Row.groupItem{ dataID=, content=, style= }` runs the body only when content or style differ
/// (deeply) from the last item with that dataID, so unchanged rows cost nothing; a body that
/// errors raises at the caller with the body's own `file:line`, and what was laid out stays.
final class LuaComponentDefinition {
    /// The metatable name of definitions.
    static let typeName = "EpoxyComponentDefinition"

    let name: String
    /// What this definition's item models share cells and measured sizes by: its name and its
    /// identity, since two definitions may have the same name (a cell of one, and its height,
    /// were kept for the other's item).
    private lazy var reuseName = "\(name)@\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
    private let body: LuaRef?
    private let measure: LuaRef?
    let layoutMargins: DirectionalEdgeInsets
    /// The last body result per dataID.
    private var renders: [AnyHashable: Render] = [:]
    private var renderCount = 0
    /// `groupItem` and `instance` as Lua functions, made on first use.
    fileprivate var constructors: [String: LuaRef] = [:]

    private struct Render {
        let content: LuaValue
        let style: LuaValue
        let node: ModelNode
        let number: Int
    }

    /// The identity items of this component share: a new definition makes new views.
    private struct Kind: Hashable {
        let definition: ObjectIdentifier
    }

    private init(name: String, body: LuaRef?, measure: LuaRef?, layoutMargins: DirectionalEdgeInsets) {
        self.name = name
        self.body = body
        self.measure = measure
        self.layoutMargins = layoutMargins
    }

    /// Reads `Component{…}`'s argument 1.
    static func define(call: LuaCall) throws -> LuaComponentDefinition {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["name", "body", "measure", "layoutMargins"], what: "Component")
        let name = try arguments.string("name")
        let body = try arguments.optionalFunction("body")
        let measure = try arguments.optionalFunction("measure")
        guard (body == nil) != (measure == nil) else {
            throw LuaArgumentError(position: 1, function: call.functionName,
                                   problem: "a component needs either 'body' (returning a group) or 'measure' (returning a size), not \(body == nil ? "neither" : "both")")
        }
        let margins = try StyleValues.insets(arguments, "layoutMargins") ?? .zero
        return LuaComponentDefinition(name: name, body: body, measure: measure, layoutMargins: margins)
    }

    /// The model of `Row.groupItem{…}` (`constructor` "groupItem", dataID required) or of
    /// `Row{…}`/`Row.instance{…}` ("instance", dataID defaults to the name).
    func model(call: LuaCall, constructor: String) throws -> ModelNode {
        guard call.typeName(1) == "table" || (constructor == "instance" && call.isNil(1)) else {
            throw LuaArgumentError(position: 1, function: call.functionName, expected: "table", actual: call.typeName(1))
        }
        let arguments = TableArgument(call: call, position: 1, value: call.isNil(1) ? .dictionary([:]) : try call.namedFieldsSnapshot(1))
        try arguments.checkFields(["dataID", "content", "style"], what: "\(name).\(constructor)")
        let dataID = constructor == "instance" || constructor == "barModel" ? try arguments.optionalDataID() ?? AnyHashable(name) : try arguments.dataID()
        let content = arguments.value["content"], style = arguments.value["style"]
        let item = body != nil
            ? try bodyItem(dataID: dataID, content: content, style: style, state: call.state)
            : try measuredItem(dataID: dataID, content: content, style: style, state: call.state)
        let model = ComponentModel(name: name, constructor: constructor, item: item, builtin: nil, fields: [:], style: [:], content: content, dataID: dataID, location: call.callerLocation)
        return ModelNode(body: .component(model), dataID: dataID)
    }

    /// The model of `Row.itemModel{…}` or `Row.supplementaryItemModel{…}` (dataID required): the
    /// body's group item shown in a collection cell.
    func itemModel(call: LuaCall, constructor: String) throws -> LuaItemModel {
        let arguments = try TableArgument.fields(of: call)
        try arguments.checkFields(["dataID", "content", "style"], what: "\(name).\(constructor)")
        let dataID = try arguments.dataID()
        let content = arguments.value["content"], style = arguments.value["style"]
        let cellID = AnyHashable(GroupItemCellView.hostedItemDataID)
        let item = (body != nil
            ? try bodyItem(dataID: dataID, itemDataID: cellID, content: content, style: style, state: call.state)
            : try measuredItem(dataID: cellID, content: content, style: style, state: call.state))
            .modelOrigin(ModelOrigin.text(dataID: dataID, location: call.callerLocation))
        return LuaItemModel(
            dataID: dataID, componentName: name, reuseName: reuseName, constructor: constructor, style: style, content: content,
            location: call.callerLocation, item: item)
    }

    private func bodyItem(dataID: AnyHashable, itemDataID: AnyHashable? = nil, content: LuaValue, style: LuaValue, state: LuaState) throws -> AnyGroupItem {
        let render: Render
        if let last = renders[dataID], last.content == content, last.style == style {
            render = last
        } else {
            render = Render(content: content, style: style, node: try runBody(content: content, style: style, state: state),
                            number: renderCount + 1)
            renderCount += 1
            renders[dataID] = render
        }
        let margins = layoutMargins, name = name
        return AnyGroupItem(
            dataID: itemDataID ?? dataID, kind: Kind(definition: ObjectIdentifier(self)), content: render.number,
            isContentEqual: ==,
            make: { LuaComponentView(name: name, layoutMargins: margins) },
            setContent: { constrainable, _, _ in (constrainable as? LuaComponentView)?.show(render.node) })
    }

    /// " (defined at file:line)" for a Lua function, so that an error about what it returned,
    /// raised where the component is used, also names the function that returned it.
    private static func definedAt(_ function: LuaRef, _ state: LuaState) -> String {
        state.definitionLocation(of: function).map { " (defined at \($0))" } ?? ""
    }

    private func runBody(content: LuaValue, style: LuaValue, state: LuaState) throws -> ModelNode {
        guard let body else { throw LuaArgumentError(message: "component '\(name)' has no body") }
        let result = try state.insideHostPass("body of component '\(name)'") { try state.call(body.value, [content, style]) }.first ?? .nil
        guard let model = state.object(result, as: LuaModel.self) else {
            throw LuaArgumentError(message: "body of component '\(name)'\(Self.definedAt(body, state)) returned a \(result.typeName); it must return a group (HGroup{…}, VGroup{…}, ZGroup{…}) or a group item")
        }
        return model.node
    }

    private func measuredItem(dataID: AnyHashable, content: LuaValue, style: LuaValue, state: LuaState) throws -> AnyGroupItem {
        guard let measure else { throw LuaArgumentError(message: "component '\(name)' has no measure function") }
        // Measured once here so a broken function fails at the line that made the item.
        _ = try LeafMeasurer.size(try state.snapshot(try state.call(measure.value, [content, .nil, style]).first ?? .nil),
                                  of: "measure of component '\(name)'\(Self.definedAt(measure, state))")
        let name = name
        let summary = content.stringValue.map { "\"\($0)\"" } ?? content.typeName
        let measurer = LeafMeasurer(function: measure, content: content, style: style, name: name, state: state)
        return AnyGroupItem(
            dataID: dataID, kind: Kind(definition: ObjectIdentifier(self)),
            content: MeasuredContent(content: content, style: style), isContentEqual: ==,
            make: { LuaMeasuredView(name: name) },
            setContent: { constrainable, _, _ in
                (constrainable as? LuaMeasuredView)?.configure(summary: summary, measure: measurer.size(forWidth:))
            })
    }

    private struct MeasuredContent: Equatable {
        let content: LuaValue
        let style: LuaValue
    }
}

/// Calls a leaf component's measure function during layout (not owning the state, which
/// owns the views); a failure measures as zero and fails the event that laid out.
private struct LeafMeasurer {
    let function: LuaRef
    let content: LuaValue
    let style: LuaValue
    let name: String
    @LuaStateReference var state: LuaState?

    init(function: LuaRef, content: LuaValue, style: LuaValue, name: String, state: LuaState) {
        self.function = function
        self.content = content
        self.style = style
        self.name = name
        self.state = state
    }

    func size(forWidth width: Double?) -> Size {
        guard let state else { return .zero }
        // The engine measures a hair (1e-6) wider than it solved so a line as wide still fits;
        // scripts get the width on a 1e-5 grid, without that noise.
        let offered: LuaValue = width.map { .number(($0 * 1e5).rounded() / 1e5) } ?? .nil
        do {
            let result = try state.insideHostPass("measure of component '\(name)'") {
                try state.snapshot(try state.call(function.value, [content, offered, style]).first ?? .nil)
            }
            // A failure here is recorded as the callback's, which names where it was defined.
            return try LeafMeasurer.size(result, of: "measure of component '\(name)'")
        } catch {
            state.recordCallbackFailure(error, in: "measure of component '\(name)'", function: function)
            return .zero
        }
    }

    /// The size a measure function returned; `function` names it in the error.
    static func size(_ value: LuaValue, of function: String) throws -> Size {
        // Bounded as compositional lengths are: past 1e9 points the solver's sums lose the
        // point (a height of 1e308 was laid out as -93).
        let lengths = 0...LayoutDimension.maximumLength
        guard let width = value["width"].numberValue, let height = value["height"].numberValue,
              lengths.contains(width), lengths.contains(height) else {
            throw LuaArgumentError(message: "\(function) must return { width = n, height = n } with numbers from 0 to 1e9")
        }
        return Size(width: width, height: height)
    }
}

extension LuaComponentDefinition {
    /// `Row.groupItem` or `Row.instance` as a Lua function bound to this definition (made once).
    func constructor(_ kind: String, in state: LuaState) throws -> LuaRef {
        if let made = constructors[kind] { return made }
        let function = try state.makeFunction(name: "\(name).\(kind)") { [weak self] call in
            guard let self else { return [.nil] }
            if kind == "barModel" { return [.object(try BarModelConstructor.defined(self, call: call))] }
            if kind == "itemModel" || kind == "supplementaryItemModel" {
                return [.object(LuaItemModelBox(try self.itemModel(call: call, constructor: kind)))]
            }
            return [.object(LuaModel(try self.model(call: call, constructor: kind)))]
        }
        constructors[kind] = function
        return function
    }
}
