import EpoxyLayout
import LuaRuntime

/// `measureText{ text=, style= or font={size=, weight=}, width=, numberOfLines=,
/// contentSizeCategory=, lineBreakMode= }` → `{width=, height=, lines=, firstBaseline=,
/// lastBaseline=, lineHeight=, truncated=}`, measured with the real fonts.
enum MeasureTextFunction: LuaAPIFeature {
    static func make(environment: ScriptEnvironment) -> [EpoxyModule.Function] {
        [("measureText", { call in try measure(call, environment: environment) })]
    }

    private static func measure(_ call: LuaCall, environment: ScriptEnvironment) throws -> [LuaValue] {
        let options = try TableArgument.fields(of: call)
        let text = try options.string("text")
        let category = try options.optionalString("contentSizeCategory").map { name in
            guard let category = ContentSizeCategory(name: name) else {
                throw options.error("contentSizeCategory", "unknown size category '\(name)' (one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return category
        } ?? .large
        let font = try self.font(options, category: category)
        let width = try options.optionalNumber("width")
        if let width, !(width >= 0) || !width.isFinite {
            throw options.error("width", "must be a finite number ≥ 0, got \(width)")
        }
        let numberOfLines = try options.optionalLineCount("numberOfLines") ?? 0
        let lineBreakMode = try options.optionalString("lineBreakMode").map { name in
            guard let mode = LineBreakMode(name: name) else {
                throw options.error("lineBreakMode", "unknown line break mode '\(name)' (one of \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return mode
        } ?? .byTruncatingTail
        let measurer: any TextMeasuring
        do {
            measurer = try environment.textMeasurer()
        } catch {
            throw LuaArgumentError(message: "measureText: fonts unavailable: \(error)")
        }
        let layout = measurer.measure(text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return [.dictionary([
            "width": .number(layout.size.width),
            "height": .number(layout.size.height),
            "lines": .integer(Int64(layout.lineCount)),
            "firstBaseline": .number(layout.firstBaseline),
            "lastBaseline": .number(layout.lastBaseline),
            "lineHeight": .number(layout.lineHeight),
            "truncated": .boolean(layout.isTruncated),
        ])]
    }

    private static func font(_ options: TableArgument, category: ContentSizeCategory) throws -> Font {
        if let styleName = try options.optionalString("style") {
            guard let style = TextStyle(name: styleName) else {
                throw options.error("style", "unknown text style '\(styleName)' (one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return Font.preferredFont(forTextStyle: style, compatibleWith: category)
        }
        guard case .dictionary(let fields) = options.value["font"] else {
            throw options.error("style", "give a text style (style = \"body\") or a font (font = { size = 17, weight = \"semibold\" })")
        }
        let font = TableArgument(call: options.call, position: options.position, value: .dictionary(fields), path: "font")
        let size = try font.number("size")
        guard size.isFinite, size > 0 else { throw font.error("size", "must be a positive number, got \(size)") }
        let weight: FontWeight
        switch fields["weight"] ?? .nil {
        case .nil: weight = .regular
        case .string(let name):
            guard let named = FontWeight(name: name) else {
                throw font.error("weight", "unknown weight '\(name)' (one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            weight = named
        case .integer(let number):
            guard let numeric = FontWeight(numericWeight: Int(number)) else {
                throw font.error("weight", "numeric weights run 100…900, got \(number)")
            }
            weight = numeric
        case let other:
            throw font.error("weight", "string or number expected, got \(other.typeName)")
        }
        return Font(size: size, weight: weight)
    }
}
