import EpoxyCore
import EpoxyLayout

/// A bar stack fixed to the top or bottom of a view controller's view. As it is laid out it
/// sets the controller's additional safe area on its edge to the stack's height less the
/// original safe area, and gives the bar at the screen edge the original safe area as its
/// margin, so bar backgrounds run under the status bar or home indicator.
public final class BarContainer: BarStackView {
    /// The edge the container is fixed to.
    public let position: BarContainerPosition
    /// The view controller whose insets the container adjusts.
    public private(set) weak var viewController: ViewController?

    /// How the container insets the view controller's content.
    public var insetBehavior: BarContainerInsetBehavior = .barHeightSafeArea {
        didSet {
            guard insetBehavior != oldValue else { return }
            // Leaving `.barHeightSafeArea` hands the inset back once; after that the
            // controller's owner may set it freely.
            needsSafeAreaInsetReset = oldValue == .barHeightSafeArea
            setNeedsLayout()
        }
    }

    /// Whether the bar at the screen edge gets the original safe area as its margin (default true).
    public var insetMargins = true {
        didSet { if insetMargins != oldValue { setNeedsLayout() } }
    }

    /// How far the stack is raised from the bottom edge (the keyboard's overlap); bottom only.
    /// While raised, the edge bar's margin is zero: the safe area no longer covers it.
    public var bottomOffset: Double = 0 {
        didSet {
            // Setting a property inside its own didSet does not call didSet again.
            if !bottomOffset.isFinite || bottomOffset < 0 { bottomOffset = 0 }
            guard bottomOffset != oldValue, position == .bottom else { return }
            edgeConstraint?.constant = -bottomOffset
            setNeedsLayout()
        }
    }

    private let sentinel = SafeAreaSentinelView()
    private var placementConstraints: [LayoutConstraint] = []
    private var edgeConstraint: LayoutConstraint?
    private var needsSafeAreaInsetReset = false

    /// Creates a container for an edge (installers make these).
    public init(position: BarContainerPosition) {
        self.position = position
        super.init(zOrder: position.zOrder)
        sentinel.didResize = { [weak self] in self?.setNeedsLayout() }
    }

    /// Adds the container to `viewController`'s view, fixed to its edge, full width, kept inside
    /// the view and clear of an opposite container already there.
    func add(to viewController: ViewController) {
        let superview = viewController.view
        self.viewController = viewController
        superview.addSubview(self)
        if sentinel.superview !== self { insertSubview(sentinel, at: 0) }

        let guide = superview.safeAreaLayoutGuide
        var constraints = [
            leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            sentinel.leadingAnchor.constraint(equalTo: leadingAnchor),
            sentinel.widthAnchor.constraint(equalToConstant: 0),
        ]
        let edge: LayoutConstraint
        switch position {
        case .top:
            edge = topAnchor.constraint(equalTo: superview.topAnchor)
            constraints += [
                bottomAnchor.constraint(lessThanOrEqualTo: superview.bottomAnchor),
                sentinel.topAnchor.constraint(equalTo: superview.topAnchor),
                sentinel.bottomAnchor.constraint(equalTo: guide.topAnchor),
            ]
        case .bottom:
            edge = bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -bottomOffset)
            constraints += [
                topAnchor.constraint(greaterThanOrEqualTo: superview.topAnchor),
                sentinel.topAnchor.constraint(equalTo: guide.bottomAnchor),
                sentinel.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
            ]
        }
        constraints.append(edge)
        if let opposite = oppositeContainer(in: superview) {
            switch position {
            case .top: constraints.append(bottomAnchor.constraint(lessThanOrEqualTo: opposite.topAnchor))
            case .bottom: constraints.append(opposite.bottomAnchor.constraint(lessThanOrEqualTo: topAnchor))
            }
        }
        edgeConstraint = edge
        placementConstraints = constraints
        LayoutConstraint.activate(constraints)
        setNeedsLayout()
    }

    /// Removes the container and hands its inset back to the view controller.
    func remove() {
        LayoutConstraint.deactivate(placementConstraints)
        placementConstraints = []
        edgeConstraint = nil
        removeFromSuperview()
        if let viewController, insetBehavior == .barHeightSafeArea {
            viewController.additionalSafeAreaInsets = position.insets(viewController.additionalSafeAreaInsets, setting: 0)
        }
        viewController = nil
    }

    /// Updates the view controller's inset and the edge bar's margin for the new layout.
    public override func layoutSubviews() {
        super.layoutSubviews()
        updateInsets()
    }

    /// Sets the controller's additional inset and the edge bar's margin from the current frame
    /// and safe area. Idempotent, so the layout passes it triggers settle.
    private func updateInsets() {
        guard let viewController, superview != nil else { return }
        let original = viewController.originalSafeAreaInset(at: position)
        let additional = viewController.additionalSafeAreaInsets
        switch insetBehavior {
        case .barHeightSafeArea:
            let offset = position == .bottom ? bottomOffset : 0
            let inset = max(0, offset + frame.height - original)
            if position.inset(of: additional) != inset {
                viewController.additionalSafeAreaInsets = position.insets(additional, setting: inset)
            }
        case .none:
            if needsSafeAreaInsetReset {
                viewController.additionalSafeAreaInsets = position.insets(additional, setting: 0)
                needsSafeAreaInsetReset = false
            }
        }
        let raised = position == .bottom && bottomOffset > 0
        let margin = insetMargins && !raised ? original : 0
        switch position {
        case .top: setEdgeMargins(top: margin, bottom: 0)
        case .bottom: setEdgeMargins(top: 0, bottom: margin)
        }
    }

    private func oppositeContainer(in superview: View) -> BarContainer? {
        superview.subviews.lazy
            .compactMap { $0 as? BarContainer }
            .first { $0 !== self && $0.position != self.position }
    }
}
