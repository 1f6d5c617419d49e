/// The type of every global the Lua API installs, for `epoxy types`. Modifier and method lists
/// are not here: ``LuaLSDefinitions`` reads them from the registries the bindings use.
enum LuaAPITypes {
    static let globals: [LuaAPIType] = [
        // Diffing
        .function("diff", "Epoxy's diff of two arrays: identity is an element's dataID field (or the element), equality is deep.",
                  "old: any[], new: any[]", returns: "epoxy.Changeset"),
        .function("diffSections", "Diffs sections { dataID =, items = }, then the items of matched sections.",
                  "old: table[], new: table[]", returns: "epoxy.SectionedChangeset"),
        // Components
        .function("Component", "Defines a component in Lua from a body function (or measure/draw functions).",
                  "definition: { name: string, body?: fun(content: any, style: any): epoxy.Model, measure?: fun(content: any, width: number?): { width: number?, height: number? } }",
                  returns: "epoxy.ComponentFactory"),
        // Layout groups
        .function("HGroup", "Items side by side (Epoxy's HGroup).", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("VGroup", "Items stacked vertically (Epoxy's VGroup).", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("ZGroup", "Items layered on each other (Epoxy's ZGroup).", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("HGroupItem", "An HGroup nested in a group.", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("VGroupItem", "A VGroup nested in a group.", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("ZGroupItem", "A ZGroup nested in a group.", "items: epoxy.GroupArguments", returns: "epoxy.Model"),
        .function("SpacerItem", "A spacer with optional minimum, maximum or fixed sizes; with none it fills.",
                  "arguments: { dataID?: epoxy.DataID, minWidth?: number, maxWidth?: number, fixedWidth?: number, minHeight?: number, maxHeight?: number, fixedHeight?: number }",
                  returns: "epoxy.Model"),
        // Collections and screens
        .function("SectionModel", "A section of item models.",
                  "arguments: { dataID: epoxy.DataID, items: epoxy.ItemModel[] }", returns: "epoxy.SectionModel"),
        LuaAPIType(name: "Layout", summary: "Collection layouts for ViewController{ layout = }.", kind: .table(fields: [
            ("list", "fun(options?: { itemSpacing?: number, estimatedItemHeight?: number, appearance?: \"plain\"|\"grouped\"|\"insetGrouped\" }): epoxy.CollectionLayout"),
            ("flow", "fun(options?: { itemSize?: epoxy.Size, estimatedItemSize?: epoxy.Size, sectionInset?: epoxy.Insets, minimumLineSpacing?: number, minimumInteritemSpacing?: number, headerReferenceSize?: epoxy.Size, footerReferenceSize?: epoxy.Size, scrollDirection?: \"vertical\"|\"horizontal\" }): epoxy.CollectionLayout"),
            ("grid", "fun(options?: { columns?: integer, spacing?: number, itemHeight?: number, sectionInset?: epoxy.Insets }): epoxy.CollectionLayout"),
            ("compositional", "fun(options: { section: fun(sectionIndex: integer, sectionDataID: epoxy.DataID, environment: { container: epoxy.Size, contentSizeCategory: epoxy.ContentSizeCategory }): epoxy.LayoutSection, interSectionSpacing?: number, scrollDirection?: \"vertical\"|\"horizontal\" }): epoxy.CollectionLayout"),
        ])),
        // Compositional layouts (NSCollectionLayout* without the prefix)
        .function("LayoutItem", "An item of a compositional group: its size, content insets and edge spacing.",
                  "arguments: { width: epoxy.LayoutDimension, height: epoxy.LayoutDimension, contentInsets?: epoxy.Insets, edgeSpacing?: epoxy.LayoutEdgeSpacing }",
                  returns: "epoxy.LayoutItem"),
        LuaAPIType(name: "LayoutGroup", summary: "Compositional groups laying out their subitems in a row or a column.", kind: .table(fields: [
            ("horizontal", "fun(arguments: epoxy.LayoutGroupArguments): epoxy.LayoutItem"),
            ("vertical", "fun(arguments: epoxy.LayoutGroupArguments): epoxy.LayoutItem"),
        ])),
        .function("LayoutSection", "A compositional section: its group, spacing, insets, orthogonal scrolling and boundary items.",
                  "arguments: { group: epoxy.LayoutItem, interGroupSpacing?: number, contentInsets?: epoxy.Insets, orthogonalScrollingBehavior?: \"none\"|\"continuous\"|\"continuousGroupLeadingBoundary\"|\"paging\"|\"groupPaging\"|\"groupPagingCentered\", boundarySupplementaryItems?: epoxy.LayoutBoundaryItem[] }",
                  returns: "epoxy.LayoutSection"),
        .function("LayoutBoundaryItem", "A section header or footer of a compositional section.",
                  "arguments: { elementKind: string, alignment: \"top\"|\"topLeading\"|\"leading\"|\"bottomLeading\"|\"bottom\"|\"bottomTrailing\"|\"trailing\"|\"topTrailing\", width: epoxy.LayoutDimension, height: epoxy.LayoutDimension, absoluteOffset?: { x?: number, y?: number }, pinToVisibleBounds?: boolean, extendsBoundary?: boolean }",
                  returns: "epoxy.LayoutBoundaryItem"),
        .function("ViewController", "A collection screen: sections rendered from state, with bars.",
                  "arguments: { layout?: epoxy.CollectionLayout|\"list\"|\"flow\"|\"grid\", sections: fun(): epoxy.SectionModel[], topBars?: fun(): (epoxy.BarModel|false)[], bottomBars?: fun(): (epoxy.BarModel|false)[], avoidsKeyboard?: boolean, title?: string, didMoveItem?: fun(move: table) }",
                  returns: "epoxy.Screen"),
        .function("tap", "Taps a collection item, button, switch or checkbox by dataID or path of dataIDs (or a table row).",
                  "target: epoxy.DataID|epoxy.DataID[]|{ section: integer, row: integer }"),
        .function("scroll", "Sets the collection's content offset (or an orthogonal section's, with section =: x, or y in a horizontal collection); returns the offset.",
                  "offset: { x?: number, y?: number, section?: epoxy.DataID }",
                  returns: "{ x: number, y: number }"),
        .function("scrollTo", "Scrolls an item (and its carousel) to a position of the visible area; returns the offset.",
                  "dataID: epoxy.DataID, position?: \"top\"|\"center\"|\"bottom\"|\"left\"|\"centeredHorizontally\"|\"right\"|\"centeredVertically\"", returns: "{ x: number, y: number }"),
        .function("typeText", "Types text at the end of a TextField, as the keyboard would.", "dataID: epoxy.DataID|epoxy.DataID[], text: string"),
        .function("moveItem", "Moves a movable item to a 1-based index of its section, as a user's drag does.",
                  "dataID: epoxy.DataID, toIndex: integer"),
        // Bars and navigation
        .function("NavigationController", "A navigation stack rendered from state.",
                  "arguments: { stack: (fun(): (epoxy.NavigationModel|false)[])|epoxy.NavigationModel[] }", returns: "epoxy.Screen"),
        LuaAPIType(name: "NavigationModel", summary: "A screen of a navigation stack (NavigationModel{…}, NavigationModel.root{…}).", kind: .table(fields: [
            ("root", "fun(arguments: { dataID: epoxy.DataID, makeViewController: fun(params: any): any }): epoxy.NavigationModel"),
            ("name", "string"),
        ])),
        .function("back", "Goes back as the user's back gesture does."),
        .function("keyboard", "Shows the keyboard this many points tall (0 hides it).", "height: number"),
        // Declarative tables
        .function("Command", "What selecting a row does; equal by id.", "command: { id?: string, [1]: fun() }|fun()", returns: "epoxy.Command"),
        .function("TitleHeader", "A title-only section header.", "title: string", returns: "epoxy.CellModel"),
        .function("TitleFooter", "A title-only section footer.", "title: string", returns: "epoxy.CellModel"),
        .function("TableSection", "A section of rows with an optional header and footer.",
                  "arguments: { header?: epoxy.CellModel, rows?: epoxy.CellModel[], items?: epoxy.CellModel[], footer?: epoxy.CellModel }",
                  returns: "epoxy.TableSection"),
        .function("TableModel", "Sections of rows, or one section of rows.",
                  "arguments: { sections?: epoxy.TableSection[], rows?: epoxy.CellModel[] }", returns: "epoxy.TableModel"),
        .function("DeclarativeTVC", "An empty DeklarativTVC table.", "arguments?: { title?: string }", returns: "epoxy.DeclarativeTable"),
        .function("DeclarativeTable", "The same as DeclarativeTVC.", "arguments?: { title?: string }", returns: "epoxy.DeclarativeTable"),
        .function("DeclarativeCollection", "Declarative rows on a flow layout.",
                  "arguments?: { layout?: epoxy.CollectionLayout, title?: string }", returns: "epoxy.DeclarativeTable"),
        // Layout and inspection
        .function("layout", "Lays a root out in a container of this size and returns it.",
                  "root: epoxy.Model, options?: { width?: number, height?: number, margins?: epoxy.Insets, bottomPriority?: epoxy.Priority }",
                  returns: "epoxy.Model"),
        .function("show", "Shows a root, a screen, or what a function returns (again on every update).",
                  "root: any", returns: "any"),
        .function("frame", "The frame of the view with this dataID (or path of dataIDs), in window (or container) coordinates.",
                  "dataID: epoxy.DataID|epoxy.DataID[]", returns: "epoxy.Rect"),
        .function("find", "What is known of the element with this dataID (or path of dataIDs), or nil.", "dataID: epoxy.DataID|epoxy.DataID[]", returns: "epoxy.Found?"),
        .function("visible", "The dataIDs on screen, in order.", returns: "epoxy.DataID[]"),
        .function("tree", "The laid-out tree as indented text with frames.", returns: "string"),
        .function("snapshot", "The stage written in a format.", "format?: epoxy.SnapshotFormat, options?: { columns?: integer, rows?: integer, scale?: number }",
                  returns: "string"),
        .function("setDevice", "Puts the window on a device, or a custom size and safe area.",
                  "device: epoxy.DeviceName|{ width: number, height: number, safeArea?: epoxy.Insets }"),
        .function("setContentSizeCategory", "Sets the Dynamic Type size; labels re-measure and groups reflow.",
                  "category: epoxy.ContentSizeCategory"),
        .function("measureText", "Measures text with Inter's metrics and Apple's Dynamic Type table.",
                  "arguments: { text: string, style?: string, font?: { size: number, weight?: string }, width?: number, numberOfLines?: integer, contentSizeCategory?: epoxy.ContentSizeCategory }",
                  returns: "{ width: number, height: number, lines: integer }"),
        .function("layoutConstraints", "Solves named views with constraints written as UIKit prints them.",
                  "arguments: { width: number, height?: number, views: table<string, table>, constraints: string[] }",
                  returns: "table<string, epoxy.Rect>, string[]"),
        // State and updates
        .function("State", "An observable table: assigning a field schedules one update of the shown screen.",
                  "fields: table", returns: "table"),
        .function("render", "Re-evaluates the shown screen's providers now.", returns: "epoxy.RenderReport?"),
        // NamadaLayout
        .function("layoutContent", "NamadaLayout's constraint DSL: a root laid out by a content function.",
                  "optionOrBody: string|table|fun(content: epoxy.NamadaContent), body?: fun(content: epoxy.NamadaContent)",
                  returns: "epoxy.Model"),
        .function("Anchor", "The anchors of a view handle or dataID, to use as a chain target.",
                  "target: epoxy.NamadaView|epoxy.DataID", returns: "table<string, any>"),
        .function("Molecule", "A constructor of views that lay out their own content.",
                  "definition: { layoutContent: fun(content: epoxy.NamadaContent), moleculeWillLayout?: function, moleculeDidLayout?: function }",
                  returns: "fun(arguments?: table): epoxy.NamadaView"),
        .function("MoleculeCell", "A constructor of cell molecules.",
                  "definition: { layoutContent: fun(content: epoxy.NamadaContent), layoutBehaviour?: string|table, layoutOption?: string, calculatedCellSize?: function, calculatedCellHeight?: function }",
                  returns: "fun(arguments?: table): epoxy.NamadaView"),
        // Bindings
        .function("advanceTime", "Moves the script's virtual clock, running delayed didSets that come due.",
                  "seconds: number", returns: "number"),
        .function("ViewModel", "A view model whose bind function records the bindings it makes.",
                  "definition: { bind: fun(self: table, view: any), willUnbind?: fun(self: table), didUnbind?: fun(self: table) }",
                  returns: "epoxy.ViewModel"),
    ]

    /// Globals the host installs beside the `epoxy` module.
    static let hostGlobals: [LuaAPIType] = [
        .function("inspect", "Renders a value readably and deterministically (tables with sorted keys).", "value: any", returns: "string"),
    ]

    /// The globals specs get besides the API (`epoxy test` installs them per spec file).
    static let specGlobals: [LuaAPIType] = [
        .function("describe", "A block of tests.", "name: string, body: fun()"),
        .function("context", "The same as describe.", "name: string, body: fun()"),
        .function("it", "A test; without a body it is pending.", "name: string, body?: fun()"),
        .function("test", "The same as it.", "name: string, body?: fun()"),
        .function("pending", "A test to write later.", "name: string"),
        .function("before_each", "Runs before each test of the block.", "body: fun()"),
        .function("after_each", "Runs after each test of the block.", "body: fun()"),
    ]
}
