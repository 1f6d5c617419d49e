import EpoxyCore

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands; a variable may appear more than once (the solver adds them up).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions.
    public func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }

    /// The difference of two expressions: `adding(other.scaled(by: -1))`, built in one array.
    public func subtracting(_ other: Expression) -> Expression {
        var result: [Term] = []
        result.reserveCapacity(terms.count + other.terms.count)
        result.append(contentsOf: terms)
        for term in other.terms { result.append(Term(term.variable, term.coefficient * -1)) }
        return Expression(result, constant: constant + other.constant * -1)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(constant.pointDescription) }
        return parts.joined(separator: " + ")
    }
}
