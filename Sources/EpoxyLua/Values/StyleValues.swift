import EpoxyComponents
import EpoxyCore
import EpoxyLayout

/// Reads the style values components share (colors, fonts, sizes, insets, named enums) from
/// the fields of a style table; an unknown name is an error listing the valid ones.
enum StyleValues {
    /// A color: a system color name (`"secondaryLabel"`) or a hex string (`"#FF8800"`).
    static func color(_ table: TableArgument, _ field: String) throws -> Color? {
        guard let name = try table.optionalString(field) else { return nil }
        guard let color = Color(name: name) else {
            let names = Color.allSystemColors.compactMap(\.systemName)
            throw table.error(field, ClosestName.unknown("color", name, valid: names) + " or a hex string like '#RRGGBB'")
        }
        return color
    }

    /// A font: a text style name (`"headline"`) or `{ size=, weight= }`.
    static func font(_ table: TableArgument, _ field: String) throws -> TextFont? {
        switch table.value[.string(field)] {
        case .nil:
            return nil
        case .string(let name):
            return .textStyle(try textStyle(name, table, field))
        case .dictionary:
            guard let font = try table.optionalTable(field) else { return nil }
            try font.checkFields(["size", "weight"], what: "a font")
            let size = try font.optionalLength("size") ?? 17
            var weight = FontWeight.regular
            switch font.value["weight"] {
            case .nil: break
            case .string(let name):
                guard let parsed = FontWeight(name: name) else {
                    throw font.error("weight", ClosestName.unknown("weight", name, valid: FontWeight.allCases.map(\.rawValue)))
                }
                weight = parsed
            case let number where number.integerValue != nil:
                guard let parsed = FontWeight(numericWeight: Int(number.integerValue ?? 0)) else {
                    throw font.error("weight", "numeric weights are 100, 200, … 900")
                }
                weight = parsed
            case let other:
                throw font.error("weight", "string or number expected, got \(other.typeName)")
            }
            return .font(Font(size: size, weight: weight))
        case let other:
            throw table.error(field, "text style name or { size=, weight= } expected, got \(other.typeName)")
        }
    }

    /// A Dynamic Type text style by name.
    static func textStyle(_ name: String, _ table: TableArgument, _ field: String) throws -> TextStyle {
        guard let style = TextStyle(name: name) else {
            throw table.error(field, ClosestName.unknown("text style", name, valid: TextStyle.allCases.map(\.rawValue)))
        }
        return style
    }

    /// A text alignment name (`natural`, `left`, `center`, `right`, `justified`).
    static func textAlignment(_ table: TableArgument, _ field: String) throws -> TextAlignment? {
        try named(table, field, what: "text alignment", parse: TextAlignment.init(name:), valid: TextAlignment.allCases.map(\.rawValue))
    }

    /// A line break mode name (`byTruncatingTail`, `byWordWrapping`, …).
    static func lineBreakMode(_ table: TableArgument, _ field: String) throws -> LineBreakMode? {
        try named(table, field, what: "line break mode", parse: LineBreakMode.init(name:), valid: LineBreakMode.allCases.map(\.rawValue))
    }

    /// An image content mode name (`scaleAspectFit`, …).
    static func contentMode(_ table: TableArgument, _ field: String) throws -> ContentMode? {
        try named(table, field, what: "content mode", parse: ContentMode.init(name:), valid: ContentMode.allCases.map(\.rawValue))
    }

    /// A text field border style name.
    static func borderStyle(_ table: TableArgument, _ field: String) throws -> TextFieldBorderStyle? {
        try named(table, field, what: "border style", parse: TextFieldBorderStyle.init(name:), valid: TextFieldBorderStyle.allCases.map(\.rawValue))
    }

    /// An axis: `horizontal` or `vertical`.
    static func axis(_ table: TableArgument, _ field: String) throws -> LayoutAxis? {
        try named(table, field, what: "axis", parse: LayoutAxis.init(rawValue:), valid: LayoutAxis.allCases.map(\.rawValue))
    }

    /// `{ width=, height= }` (either may be absent).
    static func size(_ table: TableArgument, _ field: String) throws -> ComponentSize? {
        guard let size = try table.optionalTable(field) else { return nil }
        try size.checkFields(["width", "height"], what: "a size")
        return ComponentSize(width: try size.optionalLength("width"), height: try size.optionalLength("height"))
    }

    /// Insets: one number for every edge, or `{ top=, leading=, bottom=, trailing= }`.
    static func insets(_ table: TableArgument, _ field: String) throws -> DirectionalEdgeInsets? {
        switch table.value[.string(field)] {
        case .nil:
            return nil
        case .integer, .number:
            guard let all = try table.optionalLength(field) else { return nil }
            return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        case .dictionary, .array:
            guard let edges = try table.optionalTable(field) else { return nil }
            return try insets(edges)
        case let other:
            throw table.error(field, "number or { top=, leading=, bottom=, trailing= } expected, got \(other.typeName)")
        }
    }

    /// Insets from a table `{ top=, leading=, bottom=, trailing= }`; absent edges are 0. Edges
    /// are lengths (≥ 0) unless `allowsNegative` (a group item's padding, which Epoxy lets overlap).
    static func insets(_ edges: TableArgument, allowsNegative: Bool = false) throws -> DirectionalEdgeInsets {
        try edges.checkFields(["top", "leading", "bottom", "trailing"], what: "insets")
        func edge(_ name: String) throws -> Double {
            try (allowsNegative ? edges.optionalOffset(name) : edges.optionalLength(name)) ?? 0
        }
        return DirectionalEdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
    }

    private static func named<Value>(
        _ table: TableArgument, _ field: String, what: String, parse: (String) -> Value?, valid: [String]
    ) throws -> Value? {
        guard let name = try table.optionalString(field) else { return nil }
        guard let value = parse(name) else { throw table.error(field, ClosestName.unknown(what, name, valid: valid)) }
        return value
    }
}
