import Budget
import EpoxyCollectionView
import EpoxyComponents
import EpoxyCore
import EpoxyLayout
import EpoxyLayoutGroups
import EpoxyNavigation
import EpoxySnapshot

/// Describes what a ``Stage`` shows as a ``SnapshotDocument``, the input of every snapshot writer
/// (`tree()`, `snapshot(format)`, `assert.snapshot`, `epoxy run --format`).
///
/// The tree mirrors the model rather than the flat view hierarchy: groups install their items'
/// views flat into one view, so walking subviews would lose the nesting. Instead the root's
/// items are walked: a group becomes a `group` node (HGroup, VGroup, ZGroup) whose children are
/// its items in order, a spacer a `spacer` node (kept, because it takes space and `frame(dataID)`
/// answers for it), a view a `view` node with its component's name, summary, attributes and
/// displayed text. Frames are in the coordinates of the view the root is installed in: the
/// window after `show`, the container after `layout`.
public struct StageSnapshot {
    /// The kind of a spacer's node.
    public static let spacerKind: SnapshotNodeKind = "spacer"
    /// The kind of the container `layout(root, …)` installs roots in.
    public static let containerKind: SnapshotNodeKind = "container"

    /// The kind of the node standing in for what lies deeper than ``maximumDepth``.
    public static let omittedKind: SnapshotNodeKind = "omitted"
    /// How many levels below the window a snapshot describes. Scripts can nest groups without
    /// limit; describing them recursively must not exhaust the stack, and no screen is this deep.
    public static let maximumDepth = 400

    /// The stage described.
    public let stage: Stage

    /// A description of `stage` as it is now.
    public init(_ stage: Stage) {
        self.stage = stage
    }

    /// The document: the window (or layout container) at the root with the stage's root below
    /// it, the window's safe area (zero for a container) and the stage's warnings. Lays out first
    /// when anything is pending.
    public var document: SnapshotDocument {
        stage.layoutIfNeeded()
        let window = stage.window
        // A spent budget stopped the layout short: the host raises the limit error, so walking
        // and describing a large tree of unfinished frames would be work past the limit.
        guard !WorkBudget.isCurrentExceeded, let container = stage.container, let root = stage.root else {
            return SnapshotDocument.emptyWindow(size: window.frame.size, safeArea: window.device.safeArea)
                .withWarnings(stage.warnings)
        }
        let isWindow = container === window
        let base = SnapshotNode(
            kind: isWindow ? .window : Self.containerKind,
            component: isWindow ? "Window" : "Container",
            frame: Rect(origin: .zero, size: container.frame.size),
            children: [node(for: root, in: container, depth: 1)])
        var document = SnapshotDocument(
            root: base,
            size: container.frame.size,
            safeArea: isWindow ? window.device.safeArea : .zero,
            warnings: stage.warnings)
        if isWindow {
            document = document.withKeyboard(height: stage.keyboard.height)
        }
        if let navigation = stage.root?.viewController as? NavigationController {
            document = document.withStack(navigation.stackDataIDs.reversed().map(DataIDFormatter.string(for:)))
        }
        if let collection = stage.collectionView {
            document = document.withScrollState(
                contentSize: collection.contentSize, contentOffset: collection.contentOffset,
                visibleRange: CollectionSnapshot(collection: collection).visibleRange)
        }
        guard Self.isTruncated(base) else { return document }
        return document.appendingWarning("the tree is deeper than \(Self.maximumDepth) levels; deeper nodes are omitted")
    }

    /// The document written in `format` (the text tree when `format` is `.text`).
    /// The ASCII wireframe of a collection screen ends with the visible range
    /// (`visible items 1–12 of 1,000 (y 0–793 of 64,000)`), which the text tree and JSON carry
    /// as the collection's `visible` attribute.
    public func write(format: SnapshotFormat = .text, options: SnapshotOptions = .standard) -> String {
        let written = SnapshotWriter.write(document, format: format, options: options)
        guard format == .ascii, let collection = stage.collectionView else { return written }
        return written + "visible " + CollectionSnapshot(collection: collection).summary + "\n"
    }

    // MARK: Nodes

