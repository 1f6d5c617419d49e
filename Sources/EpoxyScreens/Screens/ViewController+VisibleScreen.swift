import EpoxyLayout
import EpoxyNavigation

extension ViewController {
    /// The screen this controller shows: through navigation controllers (their top screen),
    /// nested-flow wrappers and bar containers down to the controller whose view holds the
    /// content (a collection screen, a group screen); the controller itself for any other.
    public var visibleScreen: ViewController {
        var current = self
        // Containers cannot nest without end, but stop at a bounded depth all the same.
        for _ in 0..<64 {
            switch current {
            case let navigation as NavigationController:
                guard let top = navigation.topViewController else { return current }
                current = top
            case let wrapper as NavigationWrapperViewController:
                current = wrapper.nested
            case let host as BarsHostingViewController:
                current = host.content
            default:
                return current
            }
        }
        return current
    }
}
