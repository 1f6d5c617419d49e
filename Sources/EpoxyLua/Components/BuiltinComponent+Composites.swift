import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

// The six composite components (rows and bars built from the built-ins) as scripts make them.
// Their styles expose the composite's own spacing and margins; the inner components keep their
// composite defaults. Content is a table of named fields or, where one field dominates, a string.
extension BuiltinComponent {
    /// The composites, in the order they are installed after the built-ins.
    static var composites: [BuiltinComponent] { [textRow, imageRow, buttonRow, checkboxRow, navigationBar, toolbarBar] }

    static var textRow: BuiltinComponent {
        BuiltinComponent(
        name: "TextRow",
        styleFields: ["spacing", "layoutMargins"],
        setterAliases: [:],
        behaviorNames: [],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = TextRow.Style()
            let rowStyle = TextRow.Style(
                spacing: try style.optionalLength("spacing") ?? defaults.spacing,
                layoutMargins: try StyleValues.insets(style, "layoutMargins") ?? defaults.layoutMargins)
            let content = try titledContent(inputs.arguments, what: "TextRow content", extraFields: []) { title, fields in
                TextRow.Content(title: title, subtitle: try fields?.optionalString("subtitle"))
            }
            return GroupItem<TextRow>(dataID: inputs.dataID, style: rowStyle, content: content).eraseToAnyGroupItem()
        })
    }

    static var imageRow: BuiltinComponent {
        BuiltinComponent(
        name: "ImageRow",
        styleFields: ["imageSize", "spacing", "textSpacing", "layoutMargins"],
        setterAliases: [:],
        behaviorNames: [],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = ImageRow.Style()
            let imageSize = try StyleValues.size(style, "imageSize")
            let rowStyle = ImageRow.Style(
                imageStyle: imageSize.map { ImageView.Style(size: $0) } ?? defaults.imageStyle,
                spacing: try style.optionalLength("spacing") ?? defaults.spacing,
                textSpacing: try style.optionalLength("textSpacing") ?? defaults.textSpacing,
                layoutMargins: try StyleValues.insets(style, "layoutMargins") ?? defaults.layoutMargins)
            var content: ImageRow.Content?
            if let fields = try inputs.arguments.optionalTable("content") {
                try fields.checkFields(["image", "title", "subtitle", "showsDisclosureIndicator"], what: "ImageRow content")
                content = ImageRow.Content(
                    image: ImageView.Content(try fields.string("image")),
                    title: try fields.optionalString("title") ?? "",
                    subtitle: try fields.optionalString("subtitle"),
                    showsDisclosureIndicator: try fields.optionalBoolean("showsDisclosureIndicator") ?? false)
            }
            return GroupItem<ImageRow>(dataID: inputs.dataID, style: rowStyle, content: content).eraseToAnyGroupItem()
        })
    }

    static var buttonRow: BuiltinComponent {
        BuiltinComponent(
        name: "ButtonRow",
        styleFields: ["layoutMargins"],
        setterAliases: [:],
        behaviorNames: ["didTap"],
        styleShorthand: nil,
        build: { inputs in
            let defaults = ButtonRow.Style()
            let rowStyle = ButtonRow.Style(
                layoutMargins: try StyleValues.insets(inputs.style, "layoutMargins") ?? defaults.layoutMargins)
            var content: ButtonRow.Content?
            if case .dictionary = inputs.arguments.value["content"], let fields = try inputs.arguments.optionalTable("content") {
                try fields.checkFields(["text", "isEnabled"], what: "ButtonRow content")
                content = ButtonRow.Content(text: try fields.optionalString("text") ?? "", isEnabled: try fields.optionalBoolean("isEnabled") ?? true)
            } else {
                content = try text(inputs.arguments, "content").map { ButtonRow.Content(text: $0) }
            }
            let didTap = inputs.callback("didTap")
            let behaviors = ButtonRow.Behaviors(didTap: didTap.map { callback in { callback() } })
            return GroupItem<ButtonRow>(dataID: inputs.dataID, style: rowStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var checkboxRow: BuiltinComponent {
        BuiltinComponent(
        name: "CheckboxRow",
        styleFields: ["spacing", "textSpacing", "layoutMargins"],
        setterAliases: [:],
        behaviorNames: ["didToggle"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = CheckboxRow.Style()
            let rowStyle = CheckboxRow.Style(
                spacing: try style.optionalLength("spacing") ?? defaults.spacing,
                textSpacing: try style.optionalLength("textSpacing") ?? defaults.textSpacing,
                layoutMargins: try StyleValues.insets(style, "layoutMargins") ?? defaults.layoutMargins)
            let content = try titledContent(inputs.arguments, what: "CheckboxRow content", extraFields: ["isChecked"]) { title, fields in
                CheckboxRow.Content(
                    title: title, subtitle: try fields?.optionalString("subtitle"),
                    isChecked: try fields?.optionalBoolean("isChecked") ?? false)
            }
            let toggled = inputs.callback("didToggle")
            let behaviors = CheckboxRow.Behaviors(
                didToggle: toggled.map { callback in { isChecked in callback(["isChecked": .boolean(isChecked)]) } })
            return GroupItem<CheckboxRow>(dataID: inputs.dataID, style: rowStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var navigationBar: BuiltinComponent {
        BuiltinComponent(
        name: "NavigationBar",
        styleFields: ["titleSpacing", "minimumHeight", "layoutMargins"],
        setterAliases: [:],
        behaviorNames: ["didTapBack", "didTapLeading", "didTapTrailing"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = NavigationBar.Style()
            let barStyle = NavigationBar.Style(
                titleSpacing: try style.optionalLength("titleSpacing") ?? defaults.titleSpacing,
                minimumHeight: try style.optionalLength("minimumHeight") ?? defaults.minimumHeight,
                layoutMargins: try StyleValues.insets(style, "layoutMargins") ?? defaults.layoutMargins)
            let extra = ["showsBackButton", "backButtonTitle", "leadingButtonTitle", "trailingButtonTitle", "showsDivider"]
            let content = try titledContent(inputs.arguments, what: "NavigationBar content", extraFields: extra, allowsSubtitle: false) { title, fields in
                NavigationBar.Content(
                    title: title,
                    showsBackButton: try fields?.optionalBoolean("showsBackButton") ?? false,
                    backButtonTitle: try fields?.optionalString("backButtonTitle"),
                    leadingButtonTitle: try fields?.optionalString("leadingButtonTitle"),
                    trailingButtonTitle: try fields?.optionalString("trailingButtonTitle"),
                    showsDivider: try fields?.optionalBoolean("showsDivider") ?? false)
            }
            let back = inputs.callback("didTapBack"), leading = inputs.callback("didTapLeading")
            let trailing = inputs.callback("didTapTrailing")
            let behaviors = NavigationBar.Behaviors(
                didTapBack: back.map { callback in { callback() } },
                didTapLeading: leading.map { callback in { callback() } },
                didTapTrailing: trailing.map { callback in { callback() } })
            return GroupItem<NavigationBar>(dataID: inputs.dataID, style: barStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var toolbarBar: BuiltinComponent {
        BuiltinComponent(
        name: "ToolbarBar",
        styleFields: ["minimumHeight", "layoutMargins"],
        setterAliases: [:],
        behaviorNames: ["didTapItem"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = ToolbarBar.Style()
            let barStyle = ToolbarBar.Style(
                minimumHeight: try style.optionalLength("minimumHeight") ?? defaults.minimumHeight,
                layoutMargins: try StyleValues.insets(style, "layoutMargins") ?? defaults.layoutMargins)
            var content: ToolbarBar.Content?
            if let fields = try inputs.arguments.optionalTable("content") {
                try fields.checkFields(["itemTitles"], what: "ToolbarBar content")
                content = ToolbarBar.Content(itemTitles: try titles(fields, "itemTitles"))
            }
            let tapped = inputs.callback("didTapItem")
            // Lua counts from 1: the script sees the item's position as it wrote the list.
            let behaviors = ToolbarBar.Behaviors(
                didTapItem: tapped.map { callback in { index in callback(["index": .integer(Int64(index) + 1)]) } })
            return GroupItem<ToolbarBar>(dataID: inputs.dataID, style: barStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    /// Content given as a title string or a table with `title` (and `subtitle` unless
    /// `allowsSubtitle` is false) plus `extraFields`; nil when absent.
    private static func titledContent<Content>(
        _ arguments: TableArgument, what: String, extraFields: [String], allowsSubtitle: Bool = true,
        make: (String, TableArgument?) throws -> Content
    ) throws -> Content? {
        if case .dictionary = arguments.value["content"], let fields = try arguments.optionalTable("content") {
            try fields.checkFields(["title"] + (allowsSubtitle ? ["subtitle"] : []) + extraFields, what: what)
            return try make(try fields.optionalString("title") ?? "", fields)
        }
        return try text(arguments, "content").map { try make($0, nil) }
    }

    /// A list of strings at `field` (`{ "Edit", "Share" }`); empty when absent.
    private static func titles(_ table: TableArgument, _ field: String) throws -> [String] {
        switch table.value[.string(field)] {
        case .nil: return []
        case .array(let elements):
            return try elements.enumerated().map { index, element in
                guard case .string(let title) = element else {
                    throw table.error("\(field)[\(index + 1)]", "string expected, got \(element.typeName)")
                }
                return title
            }
        case .dictionary(let entries) where entries.isEmpty: return []
        case let other: throw table.error(field, "list of strings expected, got \(other.typeName)")
        }
    }
}
