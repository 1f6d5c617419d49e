/// The line segments that leave one character cell of a wireframe, and the box-drawing
/// character that shows them: two boxes sharing an edge merge into `├ ┤ ┬ ┴ ┼`.
struct BoxEdges: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let up = BoxEdges(rawValue: 1 << 0)
    static let down = BoxEdges(rawValue: 1 << 1)
    static let left = BoxEdges(rawValue: 1 << 2)
    static let right = BoxEdges(rawValue: 1 << 3)

    /// The light box-drawing character for these segments; a space for none.
    var character: Character {
        let horizontal = contains(.left) || contains(.right)
        let vertical = contains(.up) || contains(.down)
        switch (horizontal, vertical) {
        case (false, false): return " "
        case (true, false): return "─"
        case (false, true): return "│"
        case (true, true): break
        }
        switch (contains(.up), contains(.down), contains(.left), contains(.right)) {
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        default: return "┼"
        }
    }
}
