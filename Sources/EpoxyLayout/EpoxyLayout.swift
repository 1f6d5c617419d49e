// EpoxyLayout: AutoLayout for headless views.
//
//   Views/        View, LayoutGuide, margins, safe area, intrinsic size, fitting, conversion
//   Anchors/      layout anchors and attributes
//   Constraints/  LayoutConstraint and LayoutPriority
//   Engine/       one LayoutEngine per view tree: builds the EpoxySolver system, applies frames, reports conflicts
//   Text/         text measurement (FreeType and Inter) and Dynamic Type
import EpoxyCore
