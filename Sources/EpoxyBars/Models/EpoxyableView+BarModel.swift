import EpoxyCore
import EpoxyLayout

extension StyledView where Self: View & ContentConfigurableView & BehaviorsConfigurableView {
    /// A bar model showing this component, e.g. `NavigationBar.barModel(content: …, style: …)`.
    ///
    /// - Parameters:
    ///   - dataID: Identifies the bar among the bars of its stack; defaults to the type's name.
    ///   - content: The content the view shows.
    ///   - behaviors: The view's behaviors.
    ///   - style: The style the view is made with.
    public static func barModel(
        dataID: AnyHashable? = nil,
        content: Content,
        behaviors: Behaviors? = nil,
        style: Style
    ) -> BarModel<Self> {
        BarModel(dataID: dataID, content: content, behaviors: behaviors, style: style)
    }
}
