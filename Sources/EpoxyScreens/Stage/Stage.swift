import EpoxySolver
import EpoxyBars
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups

/// Lays roots out and answers where things are: what `layout()`, `show()`, `frame()` and
/// `find()` do from Lua, and what `epoxy run` prints.
///
/// `layout(_:options:)` installs a root in a fresh container of the given size, pinned to its
/// margins (frames in container coordinates); `show(_:)` puts it on the window, pinned to the
/// window's layout margins, which include the safe area (frames in window coordinates).
public final class Stage {
    /// The window `show` uses, and whose traits every container shares.
    public let window: Window
    /// The root laid out last, if any.
    public private(set) var root: LayoutRoot?
    /// The view the root is installed in: a container for `layout`, the window for `show`.
    public private(set) var container: View?
    /// Warnings of the shown tree (conflicting constraints, duplicate bar dataIDs) since the root was
    /// installed, each distinct one once.
    public private(set) var warnings: [String] = []
    /// Every distinct warning logged in the stage's lifetime: a conflict is reported once, not on
    /// every pass that meets it again.
    private var loggedWarnings: Set<String> = []
    /// The window's on-screen keyboard (`keyboard(height)`); bottom bars that avoid it follow it.
    public let keyboard = Keyboard()

    public init(window: Window = Window()) {
        self.window = window
        window.warningHandler = { [weak self] message in self?.record(message) }
    }

    /// Installs `root` in a container `options.width` wide and `options.height` tall (or as tall as
    /// the content fits at that width) and lays it out. Returns the container's frame.
    @discardableResult
    public func layout(_ root: LayoutRoot, options: LayoutOptions) -> Rect {
        removeRoot()
        let container = TraitRootView(
            frame: Rect(x: 0, y: 0, width: options.width, height: options.height ?? 0), traits: window.providedTraits)
        container.accessibilityIdentifier = "container"
        container.directionalLayoutMargins = options.margins
        container.insetsLayoutMarginsFromSafeArea = false
        container.warningHandler = { [weak self] message in self?.record(message) }
        if let controller = root.viewController {
            // A screen fills its container, as a window's root view controller fills the window.
            container.frame.size.height = options.height ?? window.frame.height
            install(controller, in: container)
        } else {
            root.constrainable.install(in: container)
            pin(root, to: container.layoutMarginsGuide, bottomPriority: options.bottomPriority, bottomRelation: .equal)
        }
        self.root = root
        self.container = container
        if options.height == nil, root.viewController == nil {
            container.sizeToFitHeight(forWidth: options.width)
        } else {
            container.layoutIfNeeded()
        }
        return container.frame
    }

    /// Puts `root` on the window: top, leading and trailing at the window's layout margins (inside
    /// the safe area), its bottom no lower than theirs; then lays it out.
    public func show(_ root: LayoutRoot) {
        removeRoot()
        if let controller = root.viewController {
            install(controller, in: window)
        } else {
            root.constrainable.install(in: window)
            pin(root, to: window.layoutMarginsGuide, bottomPriority: .required, bottomRelation: .lessThanOrEqual)
        }
        self.root = root
        container = window
        window.layoutIfNeeded()
    }

    /// Shows new content for the same root: when both are groups of the same kind and style, the
    /// installed group takes the new items (views whose dataIDs match are kept and updated);
    /// otherwise the new root replaces the old one where it was.
    public func update(_ newRoot: LayoutRoot, options: LayoutOptions? = nil) {
        if let incoming = newRoot.viewController, incoming === root?.viewController {
            container?.layoutIfNeeded()
            return
        }
        if case .group(let installed)? = root, case .group(let incoming) = newRoot,
           Self.sameKindAndStyle(installed, incoming) {
            installed.setItems(incoming.items, animated: false)
            // The kept group now stands for the incoming model: diagnostics name that one.
            if let installed = installed as? ItemsGroup, let incoming = incoming as? ItemsGroup {
                installed.modelOrigin = incoming.modelOrigin
            }
            if let options, options.height == nil, let container {
                container.sizeToFitHeight(forWidth: options.width)
            } else {
                container?.layoutIfNeeded()
            }
            return
        }
        if container === window || options == nil {
            show(newRoot)
        } else if let options {
            layout(newRoot, options: options)
        }
    }

    /// Lays out again (after traits, device or content changes).
    public func layoutIfNeeded() {
        container?.layoutIfNeeded()
    }

    /// The first element with `dataID` in the current root (see ``matches(of:)``): a view,
    /// group or spacer, or, for a view root, the view of its subtree whose identifier is `dataID`.
    public func constrainable(for dataID: AnyHashable) -> (any Constrainable)? {
        matches(of: dataID).first?.constrainable
    }

