import EpoxyLayout

/// A weak reference to the view models are shown in (models are values; the view owns them).
final class WeakView {
    weak var view: View?
    init(_ view: View?) { self.view = view }
}
