import EpoxyNamadaLayout
import LuaRuntime

/// NamadaLayout's DSL in Lua: the globals `layoutContent([option or { option =, delegate = },]
/// function(content) … end)`,
/// which lays out a new screen and returns its root (show it, or return it from the script), and
/// `Anchor(target)` (`Anchor("previous").bottomAnchor`), `Molecule{…}` and `MoleculeCell{…}`,
/// plus the view and content handle types.
enum NamadaFunctions: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [
            ("layoutContent", { call in
                let setup = try NamadaPass.setup(call, from: 1)
                let root = ScreenView(identifier: "root")
                try NamadaPass.layoutContent(of: root, setup, call: call)
                return [.object(NamadaViewHandle(view: root, chain: nil, pass: nil))]
            }),
            ("Anchor", NamadaValues.anchorTable),
        ] + MoleculeFunctions.functions
    }

    /// Registers the handle types.
    static func install(in lua: LuaState, module: LuaRef, environment: ScriptEnvironment) throws {
        try lua.registerType(
            NamadaViewHandle.self, name: NamadaViewHandle.typeName,
            methods: NamadaChainMethods.methods.merging(NamadaSetterMethods.methods) { chain, _ in chain }
                .merging(MoleculeFunctions.cellMethods) { existing, _ in existing }
                .merging(BindingChainMethods.methods) { _, binding in binding },
            metamethods: ["__tostring": { call in
                [.string(call.objectOrNil(1, as: NamadaViewHandle.self)?.view.layoutItemDescription ?? NamadaViewHandle.typeName)]
            }])
        try lua.registerType(
            NamadaContentHandle.self, name: NamadaContentHandle.typeName, methods: NamadaContentMethods.methods,
            metamethods: ["__tostring": { call in
                [.string("content of " + (call.objectOrNil(1, as: NamadaContentHandle.self)?.container.view.layoutItemDescription ?? "?"))]
            }])
    }
}
