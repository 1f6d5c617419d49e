/// One model of a navigation stack and its view controller, `nil` while `makeViewController`
/// returns `nil` (the screen is then left off the stack and asked again on the next update).
struct NavigationEntry {
    var model: NavigationModel
    var controller: StackedViewController?
}
