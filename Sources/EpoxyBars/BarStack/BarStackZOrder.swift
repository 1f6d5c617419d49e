/// Which end of a bar stack is fixed to an edge of the screen: that end's bar is drawn on top,
/// and a squeezed stack lets the bars away from the edge slide under it.
public enum BarStackZOrder: Equatable, Sendable {
    /// The first bar is on top (a stack fixed to the top of the screen).
    case firstToLast
    /// The last bar is on top (a stack fixed to the bottom of the screen or the keyboard).
    case lastToFirst
}
