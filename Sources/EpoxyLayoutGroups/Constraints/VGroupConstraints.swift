import EpoxyLayout

/// The constraints of a VGroup (and of an HGroup reflowed for accessibility), as Epoxy's: the
/// first item's top and the last item's bottom pinned to the group, neighbours glued at
/// `spacing` plus their paddings, and each item placed horizontally by its alignment. Unlike
/// HGroup's, these alignments add no low-priority width-affecting constraints (as in Epoxy).
struct VGroupConstraints {
    let owner: ConstrainableContainer
    let alignment: VGroup.ItemAlignment
    let spacing: Double
    /// Whether items' accessibility alignments take precedence (an HGroup reflowed vertically).
    var usesAccessibilityAlignment = false

    /// The constraints for `items` (inactive).
    func make(_ items: [ConstrainableContainer]) -> [LayoutConstraint] {
        guard !items.isEmpty else { return [owner.heightAnchor.constraint(equalToConstant: 0)] }
        let siblings = SiblingResolver(items)
        var result: [LayoutConstraint] = []
        for (index, item) in items.enumerated() {
            var itemAlignment = item.horizontalAlignment ?? alignment
            if usesAccessibilityAlignment { itemAlignment = item.accessibilityAlignment ?? itemAlignment }
            if case .custom(_, let makeConstraints) = itemAlignment {
                result += makeConstraints(owner, item)
            } else {
                if index == 0 {
                    result.append(item.topAnchor.constraint(equalTo: owner.topAnchor, constant: item.padding.top))
                }
                if index == items.count - 1 {
                    result.append(item.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: -item.padding.bottom))
                }
                result += horizontal(item, itemAlignment, siblings)
            }
            if index + 1 < items.count {
                let next = items[index + 1]
                result.append(item.bottomAnchor.constraint(
                    equalTo: next.topAnchor,
                    constant: -spacing - item.padding.bottom - next.padding.top))
            }
        }
        return result
    }

    private func horizontal(_ item: ConstrainableContainer, _ alignment: VGroup.ItemAlignment, _ siblings: SiblingResolver) -> [LayoutConstraint] {
        let pad = item.padding
        // Made only for the alignments that use them: every item of every group comes here.
        func leadingEqual() -> LayoutConstraint { item.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: pad.leading) }
        func trailingEqual() -> LayoutConstraint { item.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -pad.trailing) }
        func leadingInside() -> LayoutConstraint { item.leadingAnchor.constraint(greaterThanOrEqualTo: owner.leadingAnchor, constant: pad.leading) }
        func trailingInside() -> LayoutConstraint { item.trailingAnchor.constraint(lessThanOrEqualTo: owner.trailingAnchor, constant: -pad.trailing) }
        switch alignment {
        case .fill:
            return [leadingEqual(), trailingEqual()]
        case .leading:
            return [leadingEqual(), trailingInside()]
        case .trailing:
            return [leadingInside(), trailingEqual()]
        case .center:
            return [leadingInside(), trailingInside(), item.centerXAnchor.constraint(equalTo: owner.centerXAnchor)]
        case .centered(let dataID):
            let center = siblings.target(dataID, for: item)?.centerXAnchor ?? owner.centerXAnchor
            return [leadingInside(), trailingInside(), item.centerXAnchor.constraint(equalTo: center)]
        case .custom(_, let makeConstraints):
            return makeConstraints(owner, item)
        }
    }
}
