import Synchronization

/// An unknown the solver finds a value for. Identity is the object itself, so creating and
/// comparing variables is cheap; the name is only used in descriptions.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A human-readable name used in diagnostics, e.g. `"Label.minX"`.
    public var name: String {
        guard let ownerType else { return label }
        return String(describing: ownerType) + label
    }
    /// The name, or what follows the owner type's name in it.
    private let label: String
    /// The type whose name starts the name, written out only when the name is read: naming a
    /// view's variables when the view was made cost about 8,000 instructions a view (the type's
    /// name comes from the runtime's reflection), for names read only by diagnostics.
    private let ownerType: Any.Type?
    /// The slot the solver that claimed this variable keeps it in (see `VariableSlots`), so
    /// that finding a variable's slot needs no hashing; written only by that solver.
    @usableFromInline let slotHint = Atomic<Int>(-1)
    /// The identity of the live solver that claimed this variable's hint, 0 for none. Other
    /// solvers that number it keep its slot in tables of their own.
    @usableFromInline let hintOwner = Atomic<UInt>(0)

    /// The current slot hint (-1 for none).
    @inlinable
    var hintedSlot: Int { slotHint.load(ordering: .relaxed) }

    /// The slot that `claimant` (a solver's identity, never 0) keeps this variable in when it
    /// claimed it: its hint, which only the claimant writes (see `VariableSlots`); nil when
    /// `claimant` did not claim it.
    @inlinable
    func slot(claimedBy claimant: UInt) -> Int? {
        hintOwner.load(ordering: .relaxed) == claimant ? hintedSlot : nil
    }

    /// Creates a variable named `name`.
    public init(_ name: String = "") {
        label = name
        ownerType = nil
    }

    /// Creates a variable named after `ownerType` followed by `suffix` (`Label` and `.minX`
    /// make `"Label.minX"`).
    public init(ownerType: Any.Type, suffix: String) {
        label = suffix
        self.ownerType = ownerType
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name }
}
