import EpoxyLayout

/// Given to a `HeightInvalidatingBarView` by its stack: reaches the view the stack is installed
/// in, whose layout moves the other bars and the safe area with the bar's new height.
public struct BarHeightInvalidationContext {
    /// The superview of the bar stack, while there is one.
    public let barStackSuperview: () -> View?

    /// Creates a context.
    public init(barStackSuperview: @escaping () -> View?) {
        self.barStackSuperview = barStackSuperview
    }
}