    /// Every element with `dataID` in the current root, depth-first, hosted groups included (a
    /// component's body, a composite row's parts), each with the dataIDs around it; collection
    /// items and what their cells show are the collection's to answer.
    public func matches(of dataID: AnyHashable) -> [DataIDMatch] {
        switch root {
        case .group(let group)?:
            return ViewTreeSearch.matches(of: dataID, in: group)
        case let root?:
            guard let view = root.rootView else { return [] }
            // The root view is the screen (NamadaLayout's is "root"): it stands in no path, and
            // answers to its identifier only when nothing inside it does.
            let inside = ViewTreeSearch.matches(of: dataID, inside: view)
            guard inside.isEmpty, ViewTreeSearch.answers(view, to: dataID) else { return inside }
            return [DataIDMatch(constrainable: view, ancestors: [])]
        case nil:
            return []
        }
    }

    /// The frame of `dataID` in the container's coordinates (window coordinates after `show`).
    public func frame(of dataID: AnyHashable) -> Rect? {
        constrainable(for: dataID).flatMap(frame(of:))
    }

    /// The frame of a constrainable in the container's coordinates.
    public func frame(of constrainable: any Constrainable) -> Rect? {
        layoutIfNeeded()
        return laidOutFrame(of: constrainable)
    }

    /// The frames of `constrainables` in the container's coordinates, laid out once.
    public func frames(of constrainables: [any Constrainable]) -> [Rect?] {
        layoutIfNeeded()
        return constrainables.map(laidOutFrame(of:))
    }

    private func laidOutFrame(of constrainable: any Constrainable) -> Rect? {
        guard let container else { return nil }
        switch constrainable.anchorItem {
        case let view as View:
            return view.convert(view.bounds, to: container)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView else { return nil }
            return owner.convert(guide.layoutFrame, to: container)
        default:
            return nil
        }
    }

    /// Every identified element in the current root, depth-first, hosted groups included: what
    /// ``matches(of:)`` searches (a view root's own view first).
    public var elements: [ViewTreeSearch.IdentifiedElement] {
        switch root {
        case .group(let group)?: ViewTreeSearch.elements(in: group)
        case let root?: root.rootView.map(ViewTreeSearch.elements(in:)) ?? []
        case nil: []
        }
    }

    /// Every dataID in the current root, depth-first, each once (for listing and "did you mean";
    /// a bar view answers to its bar's dataID and so does the component inside it).
    public var dataIDs: [AnyHashable] {
        var seen = Set<AnyHashable>()
        return elements.map(\.dataID).filter { seen.insert($0).inserted }
    }

    private func pin(
        _ root: LayoutRoot, to guide: LayoutGuide, bottomPriority: LayoutPriority, bottomRelation: Relation
    ) {
        let item = root.constrainable
        if case .screen(let screen) = root, guide.owningView === window {
            // A screen is a view controller's view: it fills the window, safe area included.
            return LayoutConstraint.activate([
                screen.topAnchor.constraint(equalTo: window.topAnchor),
                screen.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                screen.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                screen.bottomAnchor.constraint(equalTo: window.bottomAnchor).withPriority(bottomPriority),
            ])
        }
        let bottom = bottomRelation == .lessThanOrEqual
            ? item.anchorItem.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor)
            : item.anchorItem.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        LayoutConstraint.activate([
            item.anchorItem.topAnchor.constraint(equalTo: guide.topAnchor),
            item.anchorItem.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            item.anchorItem.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottom.withPriority(bottomPriority),
        ])
    }

    private func removeRoot() {
        defer {
            root = nil
            container = nil
            warnings = []
        }
        if let controller = root?.viewController { return uninstall(controller) }
        guard case .group = root, container !== window else {
            root?.constrainable.uninstall()
            return
        }
        // A group in a container of its own that nobody else holds goes with the container:
        // taking it apart first (every constraint deactivated, every view removed) was a quarter
        // to a third of dropping a screen of rows. A root someone may install again (the same
        // root laid out anew after a trait change) is taken out.
        // Held as an object only: a second reference, typed, would make it never unique.
        var group: AnyObject? = root?.constrainable
        root = nil
        if isKnownUniquelyReferenced(&group) { return }
        (group as? any Constrainable)?.uninstall()
    }

    private func record(_ message: String) {
        // Every render solves the system again (and a new engine meets its conflicts again): the
        // same conflict comes back many times. Listed once per root, logged (standard error) once.
        if !warnings.contains(message) { warnings.append(message) }
        if loggedWarnings.insert(message).inserted { EpoxyLogger.current.warn(message) }
    }

    static func sameKindAndStyle(_ lhs: any Group, _ rhs: any Group) -> Bool {
        switch (lhs, rhs) {
        case let (old as HGroup, new as HGroup): old.style == new.style
        case let (old as VGroup, new as VGroup): old.style == new.style
        case let (old as ZGroup, new as ZGroup): old.style == new.style
        default: false
        }
    }
}
