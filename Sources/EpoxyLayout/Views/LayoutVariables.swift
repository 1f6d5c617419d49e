import EpoxySolver

/// The four solver variables of a view or layout guide: its rectangle in the coordinates of
/// the root of its tree (the engine turns them into frames relative to the superview).
///
/// The variables live in one shared object, so a copy (what reading `layoutVariables` through
/// `LayoutItem` makes) retains one reference instead of four: the engine reads an item's
/// variables for each side of every constraint, and copying four references was eight atomic
/// reference-count operations a side.
public struct LayoutVariables: Sendable {
    fileprivate final class Storage: Sendable {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
            self.minX = minX
            self.minY = minY
            self.width = width
            self.height = height
        }
    }

    private let storage: Storage

    /// The x coordinate of the rectangle's left edge.
    public var minX: Variable { storage.minX }
    /// The y coordinate of the rectangle's top edge.
    public var minY: Variable { storage.minY }
    /// The rectangle's width.
    public var width: Variable { storage.width }
    /// The rectangle's height.
    public var height: Variable { storage.height }

    init(name: String) {
        storage = Storage(
            minX: Variable("\(name).minX"), minY: Variable("\(name).minY"),
            width: Variable("\(name).width"), height: Variable("\(name).height"))
    }

    /// Variables named after `ownerType` (`Label.minX`), the names written out only when read.
    init(ownerType: Any.Type) {
        storage = Storage(
            minX: Variable(ownerType: ownerType, suffix: ".minX"), minY: Variable(ownerType: ownerType, suffix: ".minY"),
            width: Variable(ownerType: ownerType, suffix: ".width"), height: Variable(ownerType: ownerType, suffix: ".height"))
    }

    var all: [Variable] { [minX, minY, width, height] }

    /// The variables, unretained.
    var unretained: Unretained { Unretained(storage: Unmanaged.passUnretained(storage)) }

    /// An item's variables as an unretained reference, for code that reads them while the item
    /// holds them (an engine's build): copying it and reading the variables cost no reference
    /// counting.
    struct Unretained {
        fileprivate let storage: Unmanaged<Storage>

        var minX: Unmanaged<Variable> { storage._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.minX) } }
        var minY: Unmanaged<Variable> { storage._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.minY) } }
        var width: Unmanaged<Variable> { storage._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.width) } }
        var height: Unmanaged<Variable> { storage._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.height) } }
    }
}
