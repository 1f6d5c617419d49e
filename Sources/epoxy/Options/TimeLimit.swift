import ArgumentParser
import Foundation

/// A time limit given on the command line: `5`, `5s`, `2.5s`, `500ms` or `1m`.
struct TimeLimit: ExpressibleByArgument, CustomStringConvertible, Equatable {
    let seconds: Double

    init(seconds: Double) {
        self.seconds = seconds
    }

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = text.prefix { $0.isNumber || $0 == "." }
        guard !digits.isEmpty, let value = Double(digits), value.isFinite, value > 0 else { return nil }
        switch text.dropFirst(digits.count) {
        case "", "s", "sec": seconds = value
        case "ms": seconds = value / 1000
        case "m", "min": seconds = value * 60
        default: return nil
        }
    }

    var duration: Duration { .milliseconds(Int64((seconds * 1000).rounded())) }

    var description: String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded()))ms" : "\(seconds.pointless)s"
    }
}

private extension Double {
    /// "5" rather than "5.0".
    var pointless: String { self == rounded() ? String(Int(self)) : String(self) }
}
