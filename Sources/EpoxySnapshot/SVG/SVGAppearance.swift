/// The interface style an SVG is drawn in, as UIKit's `UIUserInterfaceStyle`: dynamic colours
/// (`label`, `systemBackground`, the system greys and tints) take their light or dark variant;
/// fixed colours (`#rrggbb`, `black`, `red`) are the same in both.
public enum SVGAppearance: String, CaseIterable, Sendable {
    case light
    case dark

    /// The window's background: `systemBackground`.
    var backgroundColor: String { self == .light ? "#ffffff" : "#000000" }
    /// Text without a colour: `label`.
    var defaultTextColor: String { self == .light ? "#000000" : "#ffffff" }
    /// The outline of every view: `systemGray3`.
    var strokeColor: String { self == .light ? "#c7c7cc" : "#48484a" }
}
