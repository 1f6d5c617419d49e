/// The axis and relation of `inBetween(of:and:_:)`: the distance kept from both views.
public enum InBetweenRelation: Sendable, Equatable {
    /// Top to the first view's bottom, bottom to the second view's top.
    case vertically(LayoutRelation<Double>)
    /// Left to the first view's right, right to the second view's left.
    case horizontally(LayoutRelation<Double>)
}
