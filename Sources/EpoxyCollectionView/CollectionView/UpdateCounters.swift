/// The view work of one update, gathered while cells are updated.
struct UpdateCounters {
    var createdViews = 0
    var reusedViews = 0
    var contentUpdates: [ItemPath] = []
}
