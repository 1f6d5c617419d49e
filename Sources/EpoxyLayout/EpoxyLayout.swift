// EpoxyLayout: the Cassowary solver, headless views, text measurement and traits.
import EpoxyCore
