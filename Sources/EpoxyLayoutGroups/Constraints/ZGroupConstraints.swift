import EpoxyLayout

/// The constraints of a ZGroup: every item overlaid in the group's box, placed on each axis by
/// its alignment. Edges an alignment does not pin stay inside the box and pull it tight at
/// `boxHugging`, so the box hugs the largest item.
struct ZGroupConstraints {
    /// How strongly the box hugs its items: Epoxy's size-affecting 51, as HGroup sizes its
    /// height. It must stay below the items' own hugging (250), or a smaller centred item would
    /// be stretched to the box as often as kept at its size; the price is that, like any
    /// group, a ZGroup gives way to neighbouring views' hugging (a spacer beside it absorbs
    /// slack first, having no preference at all).
    static let boxHugging = LayoutPriority.groupSizeAffecting

    let owner: ConstrainableContainer
    let horizontalAlignment: VGroup.ItemAlignment
    let verticalAlignment: HGroup.ItemAlignment

    /// The constraints for `items` (inactive).
    func make(_ items: [ConstrainableContainer]) -> [LayoutConstraint] {
        guard !items.isEmpty else {
            return [owner.widthAnchor.constraint(equalToConstant: 0), owner.heightAnchor.constraint(equalToConstant: 0)]
        }
        let siblings = SiblingResolver(items)
        return items.flatMap { item in
            horizontal(item, siblings) + vertical(item, siblings)
        }
    }

    private func horizontal(_ item: ConstrainableContainer, _ siblings: SiblingResolver) -> [LayoutConstraint] {
        let pad = item.padding
        let leading = { item.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: pad.leading) }
        let trailing = { item.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -pad.trailing) }
        let leadingInside = item.leadingAnchor.constraint(greaterThanOrEqualTo: owner.leadingAnchor, constant: pad.leading)
        let trailingInside = item.trailingAnchor.constraint(lessThanOrEqualTo: owner.trailingAnchor, constant: -pad.trailing)
        func centered(on center: LayoutXAxisAnchor) -> [LayoutConstraint] {
            [item.centerXAnchor.constraint(equalTo: center), leadingInside, trailingInside,
             leading().withPriority(Self.boxHugging), trailing().withPriority(Self.boxHugging)]
        }
        switch item.horizontalAlignment ?? horizontalAlignment {
        case .fill: return [leading(), trailing()]
        case .leading: return [leading(), trailingInside, trailing().withPriority(Self.boxHugging)]
        case .trailing: return [trailing(), leadingInside, leading().withPriority(Self.boxHugging)]
        case .center: return centered(on: owner.centerXAnchor)
        case .centered(let dataID): return centered(on: siblings.target(dataID, for: item)?.centerXAnchor ?? owner.centerXAnchor)
        case .custom(_, let makeConstraints): return makeConstraints(owner, item)
        }
    }

    private func vertical(_ item: ConstrainableContainer, _ siblings: SiblingResolver) -> [LayoutConstraint] {
        let pad = item.padding
        let top = { item.topAnchor.constraint(equalTo: owner.topAnchor, constant: pad.top) }
        let bottom = { item.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: -pad.bottom) }
        let topInside = item.topAnchor.constraint(greaterThanOrEqualTo: owner.topAnchor, constant: pad.top)
        let bottomInside = item.bottomAnchor.constraint(lessThanOrEqualTo: owner.bottomAnchor, constant: -pad.bottom)
        func centered(on center: LayoutYAxisAnchor) -> [LayoutConstraint] {
            [item.centerYAnchor.constraint(equalTo: center), topInside, bottomInside,
             top().withPriority(Self.boxHugging), bottom().withPriority(Self.boxHugging)]
        }
        switch item.verticalAlignment ?? verticalAlignment {
        case .fill: return [top(), bottom()]
        case .top: return [top(), bottomInside, bottom().withPriority(Self.boxHugging)]
        case .bottom: return [bottom(), topInside, top().withPriority(Self.boxHugging)]
        case .center: return centered(on: owner.centerYAnchor)
        case .centered(let dataID): return centered(on: siblings.target(dataID, for: item)?.centerYAnchor ?? owner.centerYAnchor)
        case .custom(_, let makeConstraints): return makeConstraints(owner, item)
        }
    }
}
