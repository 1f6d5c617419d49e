/// A view made from a style: the part of its configuration that never changes over its life
/// (fonts, colors, insets). Views are reused only for an equal style, so `Style` is `Hashable`.
public protocol StyledView: AnyObject {
    /// The view's style; `Never` for views without one.
    associatedtype Style: Hashable = Never

    /// Creates the view for `style`.
    init(style: Style)
}
