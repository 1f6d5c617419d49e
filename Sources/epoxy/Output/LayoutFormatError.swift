/// A format name that is not one of ``LayoutFormat/names``.
struct LayoutFormatError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
