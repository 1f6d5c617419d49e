import EpoxyCore

/// A variable multiplied by a coefficient, one summand of an `Expression`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable of the term.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient.pointDescription)*\(variable)"
    }
}
