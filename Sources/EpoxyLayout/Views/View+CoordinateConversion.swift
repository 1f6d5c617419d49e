import EpoxyCore

extension View {
    /// The view's frame in the coordinates of its tree's root (the window).
    public var frameInWindow: Rect {
        Rect(origin: convert(Point.zero, to: nil), size: frame.size)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the root's).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        let origin = view.pointInRoot(.zero)
        return Point(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.pointInRoot(point) ?? point
        let origin = pointInRoot(.zero)
        return Point(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the root's).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point in this view's bounds coordinates expressed in the root's bounds coordinates.
    private func pointInRoot(_ point: Point) -> Point {
        var x = point.x
        var y = point.y
        var current = self
        while let parent = current.superview {
            x += current.frame.origin.x - current.boundsOrigin.x
            y += current.frame.origin.y - current.boundsOrigin.y
            current = parent
        }
        return Point(x: x, y: y)
    }
}
