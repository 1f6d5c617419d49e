// EpoxyComponents: the built-in views (Label, Button, ImageView, …) and composite rows.
import EpoxyLayout
