import EpoxyLayout
import EpoxyLayoutGroups

extension Group {
    /// The view made for the item with `dataID` here or in a nested group, when it is a `T`.
    func innerView<T: View>(_ dataID: String, as type: T.Type) -> T? {
        descendant(withDataID: dataID) as? T
    }
}
