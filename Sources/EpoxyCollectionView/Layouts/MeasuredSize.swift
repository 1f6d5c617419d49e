import EpoxyCore

/// A size measured for an item at a width.
struct MeasuredSize {
    let width: Double
    let size: Size
}
