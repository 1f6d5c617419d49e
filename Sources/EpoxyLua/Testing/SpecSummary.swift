/// Counts of a spec run; `line` is the closing line `N passed, N failed[, N skipped]`.
public struct SpecSummary: Sendable, Equatable {
    public var passed = 0
    public var failed = 0
    public var pending = 0

    public init() {}

    /// Counts one more test with `status`.
    public mutating func record(_ status: SpecStatus) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .pending: pending += 1
        }
    }

    /// The closing line of `epoxy test`.
    public var line: String {
        pending > 0 ? "\(passed) passed, \(failed) failed, \(pending) skipped" : "\(passed) passed, \(failed) failed"
    }
}
