import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// Reads the compositional layout constructors: `LayoutItem{ width =, height =, contentInsets =, edgeSpacing = }`,
/// `LayoutGroup.horizontal{ width =, height =, subitems =, count =, interItemSpacing =, contentInsets = }`
/// (and `.vertical`), `LayoutSection{ group =, interGroupSpacing =, contentInsets =,
/// orthogonalScrollingBehavior =, boundarySupplementaryItems =, supplementariesFollowContentInsets = }`,
/// `LayoutBoundaryItem{ elementKind =, alignment =, width =, height =, absoluteOffset =,
/// pinToVisibleBounds =, extendsBoundary = }` and `Layout.compositional{ scrollDirection =,
/// interSectionSpacing =, section = }`.
/// Dimensions are `{ fractionalWidth = f }`, `{ fractionalHeight = f }`, `{ absolute = n }` or
/// `{ estimated = n }`; every number must be finite and ≥ 0, a fraction at most
/// `LayoutDimension.maximumFraction` and a length at most `LayoutDimension.maximumLength`.
enum CompositionalLayoutParser {
    static let itemFields = ["width", "height", "contentInsets", "edgeSpacing"]
    static let groupFields = ["width", "height", "subitems", "count", "interItemSpacing", "contentInsets"]
    static let sectionFields = ["group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior",
                                "boundarySupplementaryItems", "supplementariesFollowContentInsets"]
    static let boundaryFields = ["elementKind", "alignment", "width", "height", "absoluteOffset", "pinToVisibleBounds", "extendsBoundary"]
    static let compositionalFields = ["scrollDirection", "interSectionSpacing", "section"]
    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
    static let insetFields = ["top", "leading", "bottom", "trailing"]
    static let spacingKinds = ["fixed", "flexible"]

    /// `LayoutItem{…}`.
    static func item(call: LuaCall) throws -> LuaCompositionalElement {
        let table = try argument(call, what: "LayoutItem", fields: itemFields)
        let item = LayoutItem(
            layoutSize: try size(table), contentInsets: try insets(table, "contentInsets"), edgeSpacing: try edgeSpacing(table))
        return LuaCompositionalElement(.item(item))
    }

    /// `LayoutGroup.horizontal{…}` or `LayoutGroup.vertical{…}`.
    static func group(call: LuaCall, axis: LayoutGroup.Axis) throws -> LuaCompositionalElement {
        let table = try argument(call, what: "LayoutGroup", fields: groupFields)
        let layoutSize = try size(table)
        let subitems = try self.subitems(table, in: call.state)
        var count: Int?
        if let number = try table.optionalNumber("count") {
            guard number.isFinite, number.rounded() == number, number >= 1, number <= 1_000 else {
                throw table.error("count", "a whole number from 1 to 1000 expected, got \(LuaNumberFormat.string(number))")
            }
            guard subitems.count == 1 else {
                throw table.error("count", "count repeats one subitem; subitems has \(subitems.count)")
            }
            count = Int(number)
        }
        let group = LayoutGroup(
            layoutSize: layoutSize, axis: axis, subitems: subitems, count: count,
            interItemSpacing: try table.optionalLength("interItemSpacing") ?? 0, contentInsets: try insets(table, "contentInsets"))
        return LuaCompositionalElement(.group(group))
    }

    /// `LayoutSection{…}`.
    static func section(call: LuaCall) throws -> LuaCompositionalElement {
        let table = try argument(call, what: "LayoutSection", fields: sectionFields)
        let lua = call.state
        guard case .group(let group)? = lua.object(table.value["group"], as: LuaCompositionalElement.self)?.value else {
            throw table.error("group", "LayoutGroup.horizontal{…} or LayoutGroup.vertical{…} expected, got \(describe(table.value["group"], in: lua))")
        }
        var behavior = OrthogonalScrollingBehavior.none
        if let name = try table.optionalString("orthogonalScrollingBehavior") {
            guard let value = OrthogonalScrollingBehavior(rawValue: name) else {
                throw table.error("orthogonalScrollingBehavior", ClosestName.unknown("behavior", name, valid: OrthogonalScrollingBehavior.allCases.map(\.rawValue)))
            }
            behavior = value
        }
        var boundaries: [LayoutBoundaryItem] = []
        for (index, element) in try list(table, "boundarySupplementaryItems").enumerated() {
            guard case .boundaryItem(let boundary)? = lua.object(element, as: LuaCompositionalElement.self)?.value else {
                throw table.error("boundarySupplementaryItems[\(index + 1)]", "LayoutBoundaryItem{…} expected, got \(describe(element, in: lua))")
            }
            boundaries.append(boundary)
        }
        let section = LayoutSection(
            group: group, interGroupSpacing: try table.optionalLength("interGroupSpacing") ?? 0,
            contentInsets: try insets(table, "contentInsets"), orthogonalScrollingBehavior: behavior,
            boundarySupplementaryItems: boundaries,
            supplementariesFollowContentInsets: try table.optionalBoolean("supplementariesFollowContentInsets") ?? true)
        return LuaCompositionalElement(.section(section))
    }

