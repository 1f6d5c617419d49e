extension View {
    /// The first line's baseline; the bottom unless the view provides `firstBaselineOffsetFromTop`.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline; the bottom unless the view provides `lastBaselineOffsetFromBottom`.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
