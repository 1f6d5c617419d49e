import EpoxyLayout

// View-controller roots: `show(controller)` puts the controller's view over the whole window
// (its safe area comes from the device) and sends the appearance callbacks UIKit sends to a
// window's root view controller.
extension Stage {
    /// Adds `controller`'s view to the window, filling it, and makes the controller appear.
    func present(_ controller: ViewController) {
        controller.beginAppearanceTransition(true, animated: false)
        let view = controller.view
        window.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        controller.endAppearanceTransition(animated: false)
    }

    /// Makes `controller` disappear; the caller removes its view.
    func dismiss(_ controller: ViewController) {
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition(animated: false)
    }
}