    /// `LayoutBoundaryItem{…}`: `elementKind` names the section's supplementary items it shows
    /// (`"header"`, `"footer"`), `alignment` is an NSRectAlignment name (`"top"`, `"topLeading"`,
    /// `"leading"`, …), `absoluteOffset = { x =, y = }` (finite, any sign) moves it.
    static func boundaryItem(call: LuaCall) throws -> LuaCompositionalElement {
        let table = try argument(call, what: "LayoutBoundaryItem", fields: boundaryFields)
        let kind = try table.string("elementKind")
        guard !kind.isEmpty else { throw table.error("elementKind", "a non-empty kind expected (\"header\", \"footer\")") }
        let alignmentName = try table.string("alignment")
        guard let alignment = LayoutBoundaryItem.Alignment(rawValue: alignmentName) else {
            throw table.error("alignment", ClosestName.unknown("alignment", alignmentName, valid: LayoutBoundaryItem.Alignment.allCases.map(\.rawValue)))
        }
        var offset = Point.zero
        if let inner = try table.optionalTable("absoluteOffset") {
            try inner.checkFields(["x", "y"], what: "absoluteOffset")
            for field in ["x", "y"] {
                let value = try inner.optionalNumber(field) ?? 0
                guard value.isFinite else { throw inner.error(field, "a finite number expected, got \(LuaNumberFormat.string(value))") }
                if field == "x" { offset.x = value } else { offset.y = value }
            }
        }
        let item = LayoutBoundaryItem(
            layoutSize: try size(table), elementKind: SupplementaryElementKind(rawValue: kind), alignment: alignment, absoluteOffset: offset,
            pinToVisibleBounds: try table.optionalBoolean("pinToVisibleBounds") ?? false,
            extendsBoundary: try table.optionalBoolean("extendsBoundary") ?? true)
        return LuaCompositionalElement(.boundaryItem(item))
    }

    /// `Layout.compositional{…}`: `section` is a `LayoutSection` for every section or a
    /// function `(sectionIndex, sectionDataID, environment)` returning one; absent, sections
    /// without their own are lists of self-sizing rows with self-sizing headers and footers.
    static func compositional(call: LuaCall) throws -> LuaCollectionLayout {
        let table = try argument(call, what: "Layout.compositional", fields: compositionalFields)
        let configuration = CompositionalLayoutConfiguration(
            scrollDirection: try CollectionLayoutParser.scrollDirection(table),
            interSectionSpacing: try table.optionalLength("interSectionSpacing") ?? 0)
        let value = table.value["section"]
        let layout: CompositionalLayout
        switch value {
        case .nil:
            layout = CompositionalLayout(configuration: configuration, section: .list(boundaryKinds: [.sectionHeader, .sectionFooter]))
        case .function(let function):
            let provider = LuaSectionProvider(function: function, state: call.state, location: call.callerLocation ?? "Layout.compositional")
            layout = CompositionalLayout(configuration: configuration, sectionProvider: provider.section)
        default:
            guard case .section(let section)? = call.state.object(value, as: LuaCompositionalElement.self)?.value else {
                throw table.error("section", "LayoutSection{…} or function(sectionIndex, sectionDataID, environment) expected, got \(describe(value, in: call.state))")
            }
            layout = CompositionalLayout(configuration: configuration, section: section)
        }
        return LuaCollectionLayout(layout, name: "compositional")
    }

    /// The value of a section's `compositionalLayoutSection(section)` argument.
    static func layoutSection(_ call: LuaCall, position: Int) throws -> LayoutSection? {
        let value = try call.value(position)
        if value.isNil { return nil }
        guard case .section(let section)? = call.state.object(value, as: LuaCompositionalElement.self)?.value else {
            throw LuaArgumentError(position: position, function: call.functionName, expected: "LayoutSection{…}", actual: describe(value, in: call.state))
        }
        return section
    }

    // MARK: Values

    private static func size(_ table: TableArgument) throws -> LayoutSize {
        LayoutSize(width: try dimension(table, "width"), height: try dimension(table, "height"))
    }

