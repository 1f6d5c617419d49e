/// The closures an item model carries for cell events, in erased form so the collection view
/// can call them without knowing the view type. A nil closure means "not interested".
public struct ItemCallbacks {
    /// Called when the item is selected by a tap.
    public var didSelect: ((AnyItemCallbackContext) -> Void)?
    /// Called when the item enters the visible rect.
    public var willDisplay: ((AnyItemCallbackContext) -> Void)?
    /// Called when the item leaves the visible rect (or is removed while visible).
    public var didEndDisplaying: ((AnyItemCallbackContext) -> Void)?
    /// Called when the cell's state changes (`context.state` is the new state).
    public var didChangeState: ((AnyItemCallbackContext) -> Void)?

    /// Creates callbacks; all are nil by default.
    public init(
        didSelect: ((AnyItemCallbackContext) -> Void)? = nil,
        willDisplay: ((AnyItemCallbackContext) -> Void)? = nil,
        didEndDisplaying: ((AnyItemCallbackContext) -> Void)? = nil,
        didChangeState: ((AnyItemCallbackContext) -> Void)? = nil
    ) {
        self.didSelect = didSelect
        self.willDisplay = willDisplay
        self.didEndDisplaying = didEndDisplaying
        self.didChangeState = didChangeState
    }
}
