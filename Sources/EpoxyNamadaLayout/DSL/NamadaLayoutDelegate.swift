import EpoxyLayout

/// Answers what a layout pass is missing and hears about its errors (every method is optional).
public protocol NamadaLayoutDelegate: AnyObject {
    /// A view relates to its parent but has none; return a view to add it to, or nil to fail.
    func namadaLayout(viewHaveNoSuperview view: View) -> View?
    /// A view controller is embedded where no parent controller is known; return the parent,
    /// or nil to fail.
    func namadaLayout(neededViewControllerFor viewController: ViewController) -> ViewController?
    /// Reports an error of the pass (the pass also throws the first one).
    func namadaLayout(_ view: View, errorWhenLayout error: NamadaLayoutError)
}

extension NamadaLayoutDelegate {
    public func namadaLayout(viewHaveNoSuperview view: View) -> View? { nil }
    public func namadaLayout(neededViewControllerFor viewController: ViewController) -> ViewController? { nil }
    public func namadaLayout(_ view: View, errorWhenLayout error: NamadaLayoutError) {}
}
