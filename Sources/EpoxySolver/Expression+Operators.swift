// Arithmetic that builds expressions, so constraints read like the equations they are.

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(constant: rhs)) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs.scaled(by: -1)) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) - Expression(rhs) }
