import EpoxyCore
import EpoxyLayout

/// A view whose content is laid out against a content guide rather than its frame, as
/// UIScrollView's: the content guide starts at the scroll view's top-leading corner and is as
/// large as what is pinned to it (`contentSize`); the frame guide is the scroll view's own rectangle.
open class ScrollView: ContainerView {
    /// The scrollable content's rectangle; its size is the content size.
    public let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")
    /// The scroll view's own rectangle, for content that must match its width or height.
    public let frameLayoutGuide = LayoutGuide(identifier: "frameLayoutGuide")

    /// Creates a scroll view with its two guides.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let guideConstraints = [
            frameLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            frameLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
            frameLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
            frameLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
            contentLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
        ]
        for constraint in guideConstraints { constraint.identifier = "scroll.\(constraint.firstAttribute.rawValue)" }
        LayoutConstraint.activate(guideConstraints)
    }

    /// How far the content is scrolled.
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The size of the content laid out against `contentLayoutGuide` (lays out first).
    public var contentSize: Size {
        layoutIfNeeded()
        return contentLayoutGuide.layoutFrame.size
    }
}
