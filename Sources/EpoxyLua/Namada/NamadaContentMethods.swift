import EpoxyLayout
import EpoxyNamadaLayout
import LuaRuntime

/// The methods of a content handle: `put(view)`, `putView{…}`, `put<Component>{…}` for every
/// built-in component, `putSearchBar{…}`, `putStack{…}`/`putVStack`/`putHStack`, `putScroll{…}`,
/// `putScrollVContentView{…}`/`putScrollHContentView{…}`, `putAsScrollVContent(view)`/
/// `putAsScrollHContent(view)`, and in a stack `putStacked(view)`, `putStacked<Component>{…}`,
/// `putStackedView{…}`, `putStackedStack{…}`/`…VStack`/`…HStack` and `putSpace(points)`.
enum NamadaContentMethods {
    typealias Method = (NamadaContentHandle, LuaCall) throws -> [LuaValue]

    static var methods: [String: Method] {
        var methods: [String: Method] = [
            "put": { content, call in try put(content, call) { $0.put(try NamadaViewFactory.view(call)) } },
            "putStacked": { content, call in try put(content, call) { $0.putStacked(try NamadaViewFactory.view(call)) } },
            "putAsScrollVContent": { content, call in try put(content, call) { $0.putAsScrollVContent(try NamadaViewFactory.view(call)) } },
            "putAsScrollHContent": { content, call in try put(content, call) { $0.putAsScrollHContent(try NamadaViewFactory.view(call)) } },
            "putSpace": { content, call in
                let spacing = try call.number(1)
                _ = try put(content, call) { container in
                    container.putSpace(by: spacing)
                    return nil
                }
                return []
            },
        ]
        let containers: [(String, () -> View, [String], Bool)] = [
            ("View", { ContainerView() }, ["dataID", "backgroundColor"], false),
            ("Stack", { StackView(axis: .vertical) }, NamadaViewFactory.stackFields, false),
            ("VStack", { StackView(axis: .vertical) }, NamadaViewFactory.stackFields, false),
            ("HStack", { StackView(axis: .horizontal) }, NamadaViewFactory.stackFields, false),
            ("Scroll", { ScrollView() }, ["dataID", "backgroundColor"], false),
        ]
        for (name, make, fields, _) in containers {
            methods["put" + name] = { content, call in
                try put(content, call) { $0.put(try NamadaViewFactory.container(make, call, allowed: fields, what: "put\(name)")) }
            }
            methods["putStacked" + name] = { content, call in
                try put(content, call) { $0.putStacked(try NamadaViewFactory.container(make, call, allowed: fields, what: "putStacked\(name)")) }
            }
        }
        methods["putScrollVContentView"] = { content, call in
            try put(content, call) { $0.putAsScrollVContent(try NamadaViewFactory.container({ ContainerView() }, call, allowed: ["dataID", "backgroundColor"], what: "putScrollVContentView")) }
        }
        methods["putScrollHContentView"] = { content, call in
            try put(content, call) { $0.putAsScrollHContent(try NamadaViewFactory.container({ ContainerView() }, call, allowed: ["dataID", "backgroundColor"], what: "putScrollHContentView")) }
        }
        for component in BuiltinComponent.catalog {
            methods["put" + component.name] = { content, call in
                try put(content, call) { $0.put(try NamadaViewFactory.component(component, call)) }
            }
            methods["putStacked" + component.name] = { content, call in
                try put(content, call) { $0.putStacked(try NamadaViewFactory.component(component, call)) }
            }
        }
        // UISearchBar's counterpart: a text field (`content = { placeholder = … }`).
        methods["putSearchBar"] = { content, call in
            try put(content, call) { $0.put(try NamadaViewFactory.component(BuiltinComponent.textField, call)) }
        }
        return methods
    }

    /// Runs a put with the caller's line recorded, raising at once any error it reported; returns
    /// the new view's handle.
    private static func put(
        _ content: NamadaContentHandle, _ call: LuaCall, _ body: (LayoutContainer) throws -> ViewLayout<View>?
    ) throws -> [LuaValue] {
        guard content.pass.isOpen else {
            throw LuaArgumentError(message: "'\(call.functionName)' outside its layout: put views inside the layoutContent function")
        }
        let context = content.container.context
        context.sourceLocation = call.callerLocation
        let errorCount = context.errors.count
        let chain = try body(content.container)
        // A Lua molecule's layoutContent runs inside the put; what it raised surfaces here.
        if let molecule = chain?.view as? LuaMoleculeView, let error = molecule.takePendingError() { throw error }
        if context.errors.count > errorCount, let error = context.errors.last {
            throw LuaArgumentError(message: error.message)
        }
        guard let chain else { return [] }
        return [.object(NamadaViewHandle(view: chain.view, chain: chain, pass: content.pass))]
    }
}
