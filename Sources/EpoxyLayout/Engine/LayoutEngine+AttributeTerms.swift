import EpoxySolver

extension LayoutEngine {
    /// An item's attribute as a linear expression of its variables (in root coordinates): at
    /// most two terms and a constant, kept without allocating. The variables are held
    /// unretained (the item holds them): only the terms appended to an expression retain theirs,
    /// where holding `Term`s here retained and released each variable twice more, on every side
    /// of every constraint a layout adds.
    struct AttributeTerms {
        /// A variable and its coefficient, the variable unretained.
        struct UnretainedTerm {
            let variable: Unmanaged<Variable>
            let coefficient: Double

            init(_ variable: Unmanaged<Variable>, _ coefficient: Double = 1) {
                self.variable = variable
                self.coefficient = coefficient
            }
        }

        var first: UnretainedTerm?
        var second: UnretainedTerm?
        var constant: Double = 0

        /// The attribute of `item`, which its owning view holds.
        init(_ item: any LayoutItem, _ attribute: LayoutAttribute, in owningView: View?) {
            self.init(item.layoutVariables.unretained, attribute, in: owningView.map(Unmanaged.passUnretained), itemIsView: item === owningView)
        }

        /// The attribute of the item with variables `v`, whose owning view is `owningView` (the
        /// item itself when `itemIsView`), read without retaining either (see
        /// `ResolvedLayoutConstraint`).
        init(_ v: LayoutVariables.Unretained, _ attribute: LayoutAttribute, in owningView: Unmanaged<View>?, itemIsView: Bool) {
            typealias Term = UnretainedTerm
            // Read only for the two attributes that depend on it: the direction is inherited, so
            // reading it walks up the tree, for every side of every constraint otherwise.
            var isLeftToRight: Bool { (owningView?._withUnsafeGuaranteedRef(\.layoutDirection) ?? .leftToRight) == .leftToRight }
            /// The item as a view, for its baselines; nil for a guide.
            var view: View? { itemIsView ? owningView?.takeUnretainedValue() : nil }
            switch attribute {
            case .left: first = Term(v.minX)
            case .right: (first, second) = (Term(v.minX), Term(v.width))
            // In right-to-left layouts leading and trailing are measured leftwards (negated), so a
            // positive constant moves toward the trailing side, as in UIKit. (A negated side's
            // constant is -0, as scaling an expression by -1 makes it.)
            case .leading:
                if isLeftToRight {
                    first = Term(v.minX)
                } else {
                    (first, second, constant) = (Term(v.minX, -1), Term(v.width, -1), -0.0)
                }
            case .trailing:
                if isLeftToRight {
                    (first, second) = (Term(v.minX), Term(v.width))
                } else {
                    (first, constant) = (Term(v.minX, -1), -0.0)
                }
            case .centerX: (first, second) = (Term(v.minX), Term(v.width, 0.5))
            case .width: first = Term(v.width)
            case .top: first = Term(v.minY)
            case .bottom: (first, second) = (Term(v.minY), Term(v.height))
            case .centerY: (first, second) = (Term(v.minY), Term(v.height, 0.5))
            case .height: first = Term(v.height)
            case .firstBaseline:
                if let offset = view?.firstBaselineOffsetFromTop, offset.isFinite {
                    (first, constant) = (Term(v.minY), 0 + offset)
                } else {
                    (first, second) = (Term(v.minY), Term(v.height))
                }
            case .lastBaseline:
                if let offset = view?.lastBaselineOffsetFromBottom, offset.isFinite {
                    (first, second, constant) = (Term(v.minY), Term(v.height), 0 + -offset)
                } else {
                    (first, second) = (Term(v.minY), Term(v.height))
                }
            case .notAnAttribute: break
            }
        }

        /// Appends the terms to `terms`, each coefficient mapped by `coefficient`.
        func append(to terms: inout [Term], coefficient: (Double) -> Double) {
            if let first { terms.append(Term(first.variable.takeUnretainedValue(), coefficient(first.coefficient))) }
            if let second { terms.append(Term(second.variable.takeUnretainedValue(), coefficient(second.coefficient))) }
        }
    }
}
