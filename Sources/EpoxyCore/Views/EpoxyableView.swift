/// A view Epoxy can create, configure and reuse: styled at creation, content set when it
/// changes, behaviors set on every update.
public typealias EpoxyableView = StyledView & ContentConfigurableView & BehaviorsConfigurableView
