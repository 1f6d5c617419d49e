/// How the writers print numbers: without spurious precision, identically on every platform.
///
/// Formatting goes through integer arithmetic rather than `String(Double)` or a locale-aware
/// formatter, so a snapshot file written on one machine matches byte for byte on another.
enum SnapshotNumberFormat {
    /// Beyond this magnitude a scaled value no longer fits the integer path exactly.
    private static let integerPathLimit = 9.0e15

    /// `value` rounded to the nearest half point: `12`, `12.5`, `-3`; `nan`, `inf`, `-inf` when not finite.
    static func halfPoints(_ value: Double) -> String {
        // Halves are exact in binary, so rounding first and printing thousandths loses nothing.
        guard value.isFinite else { return nonFiniteName(value) }
        return thousandths((value * 2).rounded() / 2)
    }

    /// `value` rounded to the nearest thousandth, trailing zeros dropped: `12`, `12.25`, `0.333`.
    static func thousandths(_ value: Double) -> String {
        guard value.isFinite else { return nonFiniteName(value) }
        let scaled = (abs(value) * 1000).rounded()
        guard scaled < integerPathLimit else {
            // Too large for a fraction to matter; print the whole number.
            let whole = value.rounded()
            if let exact = Int64(exactly: whole) { return String(exact) }
            return String(whole)
        }
        let units = Int64(scaled)
        let sign = (value < 0 && units != 0) ? "-" : ""
        let whole = String(units / 1000)
        let fraction = units % 1000
        guard fraction != 0 else { return sign + whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + whole + "." + digits
    }

    /// The name written for a value that is not finite.
    static func nonFiniteName(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        return value < 0 ? "-inf" : "inf"
    }
}
