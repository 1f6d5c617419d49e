import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import LuaRuntime

// The eight built-in components as scripts make them. Each reads its content and
// style fields into the Swift component's total initialisers; unknown fields and names are
// errors naming the field.
extension BuiltinComponent {
    /// Every built-in, in the order they are installed.
    static var catalog: [BuiltinComponent] { [label, button, imageView, colorView, textField, checkbox, toggle, divider] + composites }

    static var label: BuiltinComponent {
        BuiltinComponent(
        name: "Label",
        styleFields: ["font", "color", "alignment", "numberOfLines", "lineBreakMode", "adjustsFontForContentSizeCategory"],
        setterAliases: ["textAlignment": "alignment", "textColor": "color"],
        behaviorNames: [],
        styleShorthand: { name in ["font": .string(name)] },
        build: { inputs in
            let style = inputs.style
            let defaults = Label.Style()
            let labelStyle = Label.Style(
                font: try StyleValues.font(style, "font") ?? defaults.font,
                color: try StyleValues.color(style, "color") ?? defaults.color,
                alignment: try StyleValues.textAlignment(style, "alignment") ?? defaults.alignment,
                numberOfLines: try style.optionalLineCount("numberOfLines") ?? defaults.numberOfLines,
                lineBreakMode: try StyleValues.lineBreakMode(style, "lineBreakMode") ?? defaults.lineBreakMode,
                adjustsFontForContentSizeCategory: try style.optionalBoolean("adjustsFontForContentSizeCategory") ?? false)
            let content = try text(inputs.arguments, "content").map(Label.Content.text)
            return GroupItem<Label>(dataID: inputs.dataID, style: labelStyle, content: content).eraseToAnyGroupItem()
        })
    }

