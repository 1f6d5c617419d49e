import EpoxyLayout

/// The constraints of an HGroup, as Epoxy's: the first item's leading edge and the last item's
/// trailing edge pinned to the group, neighbours glued at `spacing` plus their paddings, and each
/// item placed vertically by its alignment, with the low-priority edge constraints that make the
/// group as tall as the items it does not stretch.
struct HGroupConstraints {
    let owner: ConstrainableContainer
    let alignment: HGroup.ItemAlignment
    let spacing: Double

    /// The constraints for `items` (inactive).
    func make(_ items: [ConstrainableContainer]) -> [LayoutConstraint] {
        guard !items.isEmpty else { return [owner.widthAnchor.constraint(equalToConstant: 0)] }
        let siblings = SiblingResolver(items)
        var result: [LayoutConstraint] = []
        for (index, item) in items.enumerated() {
            let itemAlignment = item.verticalAlignment ?? alignment
            if case .custom(_, let makeConstraints) = itemAlignment {
                result += makeConstraints(owner, item)
            } else {
                if index == 0 {
                    result.append(item.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: item.padding.leading))
                }
                if index == items.count - 1 {
                    result.append(item.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -item.padding.trailing))
                }
                result += vertical(item, itemAlignment, siblings)
            }
            if index + 1 < items.count {
                let next = items[index + 1]
                result.append(item.trailingAnchor.constraint(
                    equalTo: next.leadingAnchor,
                    constant: -spacing - item.padding.trailing - next.padding.leading))
            }
        }
        return result
    }

    private func vertical(_ item: ConstrainableContainer, _ alignment: HGroup.ItemAlignment, _ siblings: SiblingResolver) -> [LayoutConstraint] {
        let pad = item.padding
        // Made only for the alignments that use them: every item of every group comes here.
        func topEqual() -> LayoutConstraint { item.topAnchor.constraint(equalTo: owner.topAnchor, constant: pad.top) }
        func bottomEqual() -> LayoutConstraint { item.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: -pad.bottom) }
        func topInside() -> LayoutConstraint { item.topAnchor.constraint(greaterThanOrEqualTo: owner.topAnchor, constant: pad.top) }
        func bottomInside() -> LayoutConstraint { item.bottomAnchor.constraint(lessThanOrEqualTo: owner.bottomAnchor, constant: -pad.bottom) }
        func hugging(_ constraint: LayoutConstraint) -> LayoutConstraint { constraint.withPriority(.groupSizeAffecting) }
        func centered(on center: LayoutYAxisAnchor) -> [LayoutConstraint] {
            [item.centerYAnchor.constraint(equalTo: center), topInside(), bottomInside(), hugging(topEqual()), hugging(bottomEqual())]
        }
        switch alignment {
        case .fill:
            return [topEqual(), bottomEqual()]
        case .top:
            return [topEqual(), bottomInside(), hugging(bottomEqual())]
        case .bottom:
            return [bottomEqual(), topInside(), hugging(topEqual())]
        case .center:
            return centered(on: owner.centerYAnchor)
        case .centered(let dataID):
            return centered(on: siblings.target(dataID, for: item)?.centerYAnchor ?? owner.centerYAnchor)
        case .custom(_, let makeConstraints):
            return makeConstraints(owner, item)
        }
    }
}
