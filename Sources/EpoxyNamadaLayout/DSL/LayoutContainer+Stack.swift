import EpoxySolver
import EpoxyComponents
import EpoxyCore
import EpoxyLayout

// Putting arranged views into a stack (`putStacked…`) and space between them. Used in a
// container that is not a stack, they report an error and put the view as a plain subview.
extension LayoutContainer {
    /// Adds `subview` at the end of the stack's line.
    @discardableResult
    public func putStacked<Subview: View>(_ subview: Subview) -> ViewLayout<Subview> {
        guard let stack = view as? StackView else {
            context.fail("putStacked needs a stack: \(view.layoutItemDescription) is not a StackView (put \(subview.layoutItemDescription) as a plain subview)", view: view)
            return put(subview)
        }
        if !stack.arrangedSubviews.contains(where: { $0 === subview }) { stack.addArrangedSubview(subview) }
        return chain(for: subview)
    }

    /// A plain arranged view.
    @discardableResult
    public func putStackedView() -> ViewLayout<ContainerView> { putStacked(ContainerView()) }

    /// A plain arranged view, also stored in `variable` (NamadaLayout's `assignedTo:`).
    @discardableResult
    public func putStackedView(assignedTo variable: inout ContainerView?) -> ViewLayout<ContainerView> {
        let layout = putStackedView()
        variable = layout.view
        return layout
    }

    /// An arranged label, also stored in `variable`.
    @discardableResult
    public func putStackedLabel(style: Label.Style = Label.Style(), text: String = "", assignedTo variable: inout Label?) -> ViewLayout<Label> {
        let layout = putStackedLabel(style: style, text: text)
        variable = layout.view
        return layout
    }

    /// Any Epoxy component as an arranged view.
    @discardableResult
    public func putStackedComponent<Component: View & EpoxyableView>(
        _ type: Component.Type, style: Component.Style, content: Component.Content
    ) -> ViewLayout<Component> {
        let component = Component(style: style)
        component.setContent(content, animated: false)
        return putStacked(component)
    }

    /// An arranged label.
    @discardableResult
    public func putStackedLabel(style: Label.Style = Label.Style(), text: String = "") -> ViewLayout<Label> {
        putStackedComponent(Label.self, style: style, content: .text(text))
    }

    /// An arranged button.
    @discardableResult
    public func putStackedButton(style: Button.Style = Button.Style(), title: String = "") -> ViewLayout<Button> {
        putStackedComponent(Button.self, style: style, content: Button.Content(title: title))
    }

    /// An arranged image view.
    @discardableResult
    public func putStackedImageView(style: ImageView.Style, image: ImageView.Content) -> ViewLayout<ImageView> {
        putStackedComponent(ImageView.self, style: style, content: image)
    }

    /// An arranged text field.
    @discardableResult
    public func putStackedTextField(style: TextField.Style = TextField.Style(), text: String = "", placeholder: String = "") -> ViewLayout<TextField> {
        putStackedComponent(TextField.self, style: style, content: TextField.Content(text: text, placeholder: placeholder))
    }

    /// An arranged stack along `axis`.
    @discardableResult
    public func putStackedStack(axis: LayoutAxis = .vertical) -> ViewLayout<StackView> { putStacked(StackView(axis: axis)) }

    /// An arranged vertical stack.
    @discardableResult
    public func putStackedVStack() -> ViewLayout<StackView> { putStackedStack(axis: .vertical) }

    /// An arranged horizontal stack.
    @discardableResult
    public func putStackedHStack() -> ViewLayout<StackView> { putStackedStack(axis: .horizontal) }

    /// `spacing` points after the last arranged view instead of the stack's spacing; before the
    /// first one, an empty arranged view that long.
    public func putSpace(by spacing: Double) {
        guard let stack = view as? StackView else {
            return context.fail("putSpace needs a stack: \(view.layoutItemDescription) is not a StackView", view: view)
        }
        guard spacing.isFinite, spacing >= 0 else {
            return context.fail("putSpace needs a finite spacing ≥ 0, got \(spacing)", view: view)
        }
        if let last = stack.arrangedSubviews.last {
            stack.setCustomSpacing(spacing, after: last)
        } else {
            let spacer = View()
            stack.addArrangedSubview(spacer)
            ViewLayout(view: spacer, context: context, previous: nil)
                .request(stack.axis == .vertical ? .height : .width, .equal, to: nil, multiplier: 1, constant: spacing, priority: .required)
        }
    }
}
