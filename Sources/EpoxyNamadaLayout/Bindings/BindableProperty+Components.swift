import EpoxyComponents
import EpoxyLayout

/// The bindable properties of the built-in components, by view type and name.
extension BindableProperty {
    /// The properties `view` can bind, by name.
    public static func properties(of view: View) -> [String: BindableProperty] {
        let list: [BindableProperty]
        switch view {
        case is Label: list = [labelText]
        case is TextField: list = [textFieldText, textFieldPlaceholder]
        case is Switch: list = [switchIsOn, switchIsEnabled]
        case is Checkbox: list = [checkboxIsChecked, checkboxIsEnabled]
        case is Button: list = [buttonTitle, buttonIsEnabled]
        case is ImageView: list = [imageViewImage]
        case is ContainerView: list = [containerBackgroundColor]
        default: list = []
        }
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }

    /// The property `name` of `view`.
    ///
    /// - Throws: ``BindingError`` listing the view's bindable properties when it has none of that name.
    public static func named(_ name: String, of view: View) throws -> BindableProperty {
        let properties = properties(of: view)
        if let property = properties[name] { return property }
        let valid = properties.keys.sorted()
        throw BindingError("\(view.layoutItemDescription) has no bindable property '\(name)'"
            + (valid.isEmpty ? " (it has none)" : " (bindable: \(valid.joined(separator: ", ")))"))
    }

    /// A label's text (`text`).
    public static var labelText: BindableProperty {
        BindableProperty(
            name: "text", valueType: .string,
            read: { .string(($0 as? Label)?.content.string ?? "") },
            write: { view, value in (view as? Label)?.setContent(.text(text(value)), animated: false) })
    }

    /// A text field's text (`text`), changed by typing.
    public static var textFieldText: BindableProperty {
        BindableProperty(
            name: "text", valueType: .string,
            read: { .string(($0 as? TextField)?.content.text ?? "") },
            write: { view, value in
                guard let field = view as? TextField else { return }
                field.setContent(TextField.Content(text: text(value), placeholder: field.content.placeholder), animated: false)
            },
            watch: { view, observer in
                guard let field = view as? TextField else { return nil }
                let token = field.textChanges.add { old, new in observer(.string(old), .string(new)) }
                return { [weak field] in field?.textChanges.remove(token) }
            })
    }

    /// A text field's placeholder (`placeholder`).
    public static var textFieldPlaceholder: BindableProperty {
        BindableProperty(
            name: "placeholder", valueType: .string,
            read: { .string(($0 as? TextField)?.content.placeholder ?? "") },
            write: { view, value in
                guard let field = view as? TextField else { return }
                field.setContent(TextField.Content(text: field.content.text, placeholder: text(value)), animated: false)
            })
    }

    /// A switch's state (`isOn`), changed by taps.
    public static var switchIsOn: BindableProperty {
        BindableProperty(
            name: "isOn", valueType: .boolean,
            read: { .bool(($0 as? Switch)?.isOn ?? false) },
            write: { view, value in (view as? Switch)?.setContent(Switch.Content(isOn: flag(value)), animated: false) },
            watch: { view, observer in
                guard let toggle = view as? Switch else { return nil }
                let token = toggle.isOnChanges.add { old, new in observer(.bool(old), .bool(new)) }
                return { [weak toggle] in toggle?.isOnChanges.remove(token) }
            })
    }

    /// Whether a switch takes taps (`isEnabled`).
    public static var switchIsEnabled: BindableProperty {
        BindableProperty(
            name: "isEnabled", valueType: .boolean,
            read: { .bool(($0 as? Switch)?.isEnabled ?? false) },
            write: { view, value in (view as? Switch)?.isEnabled = flag(value) })
    }

    /// A checkbox's state (`isChecked`), changed by taps.
    public static var checkboxIsChecked: BindableProperty {
        BindableProperty(
            name: "isChecked", valueType: .boolean,
            read: { .bool(($0 as? Checkbox)?.isChecked ?? false) },
            write: { view, value in (view as? Checkbox)?.setContent(Checkbox.Content(isChecked: flag(value)), animated: false) },
            watch: { view, observer in
                guard let checkbox = view as? Checkbox else { return nil }
                let token = checkbox.isCheckedChanges.add { old, new in observer(.bool(old), .bool(new)) }
                return { [weak checkbox] in checkbox?.isCheckedChanges.remove(token) }
            })
    }

    /// Whether a checkbox takes taps (`isEnabled`).
    public static var checkboxIsEnabled: BindableProperty {
        BindableProperty(
            name: "isEnabled", valueType: .boolean,
            read: { .bool(($0 as? Checkbox)?.isEnabled ?? false) },
            write: { view, value in (view as? Checkbox)?.isEnabled = flag(value) })
    }

    /// A button's title (`title`).
    public static var buttonTitle: BindableProperty {
        BindableProperty(
            name: "title", valueType: .string,
            read: { .string(($0 as? Button)?.content.title ?? "") },
            write: { view, value in
                guard let button = view as? Button else { return }
                button.setContent(Button.Content(title: text(value), imageName: button.content.imageName), animated: false)
            })
    }

    /// Whether a button takes taps (`isEnabled`).
    public static var buttonIsEnabled: BindableProperty {
        BindableProperty(
            name: "isEnabled", valueType: .boolean,
            read: { .bool(($0 as? Button)?.isEnabled ?? false) },
            write: { view, value in (view as? Button)?.isEnabled = flag(value) })
    }

    /// An image view's image name or URL (`image`); nil keeps the image shown (an image view
    /// cannot be emptied once it has an image).
    public static var imageViewImage: BindableProperty {
        BindableProperty(
            name: "image", valueType: .string,
            read: { view in
                switch (view as? ImageView)?.content {
                case .name(let name)?: .string(name)
                case .url(let url)?: .string(url)
                case nil: .none
                }
            },
            write: { view, value in
                guard case .string(let name) = value else { return }
                (view as? ImageView)?.setContent(ImageView.Content(name), animated: false)
            })
    }

    /// A container's (plain view, stack, scroll view, screen) fill (`backgroundColor`): a system
    /// color name or a hex string; nil is clear.
    public static var containerBackgroundColor: BindableProperty {
        BindableProperty(
            name: "backgroundColor", valueType: .string,
            read: { view in ((view as? ContainerView)?.backgroundColor).map { .string($0.description) } ?? .none },
            write: { view, value in
                guard let container = view as? ContainerView else { return }
                if case .string(let name) = value { container.backgroundColor = Color(name: name) } else { container.backgroundColor = nil }
            },
            check: { value in
                guard case .string(let name) = value, Color(name: name) == nil else { return nil }
                return "'\(name)' is not a color (a system color name or #RRGGBB)"
            })
    }

    private static func text(_ value: BindableValue) -> String {
        if case .string(let text) = value { return text }
        return ""
    }

    private static func flag(_ value: BindableValue) -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }
}
