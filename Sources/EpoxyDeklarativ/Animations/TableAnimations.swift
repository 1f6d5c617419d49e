/// The animation of each kind of change in an animated update (DeklarativTVC's `Animations`).
/// Setting a model with animations applies a batch computed from the rows' hashes; without,
/// the table reloads everything.
public struct TableAnimations: Hashable, Sendable {
    /// How deleted sections leave.
    public let deleteSectionsAnimation: RowAnimation
    /// How inserted sections enter.
    public let insertSectionsAnimation: RowAnimation
    /// How reloaded sections change.
    public let reloadSectionsAnimation: RowAnimation
    /// How deleted rows leave.
    public let deleteRowsAnimation: RowAnimation
    /// How inserted rows enter.
    public let insertRowsAnimation: RowAnimation
    /// How reloaded rows change.
    public let reloadRowsAnimation: RowAnimation

    /// Creates animation settings.
    public init(
        deleteSectionsAnimation: RowAnimation,
        insertSectionsAnimation: RowAnimation,
        reloadSectionsAnimation: RowAnimation,
        deleteRowsAnimation: RowAnimation,
        insertRowsAnimation: RowAnimation,
        reloadRowsAnimation: RowAnimation
    ) {
        self.deleteSectionsAnimation = deleteSectionsAnimation
        self.insertSectionsAnimation = insertSectionsAnimation
        self.reloadSectionsAnimation = reloadSectionsAnimation
        self.deleteRowsAnimation = deleteRowsAnimation
        self.insertRowsAnimation = insertRowsAnimation
        self.reloadRowsAnimation = reloadRowsAnimation
    }

    /// The same animation for every kind of change.
    public init(all animation: RowAnimation) {
        self.init(
            deleteSectionsAnimation: animation, insertSectionsAnimation: animation, reloadSectionsAnimation: animation,
            deleteRowsAnimation: animation, insertRowsAnimation: animation, reloadRowsAnimation: animation)
    }

    /// The library's preset: every change fades.
    public static let fade = TableAnimations(all: .fade)
}
