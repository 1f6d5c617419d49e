/// How a dataID reads wherever it is printed (snapshots, render reports, warnings, errors):
/// strings as they are, whole numbers without a fraction (`1`, not `1.0`), other values as Swift
/// describes them.
public enum DataIDFormatter {
    public static func string(for dataID: AnyHashable) -> String {
        switch dataID.base {
        case let string as String: string
        case let integer as Int64: String(integer)
        case let integer as Int: String(integer)
        case let double as Double where double.rounded() == double && abs(double) < 1e15: String(Int64(double))
        default: String(describing: dataID.base)
        }
    }
}
