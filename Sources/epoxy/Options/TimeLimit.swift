import ArgumentParser
import Foundation

/// A time limit given on the command line: `5`, `5s`, `2.5s`, `500ms`, `0.4ms`, `1m`, `250µs`
/// (or `us`) or `1h`, from a microsecond to a day (anything else is a usage error naming the
/// accepted range and units).
struct TimeLimit: ExpressibleByArgument, CustomStringConvertible, Equatable {
    let seconds: Double

    /// The accepted range, in seconds.
    static let range: ClosedRange<Double> = 1e-6...86_400

    init(seconds: Double) {
        self.seconds = seconds
    }

    init?(argument: String) {
        guard let limit = try? Self.parse(argument) else { return nil }
        self = limit
    }

    /// Parses a flag value, or throws a usage error saying what is accepted.
    static func parse(_ argument: String) throws -> TimeLimit {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = text.prefix { $0.isNumber || $0 == "." }
        let unit = text.dropFirst(digits.count)
        let scale: Double? = switch unit {
        case "", "s", "sec": 1
        case "ms": 1e-3
        case "µs", "μs", "us": 1e-6
        case "m", "min": 60
        case "h": 3_600
        default: nil
        }
        guard !digits.isEmpty, let value = Double(digits), value.isFinite, let scale else {
            throw ValidationError("expected a duration such as 5s, 500ms, 1m or 1h (units: µs, ms, s, m, h)")
        }
        let seconds = value * scale
        guard range.contains(seconds) else {
            throw ValidationError("a time limit must be between 1µs and 24h (86400s)")
        }
        return TimeLimit(seconds: seconds)
    }

    /// Exact to the nanosecond, so sub-millisecond limits stay limits.
    var duration: Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

    var description: String {
        seconds < 1 ? "\((seconds * 1000).pointless)ms" : "\(seconds.pointless)s"
    }
}

private extension Double {
    /// "5" rather than "5.0".
    var pointless: String { self == rounded() ? String(Int(self)) : String(self) }
}
