// Arithmetic that builds expressions, so constraints read like the equations they are. Each
// operator allocates the result's terms once (layouts build an expression per constraint).

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
// `0 + rhs`: the constant of `Expression(lhs) + rhs`, whose zero constant turns -0 into +0.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: 0 + rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression {
    var terms = lhs.terms
    terms.append(Term(rhs))
    return Expression(terms, constant: lhs.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.subtracting(rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression {
    var terms = lhs.terms
    terms.append(Term(rhs, -1))
    return Expression(terms, constant: lhs.constant)
}
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }
