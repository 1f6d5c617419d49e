import EpoxyCore
import EpoxyLayout
@testable import EpoxyNamadaLayout

/// A 400×800 root with the given safe area, warnings collected instead of printed.
func makeRoot(safeArea: EdgeInsets = .zero) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    root.accessibilityIdentifier = "root"
    root.windowSafeAreaInsets = safeArea
    root.warningHandler = { _ in }
    return root
}

/// A view with a fixed intrinsic size (hugging 250, compression 750 as UIKit's defaults).
func sizedView(_ width: Double, _ height: Double, id: String) -> View {
    let view = View()
    view.accessibilityIdentifier = id
    view.contentMeasurer = { _ in Size(width: width, height: height) }
    return view
}

/// Records what a layout pass asks its delegate.
final class RecordingDelegate: NamadaLayoutDelegate {
    var errors: [NamadaLayoutError] = []
    var superviewToProvide: View?
    var controllerToProvide: ViewController?

    func namadaLayout(viewHaveNoSuperview view: View) -> View? { superviewToProvide }
    func namadaLayout(neededViewControllerFor viewController: ViewController) -> ViewController? { controllerToProvide }
    func namadaLayout(_ view: View, errorWhenLayout error: NamadaLayoutError) { errors.append(error) }
}
