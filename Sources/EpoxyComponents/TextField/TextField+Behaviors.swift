extension TextField {
    /// What a text field reports: each change of its text, and the end of editing, with the
    /// text at that moment.
    public struct Behaviors {
        /// Called after the user changed the text.
        public let didChangeText: ((String) -> Void)?
        /// Called when editing ends.
        public let didEndEditing: ((String) -> Void)?

        /// Creates behaviors.
        public init(didChangeText: ((String) -> Void)? = nil, didEndEditing: ((String) -> Void)? = nil) {
            self.didChangeText = didChangeText
            self.didEndEditing = didEndEditing
        }
    }
}
