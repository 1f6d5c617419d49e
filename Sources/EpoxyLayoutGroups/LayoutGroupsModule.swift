// EpoxyLayoutGroups: HGroup, VGroup, ZGroup, group items, spacers and alignments over EpoxyLayout.
import EpoxyLayout
