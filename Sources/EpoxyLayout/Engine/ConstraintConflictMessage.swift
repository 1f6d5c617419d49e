/// The warning logged when a required constraint cannot be satisfied, in the shape of UIKit's.
enum ConstraintConflictMessage {
    static func make(conflicting: [String], broken: String) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        for description in conflicting + [broken] {
            lines.append("    \"\(description)\",")
        }
        lines.append(")")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(broken)
        return lines.joined(separator: "\n")
    }
}
