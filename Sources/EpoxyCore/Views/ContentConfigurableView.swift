/// A view that displays content: the data that changes between updates (a title, an image
/// name). `setContent` is called only when the content differs from what is shown.
public protocol ContentConfigurableView: AnyObject {
    /// The view's content; `Never` for views without any.
    associatedtype Content: Equatable = Never

    /// Shows `content`, animating the change when `animated` is true.
    func setContent(_ content: Content, animated: Bool)
}

extension ContentConfigurableView where Content == Never {
    /// Views without content have nothing to set.
    public func setContent(_ content: Never, animated: Bool) {}
}
