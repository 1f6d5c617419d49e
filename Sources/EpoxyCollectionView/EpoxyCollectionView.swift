// EpoxyCollectionView: Epoxy's declarative collection for headless views.
//
//   Models/          ItemModel<ItemView> and the ItemModeling protocol any client (the Lua bindings)
//                    can adopt, AnyItemModel, SectionModel, SupplementaryItemModel, result builders,
//                    callbacks and their contexts
//   CollectionView/  CollectionView: diffing by data ID, cells with reuse per reuse identifier, the
//                    viewport (content offset, display callbacks), taps, selection and moves, the
//                    update report and errors
//   Layouts/         the CollectionViewLayout protocol and its list, flow and grid layouts, and the
//                    sizer that measures self-sizing elements once per reuse identifier, content and width
//   Controllers/     CollectionViewController
import EpoxyLayout
