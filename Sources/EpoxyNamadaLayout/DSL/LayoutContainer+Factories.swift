import EpoxyComponents
import EpoxyCore
import EpoxyLayout

// Factories that make and put a view in one step, one per built-in component.
extension LayoutContainer {
    /// A plain view (a ``ContainerView``, so `.backgroundColor(…)` works in the chain).
    @discardableResult
    public func putView() -> ViewLayout<ContainerView> { put(ContainerView()) }

    /// Any Epoxy component with its style and content.
    @discardableResult
    public func putComponent<Component: View & EpoxyableView>(
        _ type: Component.Type, style: Component.Style, content: Component.Content
    ) -> ViewLayout<Component> {
        let component = Component(style: style)
        component.setContent(content, animated: false)
        return put(component)
    }

    /// A label.
    @discardableResult
    public func putLabel(style: Label.Style = Label.Style(), text: String = "") -> ViewLayout<Label> {
        putComponent(Label.self, style: style, content: .text(text))
    }

    /// A button.
    @discardableResult
    public func putButton(style: Button.Style = Button.Style(), title: String = "") -> ViewLayout<Button> {
        putComponent(Button.self, style: style, content: Button.Content(title: title))
    }

    /// An image view.
    @discardableResult
    public func putImageView(style: ImageView.Style, image: ImageView.Content) -> ViewLayout<ImageView> {
        putComponent(ImageView.self, style: style, content: image)
    }

    /// A text field.
    @discardableResult
    public func putTextField(style: TextField.Style = TextField.Style(), text: String = "", placeholder: String = "") -> ViewLayout<TextField> {
        putComponent(TextField.self, style: style, content: TextField.Content(text: text, placeholder: placeholder))
    }

    /// A search bar: a rounded text field with a placeholder (UISearchBar's counterpart here).
    @discardableResult
    public func putSearchBar(placeholder: String = "", text: String = "") -> ViewLayout<TextField> {
        putTextField(style: TextField.Style(borderStyle: .roundedRect), text: text, placeholder: placeholder)
    }

    /// A plain view, also stored in `variable` (NamadaLayout's `assignedTo:`).
    @discardableResult
    public func putView(assignedTo variable: inout ContainerView?) -> ViewLayout<ContainerView> {
        let layout = putView()
        variable = layout.view
        return layout
    }

    /// A label, also stored in `variable`.
    @discardableResult
    public func putLabel(style: Label.Style = Label.Style(), text: String = "", assignedTo variable: inout Label?) -> ViewLayout<Label> {
        let layout = putLabel(style: style, text: text)
        variable = layout.view
        return layout
    }

    /// A stack view along `axis`, also stored in `variable`.
    @discardableResult
    public func putStack(axis: LayoutAxis = .vertical, assignedTo variable: inout StackView?) -> ViewLayout<StackView> {
        let layout = putStack(axis: axis)
        variable = layout.view
        return layout
    }

    /// A stack view along `axis`.
    @discardableResult
    public func putStack(axis: LayoutAxis = .vertical) -> ViewLayout<StackView> { put(StackView(axis: axis)) }

    /// A vertical stack view.
    @discardableResult
    public func putVStack() -> ViewLayout<StackView> { putStack(axis: .vertical) }

    /// A horizontal stack view.
    @discardableResult
    public func putHStack() -> ViewLayout<StackView> { putStack(axis: .horizontal) }

    /// A scroll view; put its content with `putScrollVContentView`/`putScrollHContentView` in its `layoutContent`.
    @discardableResult
    public func putScroll() -> ViewLayout<ScrollView> { put(ScrollView()) }
}
