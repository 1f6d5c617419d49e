import EpoxyCollectionView
import EpoxyCore
import LuaRuntime

/// The `section` function of `Layout.compositional{…}`, called for every section without its
/// own layout section each time the collection lays out: `(sectionIndex, sectionDataID,
/// environment)` with a 1-based index and `environment = { container = { width =, height = },
/// contentSizeCategory = }`; it must return a `LayoutSection{…}`.
struct LuaSectionProvider {
    let function: LuaRef
    /// Not owned: the state owns the layout that owns this provider.
    @LuaStateReference var state: LuaState?
    /// Where `Layout.compositional` was called, for errors about what the function returned.
    let location: String

    func section(index: Int, section: SectionModel, environment: CollectionLayoutEnvironment) throws -> LayoutSection {
        guard let state else { return .list() }
        let container = environment.effectiveContentSize
        let argument: LuaValue = .dictionary([
            "container": .dictionary(["width": .number(container.width), "height": .number(container.height)]),
            "contentSizeCategory": .string(environment.contentSizeCategory.rawValue),
        ])
        let value = try state.call(
            function.value, [.integer(Int64(index + 1)), DataIDValue.lua(section.dataID), argument],
            timeLimit: state.configuration.timeLimit).first ?? .nil
        guard case .section(let layoutSection)? = state.object(value, as: LuaCompositionalElement.self)?.value else {
            throw LuaError(kind: .runtime, message: "\(location): the section function of Layout.compositional returned \(CompositionalLayoutParser.describe(value, in: state)) for section \(index + 1) (\(DataIDFormatter.string(for: section.dataID))); it must return LayoutSection{…}")
        }
        return layoutSection
    }
}
