import ArgumentParser
import Foundation

/// A memory size given on the command line: `512M`, `1G`, `64MiB`, `800K` or plain bytes.
struct MemoryLimit: ExpressibleByArgument, CustomStringConvertible, Equatable {
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let digits = text.prefix { $0.isNumber || $0 == "." }
        guard !digits.isEmpty, let value = Double(digits), value.isFinite, value > 0 else { return nil }
        let kibibyte = 1024.0
        let multipliers: [String: Double] = [
            "": 1, "b": 1,
            "k": kibibyte, "kb": kibibyte, "kib": kibibyte,
            "m": kibibyte * kibibyte, "mb": kibibyte * kibibyte, "mib": kibibyte * kibibyte,
            "g": kibibyte * kibibyte * kibibyte, "gb": kibibyte * kibibyte * kibibyte, "gib": kibibyte * kibibyte * kibibyte,
        ]
        let unit = text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard let multiplier = multipliers[unit] else { return nil }
        let bytes = value * multiplier
        guard bytes >= 1, bytes < Double(Int.max) else { return nil }
        self.bytes = Int(bytes)
    }

    var description: String {
        if bytes % (1 << 30) == 0 { return "\(bytes >> 30)G" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20)M" }
        if bytes % 1024 == 0 { return "\(bytes >> 10)K" }
        return "\(bytes)"
    }
}
