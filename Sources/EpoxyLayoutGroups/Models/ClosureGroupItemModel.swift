import EpoxyLayout

/// An erased item given as closures (``AnyGroupItem/init(dataID:kind:placement:content:isContentEqual:make:setContent:setBehaviors:)``).
@usableFromInline
struct ClosureGroupItemModel<Content>: ErasedGroupItemModel {
    @usableFromInline let content: Content
    @usableFromInline let contentEquals: (Content, Content) -> Bool
    @usableFromInline let make: () -> any Constrainable
    @usableFromInline let showContent: (any Constrainable, Content, Bool) -> Void
    @usableFromInline let applyBehaviors: ((any Constrainable) -> Void)?

    @inlinable
    init(
        content: Content,
        isContentEqual: @escaping (Content, Content) -> Bool,
        make: @escaping () -> any Constrainable,
        setContent: @escaping (any Constrainable, Content, Bool) -> Void,
        setBehaviors: ((any Constrainable) -> Void)?
    ) {
        self.content = content
        contentEquals = isContentEqual
        self.make = make
        showContent = setContent
        applyBehaviors = setBehaviors
    }

    @usableFromInline
    func makeConstrainable() -> any Constrainable { make() }

    @usableFromInline
    func setContent(on constrainable: any Constrainable, animated: Bool) {
        showContent(constrainable, content, animated)
    }

    @usableFromInline
    func setBehaviors(on constrainable: any Constrainable) {
        applyBehaviors?(constrainable)
    }

    /// Compared by `other`'s closure, `other`'s content first (a group asks its current items
    /// about the new ones: the new items' comparison decides).
    @usableFromInline
    func isContentEqual(to other: any ErasedGroupItemModel) -> Bool {
        guard let other = other as? ClosureGroupItemModel<Content> else { return false }
        return other.contentEquals(other.content, content)
    }
}
