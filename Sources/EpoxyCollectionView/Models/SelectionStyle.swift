/// How a cell shows that it is highlighted or selected.
public enum SelectionStyle: Hashable, Sendable {
    /// No background change (Epoxy's default for most rows).
    case noBackground
    /// A background of this color (a name or `#RRGGBB` hex string) while highlighted or selected.
    case color(String)
}
