/// The kinds of values a fuzz case keeps and calls methods on, each with a Lua chunk body that
/// makes a valid sample (API discovery reads the sample's methods).
enum FuzzKind: String, CaseIterable {
    case groupItem, group, itemModel, supplementaryItemModel, section, bar, navigationModel
    case screen, navigationController, collectionLayout, componentDefinition, state, binding
    case observation, viewModel, table, command, cell, tableSection, tableModel, namadaRoot
    case molecule, namadaContent, namadaView
    /// Anything else a call returned (a table, a string, nil).
    case other

    /// A chunk body returning a valid value of the kind.
    var sample: String {
        switch self {
        case .groupItem: return #"return Label.groupItem{ dataID = "l", content = "x" }"#
        case .group: return "return HGroup{}"
        case .itemModel: return #"return TextRow.itemModel{ dataID = "r", content = { title = "t" } }"#
        case .supplementaryItemModel: return #"return TextRow.supplementaryItemModel{ dataID = "h", content = { title = "t" } }"#
        case .section: return #"return SectionModel{ dataID = "s", items = {} }"#
        case .bar: return #"return NavigationBar.barModel{ content = { title = "t" } }"#
        case .navigationModel:
            return #"return NavigationModel{ dataID = "n", makeViewController = function() return VGroup{} end, remove = function() end }"#
        case .screen: return #"return ViewController{ layout = "list", sections = function() return {} end }"#
        case .navigationController:
            return #"return NavigationController{ stack = { NavigationModel.root{ dataID = "r", makeViewController = function() return VGroup{} end } } }"#
        case .collectionLayout: return "return Layout.list{}"
        case .componentDefinition: return #"return Component{ name = "C", measure = function() return { width = 1, height = 1 } end }"#
        case .state: return "return State{ x = 1 }"
        case .binding: return #"return State{ x = 1 }["$x"]"#
        case .observation: return #"return State{ x = 1 }["$x"]:observe()"#
        case .viewModel: return "return ViewModel{ bind = function() end }"
        case .table: return #"return DeclarativeTVC{ title = "t" }"#
        case .command: return #"return Command{ id = "c", function() end }"#
        case .cell: return #"return TextRow.cellModel{ content = { title = "t" } }"#
        case .tableSection: return "return TableSection{ rows = {} }"
        case .tableModel: return "return TableModel{ rows = {} }"
        case .namadaRoot: return "return layoutContent(function() end)"
        case .molecule: return "return Molecule{ layoutContent = function() end }"
        case .namadaContent: return "local c; layoutContent(function(x) c = x end); return c"
        case .namadaView:
            return #"local v; layoutContent(function(c) v = c:putLabel{ dataID = "x", content = "y" } end); return v"#
        case .other: return "return {}"
        }
    }
}
