extension Double {
    /// A short description for a coordinate: integers without a fraction, others to 2 decimals.
    ///
    /// Whole numbers too large for an `Int` (any finite value can come from a script) print as
    /// `String(Double)` does (`1e+19`) rather than trapping in the conversion.
    public var pointDescription: String {
        guard isFinite else { return String(self) }
        if self == rounded() {
            guard let integer = Int(exactly: self) else { return String(self) }
            return String(integer)
        }
        let hundredths = (self * 100).rounded() / 100
        return String(hundredths)
    }
}
