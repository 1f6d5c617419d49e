import EpoxyCore

extension View {
    /// The direction leading and trailing follow: set on a view, or inherited from the
    /// superview (left-to-right at the root). Setting it re-lays out the tree.
    public var layoutDirection: LayoutDirection {
        get { explicitLayoutDirection ?? superview?.layoutDirection ?? .leftToRight }
        set {
            explicitLayoutDirection = newValue
            invalidateLayoutEngine()
        }
    }

    /// The margins in absolute directions; setting them stores directional margins for the
    /// current layout direction (as UIKit does).
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.edgeInsets(for: layoutDirection) }
        set {
            switch layoutDirection {
            case .leftToRight:
                directionalLayoutMargins = DirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
            case .rightToLeft:
                directionalLayoutMargins = DirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
            }
        }
    }

    /// The insets of `layoutMarginsGuide` from the bounds: the margins, measured from the safe
    /// area when `insetsLayoutMarginsFromSafeArea` is true.
    public var effectiveLayoutMargins: EdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// The safe area insets of a subview with window frame `frame`, given this view's safe
    /// rectangle in window coordinates: how far each edge reaches into the unsafe area.
    static func safeAreaInsets(of frame: Rect, within safeRect: Rect, additional: EdgeInsets) -> EdgeInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(safeRect.minY - frame.minY, frame.height) + additional.top,
            left: clamp(safeRect.minX - frame.minX, frame.width) + additional.left,
            bottom: clamp(frame.maxY - safeRect.maxY, frame.height) + additional.bottom,
            right: clamp(frame.maxX - safeRect.maxX, frame.width) + additional.right)
    }
}
