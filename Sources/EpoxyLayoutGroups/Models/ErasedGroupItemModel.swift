import EpoxyLayout

/// What an ``AnyGroupItem`` erases: an item's content, and how to make and update the
/// constrainable it stands for. A ``GroupItem`` and the nested group items (``NestedGroupItem``)
/// are one themselves; items made from closures are a ``ClosureGroupItemModel``. An item's
/// placement, model origin and view configurations stay on the ``AnyGroupItem``.
@usableFromInline
protocol ErasedGroupItemModel {
    /// Makes the constrainable (a view, a group, a spacer).
    func makeConstrainable() -> any Constrainable
    /// Shows the content on a constrainable this model's kind made.
    func setContent(on constrainable: any Constrainable, animated: Bool)
    /// Sets closures and other non-equatable state (after making and on every update).
    func setBehaviors(on constrainable: any Constrainable)
    /// Whether `other` shows the same content (an item of another type never does).
    func isContentEqual(to other: any ErasedGroupItemModel) -> Bool
}
