import ArgumentParser
import Foundation

/// A memory size given on the command line: `512M`, `1G`, `64MiB`, `800K` or plain bytes, from
/// 1M to 1T (anything else is a usage error naming the accepted range).
struct MemoryLimit: ExpressibleByArgument, CustomStringConvertible, Equatable {
    let bytes: Int

    /// The accepted range in bytes: below 1 MiB the host cannot set up a state for a script (Lua
    /// and the API's own chunks take a few hundred KiB: 64 KiB failed before any script line ran);
    /// 1 TiB is beyond any machine it runs on.
    static let range: ClosedRange<Int> = (1 << 20)...(1 << 40)

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        guard let limit = try? Self.parse(argument) else { return nil }
        self = limit
    }

    /// Parses a flag value, or throws a usage error saying what is accepted.
    static func parse(_ argument: String) throws -> MemoryLimit {
        guard let bytes = bytes(in: argument) else {
            throw ValidationError("expected a size such as 512M, 1G or 800K")
        }
        guard range.contains(bytes) else {
            throw ValidationError("a memory limit must be between 1M and 1024G")
        }
        return MemoryLimit(bytes: bytes)
    }

    private static func bytes(in argument: String) -> Int? {
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
        guard bytes >= 1, bytes < 0x1p62 else { return nil }
        return Int(bytes)
    }

    var description: String {
        if bytes % (1 << 30) == 0 { return "\(bytes >> 30)G" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20)M" }
        if bytes % 1024 == 0 { return "\(bytes >> 10)K" }
        return "\(bytes)"
    }
}
