import EpoxyCore
import EpoxyLayout

extension ViewController {
    /// The safe area inset of the view on `position`'s edge before the controller's additional
    /// insets (the status bar or home indicator, as the view was given it).
    func originalSafeAreaInset(at position: BarContainerPosition) -> Double {
        max(0, position.inset(of: view.safeAreaInsets) - position.inset(of: additionalSafeAreaInsets))
    }
}
