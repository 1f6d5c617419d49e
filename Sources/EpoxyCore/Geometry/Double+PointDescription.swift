extension Double {
    /// A short description for a coordinate: integers without a fraction, others to 2 decimals.
    public var pointDescription: String {
        guard isFinite else { return String(self) }
        if self == rounded() { return String(Int(self)) }
        let hundredths = (self * 100).rounded() / 100
        return String(hundredths)
    }
}
