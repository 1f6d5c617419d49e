import Foundation

/// Formats floats the way Lua's `tostring` does ("%.14g", with ".0" for integral values).
public enum LuaNumberFormat {
    /// `number` as Lua's `tostring` prints it ("0.5", "3.0", "1e+20", "inf", "nan").
    public static func string(_ number: Double) -> String {
        if number.isNaN { return number.sign == .minus ? "-nan" : "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        let text = String(format: "%.14g", number)
        let looksIntegral = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "n" || $0 == "i" })
        return looksIntegral ? text + ".0" : text
    }
}
