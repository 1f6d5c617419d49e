// EpoxyLayout: AutoLayout for headless views.
//
//   Solver/       the incremental Cassowary solver (Variable, Expression, Constraint, Solver)
//   Views/        View, LayoutGuide, margins, safe area, intrinsic size, fitting, conversion
//   Anchors/      layout anchors and attributes
//   Constraints/  LayoutConstraint and LayoutPriority
//   Engine/       one LayoutEngine per view tree: builds the solver, applies frames, reports conflicts
//   Text/         text measurement (separate work)
import EpoxyCore
