import EpoxyLayout

// Driving the transitions of every navigation controller in a tree of view controllers, as a
// window or a test harness does once per frame or per scripted step.
extension NavigationController {
    /// Ends the transitions in flight of every navigation controller in `root`'s tree (nested
    /// flows included) until none is left.
    public static func completeTransitions(in root: ViewController) {
        for _ in 0..<maximumChainedUpdates {
            let inFlight = navigationControllers(in: root).filter(\.isTransitioning)
            guard !inFlight.isEmpty else { return }
            for navigation in inFlight { navigation.completeTransitions() }
        }
    }

    /// Advances the transition clock of every navigation controller in `root`'s tree.
    public static func advanceTransitions(by seconds: Double, in root: ViewController) {
        for navigation in navigationControllers(in: root) {
            navigation.advanceTransitions(by: seconds)
        }
    }

    /// Whether any navigation controller in `root`'s tree has a transition in flight.
    public static func hasTransitionsInFlight(in root: ViewController) -> Bool {
        navigationControllers(in: root).contains(where: \.isTransitioning)
    }

    /// The navigation controllers in `root`'s tree (itself included), outermost first.
    static func navigationControllers(in root: ViewController) -> [NavigationController] {
        var result: [NavigationController] = []
        var pending = [root]
        var visited = Set<ObjectIdentifier>()
        while !pending.isEmpty {
            let controller = pending.removeFirst()
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let navigation = controller as? NavigationController { result.append(navigation) }
            pending.append(contentsOf: controller.children)
        }
        return result
    }
}