    /// A required `{ fractionalWidth = f }`-style dimension.
    static func dimension(_ table: TableArgument, _ field: String) throws -> LayoutDimension {
        let hint = "{ fractionalWidth = f }, { fractionalHeight = f }, { absolute = n } or { estimated = n }"
        guard let inner = try table.optionalTable(field) else { throw table.error(field, "\(hint) expected, got nil") }
        try inner.checkFields(dimensionKinds, what: "a dimension")
        let given = dimensionKinds.filter { !inner.value[.string($0)].isNil }
        guard given.count == 1, let kind = given.first, let number = try inner.optionalLength(kind) else {
            throw table.error(field, "exactly one of fractionalWidth, fractionalHeight, absolute, estimated expected (\(hint)), got \(given.isEmpty ? "none" : given.joined(separator: " and "))")
        }
        // Bounded so that a size, and the offsets summed from sizes, stay finite: 1e308 passed
        // the finiteness check and resolved to an infinite width, laid out as 0.
        let isFraction = kind.hasPrefix("fractional")
        let maximum = isFraction ? LayoutDimension.maximumFraction : LayoutDimension.maximumLength
        guard number <= maximum else {
            let bound = isFraction ? "a fraction of at most 1000 (times the container's size)" : "a length of at most 1e9 points"
            throw inner.error(kind, "\(bound) expected, got \(LuaNumberFormat.string(number))")
        }
        switch kind {
        case "fractionalWidth": return .fractionalWidth(number)
        case "fractionalHeight": return .fractionalHeight(number)
        case "absolute": return .absolute(number)
        default: return .estimated(number)
        }
    }

    /// `{ top =, leading =, bottom =, trailing = }` (missing edges are 0), zero when absent.
    private static func insets(_ table: TableArgument, _ field: String) throws -> DirectionalEdgeInsets {
        guard let inner = try table.optionalTable(field) else { return .zero }
        try inner.checkFields(insetFields, what: field)
        return DirectionalEdgeInsets(
            top: try inner.optionalLength("top") ?? 0, leading: try inner.optionalLength("leading") ?? 0,
            bottom: try inner.optionalLength("bottom") ?? 0, trailing: try inner.optionalLength("trailing") ?? 0)
    }

    /// `edgeSpacing = { leading =, top =, trailing =, bottom = }`, each edge `n` or `{ fixed = n }`
    /// (exactly n) or `{ flexible = n }` (at least n); missing edges are 0, zero when absent.
    private static func edgeSpacing(_ table: TableArgument) throws -> LayoutEdgeSpacing {
        guard let inner = try table.optionalTable("edgeSpacing") else { return .zero }
        try inner.checkFields(insetFields, what: "edgeSpacing")
        func spacing(_ edge: String) throws -> LayoutSpacing {
            switch inner.value[.string(edge)] {
            case .nil: return .zero
            case .integer, .number: return .fixed(try inner.optionalLength(edge) ?? 0)
            case .dictionary, .array:
                guard let kind = try inner.optionalTable(edge) else { return .zero }
                try kind.checkFields(spacingKinds, what: "a spacing")
                let given = spacingKinds.filter { !kind.value[.string($0)].isNil }
                guard given.count == 1, let name = given.first, let points = try kind.optionalLength(name) else {
                    throw inner.error(edge, "exactly one of fixed, flexible expected (n, { fixed = n } or { flexible = n }), got \(given.isEmpty ? "none" : given.joined(separator: " and "))")
                }
                return name == "flexible" ? .flexible(points) : .fixed(points)
            case let other:
                throw inner.error(edge, "n, { fixed = n } or { flexible = n } expected, got \(other.typeName)")
            }
        }
        return LayoutEdgeSpacing(
            leading: try spacing("leading"), top: try spacing("top"), trailing: try spacing("trailing"), bottom: try spacing("bottom"))
    }

    private static func subitems(_ table: TableArgument, in lua: LuaState) throws -> [LayoutSubitem] {
        let elements = try list(table, "subitems")
        guard !elements.isEmpty else { throw table.error("subitems", "a list of LayoutItem{…} or groups expected, got \(table.value["subitems"].isNil ? "nil" : "an empty list")") }
        return try elements.enumerated().map { index, element in
            switch lua.object(element, as: LuaCompositionalElement.self)?.value {
            case .item(let item)?: return .item(item)
            case .group(let group)?: return .group(group)
            default:
                throw table.error("subitems[\(index + 1)]", "LayoutItem{…} or LayoutGroup expected, got \(describe(element, in: lua))")
            }
        }
    }

    /// The list at `field` (absent: empty).
    private static func list(_ table: TableArgument, _ field: String) throws -> [LuaValue] {
        switch table.value[.string(field)] {
        case .nil: return []
        case .array(let array): return array
        case .dictionary(let fields) where fields.isEmpty: return []
        case let other: throw table.error(field, "a list { … } expected, got \(other.typeName == "table" ? "a table with other keys" : other.typeName)")
        }
    }

    /// What a script gave: the constructor's name for layout values, else the Lua type.
    static func describe(_ value: LuaValue, in lua: LuaState) -> String {
        lua.object(value, as: LuaCompositionalElement.self)?.description
            ?? lua.object(value, as: LuaSectionModelBox.self)?.description
            ?? value.typeName
    }

    private static func argument(_ call: LuaCall, what: String, fields: [String]) throws -> TableArgument {
        let table = try TableArgument.fields(of: call)
        try table.checkFields(fields, what: what)
        return table
    }
}
