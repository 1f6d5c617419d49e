/// A group built on ``GroupItemsState`` (every group of this module).
protocol GroupItemsStateProviding: AnyObject {
    var state: GroupItemsState { get }
}

extension HGroup: GroupItemsStateProviding {}
extension VGroup: GroupItemsStateProviding {}
extension ZGroup: GroupItemsStateProviding {}
