import EpoxyCore

/// A headless view (UIView's counterpart): a rectangle in a tree, positioned by its frame or by
/// AutoLayout constraints solved per tree. Views no constraint refers to keep their frame.
open class View: LayoutItem, CustomStringConvertible {
    /// `intrinsicContentSize` uses this for an axis without an intrinsic size.
    public static let noIntrinsicMetric: Double = -1

    public let layoutVariables: LayoutVariables

    /// The rectangle in the superview's coordinates.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { needsLayout = true }
            if !isApplyingLayout { rootView.frameChanged(of: self) }
        }
    }

    /// The origin of the view's own coordinate space (scrolled content moves it).
    public var boundsOrigin: Point = .zero

    /// The view's own coordinate space: `boundsOrigin` and the frame's size.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    // The tree and the layout state marked `@exclusivity(unchecked)` are read for every
    // constraint of every layout (a runtime check per read otherwise, some ten per constraint a
    // build adds). Only this module writes them, and never while something it calls could.
    /// The parent in the tree. Not a `weak` reference (see `LayoutItemLifetime`): the parent
    /// sets it to nil when it removes the view or is deinitialized.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    /// The children, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// A name for diagnostics, tests and lookups.
    public var accessibilityIdentifier: String?
    /// The content of the model that last configured this view, as the host that built the model
    /// gave it (the Lua bindings keep the script's value here, so inspection returns exactly
    /// what the script passed rather than the view's typed rendering of it).
    public var modelContent: Any?
    /// Names the model that last configured this view in diagnostics when it has no
    /// `accessibilityIdentifier`: the host's dataID and where the model was made
    /// (`<ColorView #wide, screen.lua:2>`), so a conflict warning points at the script line
    /// rather than at an anonymous view.
    public var modelOrigin: String?

    /// Constraints installed on this view (their items' nearest common ancestor).
    @exclusivity(unchecked) public private(set) var constraints: [LayoutConstraint] = []
    /// Guides owned by this view, including the margins and safe area guides once used.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    /// The margins, with leading and trailing following the layout direction (default 8 on every edge).
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { if directionalLayoutMargins != oldValue { rootView.guideInsetsChanged() } }
    }
    /// Whether the margins are measured from the safe area rather than the bounds (default true).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { rootView.guideInsetsChanged() } }
    }
    /// Whether the margins grow so content pinned to them also stays inside the superview's
    /// margins where the view reaches into them (default false).
    public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { rootView.guideInsetsChanged() } }
    }
    /// The safe area of the window, set on the root of a tree (a device's notch and home indicator).
    public var windowSafeAreaInsets: EdgeInsets = .zero {
        didSet { if windowSafeAreaInsets != oldValue { rootView.guideInsetsChanged() } }
    }
    /// Insets added to the safe area this view passes to its subviews (as a view controller's).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { rootView.guideInsetsChanged() } }
    }
    /// The part of the view covered by bars and rounded corners, derived from the root's
    /// `windowSafeAreaInsets` and where this view overlaps them; updated by layout.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero

    /// Computes the intrinsic size for a width (nil: unconstrained); overrides
    /// `intrinsicContentSize` when set. Lets components measure without subclassing.
    public var contentMeasurer: ((Double?) -> Size)? {
        didSet { invalidateIntrinsicContentSize() }
    }

    @exclusivity(unchecked) var explicitLayoutDirection: LayoutDirection?
    var contentPriorities = ContentPriorities()
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var isApplyingLayout = false
    @exclusivity(unchecked) var layoutEngine: LayoutEngine?
    /// Where layout warnings go; consulted on the root. Defaults to standard error.
    public var warningHandler: ((String) -> Void)?
    @exclusivity(unchecked) private var lifetime: LayoutItemLifetime?

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        self.frame = frame
        layoutVariables = LayoutVariables(ownerType: Self.self)
    }

    /// Clears the references to this view that are not `weak` (see `LayoutItemLifetime`).
    /// Subclasses' deinits have run and their stored properties are gone by now, so this touches
    /// only View's own stored properties and calls nothing a subclass can override. A view being
    /// deinitialized has no superview (the superview holds it), so it is the root of its tree and
    /// no other view's engine refers to it.
    deinit {
        lifetime?.end()
        for view in subviews { view.superview = nil }
        for guide in layoutGuides { guide.owningView = nil }
        for constraint in constraints { constraint.installedView = nil }
    }

    public var layoutItemLifetime: LayoutItemLifetime {
        if let lifetime { return lifetime }
        let made = LayoutItemLifetime(of: self)
        lifetime = made
        return made
    }

    // MARK: Overridable layout hooks

    /// The natural size of the content; `View.noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The natural size of the content when laid out `width` wide (nil: as wide as it likes).
    /// Views whose height depends on their width (multi-line text) override this; layout asks
    /// again with the width they got and re-solves until the answers are stable.
    open func intrinsicContentSize(forWidth width: Double?) -> Size {
        contentMeasurer?(width) ?? intrinsicContentSize
    }

    /// Whether the intrinsic height depends on the width (multi-line text): layout measures such
    /// views again for the width they got. Views with a `contentMeasurer` are asked every time.
    open var hasHeightForWidth: Bool { contentMeasurer != nil }

    /// Distance from the top to the first baseline; nil puts the baseline at the bottom.
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// Distance from the last baseline to the bottom; nil puts the baseline at the bottom.
    open var lastBaselineOffsetFromBottom: Double? { nil }

    /// Called after the engine has set the frames of this view's subviews when the view needed
    /// layout; override to position subviews by hand. The default does nothing.
    open func layoutSubviews() {}

    // MARK: Hierarchy

    /// The root of the view's tree.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Adds `view` on top of the other subviews, removing it from its previous superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            return warn("Refusing to add \(view) to \(self): a view cannot contain itself or an ancestor.")
        }
        let traitsBefore = TraitsKey(view.traits)
        if view.superview != nil { view.removeFromSuperview() }
        view.layoutEngine = nil
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        invalidateLayoutEngine()
        // As UIKit calls `traitCollectionDidChange` when a view moves into a window with other
        // traits: a subtree built outside it (a cell's content, a component's body) reflows and
        // re-measures before anything sizes it.
        if TraitsKey(view.traits) != traitsBefore { view.propagateTraitsChange() }
    }

    /// Detaches the view from its superview, deactivating constraints that tied it to the rest
    /// of the old tree (as UIKit does).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // Deactivated together: one by one, each searched its view's constraints again.
        var tying: [LayoutConstraint] = []
        var ancestor: View? = parent
        while let view = ancestor {
            tying += view.constraints.filter { $0.references(viewsUnder: self) }
            ancestor = view.superview
        }
        LayoutConstraint.deactivate(tying)
        // From the end: a group removes its items last first, so taking a list's rows out
        // does not search the whole list for each.
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
        parent.invalidateLayoutEngine()
        needsLayout = true
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        // Walked unretained (the tree holds every ancestor): a layout asks this for the items
        // of each of its constraints.
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while current.toOpaque() != target {
            guard let parent = current._withUnsafeGuaranteedRef({ $0.superview.map(Unmanaged.passUnretained) }) else { return false }
            current = parent
        }
        return true
    }

    /// The nearest view that is an ancestor of (or equal to) both views.
    public func nearestCommonAncestor(with other: View) -> View? {
        // Most constraints relate a view to itself, its superview or a sibling (every
        // activation asks): those need no set of ancestors.
        if other === self { return self }
        let parent = superview
        if parent === other { return other }
        let otherParent = other.superview
        if otherParent === self { return self }
        if let parent, parent === otherParent { return parent }
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The view and its descendants, depth first, parents before children.
    public var viewsInSubtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first view in the subtree with this accessibility identifier.
    public func view(withIdentifier identifier: String) -> View? {
        viewsInSubtree.first { $0.accessibilityIdentifier == identifier }
    }

    // MARK: Guides

    /// Adds a guide the view owns.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        invalidateLayoutEngine()
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var using: [LayoutConstraint] = []
        var ancestor: View? = self
        while let view = ancestor {
            using += view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            ancestor = view.superview
        }
        LayoutConstraint.deactivate(using)
        if let index = layoutGuides.lastIndex(where: { $0 === guide }) { layoutGuides.remove(at: index) }
        guide.owningView = nil
        invalidateLayoutEngine()
    }

    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: LayoutGuide { guide(of: .layoutMargins, named: "layoutMarginsGuide") }

    /// The view's bounds inset by its safe area.
    public var safeAreaLayoutGuide: LayoutGuide { guide(of: .safeArea, named: "safeAreaLayoutGuide") }

    private func guide(of kind: LayoutGuide.Kind, named name: String) -> LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.kind == kind }) { return guide }
        let guide = LayoutGuide(identifier: name, kind: kind)
        addLayoutGuide(guide)
        return guide
    }

    // MARK: Constraint installation

    func installConstraint(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
        let root = rootView
        if let engine = root.layoutEngine, engine.activate(constraint) {
            root.needsLayout = true
        } else {
            root.invalidateLayoutEngine()
        }
    }

    func uninstallConstraint(_ constraint: LayoutConstraint) {
        uninstallConstraints([constraint])
    }

    /// Removes several constraints installed here in one pass over `constraints`.
    func uninstallConstraints(_ removed: [LayoutConstraint]) {
        if removed.count == 1 {
            if let index = constraints.lastIndex(where: { $0 === removed[0] }) { constraints.remove(at: index) }
        } else {
            let identifiers = Set(removed.map(ObjectIdentifier.init))
            constraints.removeAll { identifiers.contains(ObjectIdentifier($0)) }
        }
        let root = rootView
        if let engine = root.layoutEngine {
            engine.deactivate(removed)
        }
        root.needsLayout = true
    }

    // MARK: Description

    public var layoutItemDescription: String {
        let type = String(describing: Swift.type(of: self))
        guard let accessibilityIdentifier else { return "<\(type)\(modelOrigin.map { " " + $0 } ?? "")>" }
        return "<\(type):\(accessibilityIdentifier)>"
    }

    public var owningView: View? { self }

    open var description: String { "\(layoutItemDescription) frame \(frame)" }
}

extension LayoutConstraint {
    /// Whether one item is in the subtree of `root` and the other outside it.
    func references(viewsUnder root: View) -> Bool {
        let first = firstItem?.owningView.map { $0.isDescendant(of: root) }
        let second = secondItem?.owningView.map { $0.isDescendant(of: root) }
        guard let first, let second else { return false }
        return first != second
    }
}
