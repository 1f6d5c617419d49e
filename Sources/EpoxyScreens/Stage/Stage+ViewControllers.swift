import EpoxyCollectionView
import EpoxyCore
import EpoxyLayout

// Screens on the stage: a view controller's view fills the window (its safe area comes from the
// device), and it gets UIKit's appearance callbacks as it is shown and replaced.
extension Stage {
    /// Adds the controller's view to `container`, pinned to its edges, with appearance callbacks.
    func install(_ controller: ViewController, in container: View) {
        controller.beginAppearanceTransition(true, animated: false)
        let view = controller.view
        container.addSubview(view)
        view.frame = Rect(origin: .zero, size: container.frame.size)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        controller.endAppearanceTransition()
    }

    /// Removes the controller's view with the disappearance callbacks.
    func uninstall(_ controller: ViewController) {
        controller.beginAppearanceTransition(false, animated: false)
        controller.view.removeFromSuperview()
        controller.endAppearanceTransition()
    }

    /// The collection view of the shown screen: the root controller's view when it is one.
    public var collectionView: CollectionView? {
        root?.viewController.flatMap { $0.view as? CollectionView }
    }
}
