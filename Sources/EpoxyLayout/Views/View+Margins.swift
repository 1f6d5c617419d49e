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

    /// The safe area insets of a subview with window frame `frame`, given its superview's frame
    /// (`bounds`) and safe rectangle in window coordinates: how much of the view lies in the
    /// unsafe band between the two on each side. Only the band counts (as in UIKit): a view that
    /// extends past its superview is not inset for the part outside it, so content taller than
    /// the window does not make its rows' insets (and through their margins, their heights)
    /// grow with every layout pass.
    static func safeAreaInsets(of frame: Rect, within safeRect: Rect, bounds: Rect, additional: EdgeInsets) -> EdgeInsets {
        func overlap(_ low: Double, _ high: Double, _ bandLow: Double, _ bandHigh: Double) -> Double {
            max(0, min(high, bandHigh) - max(low, bandLow))
        }
        return EdgeInsets(
            top: overlap(frame.minY, frame.maxY, bounds.minY, safeRect.minY) + additional.top,
            left: overlap(frame.minX, frame.maxX, bounds.minX, safeRect.minX) + additional.left,
            bottom: overlap(frame.minY, frame.maxY, safeRect.maxY, bounds.maxY) + additional.bottom,
            right: overlap(frame.minX, frame.maxX, safeRect.maxX, bounds.maxX) + additional.right)
    }
}
