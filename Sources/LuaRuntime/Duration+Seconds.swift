extension Duration {
    /// The duration in seconds as a floating-point number.
    public var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
