/// What one update did to a navigation stack: reported by `setStack(_:animated:)`, `back(animated:)`
/// and to `NavigationController.onUpdate`. Screens are named by their models' `dataID`s and
/// listed bottom first; only screens whose view controller is on the stack count.
public struct NavigationStackUpdate: Equatable, CustomStringConvertible {
    /// The shape of the change, as UIKit would animate it.
    public enum Kind: String, Equatable, Sendable {
        /// Screens were added on top of the unchanged stack.
        case pushed
        /// Screens were removed from the top; the rest is unchanged.
        case popped
        /// Anything else: screens inserted or removed below the top, reordered, or replaced.
        case replaced
        /// Nothing changed.
        case unchanged
    }

    /// What caused an update.
    public enum Cause: String, Equatable, Sendable {
        /// `setStack(_:animated:)`, directly or when a queued stack was applied.
        case setStack
        /// The user went back (`back(animated:)` or `popViewController(animated:)`).
        case back
    }

    /// The shape of the change.
    public let kind: Kind
    /// What caused it.
    public let cause: Cause
    /// The screens before the update.
    public let stackBefore: [AnyHashable]
    /// The screens after the update.
    public let stackAfter: [AnyHashable]
    /// Screens whose view controllers were added (pushed, inserted or replacing another).
    public let added: [AnyHashable]
    /// Screens whose view controllers were removed (popped, removed or replaced), top first.
    public let removed: [AnyHashable]
    /// Whether the change was asked to animate.
    public let isAnimated: Bool
    /// Whether the change started an animated transition that is in flight until completed.
    public let startedTransition: Bool

    /// The top screen before the update.
    public var visibleBefore: AnyHashable? { stackBefore.last }
    /// The top screen after the update.
    public var visibleAfter: AnyHashable? { stackAfter.last }

    /// One line, e.g. `pushed [thread] (inbox → inbox, thread)`.
    public var description: String {
        func names(_ ids: [AnyHashable]) -> String { ids.map { "\($0.base)" }.joined(separator: ", ") }
        var parts = ["\(kind.rawValue)"]
        if !added.isEmpty { parts.append("+[\(names(added))]") }
        if !removed.isEmpty { parts.append("-[\(names(removed))]") }
        parts.append("(\(names(stackBefore)) → \(names(stackAfter)))")
        if isAnimated { parts.append("animated") }
        return parts.joined(separator: " ")
    }
}
