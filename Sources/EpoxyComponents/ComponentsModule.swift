// EpoxyComponents: the built-in views scripts name — Label, Button, ImageView, ColorView,
// TextField, Checkbox, Switch, Divider — each an `EpoxyableView` with a documented Content,
// Style and Behaviors, and a `ComponentDescribing` view for snapshots and the Lua API.
//
// Folders: one per component (the view and its nested Style/Content/Behaviors), `Text`
// (fonts, alignment, attributed runs, displayed lines), `Color`, `Describing` and `Support`
// (measurer lookup, sanitized sizes). Composite rows built on EpoxyLayoutGroups come later.
import EpoxyLayout
