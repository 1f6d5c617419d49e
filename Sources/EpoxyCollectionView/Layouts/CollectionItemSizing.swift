import EpoxyCore

/// Measures self-sizing elements for layouts.
public protocol CollectionItemSizing {
    /// The size `model`'s view needs at exactly `width`: its constraints solved with the width
    /// required and the height at fitting priority. Never negative or non-finite.
    func fittingSize(of model: AnyItemModel, width: Double) -> Size

    /// The same for the item at `index` of section `section`: a sizer may answer from what it
    /// measured for that item before an update that left it unchanged, without hashing its
    /// content. Layouts measuring items should call this one.
    func fittingSize(ofItem model: AnyItemModel, section: Int, index: Int, width: Double) -> Size

    /// The size already measured for the item at `index` of section `section` at `width`, if
    /// any; never measures (layouts estimating sizes use it to keep what is known).
    func knownSize(ofItemAt section: Int, index: Int, width: Double) -> Size?

    /// The size `model`'s view needs when its width fits its content (self-sizing widths, as
    /// chips in a carousel): the height required to be `height` when given, else fitting too
    /// (the compressed size). Never negative or non-finite.
    func compressedSize(of model: AnyItemModel, height: Double?) -> Size
}

extension CollectionItemSizing {
    /// Sizers without per-position memory measure (or look up) the model as any other.
    public func fittingSize(ofItem model: AnyItemModel, section: Int, index: Int, width: Double) -> Size {
        fittingSize(of: model, width: width)
    }

    /// Sizers without per-position memory know nothing without measuring.
    public func knownSize(ofItemAt section: Int, index: Int, width: Double) -> Size? {
        nil
    }
}
