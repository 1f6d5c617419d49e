import EpoxySolver
import EpoxyLayout

// Content views of a scroll view, pinned to its content guide as UIScrollView content is: a
// vertical content view is as wide as the scroll view and as tall as its content; a
// horizontal one as tall as the scroll view and as wide as its content.
extension LayoutContainer {
    /// A new view as the scroll view's vertically scrolling content.
    @discardableResult
    public func putScrollVContentView() -> ViewLayout<ContainerView> { putAsScrollVContent(ContainerView()) }

    /// A new view as the scroll view's horizontally scrolling content.
    @discardableResult
    public func putScrollHContentView() -> ViewLayout<ContainerView> { putAsScrollHContent(ContainerView()) }

    /// `content` as the scroll view's vertically scrolling content.
    @discardableResult
    public func putAsScrollVContent<Content: View>(_ content: Content) -> ViewLayout<Content> {
        putAsScrollContent(content, matching: .width)
    }

    /// `content` as the scroll view's horizontally scrolling content.
    @discardableResult
    public func putAsScrollHContent<Content: View>(_ content: Content) -> ViewLayout<Content> {
        putAsScrollContent(content, matching: .height)
    }

    private func putAsScrollContent<Content: View>(_ content: Content, matching dimension: LayoutAttribute) -> ViewLayout<Content> {
        let layout = put(content)
        guard let scroll = view as? ScrollView else {
            context.fail("scroll content needs a scroll view: \(view.layoutItemDescription) is not a ScrollView", view: view)
            return layout
        }
        let contentGuide = RelatedAnchor(item: .item(scroll.contentLayoutGuide))
        for edge: LayoutAttribute in [.top, .bottom, .leading, .trailing] {
            layout.request(edge, .equal, to: contentGuide, multiplier: 1, constant: 0, priority: .required)
        }
        layout.request(dimension, .equal, to: RelatedAnchor(item: .item(scroll.frameLayoutGuide)), multiplier: 1, constant: 0, priority: .required)
        return layout
    }
}
