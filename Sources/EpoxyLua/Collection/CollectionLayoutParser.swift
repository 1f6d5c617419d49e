import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// Reads the collection layouts: `"list"`, `Layout.list{ itemSpacing =,
/// estimatedItemHeight =, appearance = }`,
/// `Layout.flow{ itemSize =, sectionInset =, minimumLineSpacing =, minimumInteritemSpacing =,
/// headerReferenceSize =, footerReferenceSize =, estimatedItemSize =, scrollDirection = }` and `Layout.grid{ columns =, spacing =,
/// itemHeight =, sectionInset = }`. Sizes and spacings must be finite and ≥ 0.
enum CollectionLayoutParser {
    /// The fields of each layout's table.
    static let flowFields = ["itemSize", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing", "headerReferenceSize", "footerReferenceSize", "estimatedItemSize", "scrollDirection"]
    static let gridFields = ["columns", "spacing", "itemHeight", "sectionInset"]
    static let listFields = ["itemSpacing", "estimatedItemHeight", "appearance"]

    /// `Layout.flow{…}`'s argument 1 (absent: UIKit's defaults).
    static func flow(call: LuaCall) throws -> LuaCollectionLayout {
        let table = try argument(call)
        try table.checkFields(flowFields, what: "Layout.flow")
        var layout = FlowLayout()
        if let size = try CollectionValues.optionalSize(table, "itemSize") { layout.itemSize = size }
        if let inset = try table.optionalTable("sectionInset") { layout.sectionInset = try CollectionValues.insets(inset) }
        if let spacing = try table.optionalLength("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = try table.optionalLength("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = try CollectionValues.optionalSize(table, "headerReferenceSize") { layout.headerReferenceSize = size }
        if let size = try CollectionValues.optionalSize(table, "footerReferenceSize") { layout.footerReferenceSize = size }
        layout.estimatedItemSize = try CollectionValues.optionalSize(table, "estimatedItemSize")
        layout.scrollDirection = try scrollDirection(table)
        return LuaCollectionLayout(layout, name: "flow")
    }

    /// `Layout.grid{…}`'s argument 1: `columns` is a whole number ≥ 1.
    static func grid(call: LuaCall) throws -> LuaCollectionLayout {
        let table = try argument(call)
        try table.checkFields(gridFields, what: "Layout.grid")
        guard let columns = try table.optionalNumber("columns") else { throw table.error("columns", "number expected, got nil") }
        guard columns.isFinite, columns.rounded() == columns, columns >= 1, columns <= 1_000 else {
            throw table.error("columns", "a whole number from 1 to 1000 expected, got \(LuaNumberFormat.string(columns))")
        }
        let spacing = try table.optionalLength("spacing") ?? 0
        let inset = try table.optionalTable("sectionInset").map(CollectionValues.insets) ?? .zero
        let layout = GridLayout(
            columns: Int(columns), itemHeight: try table.optionalLength("itemHeight"),
            interItemSpacing: spacing, lineSpacing: spacing, sectionInset: inset)
        return LuaCollectionLayout(layout, name: "grid")
    }

    /// `Layout.list{…}`'s argument 1 (absent: rows without spacing).
    static func list(call: LuaCall) throws -> LuaCollectionLayout {
        let table = try argument(call)
        try table.checkFields(listFields, what: "Layout.list")
        var appearance = ListAppearance.plain
        if let name = try table.optionalString("appearance") {
            guard let value = ListAppearance(rawValue: name) else {
                throw table.error("appearance", ClosestName.unknown("appearance", name, valid: ListAppearance.allCases.map(\.rawValue)))
            }
            appearance = value
        }
        let layout = ListLayout(
            itemSpacing: try table.optionalLength("itemSpacing") ?? 0,
            estimatedItemHeight: try table.optionalLength("estimatedItemHeight"),
            appearance: appearance)
        return LuaCollectionLayout(layout, name: "list")
    }

    /// The layout a screen's `layout` field names: `"list"`, `"flow"`, `"grid"` is not enough
    /// (it needs columns), or a layout value; nil (absent) is a list.
    static func layout(_ value: LuaValue, field table: TableArgument, in lua: LuaState) throws -> any CollectionViewLayout {
        switch value {
        case .nil: return ListLayout()
        case .string("list"): return ListLayout()
        case .string("flow"): return FlowLayout()
        case .string(let name):
            var problem = "unknown layout '\(name)'"
            if let suggestion = ClosestName.suggestion(for: name, among: ["list", "flow"]) { problem += "; did you mean '\(suggestion)'?" }
            throw table.error("layout", problem + " (\"list\", \"flow\", Layout.flow{…}, Layout.grid{ columns = n }, Layout.list{…} or Layout.compositional{…})")
        default:
            guard let layout = lua.object(value, as: LuaCollectionLayout.self) else {
                throw table.error("layout", "\"list\", Layout.flow{…}, Layout.grid{…}, Layout.list{…} or Layout.compositional{…} expected, got \(CompositionalLayoutParser.describe(value, in: lua))")
            }
            return layout.layout
        }
    }

    /// The `scrollDirection` field, `"vertical"` (the default) or `"horizontal"`.
    static func scrollDirection(_ table: TableArgument) throws -> ScrollDirection {
        guard let name = try table.optionalString("scrollDirection") else { return .vertical }
        guard let direction = ScrollDirection(rawValue: name) else {
            throw table.error("scrollDirection", ClosestName.unknown("scroll direction", name, valid: ScrollDirection.allCases.map(\.rawValue)))
        }
        return direction
    }

    private static func argument(_ call: LuaCall) throws -> TableArgument {
        if call.isNil(1) { return TableArgument(call: call, position: 1, value: .dictionary([:])) }
        return try TableArgument.fields(of: call)
    }
}