    private func node(for root: LayoutRoot, in container: View, depth: Int) -> SnapshotNode {
        switch root {
        case .group(let group):
            return groupNode(group, dataID: nil, in: container, depth: depth)
        case .view(let view), .screen(let view):
            return viewNode(view, dataID: view.accessibilityIdentifier, in: container, depth: depth)
        case .viewController(let controller):
            return viewNode(controller.view, dataID: controller.view.accessibilityIdentifier, in: container, depth: depth)
        }
    }

    func node(for constrainable: any Constrainable, dataID: String, in container: View, depth: Int) -> SnapshotNode {
        guard depth <= Self.maximumDepth else {
            return SnapshotNode(kind: Self.omittedKind, dataID: dataID, frame: .zero)
        }
        switch constrainable {
        case let group as any Group:
            return groupNode(group, dataID: dataID, in: container, depth: depth)
        case let spacer as Spacer:
            let owner = spacer.anchorItem as? LayoutGuide
            let frame = owner?.owningView.map { $0.convert(spacer.layoutFrame, to: container) } ?? .zero
            return SnapshotNode(kind: Self.spacerKind, component: "Spacer", dataID: dataID, frame: frame)
        case let view as View:
            return viewNode(view, dataID: dataID, in: container, depth: depth)
        default:
            return SnapshotNode(kind: .view, dataID: dataID, frame: .zero)
        }
    }

    private func groupNode(_ group: any Group, dataID: String?, in container: View, depth: Int) -> SnapshotNode {
        let frame = group.owningView.map { $0.convert(group.layoutFrame, to: container) } ?? .zero
        let children = zip(group.items, group.constrainables).map { item, constrainable in
            node(for: constrainable, dataID: DataIDFormatter.string(for: item.dataID), in: container, depth: depth + 1)
        }
        return SnapshotNode(kind: .group, component: Self.groupName(group), dataID: dataID, frame: frame, children: children)
    }

    func viewNode(_ view: View, dataID: String?, in container: View, depth: Int) -> SnapshotNode {
        if let collection = view as? CollectionView {
            return CollectionSnapshot(collection: collection).node(in: container, depth: depth, snapshot: self)
        }
        let frame = view.convert(view.bounds, to: container)
        let children = hostedChildren(of: view, in: container, depth: depth)
        guard let component = view as? any ComponentDescribing else {
            return SnapshotNode(kind: .view, component: String(describing: type(of: view)), dataID: dataID, frame: frame, children: children)
        }
        let text = SnapshotTextBuilder(component: component, frame: frame).text
        // A summary that is only the quoted text repeats what the text lines show.
        let summary = component.contentSummary
        let showsSummary = text == nil || !(summary.hasPrefix("\"") && summary.hasSuffix("\""))
        return SnapshotNode(
            kind: .view, component: component.componentName, dataID: dataID, frame: frame, text: text,
            contentSummary: showsSummary && !summary.isEmpty ? summary : nil, attributes: component.attributes,
            children: children)
    }

    /// What a view shows inside itself: the group it hosts (with the model's nesting), else for
    /// views that are not components, their subviews (a script's own views); components without
    /// a group are leaves (their subviews are their own parts).
    private func hostedChildren(of view: View, in container: View, depth: Int) -> [SnapshotNode] {
        guard depth < Self.maximumDepth else {
            return view.subviews.isEmpty && !(view is any GroupHostingView) ? [] : [SnapshotNode(kind: Self.omittedKind, frame: .zero)]
        }
        if let host = view as? any GroupHostingView {
            return host.hostedGroup.map { [groupNode($0, dataID: nil, in: container, depth: depth + 1)] } ?? []
        }
        guard !(view is any ComponentDescribing) else { return [] }
        return view.subviews.map { viewNode($0, dataID: $0.accessibilityIdentifier, in: container, depth: depth + 1) }
    }

    /// Whether an omitted node stands in anywhere (walked with an explicit stack).
    private static func isTruncated(_ root: SnapshotNode) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            if node.kind == omittedKind { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }

    private static func groupName(_ group: any Group) -> String {
        switch group {
        case is HGroup: "HGroup"
        case is VGroup: "VGroup"
        case is ZGroup: "ZGroup"
        default: String(describing: type(of: group))
        }
    }
}

extension SnapshotDocument {
    /// A copy with `warnings` appended.
    fileprivate func withWarnings(_ warnings: [String]) -> SnapshotDocument {
        warnings.reduce(self) { $0.appendingWarning($1) }
    }
}
