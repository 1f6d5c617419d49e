/// Why a child process gave no memory figure.
struct ChildMemoryError: Error {
    let message: String
}
