import EpoxyCore

/// Per-edge distances for the shortcuts (`edges(.equalTo(EdgeInsets(top: 8, left: 16, …)))`,
/// `horizontal(.moreThanTo(EdgeInsets(left: 9, right: 18)))`): UIEdgeInsets and NamadaLayout's
/// horizontal and vertical insets in one type.
public protocol EdgeInsetsConvertible {
    /// The distance from each edge.
    var edgeInsets: EdgeInsets { get }
}

extension EdgeInsets: EdgeInsetsConvertible {
    public var edgeInsets: EdgeInsets { self }
}