    static var button: BuiltinComponent {
        BuiltinComponent(
        name: "Button",
        styleFields: ["titleFont", "titleColor", "disabledTitleColor", "backgroundColor", "contentInsets", "cornerRadius"],
        setterAliases: ["font": "titleFont", "textColor": "titleColor"],
        behaviorNames: ["didTap"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = Button.Style()
            let buttonStyle = Button.Style(
                titleFont: try StyleValues.font(style, "titleFont") ?? defaults.titleFont,
                titleColor: try StyleValues.color(style, "titleColor") ?? defaults.titleColor,
                disabledTitleColor: try StyleValues.color(style, "disabledTitleColor") ?? defaults.disabledTitleColor,
                backgroundColor: try StyleValues.color(style, "backgroundColor") ?? defaults.backgroundColor,
                contentInsets: try StyleValues.insets(style, "contentInsets") ?? defaults.contentInsets,
                cornerRadius: try style.optionalLength("cornerRadius") ?? 0)
            let arguments = inputs.arguments
            var content: Button.Content?
            if case .dictionary = arguments.value["content"], let fields = try arguments.optionalTable("content") {
                try fields.checkFields(["title", "imageName"], what: "Button content")
                content = Button.Content(title: try fields.optionalString("title") ?? "", imageName: try fields.optionalString("imageName"))
            } else {
                content = try text(arguments, "content").map { Button.Content(title: $0) }
            }
            let didTap = inputs.callback("didTap")
            let behaviors = Button.Behaviors(didTap: didTap.map { callback in { callback() } })
            return GroupItem<Button>(dataID: inputs.dataID, style: buttonStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var imageView: BuiltinComponent {
        BuiltinComponent(
        name: "ImageView",
        styleFields: ["size", "tintColor", "contentMode", "cornerRadius"],
        setterAliases: [:],
        behaviorNames: [],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let imageStyle = ImageView.Style(
                size: try StyleValues.size(style, "size") ?? .none,
                tintColor: try StyleValues.color(style, "tintColor"),
                contentMode: try StyleValues.contentMode(style, "contentMode") ?? .scaleToFill,
                cornerRadius: try style.optionalLength("cornerRadius") ?? 0)
            let content = try text(inputs.arguments, "content").map { ImageView.Content($0) }
            return GroupItem<ImageView>(dataID: inputs.dataID, style: imageStyle, content: content).eraseToAnyGroupItem()
        })
    }

    static var colorView: BuiltinComponent {
        BuiltinComponent(
        name: "ColorView",
        styleFields: ["size", "color", "cornerRadius"],
        setterAliases: ["backgroundColor": "color"],
        behaviorNames: [],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let colorStyle = ColorView.Style(
                size: try StyleValues.size(style, "size") ?? .none, color: try StyleValues.color(style, "color") ?? .clear,
                cornerRadius: try style.optionalLength("cornerRadius") ?? 0)
            return GroupItem<ColorView>(dataID: inputs.dataID, style: colorStyle).eraseToAnyGroupItem()
        })
    }

    static var textField: BuiltinComponent {
        BuiltinComponent(
        name: "TextField",
        styleFields: ["font", "textColor", "placeholderColor", "contentInsets", "borderStyle", "borderColor"],
        setterAliases: [:],
        behaviorNames: ["didChangeText", "didEndEditing"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = TextField.Style()
            let fieldStyle = TextField.Style(
                font: try StyleValues.font(style, "font") ?? defaults.font,
                textColor: try StyleValues.color(style, "textColor") ?? defaults.textColor,
                placeholderColor: try StyleValues.color(style, "placeholderColor") ?? defaults.placeholderColor,
                contentInsets: try StyleValues.insets(style, "contentInsets") ?? defaults.contentInsets,
                borderStyle: try StyleValues.borderStyle(style, "borderStyle") ?? defaults.borderStyle,
                borderColor: try StyleValues.color(style, "borderColor") ?? defaults.borderColor)
            let arguments = inputs.arguments
            var content: TextField.Content?
            if case .dictionary = arguments.value["content"], let fields = try arguments.optionalTable("content") {
                try fields.checkFields(["text", "placeholder"], what: "TextField content")
                content = TextField.Content(text: try fields.optionalString("text") ?? "", placeholder: try fields.optionalString("placeholder") ?? "")
            } else {
                content = try text(arguments, "content").map { TextField.Content(text: $0) }
            }
            let changed = inputs.callback("didChangeText"), ended = inputs.callback("didEndEditing")
            let behaviors = TextField.Behaviors(
                didChangeText: changed.map { callback in { text in callback(["text": .string(text)]) } },
                didEndEditing: ended.map { callback in { text in callback(["text": .string(text)]) } })
            return GroupItem<TextField>(dataID: inputs.dataID, style: fieldStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var checkbox: BuiltinComponent {
        BuiltinComponent(
        name: "Checkbox",
        styleFields: ["tintColor", "borderColor"],
        setterAliases: [:],
        behaviorNames: ["didToggle"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = Checkbox.Style()
            let boxStyle = Checkbox.Style(
                tintColor: try StyleValues.color(style, "tintColor") ?? defaults.tintColor,
                borderColor: try StyleValues.color(style, "borderColor") ?? defaults.borderColor)
            let content = try flag(inputs.arguments, "content", field: "isChecked").map(Checkbox.Content.init(isChecked:))
            let toggled = inputs.callback("didToggle")
            let behaviors = Checkbox.Behaviors(didToggle: toggled.map { callback in { isChecked in callback(["isChecked": .boolean(isChecked)]) } })
            return GroupItem<Checkbox>(dataID: inputs.dataID, style: boxStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var toggle: BuiltinComponent {
        BuiltinComponent(
        name: "Switch",
        styleFields: ["onTintColor", "thumbTintColor"],
        setterAliases: [:],
        behaviorNames: ["didToggle"],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let defaults = Switch.Style()
            let switchStyle = Switch.Style(
                onTintColor: try StyleValues.color(style, "onTintColor") ?? defaults.onTintColor,
                thumbTintColor: try StyleValues.color(style, "thumbTintColor") ?? defaults.thumbTintColor)
            let content = try flag(inputs.arguments, "content", field: "isOn").map(Switch.Content.init(isOn:))
            let toggled = inputs.callback("didToggle")
            let behaviors = Switch.Behaviors(didToggle: toggled.map { callback in { isOn in callback(["isOn": .boolean(isOn)]) } })
            return GroupItem<Switch>(dataID: inputs.dataID, style: switchStyle, content: content, behaviors: behaviors)
                .eraseToAnyGroupItem()
        })
    }

    static var divider: BuiltinComponent {
        BuiltinComponent(
        name: "Divider",
        styleFields: ["color", "thickness", "axis"],
        setterAliases: [:],
        behaviorNames: [],
        styleShorthand: nil,
        build: { inputs in
            let style = inputs.style
            let dividerStyle = Divider.Style(
                color: try StyleValues.color(style, "color") ?? .separator,
                thickness: try style.optionalLength("thickness"),
                axis: try StyleValues.axis(style, "axis") ?? .horizontal)
            return GroupItem<Divider>(dataID: inputs.dataID, style: dividerStyle).eraseToAnyGroupItem()
        })
    }

    /// A text field given as a string (numbers read as Lua prints them), nil when absent.
    static func text(_ table: TableArgument, _ field: String) throws -> String? {
        switch table.value[.string(field)] {
        case .nil: return nil
        case .string(let string): return string
        case .integer(let integer): return String(integer)
        case .number(let number): return LuaNumberFormat.string(number)
        case let other: throw table.error(field, "string expected, got \(other.typeName)")
        }
    }

    /// A boolean content given as `true`/`false` or `{ <field> = true }`, nil when absent.
    static func flag(_ table: TableArgument, _ field: String, field inner: String) throws -> Bool? {
        switch table.value[.string(field)] {
        case .nil: return nil
        case .boolean(let flag): return flag
        case .dictionary, .array:
            guard let fields = try table.optionalTable(field) else { return nil }
            try fields.checkFields([inner], what: "content")
            return try fields.optionalBoolean(inner) ?? false
        case let other:
            throw table.error(field, "boolean or { \(inner) = … } expected, got \(other.typeName)")
        }
    }
}
