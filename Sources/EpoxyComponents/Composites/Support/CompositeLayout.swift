import EpoxyCore

/// The measurements composites share.
public enum CompositeLayout {
    /// Rows' default layout margins: 16 above and below, 24 on the sides.
    public static let rowMargins = DirectionalEdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
    /// Bars' default layout margins: 8 on the sides only (a bar installer adds the safe area
    /// above or below).
    public static let barMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    /// The least height of a bar's row of controls, as UIKit's bars.
    public static let barMinimumHeight: Double = 44
}
