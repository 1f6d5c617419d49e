// EpoxyCore: diffing, logging, geometry and the EpoxyableView protocols.
