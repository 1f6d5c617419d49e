extension Double {
    /// How every printed length and coordinate reads: rounded to hundredths with trailing zeros
    /// dropped (`12`, `12.5`, `24.33`, `-3`); `nan`, `inf`, `-inf` when not finite.
    ///
    /// Frames sit on a ⅓-point grid, so two decimals keep a printed frame within 0.005 of the real
    /// one and a number copied from any output passes `assert.frame` (tolerance 0.01). Integer
    /// arithmetic rather than `String(Double)` or a locale-aware formatter makes the text the same
    /// on every platform, so snapshot files match byte for byte.
    public var pointDescription: String {
        guard isFinite else {
            if isNaN { return "nan" }
            return self < 0 ? "-inf" : "inf"
        }
        let scaled = (abs(self) * 100).rounded()
        // Beyond this a scaled value no longer fits the exact integer path, and fractions no longer matter.
        guard scaled < 9.0e15 else {
            let whole = rounded()
            if let exact = Int64(exactly: whole) { return String(exact) }
            return String(whole)
        }
        let units = Int64(scaled)
        let sign = (self < 0 && units != 0) ? "-" : ""
        let whole = String(units / 100)
        let fraction = units % 100
        guard fraction != 0 else { return sign + whole }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + whole + "." + digits
    }
}
