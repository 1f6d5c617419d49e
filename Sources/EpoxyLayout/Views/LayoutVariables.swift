import EpoxySolver

/// The four solver variables of a view or layout guide: its rectangle in the coordinates of
/// the root of its tree (the engine turns them into frames relative to the superview).
public struct LayoutVariables: Sendable {
    public let minX: Variable
    public let minY: Variable
    public let width: Variable
    public let height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// Variables named after `ownerType` (`Label.minX`), the names written out only when read.
    init(ownerType: Any.Type) {
        minX = Variable(ownerType: ownerType, suffix: ".minX")
        minY = Variable(ownerType: ownerType, suffix: ".minY")
        width = Variable(ownerType: ownerType, suffix: ".width")
        height = Variable(ownerType: ownerType, suffix: ".height")
    }

    var all: [Variable] { [minX, minY, width, height] }
}
