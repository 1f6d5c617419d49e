import EpoxyBars
import EpoxyLayout

extension Stage {
    /// The dataIDs of the bars installed around the screen on top (top stack first to last,
    /// bottom stack first to last): what `visible()` lists around a collection's items.
    public var visibleBarDataIDs: (top: [AnyHashable], bottom: [AnyHashable]) {
        var current = root?.viewController?.visibleScreen
        while let controller = current {
            if let host = controller as? BarsHostingViewController {
                guard host.bars.isInstalled else { return ([], []) }
                return (host.bars.top.bars.map { $0.eraseToAnyBarModel().dataID },
                        host.bars.bottom.bars.map { $0.eraseToAnyBarModel().dataID })
            }
            current = controller.parent
        }
        return ([], [])
    }
}
