/// The outcome of reading a script value: the value, or a problem worded for an error message
/// (the caller adds the argument or field it came from).
enum Parsed<Value, Problem> {
    case success(Value)
    case failure(Problem)
}
